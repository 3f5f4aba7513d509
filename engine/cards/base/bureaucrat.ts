import { defineCard } from '../../core/card-def.js';

export const bureaucrat = defineCard({
  name: 'Bureaucrat',
  set: 'base',
  cost: { coins: 4, debt: 0 },
  types: ['Action', 'Attack'],
  text: 'Gain a Silver onto your deck. Each other player reveals a Victory card from their hand and puts it onto their deck (or reveals a hand with no Victory cards).',
  *play(g, play) {
    yield* g.gain(play.player, 'Silver', 'deck');
    // Each victim's choice is independent of the others', so all answer at once.
    yield* g.attack(
      play,
      function* (victim) {
        const hand = g.p(victim).hand;
        const victories = hand.filter((id) => g.is(id, 'Victory'));
        if (victories.length === 0) {
          g.reveal(victim, hand);
          return;
        }
        const id = yield* g.chooseCard(victim, {
          from: victories,
          verb: 'topdeck',
          source: 'Bureaucrat',
          prompt: `${g.p(play.player).name} played Bureaucrat: reveal a Victory card from your hand and put it onto your deck.`,
        });
        if (id === null) return;
        g.reveal(victim, [id]);
        g.topdeck(victim, id, 'hand');
      },
      true,
    );
  },
});
