// The bot contract: given the full state (bots run server-side) and a seat that owes a decision,
// return a legal move. Bots are deterministic given their RNG stream.
import type { RngState } from '../core/rng.js';
import type { GameState, Move, PlayerIndex } from '../core/types.js';

export interface Bot {
  /** Stable id used in configs and the sim ("big-money"). */
  id: string;
  /** One line for players choosing an opponent. */
  description: string;
  move(s: GameState, player: PlayerIndex, rng: RngState): Move;
}
