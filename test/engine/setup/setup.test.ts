import { describe, expect, it } from 'vitest';
import { newGame } from '../../../engine/index.js';
import { start } from '../../support/harness.js';

const KINGDOM = [
  'Cellar',
  'Festival',
  'Gardens',
  'Market',
  'Militia',
  'Moat',
  'Smithy',
  'Throne Room',
  'Village',
  'Witch',
];

// The Supply table of the rules summary (§1.1), by number of players.
const TABLE: Record<number, Record<string, number>> = {
  2: { Estate: 8, Duchy: 8, Province: 8, Curse: 10, Copper: 46, Silver: 40, Gold: 30, Gardens: 8, Village: 10 },
  3: { Estate: 12, Duchy: 12, Province: 12, Curse: 20, Copper: 39, Silver: 40, Gold: 30, Gardens: 12, Village: 10 },
  4: { Estate: 12, Duchy: 12, Province: 12, Curse: 30, Copper: 32, Silver: 40, Gold: 30, Gardens: 12, Village: 10 },
  5: { Estate: 12, Duchy: 12, Province: 15, Curse: 40, Copper: 25, Silver: 40, Gold: 30, Gardens: 12, Village: 10 },
  6: { Estate: 12, Duchy: 12, Province: 18, Curse: 50, Copper: 18, Silver: 40, Gold: 30, Gardens: 12, Village: 10 },
};

const names = (s: { cardNames: string[] }, ids: number[]) => ids.map((id) => s.cardNames[id]).sort();

describe('setup', () => {
  it.each([2, 3, 4, 5, 6])('Supply pile sizes for %i players follow the rules table', (n) => {
    const h = start({ players: n, kingdom: KINGDOM, seed: `setup-${n}` });
    for (const [pile, size] of Object.entries(TABLE[n])) expect(h.supply(pile), `${pile} with ${n} players`).toBe(size);
    // Every non-Victory Kingdom pile has 10 cards.
    for (const k of KINGDOM.filter((k) => k !== 'Gardens')) expect(h.supply(k), k).toBe(10);
    // 7 Basic piles + 10 Kingdom piles.
    expect(h.state.supply).toHaveLength(17);
  });

  it.each([2, 3, 4, 5, 6])('with %i players each starts with 7 Copper + 3 Estate, 5 of them in hand', (n) => {
    const h = start({ players: n, kingdom: KINGDOM, seed: `decks-${n}` });
    h.state.players.forEach((pl) => {
      expect(pl.hand).toHaveLength(5);
      expect(pl.deck).toHaveLength(5);
      expect(pl.discard).toEqual([]);
      expect(names(h.state, [...pl.hand, ...pl.deck])).toEqual([
        ...Array<string>(7).fill('Copper'),
        ...Array<string>(3).fill('Estate'),
      ]);
    });
  });

  it('the starting Coppers and Estates are not taken from the Supply piles', () => {
    const h = start({ players: 4, kingdom: KINGDOM });
    const total = (name: string) => h.state.cardNames.filter((n) => n === name).length;
    expect(total('Copper')).toBe(60);
    expect(total('Estate')).toBe(12 + 4 * 3);
  });

  it('the first player comes from the seed: the same seed gives the same one, different seeds differ', () => {
    const first = (seed: string) =>
      newGame({ players: ['A', 'B', 'C', 'D'], kingdom: KINGDOM, seed }).state.turn.player;
    const seeds = Array.from({ length: 24 }, (_, i) => `first-${i}`);
    const firsts = seeds.map(first);
    expect(seeds.map(first)).toEqual(firsts);
    expect(new Set(firsts).size).toBeGreaterThan(1);
    for (const p of firsts) expect(p >= 0 && p < 4).toBe(true);
  });

  it('the first player is taking turn 1 and nobody else has had a turn', () => {
    const { state } = newGame({ players: ['A', 'B', 'C'], kingdom: KINGDOM, seed: 'turn-one' });
    const p = state.turn.player;
    expect(state.turn.number).toBe(1);
    expect(state.turn).toMatchObject({ phase: 'action', actions: 1, buys: 1, coins: 0 });
    state.players.forEach((pl, i) => expect(pl.turnsTaken).toBe(i === p ? 1 : 0));
    expect(state.pending).toEqual([expect.objectContaining({ player: p, kind: 'turn' })]);
  });

  it('the opening hands come from the seed', () => {
    const hands = (seed: string) =>
      newGame({ players: ['A', 'B'], kingdom: KINGDOM, seed }).state.players.map((pl) => pl.hand);
    expect(hands('same')).toEqual(hands('same'));
    const many = Array.from({ length: 12 }, (_, i) => JSON.stringify(hands(`hands-${i}`)));
    expect(new Set(many).size).toBeGreaterThan(1);
  });

  it('rejects fewer than 2 or more than 6 players', () => {
    expect(() => newGame({ players: ['A'], kingdom: KINGDOM, seed: 'x' })).toThrow(/2 to 6/);
    expect(() => newGame({ players: ['A', 'B', 'C', 'D', 'E', 'F', 'G'], kingdom: KINGDOM, seed: 'x' })).toThrow(
      /2 to 6/,
    );
  });
});
