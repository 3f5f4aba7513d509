import { describe, expect, it } from 'vitest';
import { getDef, score } from '../../../../engine/index.js';
import { start } from '../../../support/harness.js';

const KINGDOM = [
  'Gardens',
  'Festival',
  'Chapel',
  'Laboratory',
  'Market',
  'Moat',
  'Smithy',
  'Village',
  'Witch',
  'Library',
];
const copies = (name: string, n: number) => Array.from({ length: n }, () => name);

/** Player 0 owns exactly these cards. */
function owning(zones: { hand?: string[]; deck?: string[]; discard?: string[] }) {
  return start({ kingdom: KINGDOM, setup: { firstPlayer: 0, players: { '0': zones } } });
}

describe('Gardens', () => {
  it('is a $4 Victory card with the printed text', () => {
    const d = getDef('Gardens');
    expect(d.cost).toEqual({ coins: 4, debt: 0 });
    expect(d.types).toEqual(['Victory']);
    expect(d.text).toBe('Worth 1 VP per 10 cards you have (round down).');
  });

  it('37 cards: each Gardens is worth 3 VP (round down)', () => {
    const h = owning({
      hand: ['Gardens', 'Gardens', 'Copper'],
      deck: copies('Copper', 20),
      discard: copies('Copper', 14),
    });
    expect(h.state.players[0].hand.length + h.state.players[0].deck.length + h.state.players[0].discard.length).toBe(
      37,
    );
    expect(score(h.state, 0)).toBe(6);
  });

  it('39 cards: 3 VP; 40 cards: 4 VP; 9 cards: 0 VP', () => {
    expect(score(owning({ hand: ['Gardens'], deck: copies('Copper', 38) }).state, 0)).toBe(3);
    expect(score(owning({ hand: ['Gardens'], deck: copies('Copper', 39) }).state, 0)).toBe(4);
    expect(score(owning({ hand: ['Gardens'], deck: copies('Copper', 8) }).state, 0)).toBe(0);
  });

  it('adds to other Victory cards and Curses', () => {
    const h = owning({ hand: ['Gardens', 'Estate', 'Curse'], deck: copies('Copper', 17) });
    expect(score(h.state, 0)).toBe(2 + 1 - 1);
  });

  it('counts cards in every zone, including cards in play', () => {
    const h = owning({ hand: ['Village', 'Gardens'], deck: copies('Copper', 8), discard: copies('Copper', 10) });
    expect(score(h.state, 0)).toBe(2);
    h.do(0, 'play Village');
    expect(h.inPlay(0)).toEqual(['Village']);
    expect(score(h.state, 0)).toBe(2);
  });

  it('is scored at game end', () => {
    const h = start({
      kingdom: KINGDOM,
      setup: {
        firstPlayer: 0,
        players: {
          '0': { hand: ['Gold', 'Gold', 'Gold'], deck: ['Gardens', ...copies('Copper', 16)] },
          '1': { hand: ['Copper'] },
        },
        piles: { Province: 1 },
      },
    });
    h.do(0, 'end actions', 'play treasures', 'buy Province', 'end turn');
    expect(h.state.result).not.toBeNull();
    // 21 cards: 2 VP for Gardens + 6 for the Province.
    expect(h.state.result!.scores[0]).toBe(8);
  });

  it('pile: 8 cards with 2 players, 12 with 3 to 6 players', () => {
    for (const [players, size] of [
      [2, 8],
      [3, 12],
      [4, 12],
      [5, 12],
      [6, 12],
    ] as const) {
      expect(start({ players, kingdom: KINGDOM }).supply('Gardens')).toBe(size);
    }
  });

  it('can be bought for $4 and is a dead card in hand', () => {
    const h = owning({ hand: ['Silver', 'Silver', 'Gardens'], deck: copies('Copper', 5) });
    expect(h.try(0, 'play Gardens').ok).toBe(false);
    h.do(0, 'end actions', 'play treasures', 'buy Gardens');
    expect(h.supply('Gardens')).toBe(7);
    expect(h.discard(0)).toEqual(['Gardens']);
  });
});
