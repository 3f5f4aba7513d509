import { defineCard } from '../../core/card-def.js';

export const patrician = defineCard({
  name: 'Patrician',
  set: 'empires',
  cost: { coins: 2, debt: 0 },
  types: ['Action'],
  text: '+1 Card\n+1 Action\nReveal the top card of your deck. If it costs $5 or more, put it into your hand.',
  *play(g, { player }) {
    g.draw(player, 1);
    g.addActions(1);
    const [top] = g.takeTop(player, 1, 'looking');
    if (top === undefined) return;
    g.reveal(player, [top]);
    // "$5 or more" looks at the $ part only (City Quarter's 8 debt does not qualify).
    g.move(player, top, 'looking', g.cost(g.name(top)).coins >= 5 ? 'hand' : 'deck');
  },
});
