// The Gardens rush (Workshop or Ironworks with Gardens): a deck that wins on card count by
// emptying three piles — the Gardens, its gainers and the Estates — before Big Money has taken
// enough Provinces. Money has no use here beyond reaching the next gain, so the buys and the
// gainers' choices follow one order of their own instead of the money plan's (Gold at $6, Silver
// at $3–5, a gain "worth its cost"): Province at $8, Gardens while any are left, Duchy at $5+,
// then whatever empties a pile that must run out (gainers, then Estates), Copper with $0–1.
import { costOf } from '../../../rules/cost.js';
import type { CardName, GameState } from '../../../core/types.js';
import { canBuy, onTop } from '../../heuristics.js';
import type { BuyPlan, Rush } from './plan.js';

/**
 * The rush's gains, best first, among the piles that still have cards (cost aside): the gainers'
 * whole pile first (each one drawn is a gain that turn: emptying that pile first measured 97%
 * against big-money for Workshop, 83% for Ironworks; six then Gardens, 35% and 0%), then the
 * Gardens, Duchies, Estates (the third pile to empty), Coppers; a Province whenever it is affordable.
 */
export function rushOrder(s: GameState, rush: Rush): CardName[] {
  return [...new Set(['Province', rush.gainer, rush.victory, 'Duchy', 'Estate', 'Copper'])].filter((n) => onTop(s, n));
}

/** The rush's gain with `coins` to spend (null: nothing worth a gain). */
function rushGain(s: GameState, rush: Rush, coins: number): CardName | null {
  return rushOrder(s, rush).find((n) => costOf(s, n).coins <= coins && costOf(s, n).debt === 0) ?? null;
}

/** The buy for a rush plan (undefined: the plan does not rush, the money rules apply). */
export function rushBuy(s: GameState, plan: BuyPlan, coins: number): CardName | null | undefined {
  if (!plan.rush) return undefined;
  const gain = rushGain(s, plan.rush, coins);
  return gain && canBuy(s, gain, coins) ? gain : null;
}

/** A gainer's choice for a rush plan, by `rushOrder` (undefined: the plan does not rush). */
export function rushGainScore(s: GameState, plan: BuyPlan, name: CardName): number | undefined {
  if (!plan.rush) return undefined;
  if (name === 'Curse') return -1000;
  const i = rushOrder(s, plan.rush).indexOf(name);
  return i >= 0 ? 100 - i : costOf(s, name).coins;
}
