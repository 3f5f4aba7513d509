// What a card (or Event, or Landmark) is: its printed data plus the code for its text.
import type { Effect } from './effect.js';
import type { EventOf, GameApi, Play, TriggerEventType } from './game-api.js';
import type {
  CardId,
  CardName,
  CardType,
  Cost,
  DurationRecord,
  GameState,
  LastingEffect,
  PlayerIndex,
  SetName,
} from './types.js';

export type { EventOf, GameApi, Play, TriggerEvent, TriggerEventType } from './game-api.js';

/**
 * Where the trigger's card must be for it to fire:
 * - 'self': the card the event is about (the gained/trashed/bought/played card itself);
 * - 'inPlay': in the event player's play area;
 * - 'game': a Landmark or Event in this game (always live);
 * - 'lasting': a lasting effect created this turn (LastingEffect with this card's name).
 */
export type TriggerSource = 'self' | 'inPlay' | 'game' | 'lasting';

export interface Trigger<T extends TriggerEventType = TriggerEventType> {
  on: T;
  from: TriggerSource;
  /** Label shown when the player must order simultaneous triggers. */
  label?: string;
  /**
   * Its run only adds VP or debt to the owner and takes tokens that no other trigger reads (its own
   * Landmark's, or the debt on the bought pile), so resolving it before or after any other trigger
   * changes nothing: the owner is not asked to order it (from rules version 2).
   */
  independent?: boolean;
  /** Whether it applies; defaults to always. `owner` is who controls the trigger. */
  when?: (g: GameApi, ev: EventOf<T>, owner: PlayerIndex, source: TriggerSourceRef) => boolean;
  run: (g: GameApi, ev: EventOf<T>, owner: PlayerIndex, source: TriggerSourceRef) => Effect;
}

export type TriggerSourceRef =
  | { kind: 'card'; card: CardId }
  | { kind: 'game'; name: string }
  | { kind: 'lasting'; effect: LastingEffect };

export interface AttackReaction {
  /** Whether `player` may reveal this card now (it is in their hand). */
  canReveal: (g: GameApi, player: PlayerIndex, card: CardId, play: Play, revealedBefore: CardName[]) => boolean;
  reveal: (g: GameApi, player: PlayerIndex, card: CardId, play: Play) => Effect;
}

export interface CardDef {
  name: CardName;
  set: SetName;
  cost: Cost;
  types: CardType[];
  /** The printed text, lines separated by "\n"; "---" is the dividing line. */
  text: string;
  /** $ produced by a plain Treasure when played (Copper 1, Silver 2, Gold 3). */
  coins?: number;
  /** VP when scoring: a number, or computed from the owner's cards. */
  vp?: number | ((s: GameState, owner: PlayerIndex) => number);
  /** Supply size for this pile when it differs from 10 (Victory Kingdom piles). */
  pileSize?: (players: number) => number;
  play?: (g: GameApi, play: Play) => Effect;
  triggers?: Trigger[];
  reaction?: AttackReaction;
  /** For Duration cards: what happens at the start of a later turn. Return true to keep the record. */
  duration?: (g: GameApi, record: DurationRecord, owner: PlayerIndex) => Effect<boolean>;
  /**
   * For Duration cards whose record changes how cards are played while it lives (Enchantress):
   * called for every card played; an effect returned is followed instead of that card's
   * instructions (its below-the-line text still works). Null leaves the play alone.
   */
  replacePlay?: (g: GameApi, play: Play, record: DurationRecord, owner: PlayerIndex) => Effect | null;
  /** A Basic card (always in the Supply, never a Kingdom pile). */
  basic?: boolean;
  /** Not a Kingdom/Basic card (Event or Landmark). */
  kind?: 'card' | 'event' | 'landmark';
  /** Events: what buying it does. */
  onBuyEvent?: (g: GameApi, player: PlayerIndex) => Effect;
  /** Landmarks: setup (tokens, chosen pile) and end-of-game scoring. */
  setup?: (s: GameState) => void;
  /** Landmarks: a public fact chosen at setup, shown to every player (Obelisk's pile). */
  publicNote?: (s: GameState) => string | undefined;
  score?: (s: GameState, owner: PlayerIndex) => number;
}

export type CardDefInput = CardDef;

/** A card definition with the defaults filled in: one place decides what "a card" looks like. */
export function defineCard(def: CardDefInput): CardDef {
  return { kind: 'card', ...def };
}

/** A trigger typed for its event (`ev` has that event's fields); safe since a trigger only fires on its own event. */
export function defineTrigger<T extends TriggerEventType>(t: Trigger<T>): Trigger {
  return t as unknown as Trigger;
}
