// Plain-JSON game state. Everything here survives JSON.stringify/parse unchanged;
// live card effects (generators) are kept beside it by the runtime, never inside it.

export type CardName = string;
export type CardId = number;
export type PlayerIndex = number;
export type SetName = 'base' | 'intrigue' | 'empires';

export type CardType =
  | 'Action'
  | 'Treasure'
  | 'Victory'
  | 'Curse'
  | 'Attack'
  | 'Reaction'
  | 'Duration'
  | 'Castle'
  | 'Gathering';

/** A cost with its two parts; base-set cards have debt 0. */
export interface Cost {
  coins: number;
  debt: number;
}

export type Phase = 'action' | 'buy' | 'cleanup' | 'between';

export interface PlayerState {
  name: string;
  /** Top of the deck is the LAST element. */
  deck: CardId[];
  hand: CardId[];
  /** Top of the discard pile is the LAST element. */
  discard: CardId[];
  inPlay: CardId[];
  /** Face-up set-aside cards (public), e.g. Library's skipped Actions, revealed cards. */
  setAside: CardId[];
  /** Cards the owner is looking at privately (e.g. Sentry's top two). */
  looking: CardId[];
  vpTokens: number;
  debt: number;
  turnsTaken: number;
  /** Duration effects waiting for a later turn, with the cards they keep in play. */
  durations: DurationRecord[];
}

export interface DurationRecord {
  /** Card whose definition holds the effect (`durationEffect`). */
  card: CardName;
  /** Cards kept in play while this record lives (the Duration and any card that played it). */
  keep: CardId[];
  /** Free-form JSON the effect needs (e.g. cards set aside face down). */
  data: Record<string, unknown>;
  /** Turn number (global) on which the effect was created. */
  createdTurn: number;
}

export interface Pile {
  /** Pile name (for split piles the Randomizer name, e.g. "Catapult/Rocks"). */
  name: string;
  /** Top of the pile is the LAST element. */
  cards: CardId[];
  /** VP tokens on the pile (Empires). */
  vpTokens: number;
  /** Debt tokens on the pile (Tax). */
  debtTokens: number;
  kingdom: boolean;
}

/** Watchers that last until the end of the turn (e.g. Charm's next buy); data only. */
export interface LastingEffect {
  card: CardName;
  owner: PlayerIndex;
  data: Record<string, unknown>;
}

export interface TurnState {
  /** Global turn number, starting at 1. */
  number: number;
  player: PlayerIndex;
  phase: Phase;
  actions: number;
  buys: number;
  coins: number;
  /** Names of cards played this turn, in order (one entry per play). */
  played: CardName[];
  actionsPlayed: number;
  gained: CardName[];
  bought: CardName[];
  /** True once a card or Event was bought (no more Treasures) or debt was paid. */
  treasuresLocked: boolean;
  /** Cumulative "$1 less" reductions (Bridge). */
  costReduction: number;
  lasting: LastingEffect[];
  /** Card-specific counters for this turn (e.g. Fortune's doubling). */
  flags: Record<string, number>;
}

export interface Landmark {
  name: string;
  vpTokens: number;
}

export interface GameConfig {
  /** Display names, in seat order (2–6). */
  players: string[];
  /** The 10 Kingdom piles (by pile name). */
  kingdom: string[];
  events: string[];
  landmarks: string[];
  seed: string;
  rulesVersion: number;
  /**
   * Each seat's answers to Reactions, fixed when the game starts (the player's settings then).
   * Absent (games before it, scenarios): every Reaction is asked, as it always was.
   */
  reactions?: ReactionPrefs[];
  /** Forced starting position (rules scenarios and tests only). */
  setup?: ForcedSetup;
}

/**
 * How a seat answers a Reaction to an Attack: Moat revealed at once ('auto') or asked; Diplomat
 * revealed once per Attack whenever it may be ('always'), never, or asked. Asking tells the others
 * that the game waits on this player (docs/rulings.md, Reactions).
 */
export interface ReactionPrefs {
  moat: 'auto' | 'ask';
  diplomat: 'always' | 'never' | 'ask';
}

/**
 * A forced starting position. A player listed here owns exactly the cards given (zones not
 * given are empty) instead of 7 Copper + 3 Estate; piles listed start with that many cards.
 */
export interface ForcedSetup {
  firstPlayer?: number;
  players?: Record<string, ForcedZones>;
  piles?: Record<string, number>;
  trash?: CardName[];
  /** A pile's exact cards, top first (each one of that pile's cards): an uncovered lower half, a chosen Castle on top. */
  pileCards?: Record<string, CardName[]>;
  /** Tokens on piles, replacing what setup put there (VP on Temple or Aqueduct's piles, Tax's debt). */
  pileTokens?: Record<string, { vp?: number; debt?: number }>;
  /** VP on Landmarks, replacing what setup put there. */
  landmarkTokens?: Record<string, number>;
  /** Obelisk's chosen pile instead of a random one. */
  obelisk?: string;
  /** The first turn starts part-way through: these replace the fresh turn's counters. */
  turn?: ForcedTurn;
}

export interface ForcedTurn {
  phase?: 'action' | 'buy';
  actions?: number;
  buys?: number;
  coins?: number;
  /** Defaults to the Action cards among the player's forced `inPlay`. */
  actionsPlayed?: number;
  /** Bridge-style "costs $N less" this turn. */
  costReduction?: number;
}

export interface ForcedZones {
  hand?: CardName[];
  /** Top card first. */
  deck?: CardName[];
  /** Top card first. */
  discard?: CardName[];
  vpTokens?: number;
  debt?: number;
  /** Cards already in play (played earlier this turn, for the first player). */
  inPlay?: CardName[];
}

export interface GameResult {
  scores: number[];
  winners: PlayerIndex[];
  turns: number[];
}

export interface GameState {
  rulesVersion: number;
  config: GameConfig;
  /** sfc32 state: four uint32. Server-side only. */
  rng: [number, number, number, number];
  /** Card id -> card name, fixed at setup. */
  cardNames: CardName[];
  players: PlayerState[];
  supply: Pile[];
  trash: CardId[];
  landmarks: Landmark[];
  events: string[];
  turn: TurnState;
  /** Decisions currently owed, at most one per player. */
  pending: Decision[];
  nextDecisionId: number;
  /** Number of moves applied so far. */
  seq: number;
  result: GameResult | null;
  /** Extra per-game data for cards (e.g. Obelisk's pile, Mountain Pass done). */
  flags: Record<string, string | number | boolean>;
  /** Card id -> the card it is while in play (Overlord played as another card); absent when none. */
  aliases?: Record<string, CardName>;
}

// ---- Decisions -----------------------------------------------------------------------------

export interface DecisionBase {
  id: number;
  player: PlayerIndex;
  prompt: string;
  /** The word a move answering it starts with in the notation ("discard", "trash", "gain"…). */
  verb: string;
  /** The card (or Event/Landmark) asking. */
  source?: string;
  /**
   * Whether it is asked at all depends on cards only its owner knows (a Reaction in hand, an
   * Action drawn by Library): others see only that the game waits on the owner, not what for.
   */
  secret?: true;
}

export type Decision = DecisionBase &
  (
    | { kind: 'turn'; phase: 'action' | 'buy' }
    | { kind: 'cards'; candidates: CardId[]; min: number; max: number }
    | { kind: 'pile'; piles: string[]; optional: boolean }
    | { kind: 'option'; options: DecisionOption[]; min: number; max: number }
    | { kind: 'order'; cards: CardId[] }
    | { kind: 'number'; min: number; max: number }
    | { kind: 'yesno' }
  );

export interface DecisionOption {
  id: string;
  label: string;
}

export type DecisionKind = Decision['kind'];
export type DecisionOf<K extends DecisionKind> = Extract<Decision, { kind: K }>;

// ---- Moves ---------------------------------------------------------------------------------

export type Answer =
  | { kind: 'cards'; cards: CardName[] }
  | { kind: 'pile'; pile: string | null }
  | { kind: 'option'; options: string[] }
  | { kind: 'order'; cards: CardName[] }
  | { kind: 'number'; value: number }
  | { kind: 'yesno'; yes: boolean };

export type Move =
  | { type: 'play'; player: PlayerIndex; card: CardName }
  /** Plays every Treasure in hand; in the Action phase the Action phase ends first. */
  | { type: 'playTreasures'; player: PlayerIndex }
  | { type: 'buy'; player: PlayerIndex; card: string }
  | { type: 'payDebt'; player: PlayerIndex; amount: number }
  /** Ends the current phase: the Action phase, or in the Buy phase the turn. */
  | { type: 'endPhase'; player: PlayerIndex }
  /** Ends the turn from either phase (in the Action phase: the Action phase ends, then the turn). */
  | { type: 'endTurn'; player: PlayerIndex }
  | { type: 'answer'; player: PlayerIndex; answer: Answer };

/**
 * A game is its config plus the moves accepted so far (those taken back left out). `fresh`: where an
 * accepted request to take moves back reshuffled the decks (undo.ts `freshDecks`): after `at` moves,
 * with that salt. Absent on games without one.
 */
export interface GameLog {
  config: GameConfig;
  moves: Move[];
  fresh?: { at: number; salt: string }[];
}

// ---- Log entries (history) -----------------------------------------------------------------

export type LogKind =
  | 'turn'
  | 'phase'
  | 'draw'
  | 'play'
  | 'gain'
  | 'buy'
  | 'trash'
  | 'discard'
  | 'reveal'
  | 'shuffle'
  | 'topdeck'
  | 'setAside'
  | 'return'
  | 'pass'
  | 'coins'
  | 'vp'
  | 'debt'
  | 'choose'
  | 'look'
  | 'react'
  | 'note'
  | 'gameOver'
  /** Taking back moves (undo.ts): `detail` is the action (take, ask, accept, refuse), `count` the moves. */
  | 'undo';

export interface LogEntry {
  kind: LogKind;
  player: PlayerIndex;
  /** Card names, when the entry names cards. */
  cards?: CardName[];
  /** Who may see `cards`: 'all', or just these players. Others see `count` only. */
  visibleTo: 'all' | PlayerIndex[];
  count?: number;
  /** Extra words (a pile, an option, an amount). */
  detail?: string;
  /** Player affected, when not the actor (e.g. the receiver of a passed card). */
  target?: PlayerIndex;
  /** gameOver: every player's final score, by seat (read it with gameOverScores: older entries kept them in `detail`). */
  scores?: number[];
  /** Depth of nesting (played by another card, triggered). */
  depth: number;
}
