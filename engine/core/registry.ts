// Card definitions by name. Sets register themselves (engine/cards/index.ts); the core only
// looks them up, so core modules never import card modules. Names from outside (a move, a new
// game's kingdom) are looked up in Maps only, so "constructor" or "__proto__" is just unknown.
import type { CardDef } from './card-def.js';
import type { CardName, SetName } from './types.js';

const defs = new Map<CardName, CardDef>();
/** Lower-cased name → definition (card names never differ only by case). */
const byLower = new Map<string, CardDef>();

export function registerCards(list: readonly CardDef[]): void {
  for (const d of list) {
    if (defs.has(d.name) && defs.get(d.name) !== d) throw new Error(`Card registered twice: ${d.name}`);
    defs.set(d.name, d);
    byLower.set(d.name.toLowerCase(), d);
  }
}

export function getDef(name: CardName): CardDef {
  const d = defs.get(name);
  if (!d) throw new Error(`Unknown card: ${name}`);
  return d;
}

/** A card, Event or Landmark by name, in any case; undefined when there is none. */
export function findDef(name: string): CardDef | undefined {
  return defs.get(name) ?? byLower.get(name.toLowerCase());
}

export function allDefs(): CardDef[] {
  return [...defs.values()];
}

export function defsOfSet(set: SetName): CardDef[] {
  return allDefs().filter((d) => d.set === set);
}
