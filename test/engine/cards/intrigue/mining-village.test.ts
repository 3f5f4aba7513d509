import { describe, expect, it } from 'vitest';
import { start } from '../../../support/harness.js';

const kingdom = [
  'Mining Village',
  'Throne Room',
  'Village',
  'Cellar',
  'Market',
  'Militia',
  'Moat',
  'Smithy',
  'Festival',
  'Witch',
];

const game = (hand: string[]) =>
  start({
    kingdom,
    setup: { firstPlayer: 0, players: { '0': { hand, deck: ['Silver', 'Gold', 'Copper'] } } },
  });

describe('Mining Village', () => {
  it('gives +1 Card and +2 Actions, then may be kept in play', () => {
    const h = game(['Mining Village']);
    h.do(0, 'play Mining Village');
    expect(h.hand(0)).toEqual(['Silver']);
    expect(h.turn.actions).toBe(2);
    expect(h.decision(0)).toMatchObject({ kind: 'yesno', source: 'Mining Village' });
    h.do(0, 'no');
    expect(h.inPlay(0)).toEqual(['Mining Village']);
    expect(h.turn.coins).toBe(0);
    expect(h.decision(0)).toMatchObject({ kind: 'turn' });
  });

  it('may trash itself for +$2', () => {
    const h = game(['Mining Village']);
    h.do(0, 'play Mining Village', 'yes');
    expect(h.inPlay(0)).toEqual([]);
    expect(h.trash()).toEqual(['Mining Village']);
    expect(h.turn.coins).toBe(2);
    expect(h.turn.actions).toBe(2);
  });

  it('played twice by Throne Room, it is trashed at most once (+$2 once)', () => {
    const h = game(['Throne Room', 'Mining Village']);
    h.do(0, 'play Throne Room', 'play Mining Village', 'yes');
    // The second play: +1 Card and +2 Actions, but nothing left to trash.
    expect(h.decision(0)).toMatchObject({ kind: 'turn' });
    expect(h.turn.coins).toBe(2);
    expect(h.turn.actions).toBe(4);
    expect(h.hand(0)).toEqual(['Gold', 'Silver']);
    expect(h.trash()).toEqual(['Mining Village']);
  });

  it('played twice by Throne Room, it may be kept the first time and trashed the second', () => {
    const h = game(['Throne Room', 'Mining Village']);
    h.do(0, 'play Throne Room', 'play Mining Village', 'no');
    expect(h.decision(0)).toMatchObject({ kind: 'yesno', source: 'Mining Village' });
    h.do(0, 'yes');
    expect(h.turn.coins).toBe(2);
    expect(h.trash()).toEqual(['Mining Village']);
    expect(h.inPlay(0)).toEqual(['Throne Room']);
  });

  it('cannot be trashed later in the turn', () => {
    const h = game(['Mining Village', 'Village']);
    h.do(0, 'play Mining Village', 'no', 'play Village');
    expect(h.decision(0)).toMatchObject({ kind: 'turn' });
    h.do(0, 'end actions');
    expect(h.decision(0)).toMatchObject({ kind: 'turn', phase: 'buy' });
    expect(h.inPlay(0)).toEqual(['Mining Village', 'Village']);
  });
});
