// The kingdom bot's answers where the generic heuristics would play a card badly: what to trash
// (Chapel, Steward, Moneylender), which mode to choose (Minion, Nobles, Courtier, Wild Hunt…),
// what to gain (the plan's cards first), Arena's discard. Anything not covered here goes to the
// generic heuristics; an answer the engine would refuse is never sent.
import { findDef, getDef } from '../../core/registry.js';
import type { RngState } from '../../core/rng.js';
import type { Answer, CardId, CardName, GameState, Move, PlayerIndex } from '../../core/types.js';
import { heuristicAnswer, isLegalAnswer, type AnswerDecision } from '../heuristics.js';
import { randomAnswer } from '../random-answer.js';
import { gainScore } from './buy.js';
import { endgameStage, lead } from './endgame.js';
import { donateTrash, empiresCardChoice } from './empires-answers.js';
import { mountainPassBid } from './landmarks.js';
import type { BuyPlan } from './plan/plan.js';
import { profileOf } from './plan/profile.js';
import { tradeAnswer } from './trade.js';
import { attackedAnswer } from './attacked.js';
import { trashable } from './junk.js';

const nameOf = (s: GameState, id: CardId): CardName => s.aliases?.[id] ?? s.cardNames[id];
const types = (name: CardName) => getDef(name).types;

/** Up to `max` of `candidates` the player would gladly lose, worst first, at least `min`. */
function pickJunk(
  s: GameState,
  player: PlayerIndex,
  candidates: CardId[],
  min: number,
  max: number,
): CardName[] | null {
  const junk = candidates.map((id) => nameOf(s, id)).filter((n) => trashable(s, player, n));
  const rank = (n: CardName) => (n === 'Curse' ? 0 : n === 'Estate' ? 1 : 2);
  junk.sort((a, b) => rank(a) - rank(b));
  const picked = junk.slice(0, max);
  return picked.length >= min ? picked : null;
}

function handNames(s: GameState, player: PlayerIndex): CardName[] {
  return s.players[player].hand.map((id) => nameOf(s, id));
}

function treasureInHand(s: GameState, player: PlayerIndex): number {
  let t = 0;
  for (const n of handNames(s, player))
    t += getDef(n).coins ?? (n === 'Capital' ? 6 : types(n).includes('Treasure') ? 1 : 0);
  return t;
}

/** Options in order of preference, the first `count` that are offered. */
function prefer(d: Extract<AnswerDecision, { kind: 'option' }>, order: string[]): Answer {
  const ids = order.filter((id) => d.options.some((o) => o.id === id));
  for (const o of d.options) if (!ids.includes(o.id)) ids.push(o.id);
  const count = Math.max(d.min, Math.min(d.max, 1));
  return { kind: 'option', options: ids.slice(0, count) };
}

function optionAnswer(s: GameState, d: Extract<AnswerDecision, { kind: 'option' }>): Answer | null {
  const p = d.player;
  const hand = handNames(s, p);
  const otherTerminal = hand.some((n) => profileOf(n).terminal);
  switch (d.source) {
    case 'Minion': {
      const money = s.turn.coins + treasureInHand(s, p) + 2;
      return prefer(d, money >= 6 || hand.length <= 1 ? ['coins'] : ['discard']);
    }
    case 'Torturer':
      return prefer(d, hand.length >= 2 || !hand.length ? ['discard'] : ['curse']);
    case 'Pawn':
      return { kind: 'option', options: otherTerminal && s.turn.actions === 0 ? ['card', 'action'] : ['card', 'coin'] };
    case 'Steward': {
      const junk = hand.filter((n) => n === 'Curse' || (n === 'Estate' && endgameStage(s) === 0)).length;
      return prefer(d, junk >= 2 ? ['trash'] : ['coins']);
    }
    case 'Courtier': {
      const count = Math.max(d.min, 1);
      const order = endgameStage(s) >= 1 ? ['coins', 'gold', 'buy', 'action'] : ['gold', 'coins', 'buy', 'action'];
      return {
        kind: 'option',
        options: order.filter((id) => d.options.some((o) => o.id === id)).slice(0, Math.min(count, d.max)),
      };
    }
    case 'Nobles':
      return prefer(d, otherTerminal && s.turn.actions === 0 ? ['actions'] : ['cards']);
    case 'Lurker': {
      const good = s.trash.some(
        (id) => types(s.cardNames[id]).includes('Action') && getDef(s.cardNames[id]).cost.coins >= 4,
      );
      return prefer(d, good ? ['gain'] : ['trash']);
    }
    case 'Wild Hunt': {
      const vp = s.supply.find((x) => x.name === 'Wild Hunt')?.vpTokens ?? 0;
      return prefer(d, vp >= 4 || (endgameStage(s) >= 1 && vp >= 2) ? ['estate'] : ['cards']);
    }
    case 'Charm':
      return prefer(d, ['coins']);
    case 'Sprawling Castle':
      return prefer(d, ['duchy']);
    default:
      return null;
  }
}

/** Salt the Earth: a Province while ahead (the end comes sooner), else the fullest other Victory pile. */
function saltTheEarthPile(s: GameState, player: PlayerIndex, piles: string[]): string | null {
  const size = (name: string) => s.supply.find((p) => p.name === name)?.cards.length ?? 0;
  if (piles.includes('Province') && lead(s, player) + 1 > 0) return 'Province';
  const others = piles.filter((n) => n !== 'Province').sort((a, b) => size(b) - size(a));
  return others[0] ?? piles[0] ?? null;
}

/** The kingdom bot's own answer, or null to use the generic heuristics. */
export function kingdomAnswer(s: GameState, d: AnswerDecision, plan: BuyPlan): Answer | null {
  const traded = tradeAnswer(s, d, plan) ?? attackedAnswer(s, d, plan);
  if (traded) return traded;
  switch (d.kind) {
    case 'cards': {
      const verb = d.verb.toLowerCase();
      if (d.source === 'Moneylender')
        return { kind: 'cards', cards: d.candidates.length ? [nameOf(s, d.candidates[0])] : [] };
      const empires = empiresCardChoice(s, d.player, d.source, d.candidates);
      if (empires && d.max >= 1) return { kind: 'cards', cards: [empires] };
      if (d.source === 'Donate') return { kind: 'cards', cards: donateTrash(s, d.player, d.candidates) };
      if (d.source === 'Arena')
        return {
          kind: 'cards',
          cards: d.candidates.slice(0, Math.max(d.min, Math.min(1, d.max))).map((id) => nameOf(s, id)),
        };
      if (verb === 'trash' && d.min === 0) {
        const junk = pickJunk(s, d.player, d.candidates, 0, d.max);
        return junk ? { kind: 'cards', cards: junk } : null;
      }
      return null;
    }
    case 'pile': {
      const verb = d.verb.toLowerCase();
      if (d.source === 'Salt the Earth') return { kind: 'pile', pile: saltTheEarthPile(s, d.player, d.piles) };
      if (verb !== 'gain' && verb !== 'take') return null;
      let best: string | null = null;
      let bestScore = -Infinity;
      for (const pile of d.piles) {
        const top = s.supply.find((x) => x.name === pile);
        const card = top ? (top.cards.length ? s.cardNames[top.cards[top.cards.length - 1]] : null) : pile;
        if (card === null || !findDef(card)) continue;
        const v = gainScore(s, d.player, plan, card);
        if (v > bestScore) {
          best = pile;
          bestScore = v;
        }
      }
      if (best === null || (d.optional && bestScore < 0)) return d.optional ? { kind: 'pile', pile: null } : null;
      return { kind: 'pile', pile: best };
    }
    case 'option':
      return optionAnswer(s, d);
    case 'number':
      return d.source === 'Mountain Pass' ? { kind: 'number', value: mountainPassBid(d.prompt, d.max) } : null;
    default:
      return null;
  }
}

/** The answer as a move: the kingdom bot's, else the generic one, else (never expected) a random legal one. */
export function kingdomAnswerMove(s: GameState, d: AnswerDecision, plan: BuyPlan, rng: RngState): Move {
  const own = kingdomAnswer(s, d, plan);
  if (own && isLegalAnswer(s, d, own)) return { type: 'answer', player: d.player, answer: own };
  const generic = heuristicAnswer(s, d);
  return { type: 'answer', player: d.player, answer: isLegalAnswer(s, d, generic) ? generic : randomAnswer(s, d, rng) };
}
