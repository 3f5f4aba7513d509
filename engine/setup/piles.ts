// What goes into a Supply pile. Most Kingdom piles are 10 copies of one card; split piles
// (Empires) and Castles are described by a PileDef listing their cards bottom first.
import { allDefs, getDef } from '../core/registry.js';
import { cachedIn } from '../core/memo.js';
import type { CardName, SetName } from '../core/types.js';

export interface PileDef {
  name: string;
  set: SetName;
  /** Cards from the bottom of the pile to the top, with counts, for a player count. */
  contents: (players: number) => { name: CardName; count: number }[];
  /** The card that stands for the pile as if it were one card (its Randomizer). */
  randomizer: CardName;
}

const pileDefs = new Map<string, PileDef>();

export function registerPiles(list: readonly PileDef[]): void {
  for (const p of list) pileDefs.set(p.name, p);
}

export function victoryPileSize(players: number): number {
  return players <= 2 ? 8 : 12;
}

/** Plain piles made on demand, kept: every new game asks for its ten Kingdom piles. */
const plainPiles = new Map<string, PileDef>();

/** The pile for a Kingdom (or Basic) name: a registered PileDef, else copies of the card. */
export function pileDef(name: string): PileDef {
  // Plain piles are as many as the cards: no limit needed.
  return pileDefs.get(name) ?? cachedIn(plainPiles, name, Infinity, () => plainPile(name));
}

function plainPile(name: string): PileDef {
  const def = getDef(name);
  return {
    name,
    set: def.set,
    randomizer: name,
    contents: (players) => [
      {
        name,
        count: def.pileSize ? def.pileSize(players) : def.types.includes('Victory') ? victoryPileSize(players) : 10,
      },
    ],
  };
}

export function isRegisteredPile(name: string): boolean {
  return pileDefs.has(name);
}

/** Kingdom pile names of a set: its multi-card piles, and its other Kingdom cards one pile each. */
export function kingdomPileNames(set: SetName): string[] {
  const inMultiPiles = new Set<string>();
  const names: string[] = [];
  for (const p of pileDefs.values()) {
    for (const c of p.contents(4)) inMultiPiles.add(c.name);
    if (p.set === set) names.push(p.name);
  }
  for (const d of allDefs()) {
    if (d.set === set && (d.kind ?? 'card') === 'card' && !d.basic && !inMultiPiles.has(d.name)) names.push(d.name);
  }
  return names.sort();
}

export function isKingdomPile(name: string): boolean {
  return (['base', 'intrigue', 'empires'] as const).some((set) => kingdomPileNames(set).includes(name));
}
