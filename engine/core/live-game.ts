// Which Game works on a live state. The Game is kept on the state itself, under a symbol that is
// neither enumerable nor JSON, so snapshots, copies and equality checks never see it. Not a
// WeakMap from state to Game: V8's minor collections cannot free an entry whose value refers back
// to its key, so every game of a simulation lived on until a full collection (a sixth of a
// simulation's time went to collecting them).
import type { Game } from './game.js';
import type { GameState } from './types.js';

const GAME = Symbol('game');
type Bound = GameState & { [GAME]?: Game };

/** The Game bound to this state, if any. */
export const liveGame = (s: GameState): Game | undefined => (s as Bound)[GAME];

/** Binds `g` to its state (replacing any Game bound before). */
export function bindLive(g: Game): void {
  Object.defineProperty(g.s, GAME, { value: g, configurable: true });
}
