// What to buy: Big Money's greening rules with an eye on the score and the piles, the plan's
// Kingdom cards, Gold and Silver, and the Events worth their price. Pure: state + plan in, a card
// or Event name (or null) out.
import { costOf } from '../../core/cost.js';
import { getDef } from '../../core/registry.js';
import { score } from '../../core/scoring.js';
import type { CardName, GameState, PlayerIndex } from '../../core/types.js';
import { countOwned, deckSize, provincesLeft } from '../heuristics.js';
import { landscapeChoice } from './events.js';
import type { BuyPlan } from './plan.js';
import { profileOf } from './profile.js';

/** The top card of the Supply pile holding `name`, if `name` is on top. */
export function onTop(s: GameState, name: CardName): boolean {
  for (const pile of s.supply) {
    const top = pile.cards[pile.cards.length - 1];
    if (top !== undefined && s.cardNames[top] === name) return true;
  }
  return false;
}

const affordable = (s: GameState, name: CardName, coins: number): boolean =>
  onTop(s, name) && costOf(s, name).coins <= coins;

const eventAffordable = (s: GameState, name: string, coins: number): boolean =>
  s.events.includes(name) && costOf(s, name).coins <= coins && costOf(s, name).debt === 0;

/** Empty Supply piles, and the fewest cards left in a non-empty one. */
function pileState(s: GameState): { empty: number; lowest: number } {
  let empty = 0;
  let lowest = Infinity;
  for (const pile of s.supply) {
    if (pile.cards.length === 0) empty++;
    else if (pile.name !== 'Province') lowest = Math.min(lowest, pile.cards.length);
  }
  return { empty, lowest };
}

/** How close the game is to its end: 0 far, 1 greening time, 2 the last turns. */
export function endgameStage(s: GameState): number {
  const left = provincesLeft(s);
  const { empty, lowest } = pileState(s);
  const pilesToEnd = (s.players.length >= 5 ? 4 : 3) - empty;
  if (left <= 2 || (pilesToEnd === 1 && lowest <= 2)) return 2;
  if (left <= 4 || pilesToEnd === 1 || (pilesToEnd === 2 && lowest <= 2)) return 1;
  return 0;
}

/** My score minus the best other score. */
export function lead(s: GameState, player: PlayerIndex): number {
  let best = -Infinity;
  for (let p = 0; p < s.players.length; p++) if (p !== player) best = Math.max(best, score(s, p));
  return score(s, player) - best;
}

/** Copies of the plan's card the player wants now (by deck size). */
function wanted(s: GameState, player: PlayerIndex, plan: BuyPlan, card: CardName): number {
  const size = deckSize(s, player);
  let max = 0;
  for (const e of plan.entries) if (e.card === card && size >= e.fromDeck) max = Math.max(max, e.max);
  return max;
}

/** The plan's first Kingdom card the player still wants and can buy with `coins`. */
function planCard(s: GameState, player: PlayerIndex, plan: BuyPlan, coins: number): CardName | null {
  for (const e of plan.entries) {
    if (!affordable(s, e.card, coins)) continue;
    const owned = countOwned(s, player, e.card);
    if (owned >= wanted(s, player, plan, e.card)) continue;
    const cost = costOf(s, e.card);
    // Gold beats a further copy of a cheaper card; a debt card only where Silver would be the buy.
    if (coins >= 6 && cost.coins < 6 && owned > 0) continue;
    if (cost.debt > 0 && coins >= 6) continue;
    return e.card;
  }
  return null;
}

/** VP a card is printed with (0 for computed or no VP). */
const printedVp = (name: CardName): number => {
  const vp = getDef(name).vp;
  return typeof vp === 'number' ? vp : 0;
};

/** Would gaining `name` end the game (its pile's last card as the last pile needed)? */
export function endsGame(s: GameState, name: CardName): boolean {
  const { empty } = pileState(s);
  const needed = s.players.length >= 5 ? 4 : 3;
  for (const pile of s.supply) {
    const top = pile.cards[pile.cards.length - 1];
    if (top === undefined || s.cardNames[top] !== name || pile.cards.length !== 1) continue;
    return pile.name === 'Province' || empty + 1 >= needed;
  }
  return false;
}

/** The cheapest last card of a pile whose gain ends the game with this player ahead, if any. */
function winningLastCard(s: GameState, player: PlayerIndex, coins: number): CardName | null {
  const { empty } = pileState(s);
  if (empty + 1 < (s.players.length >= 5 ? 4 : 3)) return null;
  let best: CardName | null = null;
  for (const pile of s.supply) {
    if (pile.cards.length !== 1) continue;
    const name = s.cardNames[pile.cards[0]!]!;
    if (getDef(name).types.includes('Curse') || costOf(s, name).coins > coins || costOf(s, name).debt > 0) continue;
    if (lead(s, player) + printedVp(name) > 0 && (best === null || printedVp(name) > printedVp(best))) best = name;
  }
  return best;
}

/** The $ a player's cards make when played: Treasures and the +$ of Actions (Big Money's "total money"). */
export function totalMoney(s: GameState, player: PlayerIndex): number {
  const pl = s.players[player]!;
  let total = 0;
  for (const zone of [pl.deck, pl.hand, pl.discard, pl.inPlay]) {
    for (const id of zone) total += profileOf(s.cardNames[id]!).coins;
  }
  return total;
}

/** The card or Event to buy now (null: end the turn). */
export function chooseBuy(s: GameState, player: PlayerIndex, plan: BuyPlan): string | null {
  const choice = landscapeChoice(s, player, chooseBuyUnchecked(s, player, plan));
  // Never end the game on a loss: a card that empties the last pile needed is bought only when ahead.
  if (choice && onTop(s, choice) && endsGame(s, choice) && lead(s, player) + printedVp(choice) <= 0) return null;
  return choice;
}

function chooseBuyUnchecked(s: GameState, player: PlayerIndex, plan: BuyPlan): string | null {
  const coins = s.turn.coins;
  const stage = endgameStage(s);
  const left = provincesLeft(s);
  if (eventAffordable(s, 'Dominate', coins) && left > 0) return 'Dominate';
  const finisher = winningLastCard(s, player, coins);
  if (finisher) return finisher;
  // A plan may keep its first $8 hands for Gold until the deck makes enough money (Big Money
  // Ultimate's rule); the search decides whether this kingdom wants it.
  const early = left > 6 && plan.provinceMoney !== undefined && totalMoney(s, player) < plan.provinceMoney;
  if (coins >= 8 && affordable(s, 'Province', coins) && !early) {
    // The last Province ends the game: take it only if that wins; a Duchy may keep the game going.
    if (left > 1 || lead(s, player) + 6 > 0) return 'Province';
    if (affordable(s, 'Duchy', coins)) return 'Duchy';
  }
  if (stage >= 1 && affordable(s, 'Duchy', coins)) return 'Duchy';
  if (stage >= 2 && affordable(s, 'Estate', coins)) return 'Estate';
  if (coins >= 6) {
    const big = planCard(s, player, plan, coins);
    if (big && costOf(s, big).coins >= 6) return big;
    if (left <= 5 && eventAffordable(s, 'Conquest', coins)) return 'Conquest';
    // A curser's first copy is worth more than a Gold (every turn it plays, the other deck worsens).
    if (big && countOwned(s, player, big) === 0 && profileOf(big).curser) return big;
    if (affordable(s, 'Gold', coins)) return 'Gold';
  }
  if (left <= 6 && affordable(s, 'Duchy', coins)) return 'Duchy';
  const card = planCard(s, player, plan, coins);
  if (card) return card;
  if (coins >= 2 && eventAffordable(s, 'Delve', coins)) return 'Delve';
  if (affordable(s, 'Silver', coins)) return 'Silver';
  return null;
}

/** Cards worth gaining for free (Workshop, Remodel): the plan's cards first, then by cost. */
export function gainScore(s: GameState, player: PlayerIndex, plan: BuyPlan, name: CardName): number {
  const def = getDef(name);
  if (def.types.includes('Curse')) return -1000;
  const cost = costOf(s, name);
  let v = cost.coins * 10 + cost.debt * 6;
  if (name === 'Copper') return 1;
  if (name === 'Province') return 1000;
  const onlyVictory = def.types.includes('Victory') && !def.types.includes('Action') && !def.types.includes('Treasure');
  if (onlyVictory) return endgameStage(s) >= 1 ? v + 5 : v / 4;
  if (name === 'Gold') v += 8;
  if (name === 'Silver') v += 4;
  if (wanted(s, player, plan, name) > countOwned(s, player, name)) v += 25;
  // An Action outside the plan only collides with the plan's terminals: a Silver is better.
  else if (def.types.includes('Action')) v -= 15;
  return v;
}
