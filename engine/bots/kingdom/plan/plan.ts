// A buy plan: the Kingdom cards a bot adds to Big Money for one kingdom, and how many. Plans are
// plain JSON (they could be stored with a game) and are built from the kingdom alone, so the
// same kingdom always yields the same candidates.
import { pileDef } from '../../../setup/piles.js';
import { getDef } from '../../../core/registry.js';
import type { CardName, GameConfig } from '../../../core/types.js';
import { isTerminalDraw, isVillage, profileOf, type CardProfile } from './profile.js';

/** Want up to `max` copies of `card` once the deck has at least `fromDeck` cards. */
export interface PlanEntry {
  card: CardName;
  max: number;
  fromDeck: number;
}

/** A Gardens rush (gardens.ts): the alt-VP card and the gainer that feeds it. */
export interface Rush {
  victory: CardName;
  gainer: CardName;
}

export interface BuyPlan {
  /** Short name for reports ("Witch x2 + Village"). */
  label: string;
  /** Best first: the bot buys the first entry it wants and can afford. */
  entries: PlanEntry[];
  /** Before the greening (more than 6 Provinces left), buy Province only once the deck's total $ reaches this. */
  provinceMoney?: number;
  /** A Gardens rush (gardens.ts): its buys and gains follow the rush's order, not the money rules. */
  rush?: Rush;
}

export const BIG_MONEY_PLAN: BuyPlan = { label: 'Big Money', entries: [] };

/**
 * The cards a kingdom offers a buyer: the top card of each Kingdom pile. A split pile's bottom half
 * (Plunder, Rocks, Emporium, Bustling Village, Fortune) and the lower Castles come only once the
 * cards above them are gone, which no plan can count on: the search spent a single-card plan (20
 * to 40 games) on each, and they could not buy it.
 */
export function kingdomCards(config: GameConfig): CardName[] {
  const out: CardName[] = [];
  for (const pile of config.kingdom) {
    const top = pileDef(pile).contents(config.players.length).at(-1)!.name;
    if (!out.includes(top)) out.push(top);
  }
  return out;
}

/** Cards a money plan can use: Actions and Treasures (Victory-only and Castle piles are greening, not plans). */
function usable(name: CardName): boolean {
  const def = getDef(name);
  if (def.types.includes('Castle')) return false;
  return def.types.includes('Action') || def.types.includes('Treasure');
}

/** The entries for one card on its own: terminals one then two copies, the rest as many as fit. */
export function entriesFor(p: CardProfile): PlanEntry[] {
  if (p.terminal) {
    const second = p.curser ? 0 : isTerminalDraw(p) ? 16 : 12;
    return [
      { card: p.name, max: 1, fromDeck: 0 },
      { card: p.name, max: 2, fromDeck: second },
    ];
  }
  if (p.trasher && !p.treasure) return [{ card: p.name, max: 1, fromDeck: 0 }];
  if (isVillage(p) && p.cards === 0) return [{ card: p.name, max: 2, fromDeck: 0 }];
  return [{ card: p.name, max: p.treasure ? 4 : 8, fromDeck: 0 }];
}

export function singlePlan(name: CardName): BuyPlan {
  const entries = entriesFor(profileOf(name));
  return { label: `${name} x${entries.at(-1)!.max}`, entries };
}

/** Two plans merged, `a` first. Two terminals would collide: the second one then comes once only. */
export function combine(a: BuyPlan, b: BuyPlan): BuyPlan {
  const terminal = (p: BuyPlan) => p.entries.length > 0 && profileOf(p.entries[0].card).terminal;
  const extra = b.entries.filter((e) => !a.entries.some((x) => x.card === e.card));
  const both = terminal(a) && terminal(b);
  const entries = [...a.entries, ...(both ? extra.slice(0, 1).map((e) => ({ ...e, max: 1 })) : extra)];
  return { label: `${a.label} + ${b.label}${both ? ' x1' : ''}`, entries };
}

/** Every single-card plan of a kingdom (no Victory-only or Castle cards). */
export function singlePlans(config: GameConfig): BuyPlan[] {
  return kingdomCards(config).filter(usable).map(singlePlan);
}

/**
 * A fixed estimate of how much a card adds to Big Money, for the `normal` level (which does not
 * simulate): cursers, then big terminal draw, then strong non-terminals; trashers and cheap
 * cantrips count little.
 */
export function staticValue(name: CardName): number {
  const p = profileOf(name);
  const def = getDef(name);
  const cost = def.cost.coins + def.cost.debt * 0.6;
  if (!usable(name)) return -1;
  let v = 0;
  if (p.curser) v += 30;
  if (p.terminal) v += p.cards * 5 + p.coins * 3 + (p.attack ? 4 : 0) + p.buys;
  else v += p.cards * 6 + p.coins * 4 + Math.min(p.actions, 1) + p.buys;
  if (p.treasure) v += 2;
  return v + cost * 0.5;
}

/** The `normal` level's plan: the card with the best fixed estimate, plus a village if it is terminal draw. */
export function staticPlan(config: GameConfig): BuyPlan {
  const cards = kingdomCards(config).filter(usable);
  if (cards.length === 0) return BIG_MONEY_PLAN;
  const best = [...cards].sort((a, b) => staticValue(b) - staticValue(a) || (a < b ? -1 : 1))[0];
  return staticValue(best) > 8 ? singlePlan(best) : BIG_MONEY_PLAN;
}
