// The `hard` bot's end-game lookahead: near the end, each candidate buy (the plan's own choice,
// Province, Duchy, Estate, Gold, nothing) is judged by playing the rest of the game out many
// times with both sides following the plan's rules, and the buy that wins most is made.
//
// Each playout starts from a determinised copy of the state built only from what the bot may
// know: its own hand, discard and cards in play as they are, its own draw pile shuffled (it knows
// what is in it, not the order), and each opponent's hand, draw pile, face-down cards and discard
// pile (bar the discard's visible top card) pooled and dealt back at their public sizes (every gain and trash is
// public, so each player's card totals are known; which of them sit in hand is not). The game's
// own random stream is replaced. Every candidate is played from the same determinisations and
// streams (common random numbers), so their scores differ by the buy, not by the luck of the draw.
// Randomness comes from a stream seeded by public facts of the decision, so the bot stays a pure
// function of what it can see.
import { apply, setLogging } from '../../core/apply.js';
import { nextUint32, seedFromString, shuffleInPlace, type RngState } from '../../core/rng.js';
import { score } from '../../rules/scoring.js';
import type { CardId, DurationRecord, GameState, Move, PlayerIndex } from '../../core/types.js';
import { bigMoneyBot } from '../big-money.js';
import { canBuy, hasTreasureInHand, onTop } from '../heuristics.js';
import { randomMove } from '../random-answer.js';
import { chooseBuy } from './buy.js';
import { endingWith, endsGame, gainsToEnd, printedVp } from './endgame.js';
import type { BuyPlan } from './plan/plan.js';
import { planMove } from './turn.js';

export const LOOKAHEAD = {
  /** Look ahead once the game is this many gains from its end (Provinces, or the smallest piles). */
  gainsLeft: 4,
  /** Playouts per candidate, each from its own determinisation (48 over 24 with the 7-point margin: First Game +1.2 points). */
  samples: 48,
  /** A playout stops after this many more turns (a game that stalls is judged on the score). */
  turns: 24,
  /** Another buy replaces the plan's own only when it scores this much better (noise, not signal). */
  margin: 0.07,
  /** After this many playouts each, candidates more than `pruneGap` (a share of games) behind the best stop. */
  prune: 8,
  pruneGap: 0.25,
  /** No new round of playouts once they have played this many moves (the worst case's time: 4,000 keeps the p99 of decisions under 50 ms of CPU, 6,000 did not; docs/bots.md). */
  moveBudget: 4000,
};

/** The buys worth comparing at each amount of $ (with the plan's own choice): green against money. */
const MENU: { from: number; buys: (string | null)[] }[] = [
  { from: 8, buys: ['Province', 'Duchy', 'Gold'] },
  { from: 6, buys: ['Duchy', 'Gold', 'Estate'] },
  { from: 5, buys: ['Duchy', 'Silver', 'Estate'] },
  { from: 2, buys: ['Estate', 'Silver', null] },
];

/** The Move a candidate buy is (null: end the turn). */
const buyMove = (player: PlayerIndex, card: string | null): Move =>
  card === null ? { type: 'endPhase', player } : { type: 'buy', player, card };

/** True when `player` is in their Buy phase with Treasures played, no debt and a buy left: a pure buy decision. */
function atBuy(s: GameState, player: PlayerIndex): boolean {
  const d = s.pending[0];
  if (!d || s.pending.length !== 1 || d.kind !== 'turn' || d.player !== player || d.phase !== 'buy') return false;
  if (!s.turn.treasuresLocked && hasTreasureInHand(s, player)) return false;
  return s.turn.buys > 0 && s.players[player].debt === 0;
}

/** A seed from what every player sees (the move count, the turn, the coins, the piles, the scores). */
export function publicSeed(s: GameState, player: PlayerIndex): RngState {
  const piles = s.supply.map((p) => p.cards.length).join(',');
  const scores = s.players.map((_, p) => score(s, p)).join(',');
  return seedFromString(
    `lookahead/${s.seq}/${s.turn.number}/${player}/${s.turn.coins}/${s.turn.buys}/${piles}/${scores}`,
  );
}

/** A deep copy of plain data (what a GameState is made of). */
function copyData<T>(x: T): T {
  if (typeof x !== 'object' || x === null) return x;
  if (Array.isArray(x)) {
    const out = new Array<unknown>(x.length);
    for (let i = 0; i < x.length; i++) out[i] = copyData<unknown>(x[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const k in x) out[k] = copyData((x as Record<string, unknown>)[k]);
  return out as T;
}

/** A copy of a state to play on: the config and the card names are fixed at setup, so they are shared. */
export function copyState(s: GameState): GameState {
  const out = {} as Record<string, unknown>;
  for (const k in s) {
    // GameState is an interface (no index signature): read key by key as the plain data it is.
    const v = (s as unknown as Record<string, unknown>)[k];
    out[k] = k === 'config' || k === 'cardNames' ? v : copyData(v);
  }
  // Built key by key from a GameState above: the same shape, which a record type cannot state.
  return out as unknown as GameState;
}

/**
 * Points the Duration records that name face-down cards (Archive's `cards`) at the cards dealt
 * into the `looking` zone in their place, slot for slot, so the copy plays on consistently.
 */
function relabelFaceDown(durations: DurationRecord[], before: readonly CardId[], after: readonly CardId[]): void {
  if (before.length === 0) return;
  const to = new Map(before.map((id, i) => [id, after[i]]));
  for (const d of durations) {
    const cards = d.data.cards;
    if (Array.isArray(cards))
      d.data.cards = cards.map((id: unknown) => (typeof id === 'number' ? (to.get(id) ?? id) : id));
  }
}

/** A copy of the state the bot could believe in: hidden zones dealt anew from `rng` (see the header). */
export function determinise(s: GameState, player: PlayerIndex, rng: RngState): GameState {
  const c = copyState(s);
  const byId = (a: CardId, b: CardId) => a - b;
  c.players.forEach((pl, p) => {
    if (p === player) {
      shuffleInPlace(rng, pl.deck.sort(byId));
      return;
    }
    const top = pl.discard.pop();
    // Face-down cards (Archive's, in the private `looking` zone) are hidden too: only their count is public.
    const pool = [...pl.hand, ...pl.deck, ...pl.looking, ...pl.discard].sort(byId);
    shuffleInPlace(rng, pool);
    const hand = pl.hand.length;
    const deck = pl.deck.length;
    const looking = pl.looking;
    pl.hand = pool.slice(0, hand);
    pl.deck = pool.slice(hand, hand + deck);
    pl.looking = pool.slice(hand + deck, hand + deck + looking.length);
    pl.discard = pool.slice(hand + deck + looking.length);
    if (top !== undefined) pl.discard.push(top);
    relabelFaceDown(pl.durations, looking, pl.looking);
  });
  c.rng = [nextUint32(rng), nextUint32(rng), nextUint32(rng), nextUint32(rng)];
  return c;
}

/** Points for `player` at the end of a playout: 1 a win, a share of a shared win, 0 a loss. */
function outcome(s: GameState, player: PlayerIndex): number {
  if (s.result) return s.result.winners.includes(player) ? 1 / s.result.winners.length : 0;
  // Stalled: judged on the score now.
  let best = -Infinity;
  for (let p = 0; p < s.players.length; p++) if (p !== player) best = Math.max(best, score(s, p));
  const mine = score(s, player);
  return mine > best ? 1 : mine === best ? 0.5 : 0;
}

/** A seat's rules in a playout. */
type Policy = (s: GameState, player: PlayerIndex, rng: RngState) => Move;

/** Plays a copy of the game on from `first` (the candidate buy) with every seat following its policy. */
function playout(
  s: GameState,
  first: Move,
  player: PlayerIndex,
  policies: Policy[],
  rng: RngState,
  spent: { moves: number },
): number {
  setLogging(s, false);
  let r = apply(s, first);
  if (!r.ok) return -1;
  const lastTurn = s.turn.number + LOOKAHEAD.turns;
  while (!s.result && s.turn.number <= lastTurn) {
    const p = s.pending[0].player;
    r = apply(s, policies[p](s, p, rng));
    // A refused move is replaced by a random legal one; should that be refused too, the game would
    // stand still, so the playout stops there and is judged on the score.
    if (!r.ok && !apply(s, randomMove(s, p, rng)).ok) break;
    spent.moves++;
  }
  return outcome(s, player);
}

/** The candidate buys for this decision: the plan's own first, then the menu's for this $ that can be made. */
export function candidates(s: GameState, own: string | null): (string | null)[] {
  const out: (string | null)[] = [own];
  const menu = MENU.find((m) => s.turn.coins >= m.from)?.buys ?? [];
  for (const name of menu) if (name !== own && (name === null || canBuy(s, name, s.turn.coins))) out.push(name);
  return out;
}

/**
 * The buy move `hard` makes near the end of the game, judged by playouts; null when the lookahead
 * does not apply (not a plain buy decision, the end still far, or nothing to compare).
 */
export function lookaheadMove(s: GameState, player: PlayerIndex, plan: BuyPlan): Move | null {
  if (!atBuy(s, player) || gainsToEnd(s) > LOOKAHEAD.gainsLeft) return null;
  const own = chooseBuy(s, player, plan);
  // A buy that ends the game on a win needs no playout.
  if (own !== null && onTop(s, own) && endsGame(s, own) && endingWith(s, player, printedVp(own)) === 'win') return null;
  const list = candidates(s, own);
  if (list.length < 2) return null;
  // The bot follows its plan; the others are modelled as money players (their plans are not known).
  const mine: Policy = (g, p, rng) => planMove(g, p, plan, rng);
  const policies = s.players.map((_, p) =>
    p === player ? mine : (st: GameState, at: PlayerIndex, rng: RngState) => bigMoneyBot.move(st, at, rng),
  );
  const totals = list.map(() => 0);
  let alive = list.map((_, i) => i);
  const seeds = publicSeed(s, player);
  // The cost is bounded by moves played, not by the clock (the bot is a pure function of the state).
  const spent = { moves: 0 };
  let samples = 0;
  for (let k = 0; k < LOOKAHEAD.samples && spent.moves < LOOKAHEAD.moveBudget; k++) {
    samples++;
    const sampleSeed: RngState = [nextUint32(seeds), nextUint32(seeds), nextUint32(seeds), nextUint32(seeds)];
    const base = determinise(s, player, [...sampleSeed]);
    for (const i of alive) {
      totals[i] += playout(copyState(base), buyMove(player, list[i]), player, policies, [...sampleSeed], spent);
    }
    // After the first `prune` playouts each, drop the candidates far behind the best (their playouts are the cost).
    if (k + 1 === LOOKAHEAD.prune) {
      const top = Math.max(...alive.map((i) => totals[i]));
      alive = alive.filter((i) => i === 0 || top - totals[i] <= LOOKAHEAD.pruneGap * LOOKAHEAD.prune);
    }
  }
  let best = 0;
  for (const i of alive) if (totals[i] > totals[best]) best = i;
  const gain = (totals[best] - totals[0]) / samples;
  return buyMove(player, gain > LOOKAHEAD.margin ? list[best]! : own);
}
