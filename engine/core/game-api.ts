// What a card's text may do to a game: the primitives (draw, gain, trash, choose, play, attack)
// as an interface. Card definitions are typed against it, not against the Game class that
// implements it, so the card API depends only on the plain state types (no import circle).
import type { DecisionSpec, Effect } from './effect.js';
import type {
  CardId,
  CardName,
  CardType,
  Cost,
  Decision,
  DecisionOption,
  GameState,
  LogEntry,
  Pile,
  PlayerIndex,
  PlayerState,
} from './types.js';

export type Zone = 'deck' | 'hand' | 'discard' | 'inPlay' | 'setAside' | 'looking';

/** One play of a card: which card, for whom, and the Attack bookkeeping of that play. */
export interface Play {
  player: PlayerIndex;
  card: CardId;
  name: CardName;
  /** Players who revealed a Reaction (Moat) to this play and are unaffected by it. */
  unaffected: Set<PlayerIndex>;
}

/** Something that happened which cards may react to (not a log record: those are LogEntry). */
export type TriggerEvent =
  | {
      type: 'gain';
      player: PlayerIndex;
      card: CardId;
      name: CardName;
      bought: boolean;
      from: 'supply' | 'trash' | 'elsewhere';
    }
  | { type: 'buy'; player: PlayerIndex; card: CardId | null; name: CardName; isEvent: boolean }
  | { type: 'trash'; player: PlayerIndex; card: CardId; name: CardName }
  | { type: 'play'; player: PlayerIndex; card: CardId; name: CardName }
  | { type: 'discardFromPlay'; player: PlayerIndex; card: CardId; name: CardName }
  | { type: 'startTurn'; player: PlayerIndex }
  | { type: 'startBuy'; player: PlayerIndex }
  | { type: 'cleanupStart'; player: PlayerIndex }
  | { type: 'betweenTurns'; player: PlayerIndex };

export type TriggerEventType = TriggerEvent['type'];
export type EventOf<T extends TriggerEventType> = Extract<TriggerEvent, { type: T }>;

/** What a card asks a player to choose (the parameters of GameApi's choose* primitives). */
export interface CardsChoice {
  from: readonly CardId[];
  min?: number;
  max?: number;
  prompt: string;
  verb: string;
  source?: string;
}
export interface CardChoice {
  from: readonly CardId[];
  optional?: boolean;
  prompt: string;
  verb: string;
  source?: string;
}
export interface PileChoice {
  piles: readonly string[];
  optional?: boolean;
  prompt: string;
  verb: string;
  source?: string;
}
export interface OptionsChoice {
  options: readonly DecisionOption[];
  count?: number;
  min?: number;
  max?: number;
  prompt: string;
  verb?: string;
  source?: string;
}
export interface OptionChoice {
  options: readonly DecisionOption[];
  prompt: string;
  verb?: string;
  source?: string;
}
export interface NumberChoice {
  min: number;
  max: number;
  prompt: string;
  verb: string;
  source?: string;
}

/** A log entry as a card writes it: depth is the game's, visibility defaults to everyone. */
export type LogInput = Omit<LogEntry, 'depth' | 'visibleTo'> & { visibleTo?: LogEntry['visibleTo'] };

export interface GameApi {
  /** The plain state (cards read and change it directly for bookkeeping the primitives lack). */
  readonly s: GameState;
  log(e: LogInput): void;

  // ---- lookups
  /** The card's name: what it is now (an Overlord in play is the card it is played as). */
  name(id: CardId): CardName;
  names(ids: readonly CardId[]): CardName[];
  is(id: CardId, type: CardType): boolean;
  p(player: PlayerIndex): PlayerState;
  readonly active: PlayerIndex;
  readonly playerCount: number;
  /** Every player in turn order, starting with `from`. */
  playersFrom(from: PlayerIndex): PlayerIndex[];
  /** The other players in turn order, starting to the left of `player`. */
  others(player: PlayerIndex): PlayerIndex[];
  /** Other players affected by this Attack play (those who revealed Moat are not). */
  victims(play: Play): PlayerIndex[];
  /** Currently owed decisions. */
  readonly pending: readonly Decision[];

  // ---- zones
  zone(player: PlayerIndex, z: Zone): CardId[];
  where(player: PlayerIndex, id: CardId): Zone | null;
  /** Moves a card between a player's zones; onto the top of deck/discard. False if it wasn't there. */
  move(player: PlayerIndex, id: CardId, from: Zone, to: Zone): boolean;
  /** Removes up to `n` cards from the top of the deck (shuffling if needed) into `to`. */
  takeTop(player: PlayerIndex, n: number, to: Zone): CardId[];
  draw(player: PlayerIndex, n: number): CardId[];
  reveal(player: PlayerIndex, ids: readonly CardId[]): void;
  /** `revealed`: the cards were just revealed (Royal Blacksmith's Coppers), so naming them to all shows nothing new. */
  discard(player: PlayerIndex, ids: readonly CardId[], from: Zone, revealed?: boolean): void;
  topdeck(player: PlayerIndex, id: CardId, from: Zone, publicly?: boolean): void;
  trash(player: PlayerIndex, ids: readonly CardId[], from: Zone): Effect;

  // ---- Supply
  pileOf(name: CardName): Pile | undefined;
  topOf(pile: Pile): CardName | null;
  inSupply(name: CardName): boolean;
  emptyPiles(): number;
  cost(name: CardName): Cost;
  gainable(ok: (name: CardName, cost: Cost) => boolean): CardName[];
  gain(player: PlayerIndex, name: CardName, to?: Zone, bought?: boolean): Effect<CardId | null>;
  gainFromTrash(player: PlayerIndex, id: CardId, to?: Zone): Effect<CardId | null>;
  trashFromSupply(player: PlayerIndex, name: CardName): Effect<CardId | null>;
  returnToPile(player: PlayerIndex, id: CardId, from: Zone): boolean;

  // ---- turn resources
  addActions(n: number): void;
  addBuys(n: number): void;
  addCoins(n: number): void;
  addVp(player: PlayerIndex, n: number): void;
  addDebt(player: PlayerIndex, n: number): void;
  payDebt(player: PlayerIndex, n: number): number;
  randomInt(n: number): number;

  // ---- decisions
  /** Asks `spec` (a fresh object: it becomes the pending decision itself, with an id added). */
  decide<T>(spec: DecisionSpec): Effect<T>;
  chooseCards(player: PlayerIndex, o: CardsChoice): Effect<CardId[]>;
  /** Picks one card (or null when `optional` and declined, or when there is none). */
  chooseCard(player: PlayerIndex, o: CardChoice): Effect<CardId | null>;
  choosePile(player: PlayerIndex, o: PileChoice): Effect<string | null>;
  /** Chooses `count` distinct options (default 1); returns their ids. */
  chooseOptions(player: PlayerIndex, o: OptionsChoice): Effect<string[]>;
  chooseOption(player: PlayerIndex, o: OptionChoice): Effect<string>;
  orderCards(player: PlayerIndex, ids: readonly CardId[], prompt: string, source?: string): Effect<CardId[]>;
  chooseNumber(player: PlayerIndex, o: NumberChoice): Effect<number>;
  yesNo(player: PlayerIndex, prompt: string, source?: string): Effect<boolean>;
  parallel(tasks: Effect<unknown>[]): Effect;

  // ---- playing cards, Attacks, triggers, Durations
  playCard(player: PlayerIndex, id: CardId, from: Zone | null, as?: CardName): Effect<Play>;
  /** Plays a played card again (Throne Room, Crown): as the same card it was played as. */
  playAgain(first: Play): Effect<Play>;
  playAs(play: Play, name: CardName): Effect;
  attack(play: Play, each: (victim: PlayerIndex) => Effect<unknown>, simultaneous?: boolean): Effect;
  fire(ev: TriggerEvent): Effect;
  addLasting(card: CardName, owner: PlayerIndex, data?: Record<string, unknown>): void;
  addDuration(player: PlayerIndex, card: CardId, data?: Record<string, unknown>): void;
  keepWithDuration(player: PlayerIndex, played: CardId, by: CardId): void;
}
