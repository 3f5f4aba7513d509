import { describe, expect, it } from 'vitest';
import { start } from '../../../support/harness.js';

const kingdom = ['Lurker', 'Mill', 'Village', 'Harem', 'Duke', 'Market', 'Militia', 'Moat', 'Smithy', 'Witch'];

const game = (o: { trash?: string[]; piles?: Record<string, number> } = {}) =>
  start({
    kingdom,
    setup: {
      firstPlayer: 0,
      trash: o.trash,
      piles: o.piles,
      players: { '0': { hand: ['Lurker', 'Copper'], deck: ['Copper'] } },
    },
  });

describe('Lurker', () => {
  it('gives +1 Action and asks to choose one of the two options', () => {
    const h = game();
    h.do(0, 'play Lurker');
    expect(h.turn.actions).toBe(1);
    expect(h.decision(0)).toMatchObject({ kind: 'option', min: 1, max: 1, source: 'Lurker' });
  });

  it('trashes an Action card from the Supply', () => {
    const h = game();
    h.do(0, 'play Lurker', 'trash');
    expect(h.decision(0)).toMatchObject({ kind: 'pile', verb: 'trash', optional: false });
    expect([...(h.decision(0) as { piles: string[] }).piles].sort()).toEqual([
      'Lurker',
      'Market',
      'Militia',
      'Mill',
      'Moat',
      'Smithy',
      'Village',
      'Witch',
    ]);
    h.do(0, 'trash Village');
    expect(h.supply('Village')).toBe(9);
    expect(h.trash()).toEqual(['Village']);
    expect(h.discard(0)).toEqual([]);
    expect(h.turn.actions).toBe(1);
  });

  it('only trashes Action cards (not Treasures, Victory cards or Curses)', () => {
    const h = game();
    h.do(0, 'play Lurker', 'trash');
    for (const name of ['Gold', 'Duke', 'Harem', 'Curse']) expect(h.try(0, `trash ${name}`).ok).toBe(false);
  });

  it('can trash an Action – Victory card (Mill) from the Supply', () => {
    const h = game();
    h.do(0, 'play Lurker', 'trash', 'trash Mill');
    expect(h.trash()).toEqual(['Mill']);
    expect(h.supply('Mill')).toBe(7);
  });

  it('can empty a Supply pile', () => {
    const h = game({ piles: { Village: 1 } });
    h.do(0, 'play Lurker', 'trash', 'trash Village');
    expect(h.supply('Village')).toBe(0);
  });

  it('gains an Action card from the trash, to the discard pile', () => {
    const h = game({ trash: ['Copper', 'Village', 'Witch', 'Estate'] });
    h.do(0, 'play Lurker', 'gain');
    const d = h.decision(0)!;
    expect(d).toMatchObject({ kind: 'cards', verb: 'gain', min: 1, max: 1 });
    expect(h.try(0, 'gain Copper').ok).toBe(false);
    h.do(0, 'gain Witch');
    expect(h.discard(0)).toEqual(['Witch']);
    expect(h.trash()).toEqual(['Copper', 'Estate', 'Village']);
    expect(h.turn.gained).toEqual(['Witch']);
    expect(h.supply('Witch')).toBe(10);
  });

  it('can gain an Action – Victory card (Mill) from the trash', () => {
    const h = game({ trash: ['Mill', 'Estate'] });
    h.do(0, 'play Lurker', 'gain');
    expect(h.discard(0)).toEqual(['Mill']);
    expect(h.trash()).toEqual(['Estate']);
  });

  it('may choose to gain from the trash when it has no Action card (nothing happens)', () => {
    const h = game({ trash: ['Copper'] });
    h.do(0, 'play Lurker', 'gain');
    expect(h.decision(0)).toMatchObject({ kind: 'turn' });
    expect(h.discard(0)).toEqual([]);
    expect(h.trash()).toEqual(['Copper']);
  });

  it('may choose to trash from the Supply when no Action card is there (nothing happens)', () => {
    const piles = Object.fromEntries(
      ['Lurker', 'Mill', 'Village', 'Market', 'Militia', 'Moat', 'Smithy', 'Witch'].map((n) => [n, 0]),
    );
    const h = game({ piles, trash: ['Village'] });
    h.do(0, 'play Lurker', 'trash');
    expect(h.decision(0)).toMatchObject({ kind: 'turn' });
    expect(h.trash()).toEqual(['Village']);
  });

  it('only the top card of a Supply pile can be trashed (a split pile offers its top half only)', () => {
    const h = start({
      kingdom: [
        'Lurker',
        'Patrician/Emporium',
        'Village',
        'Harem',
        'Duke',
        'Market',
        'Militia',
        'Moat',
        'Smithy',
        'Witch',
      ],
      setup: { firstPlayer: 0, players: { '0': { hand: ['Lurker', 'Copper'], deck: ['Copper'] } } },
    });
    h.do(0, 'play Lurker', 'trash');
    const piles = (h.decision(0) as { piles: string[] }).piles;
    expect(piles).toContain('Patrician');
    expect(piles).not.toContain('Emporium');
    expect(h.try(0, 'trash Emporium').ok).toBe(false);
    h.do(0, 'trash Patrician');
    expect(h.trash()).toEqual(['Patrician']);
  });

  it('played by Throne Room, each play chooses anew', () => {
    const h = start({
      kingdom,
      setup: { firstPlayer: 0, players: { '0': { hand: ['Throne Room', 'Lurker'], deck: ['Copper'] } } },
    });
    h.do(0, 'play Throne Room', 'play Lurker', 'trash', 'trash Village');
    expect(h.decision(0)).toMatchObject({ kind: 'option', source: 'Lurker' });
    h.do(0, 'gain');
    expect(h.discard(0)).toEqual(['Village']);
    expect(h.trash()).toEqual([]);
    expect(h.turn.actions).toBe(2);
  });
});
