// What one player may see. Built only from public zones plus the viewer's own hand and
// private cards; deck order, other hands, the seed and the RNG never enter a view.
import { costOf } from '../rules/cost.js';
import { turnOptions, type TurnOptions } from '../rules/legal.js';
import { getDef } from '../core/registry.js';
import {
  deckComposition,
  gameOutcome,
  publicScores,
  score,
  scoreBreakdown,
  type DeckComposition,
  type GameOutcome,
  type ScoreBreakdown,
} from '../rules/scoring.js';
import type {
  CardId,
  CardName,
  Cost,
  Decision,
  DecisionOption,
  GameState,
  LogEntry,
  Phase,
  PlayerIndex,
} from '../core/types.js';

export interface PublicPlayer {
  name: string;
  handCount: number;
  deckCount: number;
  discardCount: number;
  discardTop: CardName | null;
  inPlay: CardName[];
  /** Cards staying in play from earlier turns (Durations and what played them). */
  durationsInPlay: CardName[];
  setAside: CardName[];
  /** How many cards the player holds face down or is looking at (Archive, Sentry): a count, never the cards. */
  faceDownCount: number;
  vpTokens: number;
  debt: number;
  turnsTaken: number;
}

export interface OwnCards {
  hand: CardName[];
  /** Cards the viewer is looking at privately (e.g. Sentry). */
  looking: CardName[];
  /** Every card the viewer owns, counted by name (never in deck order). */
  owned: DeckComposition;
}

/** A decision with its legal answers: the bounds and choices of an answer, or the turn's options. */
export type DecisionView =
  | { kind: 'turn'; phase: 'action' | 'buy'; options: TurnOptions }
  /** `fromHand`: every candidate is a card in the owner's hand (the table lets them pick on the hand's own tiles). */
  | { kind: 'cards'; candidates: CardName[]; min: number; max: number; fromHand: boolean }
  | { kind: 'pile'; piles: string[]; optional: boolean }
  | { kind: 'option'; options: DecisionOption[]; min: number; max: number }
  | { kind: 'order'; cards: CardName[] }
  | { kind: 'number'; min: number; max: number }
  | { kind: 'yesno' };

export type OwnDecision = DecisionView & { id: number; prompt: string; verb: string; source?: string };

/**
 * Someone who owes a decision. Other players see only what it is about, never its prompt (prompts
 * may name the owner's cards), and not even that (kind and verb null) when whether it is asked at
 * all depends on the owner's hidden cards (`Decision.secret`: a Reaction in hand).
 */
export interface WaitingOn {
  player: PlayerIndex;
  name: string;
  kind: Decision['kind'] | null;
  verb: string | null;
  source: string | null;
  prompt: string | null;
}

export interface SupplyPileView {
  name: string;
  top: CardName | null;
  count: number;
  cost: Cost | null;
  vpTokens: number;
  debtTokens: number;
  kingdom: boolean;
}

export interface GameView {
  viewer: PlayerIndex | null;
  seq: number;
  kingdom: string[];
  turn: {
    number: number;
    player: PlayerIndex;
    phase: Phase;
    actions: number;
    buys: number;
    coins: number;
    costReduction: number;
    /** No more Treasures this Buy phase (something was bought or debt was paid). */
    treasuresLocked: boolean;
  };
  players: PublicPlayer[];
  you: OwnCards | null;
  supply: SupplyPileView[];
  trash: CardName[];
  events: { name: string; cost: Cost }[];
  landmarks: { name: string; vpTokens: number; note?: string }[];
  /** The decision the viewer owes, with its legal answers (the turn decision with its options). */
  decision: OwnDecision | null;
  /** Everyone who owes a decision, with the prompt only. */
  waitingOn: WaitingOn[];
  /** The result, with why it was won (VP, or the fewer-turns tie-break). */
  result: GameOutcome | null;
  /** After the game ends: every player's cards (decks as sorted lists, never in order). */
  revealed: { hand: CardName[]; deck: CardName[]; discard: CardName[] }[] | null;
  /** Current scores are public information only at the end. */
  scores: number[] | null;
  /** After the game ends: where each player's VP came from (cards by name, Curses, VP tokens, Landmarks). */
  breakdown: ScoreBreakdown[] | null;
  /** Each player's VP as everyone can count it during the game (null when not public: publicScores). */
  vp: number[] | null;
}

const sortedNames = (s: GameState, ids: readonly CardId[]) => ids.map((id) => s.cardNames[id]).sort();

/** The view of `viewer` (a seat), or of a spectator (null): spectators see only public zones. */
export function view(s: GameState, viewer: PlayerIndex | null): GameView {
  const names = (ids: readonly CardId[]) => ids.map((id) => s.cardNames[id]);
  const players = s.players.map((pl): PublicPlayer => {
    const kept = new Set(
      pl.durations.flatMap((d) => (d.createdTurn < s.turn.number || pl !== s.players[s.turn.player] ? d.keep : [])),
    );
    return {
      name: pl.name,
      handCount: pl.hand.length,
      deckCount: pl.deck.length,
      discardCount: pl.discard.length,
      discardTop: pl.discard.length ? s.cardNames[pl.discard[pl.discard.length - 1]] : null,
      inPlay: names(pl.inPlay.filter((id) => !kept.has(id))),
      durationsInPlay: names(pl.inPlay.filter((id) => kept.has(id))),
      setAside: names(pl.setAside),
      faceDownCount: pl.looking.length,
      vpTokens: pl.vpTokens,
      debt: pl.debt,
      turnsTaken: pl.turnsTaken,
    };
  });
  const me = viewer === null ? undefined : s.players[viewer];
  const own = s.pending.find((d) => d.player === viewer);
  const over = s.result !== null;
  return {
    viewer,
    seq: s.seq,
    kingdom: [...s.config.kingdom],
    turn: {
      number: s.turn.number,
      player: s.turn.player,
      phase: s.turn.phase,
      actions: s.turn.actions,
      buys: s.turn.buys,
      coins: s.turn.coins,
      costReduction: s.turn.costReduction,
      treasuresLocked: s.turn.treasuresLocked,
    },
    players,
    you: me ? { hand: names(me.hand), looking: names(me.looking), owned: deckComposition(s, viewer!) } : null,
    supply: s.supply.map((pile) => {
      const topId = pile.cards[pile.cards.length - 1];
      const top = topId === undefined ? null : s.cardNames[topId];
      return {
        name: pile.name,
        top,
        count: pile.cards.length,
        cost: top ? costOf(s, top) : null,
        vpTokens: pile.vpTokens,
        debtTokens: pile.debtTokens,
        kingdom: pile.kingdom,
      };
    }),
    trash: names(s.trash),
    events: s.events.map((name) => ({ name, cost: getDef(name).cost })),
    landmarks: s.landmarks.map((l) => {
      const note = getDef(l.name).publicNote?.(s);
      return note ? { ...l, note } : { ...l };
    }),
    decision: own ? decisionView(s, own) : null,
    waitingOn: s.pending.map((d) => waitingOn(s, d, viewer)),
    result: s.result ? gameOutcome(s.result) : null,
    revealed: over
      ? s.players.map((pl) => ({
          hand: sortedNames(s, pl.hand),
          deck: sortedNames(s, pl.deck),
          discard: sortedNames(s, pl.discard),
        }))
      : null,
    scores: over ? s.players.map((_, p) => score(s, p)) : null,
    breakdown: over ? s.players.map((_, p) => scoreBreakdown(s, p)) : null,
    vp: publicScores(s),
  };
}

/** `d` as `viewer` may know it: in full to its owner; a secret one to others as a name only. */
function waitingOn(s: GameState, d: Decision, viewer: PlayerIndex | null): WaitingOn {
  const name = s.players[d.player].name;
  if (d.player === viewer)
    return { player: d.player, name, kind: d.kind, verb: d.verb, source: d.source ?? null, prompt: d.prompt };
  if (d.secret) return { player: d.player, name, kind: null, verb: null, source: null, prompt: null };
  return { player: d.player, name, kind: d.kind, verb: d.verb, source: d.source ?? null, prompt: null };
}

export function decisionView(s: GameState, d: Decision): OwnDecision {
  const names = (ids: readonly CardId[]) => ids.map((id) => s.cardNames[id]);
  const base = { id: d.id, prompt: d.prompt, verb: d.verb, source: d.source };
  switch (d.kind) {
    case 'turn':
      return { ...base, kind: 'turn', phase: d.phase, options: turnOptions(s, d.player)! };
    case 'cards': {
      const hand = new Set(s.players[d.player].hand);
      return {
        ...base,
        kind: 'cards',
        candidates: names(d.candidates),
        min: d.min,
        max: d.max,
        fromHand: d.candidates.every((id) => hand.has(id)),
      };
    }
    case 'pile':
      return { ...base, kind: 'pile', piles: [...d.piles], optional: d.optional };
    case 'option':
      return { ...base, kind: 'option', options: d.options.map((o) => ({ ...o })), min: d.min, max: d.max };
    case 'order':
      return { ...base, kind: 'order', cards: names(d.cards) };
    case 'number':
      return { ...base, kind: 'number', min: d.min, max: d.max };
    case 'yesno':
      return { ...base, kind: 'yesno' };
  }
}

/** A log entry as `viewer` may see it: cards they may not see are reduced to a count. */
export function redactEntry(e: LogEntry, viewer: PlayerIndex | null, gameOver = false): LogEntry {
  if (gameOver || e.visibleTo === 'all' || (viewer !== null && e.visibleTo.includes(viewer))) return e;
  const { cards: _hidden, detail, ...rest } = e;
  // A discard shows its top card to everyone (kept in `detail`); other details stay hidden.
  return e.kind === 'discard' ? { ...rest, detail } : rest;
}

/** A gameOver entry's final scores by seat (entries written before scores were data kept them in `detail`, "21,40"). */
export function gameOverScores(e: LogEntry): number[] | null {
  if (e.kind !== 'gameOver') return null;
  if (e.scores) return e.scores;
  return e.detail ? e.detail.split(',').map(Number) : null;
}
