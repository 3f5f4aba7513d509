import { defineCard } from '../../../core/card-def.js';
import { hasType, landmarkOf, landmarkVp, movePileVpToLandmark, takeVp, trigger } from './support.js';

export const aqueduct = defineCard({
  name: 'Aqueduct',
  set: 'empires',
  cost: { coins: 0, debt: 0 },
  types: [],
  kind: 'landmark',
  text: 'When you gain a Treasure, move 1 VP from its pile to this. When you gain a Victory card, take the VP from this.\n---\nSetup: Put 8 VP on the Silver and Gold piles.',
  setup(s) {
    for (const pile of s.supply) if (pile.name === 'Silver' || pile.name === 'Gold') pile.vpTokens += 8;
  },
  // Two abilities with their own labels: gaining a Treasure - Victory card lets the player order them.
  triggers: [
    trigger({
      on: 'gain',
      from: 'game',
      label: 'Aqueduct: move 1 VP from the pile',
      when: (g, ev) => hasType(ev.name, 'Treasure') && (g.pileOf(ev.name)?.vpTokens ?? 0) > 0,
      *run(g, ev) {
        movePileVpToLandmark(g, ev.player, ev.name, 'Aqueduct');
      },
    }),
    trigger({
      on: 'gain',
      from: 'game',
      label: 'Aqueduct: take the VP',
      when: (g, ev) => hasType(ev.name, 'Victory') && landmarkVp(g.s, 'Aqueduct') > 0,
      *run(g, ev) {
        takeVp(g, ev.player, 'Aqueduct', landmarkOf(g.s, 'Aqueduct')?.vpTokens ?? 0);
      },
    }),
  ],
});
