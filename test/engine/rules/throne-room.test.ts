import { describe, expect, it } from 'vitest';
import type { ForcedZones } from '../../../engine/index.js';
import { start } from '../../support/harness.js';

const game = (p0: ForcedZones) => start({ setup: { firstPlayer: 0, players: { '0': p0 } } });
const coppers = (n: number) => Array(n).fill('Copper') as string[];

describe('Throne Room and Action plays', () => {
  it('Throne Room on Throne Room: one Action twice, then another Action twice (not one card four times)', () => {
    const h = game({ hand: ['Throne Room', 'Throne Room', 'Village', 'Smithy'], deck: coppers(12) });
    h.do(0, 'play Throne Room', 'play Throne Room');
    let d = h.view(0).decision;
    expect(d?.kind === 'cards' && [...d.candidates].sort()).toEqual(['Smithy', 'Village']);
    h.do(0, 'play Village');
    // Village twice, then the inner Throne Room is played a second time and asks for another Action card.
    expect(h.turn.played).toEqual(['Throne Room', 'Throne Room', 'Village', 'Village', 'Throne Room']);
    expect(h.turn.actions).toBe(4);
    d = h.view(0).decision;
    expect(d?.kind === 'cards' && d.candidates).toEqual(['Smithy']);
    h.do(0, 'play Smithy');
    expect(h.turn.played).toEqual([
      'Throne Room',
      'Throne Room',
      'Village',
      'Village',
      'Throne Room',
      'Smithy',
      'Smithy',
    ]);
    expect(h.hand(0)).toEqual(coppers(2 + 6));
    expect(h.turn.actions).toBe(4);
    expect(h.decision(0)?.kind).toBe('turn');
    expect(h.inPlay(0)).toEqual(['Smithy', 'Throne Room', 'Throne Room', 'Village']);
  });

  it('Throne Room on Throne Room with only one other Action: the second choice has nothing to play', () => {
    const h = game({ hand: ['Throne Room', 'Throne Room', 'Village'], deck: coppers(5) });
    h.do(0, 'play Throne Room', 'play Throne Room', 'play Village');
    expect(h.decision(0)?.kind).toBe('turn');
    expect(h.turn.played.filter((n) => n === 'Village')).toHaveLength(2);
    expect(h.turn.actions).toBe(4);
  });

  it('the card played by Throne Room does not use Actions (Throne Room + Village = 4 Actions)', () => {
    const h = game({ hand: ['Throne Room', 'Village'], deck: coppers(5) });
    h.do(0, 'play Throne Room');
    expect(h.turn.actions).toBe(0);
    h.do(0, 'play Village');
    expect(h.turn.actions).toBe(4);
    expect(h.hand(0)).toEqual(coppers(2));
  });

  it('after Throne Room + Smithy no Action is left for another card', () => {
    const h = game({ hand: ['Throne Room', 'Smithy', 'Village'], deck: coppers(6) });
    h.do(0, 'play Throne Room', 'play Smithy');
    expect(h.turn.actions).toBe(0);
    const r = h.try(0, 'play Village');
    expect(!r.ok && r.error.code).toBe('move/no-actions');
  });

  it('Throne Room with no Action card in hand does nothing (and asks nothing)', () => {
    const h = game({ hand: ['Throne Room', 'Copper', 'Estate'], deck: coppers(2) });
    h.do(0, 'play Throne Room');
    expect(h.decision(0)?.kind).toBe('turn');
    expect(h.turn.actions).toBe(0);
    expect(h.turn.played).toEqual(['Throne Room']);
    expect(h.hand(0)).toEqual(['Copper', 'Estate']);
    expect(h.inPlay(0)).toEqual(['Throne Room']);
  });

  it('Throne Room may decline to play anything', () => {
    const h = game({ hand: ['Throne Room', 'Village'], deck: coppers(2) });
    h.do(0, 'play Throne Room', 'play nothing');
    expect(h.turn.played).toEqual(['Throne Room']);
    expect(h.hand(0)).toEqual(['Village']);
  });

  it('Throne Room on Festival: each play adds its +Actions, +Buy and +$', () => {
    const h = game({ hand: ['Throne Room', 'Festival'] });
    h.do(0, 'play Throne Room', 'play Festival');
    expect(h.turn).toMatchObject({ actions: 4, buys: 3, coins: 4 });
  });
});
