// Looking back at a game: the board with every hand revealed (for finished games only) and the
// timeline a replay yields — each player's VP at the end of every turn, where each turn starts,
// and the final deck composition per player.
import { createGame, replayOnto } from '../core/apply.js';
import { deckComposition, score, type DeckComposition } from '../rules/scoring.js';
import type { GameLog, GameState, PlayerIndex } from '../core/types.js';
import { view, type GameView } from './view.js';

/**
 * The board as everyone may see it once the game is over: `view(s, viewer)` plus every player's
 * hand, deck and discard (sorted, never in deck order), the current scores and every pending
 * prompt. Only for finished games: it shows what a running game must hide.
 */
export function revealedView(s: GameState, viewer: PlayerIndex | null = null): GameView {
  const v = view(s, viewer);
  const sorted = (ids: readonly number[]) => ids.map((id) => s.cardNames[id]).sort();
  return {
    ...v,
    waitingOn: v.waitingOn.map((w) => ({ ...w, prompt: s.pending.find((d) => d.player === w.player)?.prompt ?? null })),
    revealed: s.players.map((pl) => ({ hand: sorted(pl.hand), deck: sorted(pl.deck), discard: sorted(pl.discard) })),
    scores: s.players.map((_, p) => score(s, p)),
  };
}

/** Card name → how many a player owns, keys in name order. */
export { deckComposition, type DeckComposition };

/** Where a turn starts: the seq of the move after which it is under way (turn 1: seq 0, the start). */
export interface TurnStart {
  turn: number;
  player: PlayerIndex;
  seq: number;
}

/** Every player's VP at one point: turn 0 is the start, turn N the end of global turn N. */
export interface VpPoint {
  turn: number;
  seq: number;
  vp: number[];
}

export interface GameTimeline {
  turns: TurnStart[];
  vp: VpPoint[];
  /** Per player, at the end of the log. */
  decks: DeckComposition[];
}

const scores = (s: GameState) => s.players.map((_, p) => score(s, p));

/**
 * Follows one replay move by move. A turn counts as ended after the move that moved play on to
 * the next turn (or ended the game): its VP point is the score right after that move.
 */
export class TimelineRecorder {
  private readonly turns: TurnStart[] = [];
  private readonly vp: VpPoint[] = [];
  private turn: number;

  constructor(start: GameState) {
    this.turn = start.turn.number;
    this.vp.push({ turn: 0, seq: start.seq, vp: scores(start) });
    if (this.turn > 0) this.turns.push({ turn: this.turn, player: start.turn.player, seq: start.seq });
  }

  /** Call after every applied move. */
  after(s: GameState): void {
    const moved = s.turn.number !== this.turn;
    if (moved || (s.result && this.vp.at(-1)!.turn !== this.turn)) {
      if (this.turn > 0) this.vp.push({ turn: this.turn, seq: s.seq, vp: scores(s) });
      if (moved && !s.result) this.turns.push({ turn: s.turn.number, player: s.turn.player, seq: s.seq });
      this.turn = s.turn.number;
    }
  }

  finish(s: GameState): GameTimeline {
    return { turns: [...this.turns], vp: [...this.vp], decks: s.players.map((_, p) => deckComposition(s, p)) };
  }
}

/**
 * Replays a log and records its timeline. `visit` sees the state after the start (seq 0) and after
 * every move (seq 1, 2, …): the one replay can also serve a view at some seq. A move the engine
 * rejects means a corrupt log.
 */
export function gameTimeline(log: GameLog, visit?: (s: GameState) => void): GameTimeline {
  const { state } = createGame(log.config);
  const rec = new TimelineRecorder(state);
  visit?.(state);
  replayOnto(state, log, (s) => {
    rec.after(s);
    visit?.(s);
  });
  return rec.finish(state);
}
