// Candidate plans beyond "Big Money plus a card or two", for the search to judge against the
// rest (it keeps them only if they win more): a village-and-draw engine (villages in step with
// terminal draw, so the terminals do not collide), money with a trasher beside the best card, a
// Gardens rush with Workshop or Ironworks (gardens.ts), and Duke with Duchies. Each is
// built from the kingdom and round one's best plan alone, so the search stays a pure function of
// the game's config.
import type { CardName, GameConfig } from '../../../core/types.js';
import { kingdomCards, type BuyPlan, type PlanEntry } from './plan.js';
import { isTerminalDraw, isVillage, profileOf } from './profile.js';

/** Trashers that help a money deck, best first (Chapel trashes too slowly in the bot's hands to lead). */
const MONEY_TRASHERS: readonly CardName[] = ['Sentry', 'Steward', 'Chapel', 'Trading Post', 'Upgrade', 'Moneylender'];

/** Cards that gain a Gardens ($4) every play. */
const GARDENS_GAINERS: readonly CardName[] = ['Ironworks', 'Workshop'];

/** The kingdom's card that best fits `ok`, by `key` (ties: the name, so the choice is deterministic). */
function bestOf(cards: CardName[], ok: (n: CardName) => boolean, key: (n: CardName) => number): CardName | undefined {
  return cards.filter(ok).sort((a, b) => key(b) - key(a) || (a < b ? -1 : 1))[0];
}

/** Terminal draw for an engine: a curser first (it attacks every turn it is drawn), then the most cards. */
const drawKey = (n: CardName): number => profileOf(n).cards + (profileOf(n).curser ? 3 : 0);
/** A village: the one that also draws or pays. */
const villageKey = (n: CardName): number => profileOf(n).cards * 2 + profileOf(n).coins + profileOf(n).buys * 0.5;

/**
 * A village-and-draw engine: draw first, then a village for each further draw card, up to four
 * of each as the deck grows (a deck of 12+ cards can carry two terminals once it has a village).
 */
export function enginePlan(draw: CardName, village: CardName): BuyPlan {
  const entries: PlanEntry[] = [{ card: draw, max: 1, fromDeck: 0 }];
  for (let n = 1; n <= 3; n++) {
    entries.push({ card: village, max: n, fromDeck: 8 + 4 * n });
    entries.push({ card: draw, max: n + 1, fromDeck: 10 + 4 * n });
  }
  return { label: `Engine: ${draw} x4 + ${village} x3`, entries };
}

/**
 * A Gardens rush: the gainer's pile first, then Gardens, Estates and Coppers — every card counts.
 * Its buys and gains follow `rushOrder` (gardens.ts); the entries name the cards it wants for the
 * rest of the bot (what to keep, what to trash).
 */
export function gardensPlan(gainer: CardName): BuyPlan {
  return {
    label: `Gardens + ${gainer}`,
    rush: { victory: 'Gardens', gainer },
    entries: [
      { card: gainer, max: 10, fromDeck: 0 },
      { card: 'Gardens', max: 12, fromDeck: 0 },
      { card: 'Estate', max: 12, fromDeck: 0 },
      { card: 'Copper', max: 40, fromDeck: 0 },
    ],
  };
}

/** Duke beside the best plan: Dukes and Duchies at $5 once the deck has grown. */
export function dukePlan(best: BuyPlan): BuyPlan {
  return {
    label: `${best.label} + Duke/Duchy`,
    entries: [...best.entries, { card: 'Duke', max: 8, fromDeck: 14 }, { card: 'Duchy', max: 8, fromDeck: 14 }],
  };
}

/** The best plan with a money trasher beside it (one copy, early). */
export function trasherPlan(best: BuyPlan, trasher: CardName): BuyPlan {
  return { label: `${best.label} + ${trasher} x1`, entries: [{ card: trasher, max: 1, fromDeck: 0 }, ...best.entries] };
}

/** This module's candidates for round two of the search, given round one's best plan. */
export function extraCandidates(config: GameConfig, best: BuyPlan): BuyPlan[] {
  const cards = kingdomCards(config);
  const out: BuyPlan[] = [];
  const draw = bestOf(cards, (n) => isTerminalDraw(profileOf(n)), drawKey);
  const village = bestOf(cards, (n) => isVillage(profileOf(n)), villageKey);
  if (draw && village) out.push(enginePlan(draw, village));
  const inBest = (n: CardName) => best.entries.some((e) => e.card === n);
  const trasher = MONEY_TRASHERS.find((n) => cards.includes(n) && !inBest(n));
  if (trasher && best.entries.length > 0) out.push(trasherPlan(best, trasher));
  const gainer = GARDENS_GAINERS.find((n) => cards.includes(n));
  if (gainer && cards.includes('Gardens')) out.push(gardensPlan(gainer));
  if (cards.includes('Duke')) out.push(dukePlan(best));
  return out;
}
