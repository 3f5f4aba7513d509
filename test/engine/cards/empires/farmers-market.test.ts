import { describe, expect, it } from 'vitest';
import { farmersMarket } from '../../../../engine/cards/empires/farmers-market.js';
import { coins, game, pile, vp } from './kit.js';

describe("Farmers' Market", () => {
  it('has its printed text and cost', () => {
    expect(farmersMarket).toMatchObject({ cost: { coins: 3, debt: 0 }, types: ['Action', 'Gathering'] });
    expect(farmersMarket.text).toBe(
      "+1 Buy\nIf there are 4 VP or more on the Farmers' Market Supply pile, take them and trash this. Otherwise, add 1 VP to the pile and then +$1 per 1 VP on the pile.",
    );
  });

  it('successive plays give +$1, +$2, +$3, +$4, then take the 4 VP and trash it; +1 Buy each time', () => {
    const h = game({
      zones: { 0: { hand: ["Farmers' Market", 'Village', 'Village', 'Village', 'Village', 'Village'] } },
    });
    const got: number[] = [];
    for (let i = 0; i < 5; i++) {
      const before = coins(h);
      h.do(0, 'play Village', "play Farmers' Market");
      got.push(coins(h) - before);
      if (i < 4) {
        // Put it back in hand to play it again (test shortcut).
        const pl = h.state.players[0];
        const id = pl.inPlay.find((c) => h.state.cardNames[c] === "Farmers' Market")!;
        pl.inPlay.splice(pl.inPlay.indexOf(id), 1);
        pl.hand.push(id);
      }
    }
    expect(got).toEqual([1, 2, 3, 4, 0]);
    expect(vp(h, 0)).toBe(4);
    expect(pile(h, "Farmers' Market").vpTokens).toBe(0);
    expect(h.trash()).toEqual(["Farmers' Market"]);
    expect(h.turn.buys).toBe(6);
  });

  it('works with its Supply pile empty', () => {
    const h = game({ zones: { 0: { hand: ["Farmers' Market"] } }, piles: { "Farmers' Market": 0 } });
    h.do(0, "play Farmers' Market");
    expect(coins(h)).toBe(1);
    expect(pile(h, "Farmers' Market").vpTokens).toBe(1);
  });
});
