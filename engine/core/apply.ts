// The engine's public verbs: create a game, apply a move, replay a log, snapshot and restore.
// `apply` checks the whole move before it touches anything, so a rejected move leaves the state
// exactly as it was; an accepted move advances the state in place and returns its log entries.
import { resolveAnswer } from '../rules/decisions.js';
import type { Effect } from './effect.js';
import { ruleError, type RuleError } from './errors.js';
import { applyForcedTurn } from '../setup/forced-setup.js';
import { Game } from './game.js';
import { bindLive, liveGame } from './live-game.js';
import { hiddenBefore, revealedSince } from '../rules/disclosure.js';
import { freshDecks } from '../rules/undo.js';
import { quickBuy, quickEnd, quickTreasure, quickTreasures, runQuick, type QuickMove } from '../rules/quick-moves.js';
import { getDef } from './registry.js';
import { formatMove } from '../words/notation.js';
import { turnPrompt } from '../words/prompts.js';
import { initialState, makeConfig, type NewGame } from '../setup/setup.js';
import { endActionPhase, endTurn, payForBuy, startTurn } from '../rules/turn.js';
import { didYouMean, supplyAndEventNames } from '../words/nearest-names.js';
import type { Decision, GameConfig, GameLog, GameState, LogEntry, Move, PlayerIndex } from './types.js';

export type ApplyResult =
  /**
   * `revealed`: the move showed someone something hidden from its mover (disclosure.ts): no free
   * undo over it. A quiet game (replay, simulation: nobody reads the details) does not watch and
   * says true, the answer that never allows too much.
   */
  { ok: true; state: GameState; log: LogEntry[]; revealed: boolean } | { ok: false; error: RuleError };

/** An accepted move's result; a quiet game's moves all return its one frozen `quietAccepted` (Game). */
function accepted(g: Game, revealed: boolean): ApplyResult {
  const log = g.takeLog();
  return g.quiet && log.length === 0 ? g.quietAccepted : { ok: true, state: g.s, log, revealed };
}

function bind(s: GameState): Game {
  const g = new Game(s, onRootDone);
  bindLive(g);
  return g;
}

/** The Game working on a state; a state restored from JSON must be at a snapshot point. */
function gameFor(s: GameState): Game {
  const g = liveGame(s);
  if (g) return g;
  if (!isSnapshotPoint(s)) throw new Error('This state is mid-effect and has no live runtime: replay its log instead.');
  return bind(s);
}

/** After an effect chain ends: the active player owes their turn decision (or the game is over). */
function onRootDone(g: Game): void {
  const s = g.s;
  if (s.result) {
    s.pending = [];
    return;
  }
  const phase = s.turn.phase === 'buy' ? 'buy' : 'action';
  s.turn.phase = phase;
  const prompt = turnPromptOf(g, s.turn.player, phase);
  // The list is emptied and reused, not replaced (one array less per move): the runtime too
  // changes it in place, so nothing holds it expecting it to stay as it was.
  const pending = s.pending;
  while (pending.length > 0) pending.pop();
  pending.push({
    id: s.nextDecisionId++,
    kind: 'turn',
    phase,
    player: s.turn.player,
    prompt,
    verb: phase === 'action' ? 'play' : 'buy',
  });
}

/** The prompt of a turn decision, built once per player and phase (every move asks one). */
function turnPromptOf(g: Game, player: PlayerIndex, phase: 'action' | 'buy'): string {
  const key = player * 2 + (phase === 'buy' ? 1 : 0);
  let prompt = g.turnPrompts[key];
  if (prompt === undefined) {
    prompt = turnPrompt(g.s.players[player].name, phase);
    g.turnPrompts[key] = prompt;
  }
  return prompt;
}

/** True when no card effect is mid-resolution: the JSON state alone is the whole game. */
export function isSnapshotPoint(s: GameState): boolean {
  const g = liveGame(s);
  if (g) return !g.rt.busy;
  return s.result !== null || (s.pending.length === 1 && s.pending[0].kind === 'turn');
}

export interface Created {
  state: GameState;
  log: LogEntry[];
}

/**
 * Starts a game from a resolved config (the first player's turn is under way). `quiet`: keep no
 * log entries until `setLogging(s, true)` (replay, simulations).
 */
export function createGame(config: GameConfig, o?: { quiet?: boolean }): Created {
  const s = initialState(config);
  const g = bind(s);
  g.quiet = o?.quiet === true;
  for (let p = 0; p < s.players.length && !g.quiet; p++) {
    g.log({ kind: 'draw', player: p, cards: g.names(s.players[p].hand), count: 5, visibleTo: [p] });
  }
  g.rt.start(firstTurn(g));
  return { state: s, log: g.takeLog() };
}

/** The first turn's start. Not a generator closure in createGame: with one, V8's minor collections kept each game alive. */
function* firstTurn(g: Game): Effect {
  yield* startTurn(g, Number(g.s.flags.firstPlayer));
  applyForcedTurn(g.s);
}

/** Resolves a new-game request (kingdom by name, recommended or random) and starts it. */
export function newGame(input: NewGame): Created {
  return createGame(makeConfig(input));
}

const fail = (code: RuleError['code'], message: string): ApplyResult => ({
  ok: false,
  error: ruleError(code, message),
});

export function apply(s: GameState, move: Move): ApplyResult {
  if (s.result) return fail('game/over', 'The game is over.');
  const g = gameFor(s);
  const player = s.players[move.player];
  if (!player) return fail('move/not-your-decision', `There is no player ${move.player}.`);
  let d: Decision | undefined;
  for (const x of s.pending)
    if (x.player === move.player) {
      d = x;
      break;
    }
  if (!d) return fail('move/not-your-decision', `${player.name} has nothing to decide right now.`);

  if (move.type === 'answer') {
    if (d.kind === 'turn')
      return fail('move/not-your-decision', 'Nothing is being asked: it is your turn to play, buy or end the phase.');
    const r = resolveAnswer(d, move.answer, (id) => g.name(id));
    if (!r.ok) return { ok: false, error: r.error };
    const before = g.quiet ? null : watch(g, move.player);
    s.seq++;
    // What they answered ("no", "pass Estate"), for their eyes only (others see that an answer came).
    if (!g.quiet) g.log({ kind: 'choose', player: move.player, detail: formatMove(move, d), visibleTo: [move.player] });
    g.rt.resume(d.id, r.value);
    return accepted(g, before ? revealedSince(s, before, g.exposed) : true);
  }
  if (d.kind !== 'turn') return fail('move/not-your-decision', `First answer this: ${d.prompt}`);
  const plan = turnMove(g, d, move);
  if ('code' in plan) return { ok: false, error: plan };
  const before = g.quiet ? null : watch(g, move.player);
  s.pending.pop(); // the turn decision `d`, the only one owed (onRootDone)
  s.seq++;
  if ('quick' in plan) {
    runQuick(g, plan);
    onRootDone(g);
  } else g.rt.start(plan);
  return accepted(g, before ? revealedSince(s, before, g.exposed) : true);
}

/** Starts watching what an accepted move exposes (disclosure.ts). */
function watch(g: Game, mover: PlayerIndex) {
  g.mover = mover;
  g.exposed = false;
  return hiddenBefore(g.s, mover);
}

/**
 * Checks a turn move and returns the effect that carries it out, or the rule it breaks; or, when
 * nothing in the game could hook into it, the quick move that does the same at once (quick-moves.ts).
 */
type TurnDecision = Extract<Decision, { kind: 'turn' }>;

function turnMove(
  g: Game,
  d: TurnDecision,
  move: Exclude<Move, { type: 'answer' }>,
): Effect<unknown> | QuickMove | RuleError {
  const s = g.s;
  const turn = s.turn;
  const p = move.player;
  switch (move.type) {
    case 'play':
      return playMove(g, d, p, move.card);
    case 'playTreasures': {
      if (d.phase === 'buy' && turn.treasuresLocked)
        return ruleError('move/treasures-locked', 'No more Treasures after buying or paying off debt this phase.');
      const quick = quickTreasures(g, p, d.phase);
      if (quick) return quick;
      return d.phase === 'buy' ? playAllTreasures(g, p) : treasuresAfterActions(g, p);
    }
    case 'buy':
      return buyMove(g, d, p, move.card);
    case 'payDebt': {
      if (d.phase !== 'buy') return ruleError('move/wrong-phase', 'Debt is paid off in your Buy phase.');
      const debt = g.p(p).debt;
      if (!Number.isInteger(move.amount) || move.amount < 1 || move.amount > debt)
        return ruleError('move/debt', `Pay between 1 and ${debt} debt.`);
      if (move.amount > turn.coins) return ruleError('move/unaffordable', `You have only $${turn.coins}.`);
      return { quick: 'payDebt', amount: move.amount };
    }
    case 'endPhase':
      return quickEnd(g, d.phase, false) ?? (d.phase === 'action' ? endActionPhase(g) : endTurn(g));
    case 'endTurn':
      // From the Action phase the Buy phase still starts (its start-of-phase triggers run), then the turn ends.
      return quickEnd(g, d.phase, true) ?? (d.phase === 'action' ? endActionsThenTurn(g) : endTurn(g));
  }
}

/** Playing a card from hand: an Action in the Action phase, a Treasure in the Buy phase. */
function playMove(g: Game, d: TurnDecision, p: PlayerIndex, card: string): Effect<unknown> | QuickMove | RuleError {
  const turn = g.s.turn;
  const hand = g.p(p).hand;
  const id = findInHand(g, hand, card);
  if (id === undefined)
    return ruleError(
      'move/not-in-hand',
      `You have no ${card} in hand.${didYouMean(
        card,
        hand.map((h) => g.name(h)),
      )}`,
    );
  const name = g.name(id);
  if (d.phase === 'action') {
    if (!g.is(id, 'Action')) {
      return ruleError(
        'move/wrong-phase',
        g.is(id, 'Treasure')
          ? `${name} is a Treasure: end your Action phase first ("end actions").`
          : `${name} is not an Action card.`,
      );
    }
    if (turn.actions < 1) return ruleError('move/no-actions', 'You have no Actions left.');
    return playAction(g, p, id);
  }
  if (!g.is(id, 'Treasure'))
    return ruleError('move/wrong-phase', `You can only play Treasures in your Buy phase; ${name} is not one.`);
  if (turn.treasuresLocked)
    return ruleError('move/treasures-locked', 'No more Treasures after buying or paying off debt this phase.');
  return quickTreasure(g, id) ?? g.playCard(p, id, 'hand');
}

/** Buying a card from the Supply, or an Event. */
function buyMove(g: Game, d: TurnDecision, p: PlayerIndex, card: string): Effect<unknown> | QuickMove | RuleError {
  const s = g.s;
  const turn = s.turn;
  if (d.phase !== 'buy')
    return ruleError('move/wrong-phase', 'You buy in your Buy phase: end your Action phase first.');
  if (turn.buys < 1) return ruleError('move/no-buys', 'You have no Buys left.');
  if (g.p(p).debt > 0)
    return ruleError('move/in-debt', `You can't buy while you hold debt (${g.p(p).debt}): pay it off first.`);
  const event = eventNamed(s.events, card);
  const isEvent = event !== undefined;
  const name = event ?? canonicalName(g, card);
  if (!name)
    return ruleError(
      'move/unknown-card',
      `There is no ${card} in this game.${didYouMean(card, supplyAndEventNames(s))}`,
    );
  if (!isEvent && !g.inSupply(name))
    return ruleError('move/pile-empty', `No ${name} can be bought: it is not on top of a Supply pile.`);
  const cost = g.cost(name);
  if (cost.coins > turn.coins)
    return ruleError('move/unaffordable', `${name} costs $${cost.coins}; you have $${turn.coins}.`);
  return (isEvent ? null : quickBuy(g, name)) ?? buy(g, p, name, isEvent);
}

// The effects of turn moves are functions of their own, not closures in turnMove: a closure there
// would make every call allocate its captured variables, quick moves included.

/** The card in hand of that name: exact name first (the usual case); names never differ only by case. */
function findInHand(g: Game, hand: readonly number[], card: string): number | undefined {
  for (const id of hand) if (g.name(id) === card) return id;
  const lower = card.toLowerCase();
  for (const id of hand) if (g.name(id).toLowerCase() === lower) return id;
  return undefined;
}

function* playAction(g: Game, p: PlayerIndex, id: number): Effect {
  g.s.turn.actions--;
  yield* g.playCard(p, id, 'hand');
}

/**
 * 'playTreasures' in the Action phase: the phase ends first; when the Buy phase starts with a
 * question (Arena), the Treasures wait: the player sees the Buy phase before playing them.
 */
function* treasuresAfterActions(g: Game, p: PlayerIndex): Effect {
  const asked = g.s.nextDecisionId;
  yield* endActionPhase(g);
  if (g.s.nextDecisionId === asked) yield* playAllTreasures(g, p);
}

/** 'endTurn' from the Action phase: the Buy phase still starts (its start-of-phase triggers run), then the turn ends. */
function* endActionsThenTurn(g: Game): Effect {
  yield* endActionPhase(g);
  yield* endTurn(g);
}

/** The game's Event of that name, in any case. */
function eventNamed(events: readonly string[], card: string): string | undefined {
  if (events.length === 0) return undefined;
  const lower = card.toLowerCase();
  for (const e of events) if (e.toLowerCase() === lower) return e;
  return undefined;
}

/** The name of a card of this game (Supply or not) as it is spelled, from a name in any case. */
function canonicalName(g: Game, name: string): string | undefined {
  if (g.hasCard(name)) return name;
  const lower = name.toLowerCase();
  return g.s.cardNames.find((n) => n.toLowerCase() === lower);
}

function* playAllTreasures(g: Game, p: PlayerIndex): Effect {
  for (const id of [...g.p(p).hand]) {
    if (g.s.turn.treasuresLocked || g.s.turn.phase !== 'buy') return;
    if (g.p(p).hand.includes(id) && g.is(id, 'Treasure') && !g.playPlainTreasure(p, id))
      yield* g.playCard(p, id, 'hand');
  }
}

function* buy(g: Game, p: PlayerIndex, name: string, isEvent: boolean): Effect {
  payForBuy(g, p, name);
  if (isEvent) {
    yield* g.fire({ type: 'buy', player: p, card: null, name, isEvent: true });
    yield* getDef(name).onBuyEvent!(g, p);
    return;
  }
  g.s.turn.bought.push(name);
  const pile = g.pileOf(name)!;
  yield* g.fire({ type: 'buy', player: p, card: pile.cards[pile.cards.length - 1], name, isEvent: false });
  yield* g.gain(p, name, 'discard', true);
}

/** Rebuilds the state from a game's config and moves. A move the engine rejects means a corrupt log. */
export function replay(log: GameLog): GameState {
  const { state } = createGame(log.config, { quiet: true });
  replayOnto(state, log);
  // The next move applied (the server's) reports its log entries again.
  setLogging(state, true);
  return state;
}

/** Applies a log's moves (and its fresh decks, undo.ts) to its started game; `each` runs after every move. */
export function replayOnto(state: GameState, log: GameLog, each?: (s: GameState) => void): void {
  const fresh = log.fresh ?? [];
  let f = 0;
  for (let i = 0; i <= log.moves.length; i++) {
    while (f < fresh.length && fresh[f].at === i) freshDecks(state, fresh[f++].salt);
    if (i === log.moves.length) break;
    const r = apply(state, log.moves[i]);
    if (!r.ok) throw new Error(`Move ${i + 1} of the log was rejected: ${r.error.message}`);
    each?.(state);
  }
}

/**
 * Turns the keeping of log entries (and the watching of what a move reveals) on or off for a live
 * state, or a restored one (see `createGame`'s `quiet`). Replaying moves whose entries are already
 * recorded needs neither: the state they reach is the same.
 */
export function setLogging(s: GameState, on: boolean): void {
  gameFor(s).quiet = !on;
}

/** The state as JSON, only at a snapshot point (no effect mid-resolution); otherwise null. */
export function snapshot(s: GameState): string | null {
  return isSnapshotPoint(s) ? JSON.stringify(s) : null;
}

export function restore(json: string): GameState {
  const s = JSON.parse(json) as GameState;
  if (!isSnapshotPoint(s)) throw new Error('Not a snapshot point.');
  return s;
}

/** A 53-bit hash (cyrb53) of the whole state, as 14 hex digits: equal states hash equal. */
export function stateHash(s: GameState): string {
  const str = JSON.stringify(s);
  let h1 = 0xdeadbeef,
    h2 = 0x41c6ce57;
  for (let i = 0; i < str.length; i++) {
    const ch = str.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

export type { NewGame };
