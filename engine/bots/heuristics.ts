// Generic heuristics every scripted bot shares: an answer for any decision of any card (junk
// out, value in), the Action to play next, and a check that an answer is legal. Nothing here
// knows individual cards beyond their printed data (cost, types, text).
import { costOf } from '../rules/cost.js';
import { resolveAnswer } from '../rules/decisions.js';
import { cardDefs } from '../core/game-index.js';
import { findDef, getDef } from '../core/registry.js';
import type { RngState } from '../core/rng.js';
import type { Answer, CardId, CardName, Decision, GameState, Move, Pile, PlayerIndex } from '../core/types.js';
import { randomAnswer } from './random-answer.js';

export type AnswerDecision = Exclude<Decision, { kind: 'turn' }>;

/** Verbs whose cards leave you (worst card first). */
const JUNK_VERBS = new Set(['discard', 'trash', 'return', 'pass', 'give']);
/** Verbs where more is better (best card first, as many as allowed). */
const TAKE_VERBS = new Set(['play', 'gain', 'keep', 'take', 'draw', 'reveal', 'topdeck']);

const provincesLeft = (s: GameState): number => {
  for (const pile of s.supply) if (pile.name === 'Province') return pile.cards.length;
  return 0;
};

/** Cards that only cost you: Curses, then cards that are Victory and nothing else. */
function junkRank(name: CardName): number {
  const def = getDef(name);
  if (def.types.includes('Curse')) return 0;
  if (def.types.length === 1 && def.types[0] === 'Victory') return 1;
  return 2;
}

/** Lower = get rid of first: Curses, Victory-only cards, then the cheapest. */
function junkKey(s: GameState, name: CardName): number {
  const c = costOf(s, name);
  return junkRank(name) * 1000 + c.coins * 10 + c.debt * 5;
}

/** How much a player would like to gain this card now (higher is better; negative: rather not). */
export function gainValue(s: GameState, name: CardName): number {
  const def = findDef(name);
  if (!def) return 0;
  if (def.types.includes('Curse')) return -1000;
  if (name === 'Province') return 1000;
  if (name === 'Copper') return 1;
  const cost = costOf(s, name);
  const base = cost.coins * 10 + cost.debt * 8;
  if (def.types.length === 1 && def.types[0] === 'Victory') {
    // Green cards clog the deck: worth it only when the game is about to end.
    return provincesLeft(s) <= 4 ? base + 5 : base / 4;
  }
  return def.types.includes('Treasure') ? base + 5 : base;
}

/** The card on top of a Supply pile of that name, or the name itself if it names a card. */
function cardOfPile(s: GameState, pile: string): CardName | null {
  for (const p of s.supply) {
    if (p.name === pile) {
      const top = p.cards[p.cards.length - 1];
      return top === undefined ? null : s.cardNames[top];
    }
  }
  return findDef(pile) ? pile : null;
}

/** A card's name as the engine reads it (a card in play may be another card for now, e.g. Overlord). */
const nameOf =
  (s: GameState) =>
  (id: CardId): CardName =>
    s.aliases?.[id] ?? s.cardNames[id];

/** Among `allowed`, the card name found most often in the player's draw pile (Wishing Well). */
function mostCommonInDeck(s: GameState, player: PlayerIndex, allowed: readonly string[]): string | null {
  const counts = new Map<string, number>();
  for (const id of s.players[player].deck) {
    const n = s.cardNames[id];
    counts.set(n, (counts.get(n) ?? 0) + 1);
  }
  let best: string | null = null;
  let most = 0;
  for (const n of allowed) {
    const c = counts.get(n) ?? 0;
    if (c > most) {
      best = n;
      most = c;
    }
  }
  return best;
}

/** A sensible answer to any decision (not guaranteed legal: see `answerMove`). */
export function heuristicAnswer(s: GameState, d: AnswerDecision): Answer {
  switch (d.kind) {
    case 'cards': {
      const verb = d.verb.toLowerCase();
      const names = d.candidates.map(nameOf(s));
      if (JUNK_VERBS.has(verb)) {
        names.sort((a, b) => junkKey(s, a) - junkKey(s, b));
        // Beyond what is required, only real junk goes: Curses always, green cards only when discarding.
        let n = d.min;
        while (n < d.max) {
          const rank = junkRank(names[n]);
          if (rank === 0 || (rank === 1 && verb === 'discard')) n++;
          else break;
        }
        return { kind: 'cards', cards: names.slice(0, n) };
      }
      names.sort((a, b) => gainValue(s, b) - gainValue(s, a));
      let n = d.min;
      // Library-style "set aside this Action?": only when no Action is left to play it.
      if (verb === 'set aside' && s.turn.actions === 0) n = d.max;
      if (TAKE_VERBS.has(verb)) while (n < d.max && gainValue(s, names[n]) >= 0) n++;
      return { kind: 'cards', cards: names.slice(0, n) };
    }
    case 'pile': {
      const verb = d.verb.toLowerCase();
      if (verb === 'name')
        return { kind: 'pile', pile: mostCommonInDeck(s, d.player, d.piles) ?? (d.optional ? null : d.piles[0]) };
      // Choosing for someone else (Swindler): the least valuable; otherwise the most.
      const sign = verb === 'give' ? -1 : 1;
      let best: string | null = null;
      let bestValue = -Infinity;
      for (const pile of d.piles) {
        const card = cardOfPile(s, pile);
        const v = sign * (card === null ? 0 : gainValue(s, card));
        if (v > bestValue) {
          best = pile;
          bestValue = v;
        }
      }
      if (d.optional && sign > 0 && bestValue < 0) best = null;
      return { kind: 'pile', pile: best };
    }
    case 'option': {
      const n = Math.min(d.options.length, Math.max(d.min, Math.min(1, d.max)));
      const options: string[] = [];
      for (let i = 0; i < n; i++) options.push(d.options[i].id);
      return { kind: 'option', options };
    }
    case 'order':
      return { kind: 'order', cards: d.cards.map(nameOf(s)) };
    case 'number':
      // The least, except when paying off debt.
      return { kind: 'number', value: d.verb.toLowerCase() === 'pay' ? d.max : d.min };
    case 'yesno':
      // Yes to the extra thing a card offers, except trashing (e.g. a Mining Village for $2).
      return { kind: 'yesno', yes: !/\btrash/i.test(d.prompt) };
  }
}

/** True if the engine would accept this answer to `d`. */
export function isLegalAnswer(s: GameState, d: AnswerDecision, a: Answer): boolean {
  return resolveAnswer(d, a, nameOf(s)).ok;
}

/** The heuristic answer as a move, or a random legal one should the heuristic ever miss. */
export function answerMove(s: GameState, d: AnswerDecision, rng: RngState): Move {
  const a = heuristicAnswer(s, d);
  return { type: 'answer', player: d.player, answer: isLegalAnswer(s, d, a) ? a : randomAnswer(s, d, rng) };
}

// ---- Actions ---------------------------------------------------------------------------------

const actionPriority = new Map<CardName, number>();

/** Cards giving +Actions first (they never end the turn), then the more expensive. */
function priorityOf(name: CardName): number {
  let p = actionPriority.get(name);
  if (p === undefined) {
    const def = getDef(name);
    const above = def.text.split('\n---\n')[0];
    p = (/\+\d+ Actions?\b/.test(above) ? 100 : 0) + def.cost.coins + def.cost.debt;
    actionPriority.set(name, p);
  }
  return p;
}

/** The Action card in hand to play next, if any. */
export function actionToPlay(s: GameState, player: PlayerIndex): CardName | null {
  let best: CardName | null = null;
  let bestP = -1;
  const defs = cardDefs(s);
  for (const id of s.players[player].hand) {
    if (!defs[id].types.includes('Action')) continue;
    const n = s.cardNames[id];
    const p = priorityOf(n);
    if (p > bestP) {
      best = n;
      bestP = p;
    }
  }
  return best;
}

export function hasTreasureInHand(s: GameState, player: PlayerIndex): boolean {
  const defs = cardDefs(s);
  for (const id of s.players[player].hand) if (defs[id].types.includes('Treasure')) return true;
  return false;
}

/** Copies of `name` the player owns, wherever they are. */
export function countOwned(s: GameState, player: PlayerIndex, name: CardName): number {
  const pl = s.players[player];
  let n = 0;
  for (const zone of [pl.deck, pl.hand, pl.discard, pl.inPlay, pl.setAside, pl.looking]) {
    for (const id of zone) if (s.cardNames[id] === name) n++;
  }
  return n;
}

export function deckSize(s: GameState, player: PlayerIndex): number {
  const pl = s.players[player];
  return (
    pl.deck.length + pl.hand.length + pl.discard.length + pl.inPlay.length + pl.setAside.length + pl.looking.length
  );
}

/** True if a card of this name is on top of its Supply pile and costs at most `coins` (and no debt issue). */
export function canBuy(s: GameState, name: CardName, coins: number): boolean {
  return onTop(s, name) && costOf(s, name).coins <= coins;
}

export { provincesLeft };

/** The Supply pile with `name` on top. */
export function pileWithTop(s: GameState, name: CardName): Pile | undefined {
  for (const pile of s.supply) {
    const top = pile.cards[pile.cards.length - 1];
    if (top !== undefined && s.cardNames[top] === name) return pile;
  }
  return undefined;
}

/** Whether a card of this name is on top of a Supply pile. */
export function onTop(s: GameState, name: CardName): boolean {
  return pileWithTop(s, name) !== undefined;
}
