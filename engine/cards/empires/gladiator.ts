import { defineCard } from '../../core/card-def.js';

export const gladiator = defineCard({
  name: 'Gladiator',
  set: 'empires',
  cost: { coins: 3, debt: 0 },
  types: ['Action'],
  text: '+$2\nReveal a card from your hand. The player to your left may reveal a copy from their hand. If they do not, +$1 and trash a Gladiator from the Supply.',
  *play(g, { player }) {
    g.addCoins(2);
    const mine = yield* g.chooseCard(player, {
      from: g.p(player).hand,
      verb: 'reveal',
      source: 'Gladiator',
      prompt: 'Gladiator: reveal a card from your hand.',
    });
    let copied = false;
    if (mine !== null) {
      g.reveal(player, [mine]);
      const name = g.name(mine);
      const left = g.others(player)[0];
      const copy = yield* g.chooseCard(left, {
        from: g.p(left).hand.filter((id) => g.name(id) === name),
        optional: true,
        verb: 'reveal',
        source: 'Gladiator',
        prompt: `${g.p(player).name} revealed ${name} for Gladiator: you may reveal a copy from your hand.`,
      });
      if (copy !== null) {
        g.reveal(left, [copy]);
        copied = true;
      }
    }
    // With nothing revealed there is nothing to copy.
    if (copied) return;
    g.addCoins(1);
    yield* g.trashFromSupply(player, 'Gladiator');
  },
});
