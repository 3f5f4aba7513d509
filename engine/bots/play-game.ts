// Plays one game between bots to the end (or a turn cap): the loop behind the simulator, the
// benchmark and the bot tests. Each seat has its own RNG stream, seeded from `botSeed`.
import { apply, createGame, setLogging } from '../core/apply.js';
import { seedFromString, type RngState } from '../core/rng.js';
import type { GameConfig, GameState, Move } from '../core/types.js';
import type { Bot } from './bot.js';
import { randomMove } from './random-answer.js';

export interface BotGameOptions {
  config: GameConfig;
  /** One bot per seat. */
  bots: readonly Bot[];
  /** Seeds the bots' RNG streams (default: the game seed). */
  botSeed?: string;
  /** Stop after this many turns per player (default 100). */
  maxTurnsPerPlayer?: number;
  /** Stop if one turn takes more moves than this (a bot going round in circles; default 2000). */
  maxMovesPerTurn?: number;
  /** Stop after this many accepted moves (the game is left in progress). */
  maxMoves?: number;
  /** Keep the accepted moves (for a replayable log). */
  recordMoves?: boolean;
}

export interface BotGame {
  state: GameState;
  /** True if the game stopped at a cap (turns, moves, or moves in one turn) without ending. */
  capped: boolean;
  /** Moves the engine accepted. */
  moveCount: number;
  /** Bot moves the engine rejected (each replaced by a random legal move). */
  rejected: { seat: number; bot: string; move: Move; error: string }[];
  moves: Move[];
}

export function playBotGame(o: BotGameOptions): BotGame {
  const n = o.config.players.length;
  if (o.bots.length !== n) throw new Error(`${n} players need ${n} bots (got ${o.bots.length}).`);
  const seed = o.botSeed ?? o.config.seed;
  const rngs: RngState[] = [];
  for (let p = 0; p < n; p++) rngs.push(seedFromString(`${seed}/bot/${p}`));
  const cap = (o.maxTurnsPerPlayer ?? 100) * n;
  const movesCap = o.maxMovesPerTurn ?? 2000;
  let turn = 0;
  let movesThisTurn = 0;
  // Nobody reads a simulated game's log entries: keeping none is a third faster.
  const { state } = createGame(o.config, { quiet: true });
  const out: BotGame = { state, capped: false, moveCount: 0, rejected: [], moves: [] };
  const maxMoves = o.maxMoves ?? Infinity;
  while (!state.result) {
    if (out.moveCount >= maxMoves) {
      out.capped = true;
      break;
    }
    if (state.turn.number !== turn) {
      turn = state.turn.number;
      movesThisTurn = 0;
    }
    if (turn > cap || ++movesThisTurn > movesCap) {
      out.capped = true;
      break;
    }
    const p = state.pending[0].player;
    let move = o.bots[p].move(state, p, rngs[p]);
    let r = apply(state, move);
    if (!r.ok) {
      out.rejected.push({ seat: p, bot: o.bots[p].id, move, error: r.error.message });
      move = randomMove(state, p, rngs[p]);
      r = apply(state, move);
      if (!r.ok) throw new Error(`A random legal move was rejected: ${r.error.message}`);
    }
    out.moveCount++;
    if (o.recordMoves) out.moves.push(move);
  }
  setLogging(state, true);
  return out;
}
