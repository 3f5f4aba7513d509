import { defineCard } from '../../core/card-def.js';
import { getDef } from '../../core/registry.js';

export const lurker = defineCard({
  name: 'Lurker',
  set: 'intrigue',
  cost: { coins: 2, debt: 0 },
  types: ['Action'],
  text: '+1 Action\nChoose one: Trash an Action card from the Supply, or gain an Action card from the trash.',
  *play(g, { player }) {
    g.addActions(1);
    // Either option may be chosen even when nothing qualifies.
    const pick = yield* g.chooseOption(player, {
      source: 'Lurker',
      prompt: 'Lurker: choose one.',
      options: [
        { id: 'trash', label: 'trash an Action card from the Supply' },
        { id: 'gain', label: 'gain an Action card from the trash' },
      ],
    });
    if (pick === 'trash') {
      const name = yield* g.choosePile(player, {
        piles: g.gainable((n) => getDef(n).types.includes('Action')),
        verb: 'trash',
        source: 'Lurker',
        prompt: 'Lurker: trash an Action card from the Supply (the top card of a pile).',
      });
      if (name !== null) yield* g.trashFromSupply(player, name);
      return;
    }
    const actions = g.s.trash.filter((id) => g.is(id, 'Action'));
    const id = yield* g.chooseCard(player, {
      from: actions,
      verb: 'gain',
      source: 'Lurker',
      prompt: 'Lurker: gain an Action card from the trash.',
    });
    if (id !== null) yield* g.gainFromTrash(player, id);
  },
});
