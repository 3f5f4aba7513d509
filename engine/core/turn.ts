// The turn structure: start of turn, Action phase, Buy phase, Clean-up, between turns, and
// the game-end check. Each transition is an effect, so cards can hook in and ask decisions.
import type { Game } from './game.js';
import { getDef } from './registry.js';
import { gameResult, gameShouldEnd } from './scoring.js';
import type { Effect } from './effect.js';
import type { DurationRecord, PlayerIndex, TurnState } from './types.js';

const NO_DURATIONS: readonly DurationRecord[] = [];

export function freshTurn(number: number, player: PlayerIndex): TurnState {
  return {
    number, player, phase: 'action', actions: 1, buys: 1, coins: 0,
    played: [], actionsPlayed: 0, gained: [], bought: [], treasuresLocked: false,
    costReduction: 0, lasting: [], flags: {},
  };
}

export function* startTurn(g: Game, player: PlayerIndex): Effect {
  const s = g.s;
  s.turn = freshTurn(s.turn.number + 1, player);
  g.p(player).turnsTaken++;
  if (!g.quiet) g.log({ kind: 'turn', player, count: g.p(player).turnsTaken });
  // Duration effects from earlier turns; each says whether it lasts longer.
  const records = g.p(player).durations.length ? [...g.p(player).durations] : NO_DURATIONS;
  for (const rec of records) {
    const keep = yield* getDef(rec.card).duration!(g, rec, player);
    if (!keep) g.p(player).durations.splice(g.p(player).durations.indexOf(rec), 1);
  }
  if (g.hasTriggers('startTurn')) yield* g.fire({ type: 'startTurn', player });
}

export function* endActionPhase(g: Game): Effect {
  const turn = g.s.turn;
  turn.phase = 'buy';
  turn.treasuresLocked = false;
  if (!g.quiet) g.log({ kind: 'phase', player: turn.player, detail: 'buy' });
  if (g.hasTriggers('startBuy')) yield* g.fire({ type: 'startBuy', player: turn.player });
}

/** Clean-up, between-turns effects, the game-end check, then the next player's turn. */
export function* endTurn(g: Game): Effect {
  const s = g.s;
  const player = s.turn.player;
  s.turn.phase = 'cleanup';
  if (g.hasTriggers('cleanupStart')) yield* g.fire({ type: 'cleanupStart', player });
  const pl = g.p(player);
  if (pl.durations.length === 0 && !s.aliases && !g.hasTriggers('discardFromPlay')) {
    // Nothing stays in play, nothing is played as another card, nothing watches: the cards go
    // to the discard pile in order, as moving them one by one would.
    for (const id of pl.inPlay) pl.discard.push(id);
    pl.inPlay.length = 0;
  } else {
    const kept = new Set<number>();
    for (const d of pl.durations) for (const id of d.keep) kept.add(id);
    for (const id of [...pl.inPlay]) {
      if (kept.has(id) || !g.move(player, id, 'inPlay', 'discard')) continue;
      yield* g.fire({ type: 'discardFromPlay', player, card: id, name: g.name(id) });
    }
  }
  // The hand goes to the discard pile in order (as moving each card would).
  for (const id of pl.hand) pl.discard.push(id);
  pl.hand.length = 0;
  g.draw(player, 5);
  s.turn.phase = 'between';
  if (g.hasTriggers('betweenTurns')) yield* g.fire({ type: 'betweenTurns', player });
  if (gameShouldEnd(s)) {
    s.result = gameResult(s);
    g.log({ kind: 'gameOver', player, scores: [...s.result.scores] });
    return;
  }
  yield* startTurn(g, (player + 1) % s.players.length);
}
