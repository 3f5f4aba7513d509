// What the new-game form's pickers show about each Kingdom pile, Event and Landmark, read from the
// engine's card registry on the server: cost (coins and debt), types and printed text. A split pile
// (Patrician/Emporium) or Castles costs what its top card costs and lists every card's text.
import { cardText } from '@/components/cards/card-text';
import { ALL_SETS, allDefs, findDef, kingdomPileNames, pileDef, type Cost, type SetName } from '@/lib/engine';

export interface PileInfo {
  name: string;
  set: SetName;
  /** The top card's cost (what a player first pays); null for a Landmark (it has no cost). */
  cost: Cost | null;
  /** Types of the cards in the pile, in printed order, each once ("Action", "Attack"). */
  types: string[];
  /** Printed text: the cards of a multi-card pile one after the other, each headed by its name and cost. */
  text: string;
}

/** Without the heading line cardText starts with (the picker shows name, cost and types itself). */
const body = (name: string) => cardText(name).split('\n').slice(1).join('\n');

/** Every Kingdom pile of the three sets, cheapest first, then by name. */
export function kingdomCatalog(): PileInfo[] {
  const list = ALL_SETS.flatMap((set) =>
    kingdomPileNames(set).map((name): PileInfo => {
      const pile = pileDef(name);
      // Bottom first: the top card is the last; each different card once, top first.
      const cards = [...new Set(pile.contents(2).map((c) => c.name))].reverse();
      const top = findDef(cards[0] ?? name);
      const types = [...new Set(cards.flatMap((c) => findDef(c)?.types ?? []))];
      const text = cards.length === 1 ? body(cards[0]) : cards.map((c) => cardText(c)).join('\n\n');
      return { name, set, cost: top?.cost ?? null, types, text };
    }),
  );
  return list.sort((a, b) => costKey(a.cost) - costKey(b.cost) || a.name.localeCompare(b.name));
}

/** Events (cheapest first) or Landmarks (by name). */
export function landscapeCatalog(kind: 'event' | 'landmark'): PileInfo[] {
  return allDefs()
    .filter((d) => d.kind === kind)
    .map(
      (d): PileInfo => ({
        name: d.name,
        set: d.set,
        cost: kind === 'event' ? d.cost : null,
        types: [kind === 'event' ? 'Event' : 'Landmark'],
        text: body(d.name),
      }),
    )
    .sort((a, b) => costKey(a.cost) - costKey(b.cost) || a.name.localeCompare(b.name));
}

/** Orders by the whole price (a debt counts like a coin, as players weigh them), then coins first. */
const costKey = (c: Cost | null) => (c ? (c.coins + c.debt) * 100 + c.debt : 0);
