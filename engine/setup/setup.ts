// A new game from its config: Supply sizes by player count, starting decks, first player,
// opening hands. All randomness comes from the seed.
import { applyForcedSetup, forcedPileCards } from './forced-setup.js';
import { pileDef } from './piles.js';
import { getDef } from '../core/registry.js';
import { nextInt, seedFromString, shuffleInPlace } from '../core/rng.js';
import { resolveKingdom, type KingdomChoice } from './kingdoms.js';
import { freshTurn } from '../rules/turn.js';
import { cachedIn, lastKeyed } from '../core/memo.js';
import type { CardId, CardName, GameConfig, GameState, Pile, PlayerState } from '../core/types.js';

/**
 * Recorded in every game's config; a change that would alter an old game's replay keeps the old
 * behaviour for its version. 2: a player is no longer asked to order simultaneous triggers when
 * the order cannot matter (Trigger.independent); clearer Secret Passage and Mountain Pass prompts.
 * 3: a card played again (Throne Room, Crown) is played as what it was played as the first time,
 * even after it left play (an Overlord set aside as Encampment is not asked again).
 * 4: a player whose turn it is not is asked to choose from their whole hand even when every card
 * there has one name (Militia on five Coppers): skipping the question told everyone the hand.
 */
export const RULES_VERSION = 4;

export interface NewGame extends KingdomChoice {
  players: string[];
  seed: string;
}

export const BASIC_PILES: readonly CardName[] = ['Copper', 'Silver', 'Gold', 'Estate', 'Duchy', 'Province', 'Curse'];

/** Basic pile sizes (rulebook table; 5–6 players use one set's Treasures). */
export function basicPileSize(name: CardName, players: number): number {
  switch (name) {
    case 'Copper':
      return 60 - 7 * players;
    case 'Silver':
      return 40;
    case 'Gold':
      return 30;
    case 'Estate':
    case 'Duchy':
      return players <= 2 ? 8 : 12;
    case 'Province':
      return players <= 2 ? 8 : players <= 4 ? 12 : players === 5 ? 15 : 18;
    case 'Curse':
      return 10 * (players - 1);
    default:
      throw new Error(`Not a Basic pile: ${name}`);
  }
}

/** Resolves the kingdom (may use the seed) into a full config. Throws a readable Error if invalid. */
export function makeConfig(input: NewGame): GameConfig {
  const n = input.players.length;
  if (n < 2 || n > 6) throw new Error(`Dominion is for 2 to 6 players (got ${n}).`);
  const rng = seedFromString(`${input.seed}/kingdom`);
  const { kingdom, events, landmarks } = resolveKingdom(input, rng);
  return { players: [...input.players], kingdom, events, landmarks, seed: input.seed, rulesVersion: RULES_VERSION };
}

/** `obj[key]` when it is the object's own property (never an inherited Object.prototype member). */
function own<T>(obj: Record<string, T> | undefined, key: string): T | undefined {
  return obj && Object.hasOwn(obj, key) ? obj[key] : undefined;
}

/** The game's cards before the seed is used: ids and names, each player's unshuffled deck, the Supply. */
interface Layout {
  cardNames: CardName[];
  players: PlayerState[];
  supply: Pile[];
  /** Creates one more card (forced set-ups place cards after the Supply's). */
  make: (name: CardName) => CardId;
}

/**
 * The layout of a game without a forced set-up depends only on its player count, Kingdom and rules
 * version (a version may change pile sizes): it is built once per such key and copied for each game
 * (a simulation starts thousands of games of one config; building it card by card was a tenth of a
 * Big Money game's time). Bounded: memo.ts says why the cache is dropped whole past LAYOUTS_KEPT.
 */
const layouts = new Map<string, Layout>();
const LAYOUTS_KEPT = 64;

/** Which cached layout a config shares (exported for its test). */
export const layoutKey = (config: GameConfig) =>
  JSON.stringify([config.rulesVersion, config.players.length, config.kingdom]);
const layoutKeyOf = lastKeyed(layoutKey);

/** The state before the first turn starts (hands drawn, nobody's turn yet). */
export function initialState(config: GameConfig): GameState {
  const n = config.players.length;
  const forced = config.setup;
  const l = forced ? layOut(config) : copyLayout(config);
  const rng = seedFromString(config.seed);
  // Own properties only: a seat named like an Object.prototype member is just absent.
  const forcedPlayer = (p: number) => own(forced?.players, String(p));
  const s: GameState = {
    rulesVersion: config.rulesVersion,
    config,
    rng,
    cardNames: l.cardNames,
    players: l.players,
    supply: l.supply,
    trash: [],
    landmarks: config.landmarks.map((name) => ({ name, vpTokens: 0 })),
    events: [...config.events],
    turn: freshTurn(0, 0),
    pending: [],
    nextDecisionId: 1,
    seq: 0,
    result: null,
    flags: {},
  };
  for (const name of forced?.trash ?? []) s.trash.push(l.make(name));
  for (const name of [...config.landmarks, ...config.events]) getDef(name).setup?.(s);
  applyForcedSetup(s, forced, l.make);
  l.players.forEach((pl, p) => {
    if (forcedPlayer(p)) return;
    shuffleInPlace(rng, pl.deck);
    pl.hand = pl.deck.splice(pl.deck.length - 5, 5).reverse();
  });
  const first = nextInt(rng, n);
  s.flags.firstPlayer = forced?.firstPlayer ?? first;
  return s;
}

/** This config's layout from the cache (built on first use), copied: the game owns its arrays. */
function copyLayout(config: GameConfig): Layout {
  const l = cachedIn(layouts, layoutKeyOf(config), LAYOUTS_KEPT, () => layOut(config));
  const cardNames = l.cardNames.slice();
  return {
    cardNames,
    // Same keys in the same order as layOut's (the state hash reads them in order).
    players: l.players.map((pl, p) => ({
      name: config.players[p],
      deck: pl.deck.slice(),
      hand: [],
      discard: [],
      inPlay: [],
      setAside: [],
      looking: [],
      vpTokens: 0,
      debt: 0,
      turnsTaken: 0,
      durations: [],
    })),
    supply: l.supply.map((pile) => ({
      name: pile.name,
      cards: pile.cards.slice(),
      vpTokens: 0,
      debtTokens: 0,
      kingdom: pile.kingdom,
    })),
    make: (name) => cardNames.push(name) - 1,
  };
}

/** Creates the game's cards: the starting decks (or forced zones), then the Basic piles, then the Kingdom's. */
function layOut(config: GameConfig): Layout {
  const n = config.players.length;
  const cardNames: CardName[] = [];
  const make = (name: CardName, count: number) => {
    const ids: number[] = [];
    for (let i = 0; i < count; i++) ids.push(cardNames.push(name) - 1);
    return ids;
  };

  const forced = config.setup;
  // Own properties only: a pile or seat named like an Object.prototype member is just absent.
  const forcedPlayer = (p: number) => own(forced?.players, String(p));
  const forcedSize = (pile: string) => own(forced?.piles, pile);
  // Deck and discard are given top first; arrays keep the top last.
  const topLast = (names: CardName[] | undefined) => (names ?? []).map((c) => make(c, 1)[0]).reverse();
  const players = config.players.map((name, p) => {
    const f = forcedPlayer(p);
    return {
      name,
      deck: f ? topLast(f.deck) : [...make('Copper', 7), ...make('Estate', 3)],
      hand: f ? (f.hand ?? []).map((c) => make(c, 1)[0]) : [],
      discard: f ? topLast(f.discard) : [],
      inPlay: [],
      setAside: [],
      looking: [],
      vpTokens: f?.vpTokens ?? 0,
      debt: f?.debt ?? 0,
      turnsTaken: 0,
      durations: [],
    };
  });
  const supply: Pile[] = [];
  const pileCards = (pile: string, contents: { name: CardName; count: number }[]) => {
    const exact = own(forced?.pileCards, pile);
    if (exact) return forcedPileCards(pile, exact, n, (c) => make(c, 1)[0]);
    const size = forcedSize(pile);
    let cards: number[] = [];
    for (const c of contents) cards = cards.concat(make(c.name, c.count));
    // A forced size keeps the top of the pile (cards are created bottom first, top last).
    if (size !== undefined) cards = cards.slice(Math.max(0, cards.length - size));
    return cards;
  };
  for (const name of BASIC_PILES) {
    supply.push({
      name,
      cards: pileCards(name, [{ name, count: basicPileSize(name, n) }]),
      vpTokens: 0,
      debtTokens: 0,
      kingdom: false,
    });
  }
  for (const name of config.kingdom) {
    supply.push({ name, cards: pileCards(name, pileDef(name).contents(n)), vpTokens: 0, debtTokens: 0, kingdom: true });
  }
  return { cardNames, players, supply, make: (c) => make(c, 1)[0] };
}
