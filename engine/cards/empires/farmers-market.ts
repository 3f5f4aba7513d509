import { defineCard } from '../../core/card-def.js';

export const farmersMarket = defineCard({
  name: "Farmers' Market",
  set: 'empires',
  cost: { coins: 3, debt: 0 },
  types: ['Action', 'Gathering'],
  text: "+1 Buy\nIf there are 4 VP or more on the Farmers' Market Supply pile, take them and trash this. Otherwise, add 1 VP to the pile and then +$1 per 1 VP on the pile.",
  *play(g, play) {
    const { player } = play;
    g.addBuys(1);
    const pile = g.pileOf("Farmers' Market");
    if (!pile) return;
    if (pile.vpTokens >= 4) {
      const vp = pile.vpTokens;
      pile.vpTokens = 0;
      g.addVp(player, vp);
      yield* g.trash(player, [play.card], 'inPlay');
      return;
    }
    pile.vpTokens++;
    g.addCoins(pile.vpTokens);
  },
});
