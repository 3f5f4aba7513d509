import { describe, expect, it } from 'vitest';
import { chariotRace } from '../../../../engine/cards/empires/chariot-race.js';
import { coins, game, vp } from './kit.js';

const race = (mine: string[], theirs: string[]) => {
  const h = game({ zones: { 0: { hand: ['Chariot Race'], deck: mine }, 1: { hand: ['Copper'], deck: theirs } } });
  h.do(0, 'play Chariot Race');
  return h;
};

describe('Chariot Race', () => {
  it('has its printed text and cost', () => {
    expect(chariotRace).toMatchObject({ cost: { coins: 3, debt: 0 }, types: ['Action'] });
    expect(chariotRace.text).toBe(
      '+1 Action\nReveal the top card of your deck and put it into your hand. The player to your left reveals the top card of their deck. If your card costs more, +$1 and +1 VP.',
    );
  });

  it('your card costs more: +$1 and +1 VP; your card goes to hand, theirs stays on their deck', () => {
    const h = race(['Gold'], ['Silver', 'Estate']);
    expect(h.turn.actions).toBe(1);
    expect(h.hand(0)).toEqual(['Gold']);
    expect(h.deck(1)).toEqual(['Silver', 'Estate']);
    expect(coins(h)).toBe(1);
    expect(vp(h, 0)).toBe(1);
  });

  it('a tie is not more', () => {
    const h = race(['Silver'], ['Silver']);
    expect(coins(h)).toBe(0);
    expect(vp(h, 0)).toBe(0);
  });

  it('debt costs: Fortune costs more than Overlord; Overlord vs Silver neither is more', () => {
    expect(vp(race(['Fortune'], ['Overlord']), 0)).toBe(1);
    expect(vp(race(['Overlord'], ['Silver']), 0)).toBe(0);
    expect(vp(race(['Silver'], ['Overlord']), 0)).toBe(0);
  });

  it('if either player has no card to reveal, your card does not cost more', () => {
    const h = race(['Gold'], []);
    expect(h.hand(0)).toEqual(['Gold']);
    expect(vp(h, 0)).toBe(0);
    const e = race([], ['Copper']);
    expect(vp(e, 0)).toBe(0);
  });
});
