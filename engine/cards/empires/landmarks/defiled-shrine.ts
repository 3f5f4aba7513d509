import { defineCard } from '../../../core/card-def.js';
import { hasType, landmarkOf, landmarkVp, movePileVpToLandmark, pileTypes, takeVp, trigger } from './support.js';

export const defiledShrine = defineCard({
  name: 'Defiled Shrine',
  set: 'empires',
  cost: { coins: 0, debt: 0 },
  types: [],
  kind: 'landmark',
  text: 'When you gain an Action, move 1 VP from its pile to this. When you buy a Curse, take the VP from this.\n---\nSetup: Put 2 VP on each non-Gathering Action Supply pile.',
  setup(s) {
    // A pile's types are its Randomizer's (split piles are Action piles; Castles are not).
    for (const pile of s.supply) {
      const types = pileTypes(pile.name);
      if (types.includes('Action') && !types.includes('Gathering')) pile.vpTokens += 2;
    }
  },
  triggers: [
    trigger({
      on: 'gain',
      from: 'game',
      label: 'Defiled Shrine: move 1 VP from the pile',
      when: (g, ev) => hasType(ev.name, 'Action') && (g.pileOf(ev.name)?.vpTokens ?? 0) > 0,
      *run(g, ev) {
        movePileVpToLandmark(g, ev.player, ev.name, 'Defiled Shrine');
      },
    }),
    trigger({
      // Only buying a Curse pays out, not gaining one otherwise.
      on: 'buy',
      from: 'game',
      label: 'Defiled Shrine: take the VP',
      independent: true,
      when: (g, ev) => !ev.isEvent && ev.name === 'Curse' && landmarkVp(g.s, 'Defiled Shrine') > 0,
      *run(g, ev) {
        takeVp(g, ev.player, 'Defiled Shrine', landmarkOf(g.s, 'Defiled Shrine')?.vpTokens ?? 0);
      },
    }),
  ],
});
