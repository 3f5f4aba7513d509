// Trades of one card for another: what to trash to Remodel, Upgrade, Replace, Mine and Trading
// Post and what to gain with them, which card Courtyard, Artisan or Secret Passage put back on
// the deck, and which card Masquerade passes (the generic rule passed a Province as "junk"). The generic heuristics treat these as "junk out, value in", which trashed Coppers
// into Estates, topdecked the Gold a hand needed for its Province and Remodeled Duchies into
// Gold. Here every card has a value to its owner that changes as the game nears its end
// (`keepValue`), and a trade is made for the largest gain in that value. Pure: state in, answer out.
import { costOf } from '../../rules/cost.js';
import { getDef } from '../../core/registry.js';
import type { Answer, CardId, CardName, GameState, PlayerIndex } from '../../core/types.js';
import { countOwned, provincesLeft, type AnswerDecision } from '../heuristics.js';
import { endgameStage } from './endgame.js';
import type { BuyPlan } from './plan/plan.js';
import { profileOf } from './plan/profile.js';

/** How a trash-for-gain card limits the gain, from the trashed card's cost in $. */
const TRADERS = new Map<string, { more: number; exact: boolean; treasureOnly: boolean }>([
  ['Remodel', { more: 2, exact: false, treasureOnly: false }],
  ['Replace', { more: 2, exact: false, treasureOnly: false }],
  ['Upgrade', { more: 1, exact: true, treasureOnly: false }],
  ['Mine', { more: 3, exact: false, treasureOnly: true }],
]);

/** Cards that put one card from hand back on the deck (the one this turn needs least). */
const TOPDECKERS = new Set(['Courtyard', 'Artisan', 'Secret Passage']);

const nameOf = (s: GameState, id: CardId): CardName => s.aliases?.[id] ?? s.cardNames[id];

/** Weight of one VP against $-value: small while the Provinces are many, large at the end. */
function vpWeight(s: GameState): number {
  const left = provincesLeft(s);
  if (endgameStage(s) >= 2) return 15;
  return left >= 7 ? 4 : left >= 5 ? 7 : 10;
}

/** Does the plan want more copies of `name` than the player owns? */
function stillWanted(s: GameState, player: PlayerIndex, plan: BuyPlan, name: CardName): boolean {
  const max = plan.entries.reduce((m, e) => (e.card === name ? Math.max(m, e.max) : m), 0);
  return max > countOwned(s, player, name);
}

/**
 * What owning one `name` is worth to the player now, in tenths of a $ per play: Treasures by
 * their $, Victory cards by their VP (weighted by how near the end is) less the hand slot they
 * clog, Actions by whether the plan wants them. Only differences between cards matter.
 */
export function keepValue(s: GameState, player: PlayerIndex, plan: BuyPlan, name: CardName): number {
  const def = getDef(name);
  if (def.types.includes('Curse')) return -20;
  const p = profileOf(name);
  const vp = typeof def.vp === 'number' ? def.vp : 0;
  let v = vp * vpWeight(s);
  if (name === 'Copper') v += 10;
  else if (p.treasure) v += p.coins * 10;
  // Off the plan (or beyond its count), a cantrip is a little better than nothing and a terminal
  // collides with the plan's.
  if (p.action) {
    if (stillWanted(s, player, plan, name)) v += 28 + def.cost.coins;
    else v += p.terminal ? def.cost.coins - 4 : def.cost.coins * 3;
  }
  // A card that is only green does nothing when drawn: it costs a hand slot until the greening.
  if (!p.action && !p.treasure && !def.types.includes('Curse')) v -= [8, 4, 0][endgameStage(s)];
  return v;
}

/** The top cards of the Supply piles, once each. */
function supplyTops(s: GameState): CardName[] {
  const out: CardName[] = [];
  for (const pile of s.supply) {
    const top = pile.cards[pile.cards.length - 1];
    if (top !== undefined) out.push(s.cardNames[top]);
  }
  return out;
}

/** The best card `trader` could gain for trashing `name`, and its value (null: no gain possible). */
function bestGain(
  s: GameState,
  player: PlayerIndex,
  plan: BuyPlan,
  trader: string,
  name: CardName,
): { card: CardName; v: number } | null {
  const rule = TRADERS.get(trader)!;
  const from = costOf(s, name);
  let best: { card: CardName; v: number } | null = null;
  for (const card of supplyTops(s)) {
    const c = costOf(s, card);
    if (c.debt > from.debt || (rule.exact ? c.coins !== from.coins + rule.more : c.coins > from.coins + rule.more))
      continue;
    if (rule.treasureOnly && !getDef(card).types.includes('Treasure')) continue;
    let v = keepValue(s, player, plan, card);
    // Replace gives the others a Curse for a gained Victory card.
    if (trader === 'Replace' && getDef(card).types.includes('Victory')) v += 10;
    if (best === null || v > best.v) best = { card, v };
  }
  return best;
}

/** The trash choice of a trash-for-gain card: the largest gain in value (when optional, only a gain). */
function tradeTrash(s: GameState, d: Extract<AnswerDecision, { kind: 'cards' }>, plan: BuyPlan): Answer {
  let pick: CardName | null = null;
  let bestDelta = -Infinity;
  for (const id of d.candidates) {
    const name = nameOf(s, id);
    const gain = bestGain(s, d.player, plan, d.source ?? '', name);
    // Equal trades (Mine: Copper to Silver or Silver to Gold): the dearer card, which leaves more.
    const delta = (gain ? gain.v : 0) - keepValue(s, d.player, plan, name) + costOf(s, name).coins * 0.1;
    if (delta > bestDelta) {
      bestDelta = delta;
      pick = name;
    }
  }
  if (pick === null || (d.min === 0 && bestDelta <= 0)) return { kind: 'cards', cards: [] };
  return { kind: 'cards', cards: [pick] };
}

/** The gain of a trash-for-gain card: the most valuable card offered. */
function tradeGain(s: GameState, d: Extract<AnswerDecision, { kind: 'pile' }>, plan: BuyPlan): Answer {
  let best: string | null = null;
  let bestV = -Infinity;
  for (const pile of d.piles) {
    const top = s.supply.find((x) => x.name === pile);
    const card = top?.cards.length ? s.cardNames[top.cards[top.cards.length - 1]] : null;
    if (card === null) continue;
    let v = keepValue(s, d.player, plan, card);
    if (d.source === 'Replace' && getDef(card).types.includes('Victory')) v += 10;
    if (v > bestV) {
      bestV = v;
      best = pile;
    }
  }
  return { kind: 'pile', pile: best ?? (d.optional ? null : d.piles[0]) };
}

/** What the buy this turn can reach with `coins`: 4 Province, 3 Gold, 2 a $5 card, 1 Silver. */
const buyTier = (coins: number): number => (coins >= 8 ? 4 : coins >= 6 ? 3 : coins >= 5 ? 2 : coins >= 3 ? 1 : 0);

/** $ a card in hand still makes this turn (Treasures; an Action only if it can still be played). */
function moneyThisTurn(s: GameState, name: CardName): number {
  const p = profileOf(name);
  if (p.treasure) return p.coins;
  return p.action && s.turn.actions > 0 ? p.coins : 0;
}

/**
 * The card to put back on the deck: the one whose loss costs this turn's buy least, and of those
 * the one most useful next turn (a Treasure or the plan's Action, never a green card if avoidable).
 */
export function cardToTopdeck(
  s: GameState,
  player: PlayerIndex,
  plan: BuyPlan,
  candidates: readonly CardId[],
): CardName | null {
  const names = candidates.map((id) => nameOf(s, id));
  let money = s.turn.coins;
  for (const id of s.players[player].hand) money += moneyThisTurn(s, nameOf(s, id));
  let pick: CardName | null = null;
  let best = -Infinity;
  for (const name of names) {
    const v = buyTier(money - moneyThisTurn(s, name)) * 1000 + keepValue(s, player, plan, name);
    if (v > best) {
      best = v;
      pick = name;
    }
  }
  return pick;
}

/**
 * The card to pass to the next player (Masquerade): the one worth least to me plus what its VP
 * are worth to the receiver, so Curses and Coppers go, never a Province while anything else is left.
 */
export function cardToPass(s: GameState, player: PlayerIndex, plan: BuyPlan, candidates: readonly CardId[]): CardName {
  let pick = nameOf(s, candidates[0]);
  let best = Infinity;
  for (const id of candidates) {
    const name = nameOf(s, id);
    const vp = getDef(name).vp;
    const v = keepValue(s, player, plan, name) + (typeof vp === 'number' ? vp : 0) * vpWeight(s);
    if (v < best) {
      best = v;
      pick = name;
    }
  }
  return pick;
}

/** This module's answer for a trade or topdeck decision, or null when the decision is not one. */
export function tradeAnswer(s: GameState, d: AnswerDecision, plan: BuyPlan): Answer | null {
  if (d.kind === 'cards') {
    const verb = d.verb.toLowerCase();
    if (verb === 'trash' && TRADERS.has(d.source ?? '') && d.max === 1) return tradeTrash(s, d, plan);
    if (verb === 'trash' && d.source === 'Trading Post') {
      // Two cards for a Silver in hand: the two worth least, and only if together worth less than a Silver.
      const ranked = d.candidates
        .map((id) => nameOf(s, id))
        .sort((a, b) => keepValue(s, d.player, plan, a) - keepValue(s, d.player, plan, b));
      return { kind: 'cards', cards: ranked.slice(0, d.min) };
    }
    if (verb === 'pass' && d.max === 1) return { kind: 'cards', cards: [cardToPass(s, d.player, plan, d.candidates)] };
    if ((verb === 'topdeck' || verb === 'put') && TOPDECKERS.has(d.source ?? '') && d.max === 1) {
      const pick = cardToTopdeck(s, d.player, plan, d.candidates);
      return pick ? { kind: 'cards', cards: [pick] } : null;
    }
    return null;
  }
  if (d.kind === 'pile' && TRADERS.has(d.source ?? '') && d.verb.toLowerCase() === 'gain') return tradeGain(s, d, plan);
  return null;
}
