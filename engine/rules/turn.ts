// The turn structure: start of turn, Action phase, Buy phase, Clean-up, between turns, and
// the game-end check. Each transition is an effect, so cards can hook in and ask decisions.
// When nothing in the game can hook into a transition, `endActionPhaseNow` and `endTurnNow` do
// the same steps without an effect (quick-moves.ts): most turns of most games. Both versions are
// made of the same step functions, so they cannot drift apart.
import type { Game } from '../core/game.js';
import { getDef } from '../core/registry.js';
import { gameResult, gameShouldEnd } from './scoring.js';
import type { Effect } from '../core/effect.js';
import type { DurationRecord, PlayerIndex, TurnState } from '../core/types.js';

const NO_DURATIONS: readonly DurationRecord[] = [];

/**
 * A new turn's state. `previous`: the turn it follows, whose lists it takes over emptied: a new
 * list each turn, grown again by its first card, was a sixth of a simulation's garbage. The
 * previous turn is over; nothing reads its lists once the next one begins.
 */
export function freshTurn(number: number, player: PlayerIndex, previous?: TurnState): TurnState {
  return {
    number,
    player,
    phase: 'action',
    actions: 1,
    buys: 1,
    coins: 0,
    played: emptied(previous?.played),
    actionsPlayed: 0,
    gained: emptied(previous?.gained),
    bought: emptied(previous?.bought),
    treasuresLocked: false,
    costReduction: 0,
    lasting: emptied(previous?.lasting),
    flags: previous && isEmpty(previous.flags) ? previous.flags : {},
  };
}

/** The list emptied (by pops, which keep its storage), or a new one. */
function emptied<T>(list: T[] | undefined): T[] {
  if (list === undefined) return [];
  for (let i = list.length; i > 0; i--) list.pop();
  return list;
}

function isEmpty(o: object): boolean {
  for (const _ in o) return false;
  return true;
}

/** The new turn's state and its log entry: everything of a turn's start before Durations and triggers. */
function beginTurn(g: Game, player: PlayerIndex): void {
  const s = g.s;
  s.turn = freshTurn(s.turn.number + 1, player, s.turn);
  g.p(player).turnsTaken++;
  if (!g.quiet) g.log({ kind: 'turn', player, count: g.p(player).turnsTaken });
}

export function* startTurn(g: Game, player: PlayerIndex): Effect {
  beginTurn(g, player);
  // Duration effects from earlier turns; each says whether it lasts longer.
  const records = g.p(player).durations.length ? [...g.p(player).durations] : NO_DURATIONS;
  for (const rec of records) {
    const keep = yield* getDef(rec.card).duration!(g, rec, player);
    if (!keep) g.p(player).durations.splice(g.p(player).durations.indexOf(rec), 1);
  }
  if (g.hasTriggers('startTurn')) yield* g.fire({ type: 'startTurn', player });
}

/** The Buy phase starts: everything before its start-of-phase triggers. */
function beginBuyPhase(g: Game): void {
  const turn = g.s.turn;
  turn.phase = 'buy';
  turn.treasuresLocked = false;
  if (!g.quiet) g.log({ kind: 'phase', player: turn.player, detail: 'buy' });
}

/** Paying for a buy (a card or an Event): a Buy, its $ and its debt, and no more Treasures this turn. */
export function payForBuy(g: Game, p: PlayerIndex, name: string): void {
  const turn = g.s.turn;
  const cost = g.cost(name);
  turn.buys--;
  turn.coins -= cost.coins;
  turn.treasuresLocked = true;
  if (!g.quiet) g.log({ kind: 'buy', player: p, cards: [name], count: 1 });
  g.addDebt(p, cost.debt);
}

export function* endActionPhase(g: Game): Effect {
  beginBuyPhase(g);
  if (g.hasTriggers('startBuy')) yield* g.fire({ type: 'startBuy', player: g.s.turn.player });
}

/** Whether `endActionPhaseNow` may stand for `endActionPhase`: no start-of-Buy trigger in the game. */
export function canEndActionPhaseNow(g: Game): boolean {
  return !g.hasTriggers('startBuy');
}

/** `endActionPhase` without an effect (only when `canEndActionPhaseNow`). */
export function endActionPhaseNow(g: Game): void {
  beginBuyPhase(g);
}

/** True when Clean-up moves the cards in play to the discard pile in order, with nothing kept or watching. */
function plainCleanUp(g: Game, player: PlayerIndex): boolean {
  return g.p(player).durations.length === 0 && !g.s.aliases && !g.hasTriggers('discardFromPlay');
}

/** Clean-up from the cards in play's discard on: the hand discarded, the next hand drawn. */
function discardAndDraw(g: Game, player: PlayerIndex, plain: boolean): void {
  const pl = g.p(player);
  // The cards in play, then the hand, go to the discard pile in order, as moving them one by one would.
  if (plain) moveAll(pl.inPlay, pl.discard);
  moveAll(pl.hand, pl.discard);
  g.drawHand(player, 5);
  g.s.turn.phase = 'between';
}

/**
 * Moves every card of `from` onto the end of `to`, in order. Emptied by pops: setting the length
 * to 0 is a slow call that also drops the array's storage, which the next cards must allocate again.
 */
function moveAll(from: number[], to: number[]): void {
  for (const id of from) to.push(id);
  for (let i = from.length; i > 0; i--) from.pop();
}

/** Ends the game if it should end after this turn (true), with its result and log entry. */
function gameEnds(g: Game, player: PlayerIndex): boolean {
  const s = g.s;
  if (!gameShouldEnd(s)) return false;
  s.result = gameResult(s);
  g.log({ kind: 'gameOver', player, scores: [...s.result.scores] });
  return true;
}

/** Clean-up, between-turns effects, the game-end check, then the next player's turn. */
export function* endTurn(g: Game): Effect {
  const s = g.s;
  const player = s.turn.player;
  s.turn.phase = 'cleanup';
  if (g.hasTriggers('cleanupStart')) yield* g.fire({ type: 'cleanupStart', player });
  const plain = plainCleanUp(g, player);
  if (!plain) {
    const pl = g.p(player);
    const kept = new Set<number>();
    for (const d of pl.durations) for (const id of d.keep) kept.add(id);
    for (const id of [...pl.inPlay]) {
      if (kept.has(id) || !g.move(player, id, 'inPlay', 'discard')) continue;
      yield* g.fire({ type: 'discardFromPlay', player, card: id, name: g.name(id) });
    }
  }
  discardAndDraw(g, player, plain);
  if (g.hasTriggers('betweenTurns')) yield* g.fire({ type: 'betweenTurns', player });
  if (gameEnds(g, player)) return;
  yield* startTurn(g, (player + 1) % s.players.length);
}

/**
 * Whether `endTurnNow` may stand for `endTurn`: nothing can happen during it (no trigger on
 * Clean-up, on cards leaving play, between turns or at a turn's start; nothing kept in play or
 * played as another card; no Duration waiting for the next player).
 */
export function canEndTurnNow(g: Game): boolean {
  const s = g.s;
  const player = s.turn.player;
  if (g.hasTriggers('cleanupStart') || g.hasTriggers('betweenTurns') || g.hasTriggers('startTurn')) return false;
  return plainCleanUp(g, player) && g.p((player + 1) % s.players.length).durations.length === 0;
}

/** `endTurn` without an effect (only when `canEndTurnNow`): the same steps in the same order. */
export function endTurnNow(g: Game): void {
  const s = g.s;
  const player = s.turn.player;
  s.turn.phase = 'cleanup';
  discardAndDraw(g, player, true);
  if (!gameEnds(g, player)) beginTurn(g, (player + 1) % s.players.length);
}
