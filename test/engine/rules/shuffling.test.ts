import { describe, expect, it } from 'vitest';
import type { ForcedZones } from '../../../engine/index.js';
import { start } from '../../support/harness.js';

const KINGDOM = [
  'Cellar',
  'Bureaucrat',
  'Laboratory',
  'Market',
  'Sentry',
  'Moat',
  'Smithy',
  'Throne Room',
  'Village',
  'Witch',
];
const game = (players: Record<string, ForcedZones>) => start({ kingdom: KINGDOM, setup: { firstPlayer: 0, players } });
const shuffles = (h: ReturnType<typeof game>, p = 0) => h.log.filter((e) => e.kind === 'shuffle' && e.player === p);

describe('shuffling and drawing', () => {
  it('does not shuffle while the deck has enough cards', () => {
    const h = game({ '0': { hand: ['Smithy'], deck: ['Copper', 'Copper', 'Copper'], discard: ['Estate', 'Estate'] } });
    h.do(0, 'play Smithy');
    expect(h.hand(0)).toEqual(['Copper', 'Copper', 'Copper']);
    expect(h.deck(0)).toEqual([]);
    expect(h.discard(0)).toEqual(['Estate', 'Estate']);
    expect(shuffles(h)).toHaveLength(0);
  });

  it('does not shuffle an emptied deck until a card is needed', () => {
    const h = game({
      '0': {
        hand: ['Copper', 'Copper', 'Copper', 'Copper', 'Copper'],
        deck: ['Silver', 'Silver', 'Silver', 'Silver', 'Silver'],
      },
    });
    h.do(0, 'end actions', 'end turn');
    // Clean-up drew exactly the 5 Silvers; the Coppers wait in the discard pile.
    expect(h.hand(0)).toEqual(['Silver', 'Silver', 'Silver', 'Silver', 'Silver']);
    expect(h.deck(0)).toEqual([]);
    expect(h.discard(0)).toHaveLength(5);
    expect(shuffles(h)).toHaveLength(0);
  });

  it('shuffles the discard pile and puts it under the remaining deck', () => {
    const h = game({ '0': { hand: ['Smithy'], deck: ['Gold', 'Silver'], discard: ['Estate', 'Estate', 'Estate'] } });
    h.do(0, 'play Smithy');
    // The two cards left in the deck are drawn first, then one from the shuffled discard pile.
    expect(h.hand(0)).toEqual(['Estate', 'Gold', 'Silver']);
    expect(h.deck(0)).toEqual(['Estate', 'Estate']);
    expect(h.discard(0)).toEqual([]);
    expect(shuffles(h)).toHaveLength(1);
  });

  it('Clean-up discards hand and play first, then shuffles them under what is left of the deck', () => {
    const h = game({ '0': { hand: ['Copper', 'Copper', 'Copper', 'Copper', 'Copper'], deck: ['Estate', 'Estate'] } });
    h.do(0, 'end actions', 'end turn');
    expect(h.hand(0)).toEqual(['Copper', 'Copper', 'Copper', 'Estate', 'Estate']);
    expect(h.deck(0)).toEqual(['Copper', 'Copper']);
  });

  it('draws as many as it can when deck and discard together have too few', () => {
    const h = game({ '0': { hand: ['Smithy'], deck: ['Copper'], discard: ['Estate'] } });
    h.do(0, 'play Smithy');
    expect(h.hand(0)).toEqual(['Copper', 'Estate']);
    expect(h.deck(0)).toEqual([]);
    expect(h.decision(0)?.kind).toBe('turn');
  });

  it('drawing from an empty deck and discard pile draws nothing', () => {
    const h = game({ '0': { hand: ['Smithy', 'Estate'] } });
    h.do(0, 'play Smithy');
    expect(h.hand(0)).toEqual(['Estate']);
    expect(shuffles(h)).toHaveLength(0);
  });

  it('a card put onto an empty deck becomes the only card of the deck (no shuffle)', () => {
    const h = game({ '0': { hand: ['Bureaucrat'], discard: ['Copper', 'Copper'] } });
    h.do(0, 'play Bureaucrat');
    expect(h.deck(0)).toEqual(['Silver']);
    expect(h.discard(0)).toEqual(['Copper', 'Copper']);
    expect(shuffles(h)).toHaveLength(0);
  });

  it('Sentry putting a card back onto its emptied deck: that card is the whole deck', () => {
    const h = game({ '0': { hand: ['Sentry'], deck: ['Copper', 'Gold', 'Estate'] } });
    h.do(0, 'play Sentry', 'trash nothing', 'discard Estate');
    expect(h.deck(0)).toEqual(['Gold']);
  });

  it('Cellar: the just-discarded cards are shuffled in when the deck runs out', () => {
    const h = game({ '0': { hand: ['Cellar', 'Estate', 'Estate', 'Copper'], deck: ['Gold'], discard: [] } });
    h.do(0, 'play Cellar', 'discard Estate, Estate, Copper');
    expect(shuffles(h)).toEqual([expect.objectContaining({ count: 3 })]);
    expect(h.hand(0)).toHaveLength(3);
    expect(h.hand(0)).toContain('Gold');
    expect(h.deck(0).length + h.hand(0).length).toBe(4);
    expect(h.discard(0)).toEqual([]);
  });

  it('a shuffle is public: everyone sees how many cards were shuffled', () => {
    const h = game({ '0': { hand: ['Smithy'], discard: ['Estate', 'Copper'] } });
    h.do(0, 'play Smithy');
    expect(shuffles(h)).toEqual([expect.objectContaining({ count: 2, visibleTo: 'all' })]);
  });
});
