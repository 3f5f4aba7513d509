import { defineCard } from '../../core/card-def.js';

export const smallCastle = defineCard({
  name: 'Small Castle',
  set: 'empires',
  cost: { coins: 5, debt: 0 },
  types: ['Action', 'Victory', 'Castle'],
  text: 'Trash this or a Castle from your hand.\nIf you do, gain a Castle.\n---\n2 VP',
  vp: 2,
  *play(g, play) {
    const { player } = play;
    const options: { id: string; label: string }[] = [];
    if (g.p(player).inPlay.includes(play.card)) options.push({ id: 'this', label: `this ${g.name(play.card)}` });
    const castles = new Map<string, number>();
    for (const id of g.p(player).hand) if (g.is(id, 'Castle') && !castles.has(g.name(id))) castles.set(g.name(id), id);
    for (const n of castles.keys()) options.push({ id: n, label: n });
    if (options.length === 0) return;
    const pick = yield* g.chooseOption(player, {
      options,
      verb: 'trash',
      source: 'Small Castle',
      prompt: 'Small Castle: trash it or a Castle from your hand, to gain a Castle.',
    });
    if (pick === 'this') yield* g.trash(player, [play.card], 'inPlay');
    else yield* g.trash(player, [castles.get(pick)!], 'hand');
    // "A Castle": the top card of the Castles pile, whichever it is.
    const pile = g.pileOf('Small Castle');
    const top = pile ? g.topOf(pile) : null;
    if (top !== null) yield* g.gain(player, top);
  },
});
