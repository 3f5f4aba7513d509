// Cards arriving from the Supply or the trash and going back: gaining (with its `gain`
// triggers), trashing from the Supply, returning a card to its pile. The Game's methods of the
// same names (game.ts) call these. `gainNow` is a gain without an effect, for a game where
// nothing reacts to gains (quick-moves.ts): the same steps as `gain`, minus the triggers.
import type { Effect } from '../core/effect.js';
import type { Zone } from '../core/game-api.js';
import type { PlayingGame } from './playing.js';
import type { CardId, CardName, PlayerIndex } from '../core/types.js';

/** Gains the top card of the pile holding `name`. Returns the id, or null if none could be gained. */
export function* gain(
  g: PlayingGame,
  player: PlayerIndex,
  name: CardName,
  to: Zone,
  bought: boolean,
): Effect<CardId | null> {
  const id = takeFromPile(g, name);
  if (id === null) return null;
  return yield* receive(g, player, id, to, bought, 'supply');
}

/** Gains a specific card from the trash. */
export function* gainFromTrash(g: PlayingGame, player: PlayerIndex, id: CardId, to: Zone): Effect<CardId | null> {
  const i = g.s.trash.lastIndexOf(id);
  if (i < 0) return null;
  g.s.trash.splice(i, 1);
  return yield* receive(g, player, id, to, false, 'trash');
}

/** `gain` into the discard pile without an effect, for a game with no `gain` trigger. */
export function gainNow(g: PlayingGame, player: PlayerIndex, name: CardName): CardId | null {
  if (g.hasTriggers('gain')) throw new Error('gainNow in a game with gain triggers: use gain.');
  const id = takeFromPile(g, name);
  if (id !== null) place(g, player, id, 'discard');
  return id;
}

/** Trashes the top card of the pile holding `name`, if it is that card (Gladiator, Salt the Earth). */
export function* trashFromSupply(g: PlayingGame, player: PlayerIndex, name: CardName): Effect<CardId | null> {
  const id = takeFromPile(g, name);
  if (id === null) return null;
  g.s.trash.push(id);
  if (!g.quiet) g.log({ kind: 'trash', player, cards: [name], count: 1, detail: 'supply' });
  yield* g.fire({ type: 'trash', player, card: id, name });
  return id;
}

/** Puts a card back on its pile (Encampment, Overlord-style returns). */
export function returnToPile(g: PlayingGame, player: PlayerIndex, id: CardId, from: Zone): boolean {
  const pile = g.pileOf(g.name(id));
  if (!pile || !g.move(player, id, from, 'looking')) return false;
  g.p(player).looking.pop();
  pile.cards.push(id);
  if (!g.quiet) g.log({ kind: 'return', player, cards: [g.name(id)], count: 1 });
  return true;
}

/** Takes the top card of `name`'s pile, if that card is on top. */
function takeFromPile(g: PlayingGame, name: CardName): CardId | null {
  const pile = g.pileOf(name);
  if (!pile || g.topOf(pile) !== name) return null;
  return pile.cards.pop()!;
}

function* receive(
  g: PlayingGame,
  player: PlayerIndex,
  id: CardId,
  to: Zone,
  bought: boolean,
  from: 'supply' | 'trash',
): Effect<CardId> {
  const name = place(g, player, id, to);
  if (g.hasTriggers('gain')) yield* g.fire({ type: 'gain', player, card: id, name, bought, from });
  return id;
}

/** A gained card arrives: into the zone, onto this turn's list, into the log. */
function place(g: PlayingGame, player: PlayerIndex, id: CardId, to: Zone): CardName {
  g.p(player)[to].push(id);
  const name = g.name(id);
  if (player === g.s.turn.player) g.s.turn.gained.push(name);
  if (!g.quiet) g.log({ kind: 'gain', player, cards: [name], count: 1, detail: to === 'discard' ? undefined : to });
  return name;
}
