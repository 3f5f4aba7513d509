// What a Game looks up on every move, built once per game's cards: the Supply pile (by position)
// each card name belongs to, the names of its cards, each card's definition by id, and the kinds
// of event anything in this game reacts to (so most events skip the trigger search: Game.fire). All three follow from the player
// count, Kingdom, Events and Landmarks alone, unless the game was set up by force (tests,
// scenarios): so the index is kept per such config and shared by its games (simulations start
// thousands; building it was a twentieth of a Big Money game's time).
import type { TriggerEventType } from './game-api.js';
import { pileDef } from '../setup/piles.js';
import { getDef } from './registry.js';
import { cachedIn, lastKeyed } from './memo.js';
import type { CardDef } from './card-def.js';
import type { CardName, GameState } from './types.js';

export interface GameIndex {
  /** The position in `s.supply` of each card name's pile, including cards a pile started (forced) without. */
  readonly pileAt: ReadonlyMap<CardName, number>;
  /** Every event type a trigger of this game's cards, Landmarks or Events listens to. */
  readonly triggerTypes: ReadonlySet<TriggerEventType>;
  /** The names of the game's cards (each once). */
  readonly cardNames: ReadonlySet<CardName>;
  /**
   * Each card's definition by card id (what `s.cardNames[id]` names): an array read instead of a
   * lookup by name, which was a tenth of a Big Money game's time.
   */
  readonly defs: readonly CardDef[];
}

const indexes = new Map<string, GameIndex>();
/** Dropped whole past this many configs (memo.ts says why). */
const INDEXES_KEPT = 64;

/** Which cached index a config shares (exported for its test): the rules version too, as the layout's. */
export const indexKey = (c: GameState['config']) =>
  JSON.stringify([c.rulesVersion, c.players.length, c.kingdom, c.events, c.landmarks]);
const indexKeyOf = lastKeyed(indexKey);

/**
 * Card definitions by id, keyed by a game's `cardNames` list: a live game's index puts its list
 * here; copies of a state that share the list (a bot's what-if) find it too.
 */
const defsOfCards = new WeakMap<readonly CardName[], readonly CardDef[]>();

/** The index of this game: shared with every game of the same config, built afresh for a forced set-up. */
export function gameIndex(s: GameState): GameIndex {
  const c = s.config;
  const index = c.setup ? buildIndex(s) : cachedIn(indexes, indexKeyOf(c), INDEXES_KEPT, () => buildIndex(s));
  defsOfCards.set(s.cardNames, index.defs);
  return index;
}

/**
 * Each card's definition by card id (`getDef(s.cardNames[id])`, ignoring what a card in play is
 * played as): one lookup per state, then array reads, for code that reads many cards of a state.
 */
export function cardDefs(s: GameState): readonly CardDef[] {
  let defs = defsOfCards.get(s.cardNames);
  // A forced set-up adds cards while it lays out the game: a list of another length is rebuilt.
  if (defs === undefined || defs.length !== s.cardNames.length) {
    defs = s.cardNames.map(getDef);
    defsOfCards.set(s.cardNames, defs);
  }
  return defs;
}

function buildIndex(s: GameState): GameIndex {
  const cardNames = cardNamesOf(s);
  return {
    pileAt: pilesByCard(s),
    triggerTypes: triggerTypesOf(s, cardNames),
    cardNames,
    defs: s.cardNames.map(getDef),
  };
}

function pilesByCard(s: GameState): Map<CardName, number> {
  const byCard = new Map<CardName, number>();
  s.supply.forEach((pile, at) => {
    // Setting a run of equal names once gives the same map as setting each (piles are runs).
    let prev: CardName | undefined;
    for (const id of pile.cards) {
      const name = s.cardNames[id];
      if (name !== prev) byCard.set(name, at);
      prev = name;
    }
  });
  // Cards of a pile that started (forced) without them still belong to it (split piles, Castles).
  s.supply.forEach((pile, at) => {
    for (const c of pileDef(pile.name).contents(s.players.length)) if (!byCard.has(c.name)) byCard.set(c.name, at);
  });
  return byCard;
}

function cardNamesOf(s: GameState): Set<CardName> {
  const names = new Set<CardName>();
  let prev: CardName | undefined;
  for (const n of s.cardNames)
    if (n !== prev) {
      names.add(n);
      prev = n;
    }
  return names;
}

function triggerTypesOf(s: GameState, cardNames: ReadonlySet<CardName>): Set<TriggerEventType> {
  const names = new Set<string>(cardNames);
  for (const l of s.landmarks) names.add(l.name);
  for (const e of s.events) names.add(e);
  const types = new Set<TriggerEventType>();
  for (const n of names) for (const t of getDef(n).triggers ?? []) types.add(t.on);
  return types;
}
