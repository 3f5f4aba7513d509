// What to buy: the end game's greening (endgame.ts: by the gains left, never ending the game on a
// loss), the plan's Kingdom cards, Gold and Silver, and the Events worth their price. Pure: state + plan in, a card
// or Event name (or null) out.
import { costOf } from '../../rules/cost.js';
import { getDef } from '../../core/registry.js';
import type { CardName, GameState, PlayerIndex } from '../../core/types.js';
import { canBuy, countOwned, deckSize, onTop, provincesLeft } from '../heuristics.js';
import { endgameStage, endingWith, endsGame, gainsToEnd, GREEN_AT, printedVp, winningLastCard } from './endgame.js';
import { landscapeChoice } from './events.js';
import { rushBuy, rushGainScore } from './plan/gardens.js';
import type { BuyPlan } from './plan/plan.js';
import { profileOf } from './plan/profile.js';

const eventAffordable = (s: GameState, name: string, coins: number): boolean =>
  s.events.includes(name) && costOf(s, name).coins <= coins && costOf(s, name).debt === 0;

/** Copies of the plan's card the player wants now (by deck size). */
function wanted(s: GameState, player: PlayerIndex, plan: BuyPlan, card: CardName): number {
  const size = deckSize(s, player);
  let max = 0;
  for (const e of plan.entries) if (e.card === card && size >= e.fromDeck) max = Math.max(max, e.max);
  return max;
}

/**
 * The plan's Kingdom card to buy with `coins`: of the cards the player still wants and can buy, the
 * one costing most, the plan's order breaking ties. Spending the $ a hand makes beats the plan's
 * order: with Militia and Market wanted, a $5 hand takes Market and Militia waits for a $4 one
 * (First Game against smithy-big-money, 6,000 games without the lookahead: 55.0% -> 56.5% and
 * 53.2% -> 54.5% on two seeds; 40 random kingdoms against big-money: 86.3% -> 87.5%).
 */
function planCard(s: GameState, player: PlayerIndex, plan: BuyPlan, coins: number): CardName | null {
  let found: CardName | null = null;
  let foundCost = -1;
  for (const e of plan.entries) {
    if (!canBuy(s, e.card, coins)) continue;
    const owned = countOwned(s, player, e.card);
    if (owned >= wanted(s, player, plan, e.card)) continue;
    const cost = costOf(s, e.card);
    // Gold beats a further copy of a cheaper card; a debt card only where Silver would be the buy.
    if (coins >= 6 && cost.coins < 6 && owned > 0) continue;
    if (cost.debt > 0 && coins >= 6) continue;
    if (cost.coins + cost.debt > foundCost) {
      found = e.card;
      foundCost = cost.coins + cost.debt;
    }
  }
  return found;
}

/** The $ a player's cards make when played: Treasures and the +$ of Actions (Big Money's "total money"). */
export function totalMoney(s: GameState, player: PlayerIndex): number {
  const pl = s.players[player];
  let total = 0;
  for (const zone of [pl.deck, pl.hand, pl.discard, pl.inPlay]) {
    for (const id of zone) total += profileOf(s.cardNames[id]).coins;
  }
  return total;
}

/** The card or Event to buy now (null: end the turn). */
export function chooseBuy(s: GameState, player: PlayerIndex, plan: BuyPlan): string | null {
  const choice = landscapeChoice(s, player, chooseBuyUnchecked(s, player, plan));
  // Never end the game on a loss: a card that empties the last pile needed is bought only on a win or a shared win.
  if (choice && onTop(s, choice) && endsGame(s, choice) && endingWith(s, player, printedVp(choice)) === 'loss') {
    // Money instead, as long as it does not end the game either.
    return ['Gold', 'Silver'].find((n) => n !== choice && canBuy(s, n, s.turn.coins) && !endsGame(s, n)) ?? null;
  }
  return choice;
}

function chooseBuyUnchecked(s: GameState, player: PlayerIndex, plan: BuyPlan): string | null {
  const coins = s.turn.coins;
  const left = provincesLeft(s);
  if (eventAffordable(s, 'Dominate', coins) && left > 0) return 'Dominate';
  const finisher = winningLastCard(s, player, coins);
  if (finisher) return finisher;
  const rush = rushBuy(s, plan, coins);
  if (rush !== undefined) return rush;
  // A plan may keep its first $8 hands for Gold until the deck makes enough money (Big Money
  // Ultimate's rule); the search decides whether this kingdom wants it.
  const early = left > 6 && plan.provinceMoney !== undefined && totalMoney(s, player) < plan.provinceMoney;
  // The last Province is taken on a win or a shared win; on a loss, a Duchy may keep the game going.
  if (
    coins >= 8 &&
    canBuy(s, 'Province', coins) &&
    !early &&
    !(endsGame(s, 'Province') && endingWith(s, player, 6) === 'loss')
  )
    return 'Province';
  const gains = gainsToEnd(s);
  if (gains <= GREEN_AT.duchyOverGold && canBuy(s, 'Duchy', coins)) return 'Duchy';
  if (gains <= GREEN_AT.estate && canBuy(s, 'Estate', coins)) return 'Estate';
  if (coins >= 6) {
    const big = planCard(s, player, plan, coins);
    if (big && costOf(s, big).coins >= 6) return big;
    if (left <= 5 && eventAffordable(s, 'Conquest', coins)) return 'Conquest';
    // A curser's first copy is worth more than a Gold (every turn it plays, the other deck worsens).
    if (big && countOwned(s, player, big) === 0 && profileOf(big).curser) return big;
    if (canBuy(s, 'Gold', coins)) return 'Gold';
  }
  if (gains <= GREEN_AT.duchyOverSilver && canBuy(s, 'Duchy', coins)) return 'Duchy';
  const card = planCard(s, player, plan, coins);
  if (card) return card;
  if (coins >= 2 && eventAffordable(s, 'Delve', coins)) return 'Delve';
  if (canBuy(s, 'Silver', coins)) return 'Silver';
  return null;
}

/** Cards worth gaining for free (Workshop, Remodel): the plan's cards first, then by cost. */
export function gainScore(s: GameState, player: PlayerIndex, plan: BuyPlan, name: CardName): number {
  const rush = rushGainScore(s, plan, name);
  if (rush !== undefined) return rush;
  const def = getDef(name);
  if (def.types.includes('Curse')) return -1000;
  const cost = costOf(s, name);
  let v = cost.coins * 10 + cost.debt * 6;
  if (name === 'Copper') return 1;
  if (name === 'Province') return 1000;
  const onlyVictory = def.types.includes('Victory') && !def.types.includes('Action') && !def.types.includes('Treasure');
  // A Victory card the plan buys (Gardens, Duke) is worth gaining at any time.
  if (onlyVictory && wanted(s, player, plan, name) > countOwned(s, player, name)) return v + 25;
  if (onlyVictory) return endgameStage(s) >= 1 ? v + 5 : v / 4;
  if (name === 'Gold') v += 8;
  if (name === 'Silver') v += 4;
  if (wanted(s, player, plan, name) > countOwned(s, player, name)) v += 25;
  // An Action outside the plan only collides with the plan's terminals: a Silver is better.
  else if (def.types.includes('Action')) v -= 15;
  return v;
}
