// What a player may do now: the decision they owe, the options of their turn decision (what
// view() hands the player and the table shows), and the turn moves bots pick from. These lists
// follow the checks `apply` makes; a property test holds them to it.
import { costOf } from './cost.js';
import { getDef } from '../core/registry.js';
import type { CardName, Cost, Decision, GameState, Move, PlayerIndex } from '../core/types.js';

/** The decision `player` owes now, if any (at most one per player). */
export function decisionFor(s: GameState, player: PlayerIndex): Decision | undefined {
  return s.pending.find((d) => d.player === player);
}

/** Something that may be bought now, with its cost this turn (debt is taken on, so only $ must be at hand). */
export interface BuyOption {
  name: string;
  cost: Cost;
  event: boolean;
}

/** Everything the turn decision accepts now. */
export interface TurnOptions {
  /** Cards in hand that `play` accepts (distinct names, hand order). */
  play: CardName[];
  /**
   * `playTreasures` would play something (in the Action phase it ends the phase first). With
   * nothing to play it is still accepted and does nothing (old logs hold such moves), but not listed.
   */
  playTreasures: boolean;
  /** Supply cards (top of a pile) and Events that `buy` accepts, Supply first. */
  buy: BuyOption[];
  /** The most debt `payDebt` accepts now; every whole amount from 1 up to it is accepted (0: none). */
  payDebt: number;
  /** What `endPhase` ends now: the Action phase, or the turn. `endTurn` is accepted in either phase. */
  end: 'actions' | 'turn';
}

/** The turn decision's options for `player`, or null when they owe no turn decision. */
export function turnOptions(s: GameState, player: PlayerIndex): TurnOptions | null {
  const d = decisionFor(s, player);
  if (!d || d.kind !== 'turn') return null;
  const pl = s.players[player];
  const turn = s.turn;
  const inHand = [...new Set(pl.hand.map((id) => s.cardNames[id]))];
  const has = (n: CardName, t: 'Action' | 'Treasure') => getDef(n).types.includes(t);
  const treasures = inHand.filter((n) => has(n, 'Treasure'));
  if (d.phase === 'action') {
    return {
      play: turn.actions > 0 ? inHand.filter((n) => has(n, 'Action')) : [],
      playTreasures: treasures.length > 0,
      buy: [],
      payDebt: 0,
      end: 'actions',
    };
  }
  // After a buy or a debt payment no more Treasures may be played this Buy phase.
  const unplayed = turn.treasuresLocked ? [] : treasures;
  const buy =
    turn.buys > 0 && pl.debt === 0
      ? buyable(s).map((name) => ({ name, cost: costOf(s, name), event: s.events.includes(name) }))
      : [];
  return {
    play: unplayed,
    playTreasures: unplayed.length > 0,
    buy,
    payDebt: Math.min(pl.debt, turn.coins),
    end: 'turn',
  };
}

/**
 * Every move the options list: each card to play, `playTreasures`, each buy, each debt amount,
 * `endPhase` and `endTurn`. `apply` accepts each of them.
 */
export function turnOptionMoves(o: TurnOptions, player: PlayerIndex): Move[] {
  const moves: Move[] = o.play.map((card) => ({ type: 'play', player, card }));
  if (o.playTreasures) moves.push({ type: 'playTreasures', player });
  for (const b of o.buy) moves.push({ type: 'buy', player, card: b.name });
  for (let amount = 1; amount <= o.payDebt; amount++) moves.push({ type: 'payDebt', player, amount });
  moves.push({ type: 'endPhase', player }, { type: 'endTurn', player });
  return moves;
}

/**
 * The turn moves bots choose from: one of each, without the composites (Treasures only in the
 * Buy phase, debt paid in full as far as $ allows, the phase ended one at a time).
 */
export function legalTurnMoves(s: GameState, player: PlayerIndex): Move[] {
  const o = turnOptions(s, player);
  if (!o) return [];
  const moves: Move[] = o.play.map((card) => ({ type: 'play', player, card }));
  if (o.end === 'turn') {
    if (o.playTreasures) moves.push({ type: 'playTreasures', player });
    if (o.payDebt > 0) moves.push({ type: 'payDebt', player, amount: o.payDebt });
    for (const b of o.buy) moves.push({ type: 'buy', player, card: b.name });
  }
  moves.push({ type: 'endPhase', player });
  return moves;
}

/** Card and Event names the active player could buy now with their $ (ignoring Buys and debt). */
export function buyable(s: GameState): string[] {
  const out: string[] = [];
  const coins = s.turn.coins;
  for (const pile of s.supply) {
    const top = pile.cards[pile.cards.length - 1];
    if (top === undefined) continue;
    const n = s.cardNames[top];
    if (costOf(s, n).coins <= coins && !out.includes(n)) out.push(n);
  }
  for (const e of s.events) if (costOf(s, e).coins <= coins) out.push(e);
  return out;
}

/**
 * Whether a decision starts its owner's turn: it is their turn and nothing has happened in it yet
 * (a decision later in the turn, e.g. after an opponent answered their Militia, does not).
 */
export function isTurnStart(d: Decision, s: GameState): boolean {
  const t = s.turn;
  return d.player === t.player && t.played.length === 0 && t.bought.length === 0 && t.gained.length === 0;
}
