// Choosing the 10 Kingdom piles (and Events/Landmarks): by name, a recommended set, or at random.
import { kingdomPileNames, pileDef } from './piles.js';
import { allDefs, findDef } from '../core/registry.js';
import { nextInt, shuffleInPlace, type RngState } from '../core/rng.js';
import type { SetName } from '../core/types.js';

export interface RecommendedSet {
  name: string;
  /** Where the rulebook lists it. */
  source: string;
  kingdom: string[];
  events?: string[];
  landmarks?: string[];
}

const recommended = new Map<string, RecommendedSet>();

export function registerRecommended(list: readonly RecommendedSet[]): void {
  for (const r of list) recommended.set(r.name.toLowerCase(), r);
}

export function recommendedSets(): RecommendedSet[] {
  return [...recommended.values()];
}

export function findRecommended(name: string): RecommendedSet | undefined {
  return recommended.get(name.toLowerCase());
}

export interface KingdomChoice {
  kingdom?: string[];
  recommended?: string;
  /** Sets to draw a random kingdom from (default: every set). */
  randomFrom?: SetName[];
  events?: string[];
  landmarks?: string[];
  /** How many random Events/Landmarks to add with a random kingdom (0–2; default none). */
  randomLandscapes?: number;
}

export interface ResolvedKingdom {
  kingdom: string[];
  events: string[];
  landmarks: string[];
}

export const ALL_SETS: readonly SetName[] = ['base', 'intrigue', 'empires'];

/** Resolves a kingdom choice; throws a readable Error for a bad one (checked before any game exists). */
export function resolveKingdom(choice: KingdomChoice, rng: RngState): ResolvedKingdom {
  if (choice.recommended) {
    const r = findRecommended(choice.recommended);
    if (!r) throw new Error(`No recommended set named "${choice.recommended}".`);
    return { kingdom: [...r.kingdom], events: [...(r.events ?? [])], landmarks: [...(r.landmarks ?? [])] };
  }
  const events = (choice.events ?? []).map((e) => canonical(e, 'event'));
  const landmarks = (choice.landmarks ?? []).map((l) => canonical(l, 'landmark'));
  if (choice.kingdom && choice.kingdom.length > 0) {
    const kingdom = choice.kingdom.map(canonicalPile);
    if (new Set(kingdom).size !== 10)
      throw new Error(`A kingdom needs 10 different piles (got ${new Set(kingdom).size}).`);
    return { kingdom, events, landmarks };
  }
  const sets = choice.randomFrom && choice.randomFrom.length > 0 ? choice.randomFrom : ALL_SETS;
  const pool = sets.flatMap((s) => kingdomPileNames(s));
  if (pool.length < 10) throw new Error(`The chosen sets have only ${pool.length} Kingdom piles.`);
  shuffleInPlace(rng, pool);
  const kingdom = pool.slice(0, 10).sort();
  const landscapes = allDefs().filter(
    (d) =>
      (d.kind === 'event' || d.kind === 'landmark') &&
      sets.includes(d.set) &&
      !events.includes(d.name) &&
      !landmarks.includes(d.name),
  );
  const wanted = Math.max(0, Math.min(2, choice.randomLandscapes ?? 0));
  for (let i = 0; i < wanted && landscapes.length > 0; i++) {
    const [pick] = landscapes.splice(nextInt(rng, landscapes.length), 1);
    (pick.kind === 'event' ? events : landmarks).push(pick.name);
  }
  return { kingdom, events, landmarks };
}

function canonical(name: string, kind: 'event' | 'landmark'): string {
  const d = findDef(name);
  if (!d || d.kind !== kind) throw new Error(`Unknown ${kind}: "${name}".`);
  return d.name;
}

function canonicalPile(name: string): string {
  const all = ALL_SETS.flatMap((s) => kingdomPileNames(s));
  const found = all.find((n) => n.toLowerCase() === name.toLowerCase());
  if (!found) throw new Error(`"${name}" is not a Kingdom pile.`);
  pileDef(found);
  return found;
}
