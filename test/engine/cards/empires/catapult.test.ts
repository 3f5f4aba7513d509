import { describe, expect, it } from 'vitest';
import { catapult } from '../../../../engine/cards/empires/catapult.js';
import { coins, game, n } from './kit.js';

const setup = (trash: string) =>
  game({
    players: 3,
    zones: {
      0: { hand: ['Catapult', trash] },
      1: { hand: ['Copper', 'Copper', 'Copper', 'Estate', 'Silver'] },
      2: { hand: ['Moat', ...n(4, 'Copper')] },
    },
  });

describe('Catapult', () => {
  it('has its printed text and cost', () => {
    expect(catapult).toMatchObject({ cost: { coins: 3, debt: 0 }, types: ['Action', 'Attack'] });
    expect(catapult.text).toBe(
      "+$1\nTrash a card from your hand. If it costs $3 or more, each other player gains a Curse. If it's a Treasure, each other player discards down to 3 cards in hand.",
    );
  });

  it('a Silver ($3 Treasure) does both: Curses, then discarding down to 3; Moat protects', () => {
    const h = setup('Silver');
    h.do(0, 'play Catapult');
    h.do(2, 'reveal Moat');
    expect(coins(h)).toBe(1);
    expect(h.trash()).toEqual(['Silver']);
    expect(h.discard(1)).toEqual(['Curse']);
    expect(h.discard(2)).toEqual([]);
    expect(h.decision(1)).toMatchObject({ kind: 'cards', min: 2, max: 2, verb: 'discard' });
    h.do(1, 'discard Estate, Copper');
    expect(h.hand(1)).toEqual(['Copper', 'Copper', 'Silver']);
    expect(h.hand(2)).toHaveLength(5);
  });

  it('an Estate ($2 Victory) does neither', () => {
    const h = setup('Estate');
    h.do(0, 'play Catapult');
    h.do(2, "don't reveal");
    expect(h.discard(1)).toEqual([]);
    expect(h.hand(1)).toHaveLength(5);
    expect(h.decision(0)?.kind).toBe('turn');
  });

  it('a Copper (Treasure, $0): discard only; a Village ($3 Action): Curse only', () => {
    const c = setup('Copper');
    c.do(0, 'play Catapult');
    c.do(2, "don't reveal");
    expect(c.discard(1)).toEqual([]);
    expect(c.decision(1)).toMatchObject({ verb: 'discard' });
    const v = setup('Village');
    v.do(0, 'play Catapult');
    v.do(2, "don't reveal");
    expect(v.discard(1)).toEqual(['Curse']);
    expect(v.discard(2)).toEqual(['Curse']);
    expect(v.hand(1)).toHaveLength(5);
  });

  it('a debt-only cost is not "$3 or more" (Engineer: no Curse)', () => {
    const h = setup('Engineer');
    h.do(0, 'play Catapult');
    h.do(2, "don't reveal");
    expect(h.discard(1)).toEqual([]);
  });

  it('with no card to trash: neither', () => {
    const h = game({ zones: { 0: { hand: ['Catapult'] } } });
    h.do(0, 'play Catapult');
    expect(h.discard(1)).toEqual([]);
    expect(coins(h)).toBe(1);
  });
});
