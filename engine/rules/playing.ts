// Playing cards: a card moves into play and follows its text, after the other players' Reactions
// to an Attack and the `play` triggers, unless a living Duration replaces its instructions; and
// the variants of that (a plain Treasure's shortcut, a card played again, a card played as another,
// an Attack's effect on each victim). The Game's methods of the same names (game.ts) call these.
import type { Effect } from '../core/effect.js';
import type { GameApi, Play, TriggerEventType, Zone } from '../core/game-api.js';
import type { CardDef } from '../core/card-def.js';
import { getDef } from '../core/registry.js';
import type { CardId, CardName, DecisionOption, PlayerIndex, ReactionPrefs } from '../core/types.js';

/** The game as playing needs it: a card's API, the log's nesting depth, which events anything reacts to. */
export interface PlayingGame extends GameApi {
  /** Nesting depth for log entries (a card played by another card is indented). */
  depth: number;
  /** Whether any card, Landmark or Event of this game has a trigger on `type`. */
  hasTriggers(type: TriggerEventType): boolean;
  /** No log entries are kept: build none. */
  readonly quiet: boolean;
  /** The definition of what the card is now (`getDef(g.name(id))`, read by id). */
  def(id: CardId): CardDef;
}

/**
 * Plays a card: moves it into play (if it is in `from`), then follows its text. An Attack
 * first lets the other players reveal Reactions, one at a time in turn order.
 */
export function* playCard(
  g: PlayingGame,
  player: PlayerIndex,
  id: CardId,
  from: Zone | null,
  as?: CardName,
): Effect<Play> {
  if (from) g.move(player, id, from, 'inPlay');
  const name = as ?? g.name(id);
  const def = as === undefined ? g.def(id) : getDef(as);
  const turn = g.s.turn;
  turn.played.push(name);
  if (def.types.includes('Action')) turn.actionsPlayed++;
  if (!g.quiet) g.log({ kind: 'play', player, cards: [name], count: 1 });
  const play: Play = { player, card: id, name, unaffected: new Set() };
  g.depth++;
  if (def.types.includes('Attack')) yield* reactionWindow(g, play);
  if (g.hasTriggers('play')) yield* g.fire({ type: 'play', player, card: id, name });
  const instead = playReplacement(g, play);
  if (instead) yield* instead;
  else {
    if (def.coins) g.addCoins(def.coins);
    if (def.play) yield* def.play(g, play);
  }
  g.depth--;
  return play;
}

/** A Treasure whose whole text is its $ (Copper, Silver, Gold). */
export function plainTreasureDef(def: CardDef): boolean {
  return !def.play && !!def.coins && def.types.length === 1 && def.types[0] === 'Treasure';
}

/** Nothing could react to or replace a play: no `play` trigger in the game, no living Duration. */
export function playsAreQuiet(g: PlayingGame): boolean {
  return !g.hasTriggers('play') && !anyDurations(g);
}

/** Whether `playPlainTreasure` may stand for `playCard` for this card from hand. */
export function isPlainTreasure(g: PlayingGame, id: CardId): boolean {
  return plainTreasureDef(g.def(id)) && playsAreQuiet(g);
}

/**
 * Plays a plain Treasure (`isPlainTreasure`) from hand as `playCard` would (same state, same
 * log) but without an effect: the common case of every Buy phase. Does nothing and returns false
 * when the card is not plain.
 */
export function playPlainTreasure(g: PlayingGame, player: PlayerIndex, id: CardId): boolean {
  if (!isPlainTreasure(g, id)) return false;
  playTreasureNow(g, player, id);
  return true;
}

/** `playPlainTreasure` for a card already known to be a plain Treasure, with plays quiet. */
export function playTreasureNow(g: PlayingGame, player: PlayerIndex, id: CardId): void {
  const name = g.name(id);
  const coins = g.def(id).coins!;
  g.move(player, id, 'hand', 'inPlay');
  g.s.turn.played.push(name);
  if (!g.quiet) g.log({ kind: 'play', player, cards: [name], count: 1 });
  g.addCoins(coins);
}

/**
 * Plays a card again (Throne Room, Crown) as what it was played as the first time, even if it
 * has left play since: an Overlord set aside as Encampment is played as Encampment again.
 * Games before rules version 3 played it as what it is now (an Overlord again, asking anew).
 */
export function* playAgain(g: PlayingGame, first: Play): Effect<Play> {
  return yield* playCard(g, first.player, first.card, null, g.s.rulesVersion >= 3 ? first.name : undefined);
}

/**
 * Follows `name`'s instructions for a card being played (Overlord): the card is `name` until it
 * leaves play (its name, types and cost, its triggers while in play, a Duration's record).
 */
export function* playAs(g: PlayingGame, play: Play, name: CardName): Effect {
  if (g.p(play.player).inPlay.includes(play.card)) (g.s.aliases ??= {})[play.card] = name;
  play.name = name;
  const def = getDef(name);
  g.log({ kind: 'note', player: play.player, cards: [name], count: 1, detail: `as ${name}` });
  if (def.types.includes('Attack')) yield* reactionWindow(g, play);
  if (def.coins) g.addCoins(def.coins);
  if (def.play) yield* def.play(g, play);
}

/**
 * Runs an Attack's effect on each affected player. Simultaneous attacks (Militia) ask every
 * victim at once; others (Witch, Bandit) resolve one player at a time in turn order.
 */
export function* attack(
  g: GameApi,
  play: Play,
  each: (victim: PlayerIndex) => Effect<unknown>,
  simultaneous = false,
): Effect {
  const victims = g.victims(play);
  if (simultaneous) {
    yield* g.parallel(victims.map(each));
    return;
  }
  for (const v of victims) yield* each(v);
}

/** An effect to follow instead of a played card's instructions (a living Duration's `replacePlay`). */
function playReplacement(g: GameApi, play: Play): Effect | null {
  if (!anyDurations(g)) return null;
  for (const owner of g.playersFrom(g.active)) {
    for (const rec of [...g.p(owner).durations]) {
      const hook = getDef(rec.card).replacePlay;
      const instead = hook ? hook(g, play, rec, owner) : null;
      if (instead) return instead;
    }
  }
  return null;
}

function anyDurations(g: GameApi): boolean {
  for (const pl of g.s.players) if (pl.durations.length > 0) return true;
  return false;
}

/** Each other player in turn order may reveal Reactions to the Attack, one at a time, until they decline. */
function* reactionWindow(g: PlayingGame, play: Play): Effect {
  for (const q of g.others(play.player)) {
    const revealed: CardName[] = [];
    for (;;) {
      const byName = new Map<CardName, CardId>();
      for (const id of g.p(q).hand) {
        const n = g.name(id);
        const r = g.def(id).reaction;
        if (r && !byName.has(n) && r.canReveal(g, q, id, play, revealed)) byName.set(n, id);
      }
      if (byName.size === 0) break;
      const pick = yield* reactionPick(g, q, play, byName, revealed);
      if (pick === null) break;
      const id = byName.get(pick)!;
      revealed.push(pick);
      g.log({ kind: 'react', player: q, cards: [pick], count: 1, detail: play.name });
      yield* getDef(pick).reaction!.reveal(g, q, id, play);
    }
  }
}

/**
 * The Reaction `q` reveals next, or null: the seat's settings answer what they can (Diplomat
 * before Moat, alphabetically, so a Moat it draws can still be revealed); the rest is asked as a
 * secret question (whether it is asked depends on the hand).
 */
function* reactionPick(
  g: GameApi,
  q: PlayerIndex,
  play: Play,
  byName: ReadonlyMap<CardName, CardId>,
  revealed: readonly CardName[],
): Effect<CardName | null> {
  const prefs = g.s.config.reactions?.[q];
  const asked: CardName[] = [];
  for (const n of [...byName.keys()].sort()) {
    const answer = prefs ? settledAnswer(prefs, n, revealed) : 'ask';
    if (answer === 'reveal') return n;
    if (answer === 'ask') asked.push(n);
  }
  if (asked.length === 0) return null;
  // The question keeps the hand's order of Reactions, as it did before settings existed.
  const options: DecisionOption[] = [...byName.keys()]
    .filter((n) => asked.includes(n))
    .map((n) => ({ id: n, label: `reveal ${n}` }));
  options.push({ id: 'none', label: "don't reveal" });
  const [pick] = yield* g.decide<string[]>({
    kind: 'option',
    player: q,
    options,
    min: 1,
    max: 1,
    verb: 'reveal',
    source: play.name,
    secret: true,
    prompt: `${g.p(play.player).name} played ${play.name}. Reveal a Reaction?`,
  });
  return pick === 'none' || pick === undefined ? null : pick;
}

/** What a seat's settings answer for Reaction `name`: reveal it, skip it, or ask (a Reaction without a setting). */
function settledAnswer(prefs: ReactionPrefs, name: CardName, revealed: readonly CardName[]): 'reveal' | 'skip' | 'ask' {
  if (name === 'Moat') return prefs.moat === 'auto' ? 'reveal' : 'ask';
  if (name === 'Diplomat') {
    if (prefs.diplomat === 'ask') return 'ask';
    // 'always' reveals it once per Attack: revealing again only cycles cards, a choice left to 'ask'.
    return prefs.diplomat === 'always' && !revealed.includes('Diplomat') ? 'reveal' : 'skip';
  }
  return 'ask';
}
