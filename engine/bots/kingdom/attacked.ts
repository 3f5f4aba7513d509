// Answers of a player under attack: which cards to keep when Militia, Legionary or Catapult make
// them discard down to 3. The generic rule discards the cheapest cards, which keeps a Smithy
// over the Silver that makes $8; here the kept hand is the one whose buy reaches furthest (a
// Province, a Gold, a $5 card, a Silver), then the one with most $, then the one worth most to
// its owner. Pure.
import type { Answer, CardId, CardName, GameState } from '../../core/types.js';
import type { AnswerDecision } from '../heuristics.js';
import type { BuyPlan } from './plan/plan.js';
import { profileOf } from './plan/profile.js';
import { keepValue } from './trade.js';

/** Attacks that make their victims discard down to a hand size. */
const DISCARD_ATTACKS = new Set(['Militia', 'Legionary', 'Catapult']);

const tier = (coins: number): number => (coins >= 8 ? 4 : coins >= 6 ? 3 : coins >= 5 ? 2 : coins >= 3 ? 1 : 0);

/**
 * What a kept hand should buy with: its Treasures, and of its Actions (one can be played, no
 * village assumed) the one worth most in $. A card drawn counts $0.6: $ in hand is sure, $ to
 * be drawn is not, so a Silver that makes $8 beats a Smithy that probably would.
 */
function handMoney(names: readonly CardName[]): number {
  let coins = 0;
  let action = 0;
  for (const n of names) {
    const p = profileOf(n);
    if (p.treasure) coins += p.coins;
    else if (p.action) action = Math.max(action, p.coins + 0.6 * p.cards);
  }
  return coins + action;
}

/** Every way to choose `k` of `n` indices (hands are small: at most a few dozen ways). */
function* choose(n: number, k: number, from = 0, picked: number[] = []): Generator<number[]> {
  if (picked.length === k) {
    yield picked;
    return;
  }
  for (let i = from; i <= n - (k - picked.length); i++) yield* choose(n, k, i + 1, [...picked, i]);
}

/** The cards to discard so the kept hand buys best: the buy's tier first, then its $, then the kept cards' value. */
export function discardDown(
  s: GameState,
  d: Extract<AnswerDecision, { kind: 'cards' }>,
  plan: BuyPlan,
): CardName[] | null {
  const names = d.candidates.map((id: CardId) => s.aliases?.[id] ?? s.cardNames[id]);
  const keep = names.length - d.min;
  if (keep < 0 || names.length > 10) return null;
  let best: number[] | null = null;
  let bestV = -Infinity;
  for (const kept of choose(names.length, keep)) {
    const hand = kept.map((i) => names[i]);
    const money = handMoney(hand);
    let v = tier(money) * 1000 + money * 20;
    for (const n of hand) v += keepValue(s, d.player, plan, n);
    if (v > bestV) {
      bestV = v;
      best = [...kept];
    }
  }
  if (best === null) return null;
  const keptSet = new Set(best);
  return names.filter((_, i) => !keptSet.has(i));
}

/** This module's answer, or null when the decision is not a discard-down attack. */
export function attackedAnswer(s: GameState, d: AnswerDecision, plan: BuyPlan): Answer | null {
  if (
    d.kind !== 'cards' ||
    d.verb.toLowerCase() !== 'discard' ||
    d.min !== d.max ||
    !DISCARD_ATTACKS.has(d.source ?? '')
  )
    return null;
  if (d.player === s.turn.player) return null;
  const cards = discardDown(s, d, plan);
  return cards ? { kind: 'cards', cards } : null;
}
