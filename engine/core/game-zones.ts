// The state with its log buffer and each player's zones: the primitives that move cards between
// a player's deck, hand, discard and play, shuffling when a draw needs it. `Game` (game.ts) builds
// on it with the Supply, the turn, decisions and effects, which need the game's index and runtime.
import type { LogInput, Zone } from './game-api.js';
import { shuffleInPlace } from './rng.js';
import type { CardId, CardName, GameState, LogEntry, PlayerIndex, PlayerState } from './types.js';

// A frozen empty list shared by every read: never written, so the readonly type need not leak out.
export const NO_ENTRIES: LogEntry[] = Object.freeze([]) as unknown as LogEntry[];
export const ZONES: readonly Zone[] = ['deck', 'hand', 'discard', 'inPlay', 'setAside', 'looking'];

export abstract class GameZones {
  private logBuf: LogEntry[] = [];
  /** Nesting depth for log entries (a card played by another card is indented). */
  depth = 0;

  constructor(readonly s: GameState) {}

  // ---- log --------------------------------------------------------------------------------

  /**
   * No log entries are kept (replay and simulation read only the state): a third of the time.
   * Hot paths test it before building an entry, so a quiet game does not even allocate one.
   */
  quiet = false;

  /** Who made the move being applied (-1 at set-up): a reveal by anyone else exposes their cards. */
  mover: PlayerIndex = -1;
  /** Set when the move read a deck or someone other than the mover revealed cards (disclosure.ts). */
  exposed = false;

  log(e: LogInput): void {
    if (this.quiet) return;
    // Same entry as `{ visibleTo: 'all', ...e, depth }` (same keys, same order), built without the slow spread.
    const entry: Record<string, unknown> = { visibleTo: 'all' };
    for (const k in e) entry[k] = (e as Record<string, unknown>)[k];
    entry.depth = this.depth;
    // Built key by key from a LogEntry (for speed) plus depth: the same shape, which a record type cannot state.
    this.logBuf.push(entry as unknown as LogEntry);
  }

  takeLog(): LogEntry[] {
    // A quiet game's moves all return this one frozen empty list rather than a new one each.
    if (this.logBuf.length === 0) return NO_ENTRIES;
    const out = this.logBuf;
    this.logBuf = [];
    return out;
  }

  // ---- lookups ------------------------------------------------------------------------------

  /** The card's name: what it is now (an Overlord in play is the card it is played as). */
  name(id: CardId): CardName {
    return this.s.aliases?.[id] ?? this.s.cardNames[id];
  }
  names(ids: readonly CardId[]): CardName[] {
    return ids.map((id) => this.name(id));
  }
  p(player: PlayerIndex): PlayerState {
    return this.s.players[player];
  }

  // ---- zones ------------------------------------------------------------------------------

  zone(player: PlayerIndex, z: Zone): CardId[] {
    return this.p(player)[z];
  }

  /** Where `id` is among `player`'s zones, if anywhere. */
  where(player: PlayerIndex, id: CardId): Zone | null {
    for (const z of ZONES) if (this.p(player)[z].includes(id)) return z;
    return null;
  }

  /** Moves a card between a player's zones; onto the top of deck/discard. False if it wasn't there. */
  move(player: PlayerIndex, id: CardId, from: Zone, to: Zone): boolean {
    const src = this.p(player)[from];
    const i = src.lastIndexOf(id);
    if (i < 0) return false;
    // Closing the gap in place: splice would also allocate an array of the removed card.
    for (let j = i + 1; j < src.length; j++) src[j - 1] = src[j]!;
    src.pop();
    if (from === 'inPlay' && to !== 'inPlay') this.dropAlias(id);
    this.p(player)[to].push(id);
    return true;
  }

  /** A card leaving play stops being what it was played as. */
  protected dropAlias(id: CardId): void {
    const a = this.s.aliases;
    if (!a || !(id in a)) return;
    delete a[id];
    if (Object.keys(a).length === 0) delete this.s.aliases;
  }

  /** Shuffles the discard pile and puts it under the deck (the deck keeps its cards on top). */
  private reshuffle(player: PlayerIndex): void {
    const pl = this.p(player);
    if (pl.discard.length === 0) return;
    const cards = pl.discard;
    const count = cards.length;
    pl.discard = [];
    shuffleInPlace(this.s.rng, cards);
    // The deck's cards go on top of the shuffled ones: `cards.concat(deck)` in place (concat
    // built a new array, a twentieth of a replay).
    for (const id of pl.deck) cards.push(id);
    pl.deck = cards;
    if (!this.quiet) this.log({ kind: 'shuffle', player, count });
  }

  /** Makes sure the deck has `n` cards if the discard pile can supply them (shuffling only then). */
  private ensureDeck(player: PlayerIndex, n: number): void {
    if (this.p(player).deck.length < n) this.reshuffle(player);
  }

  /** Moves up to `n` cards from the top of the deck (shuffling if needed) onto `to`, top first; how many moved. */
  private moveTop(player: PlayerIndex, n: number, to: Zone): number {
    this.ensureDeck(player, n);
    const pl = this.p(player);
    const k = Math.min(n, pl.deck.length);
    // Cards seen from a deck, even if they go back (Sentry, Patrol): the mover learns what comes.
    if (k > 0) this.exposed = true;
    const dest = pl[to];
    for (let i = 0; i < k; i++) dest.push(pl.deck.pop()!);
    return k;
  }

  /** Removes up to `n` cards from the top of the deck (shuffling if needed) into `to`, top first. */
  takeTop(player: PlayerIndex, n: number, to: Zone): CardId[] {
    // The cards taken are the last k of `to`, in the order they arrived (the top of the deck first).
    if (to === 'deck') throw new Error('takeTop onto the deck would move nothing.');
    const k = this.moveTop(player, n, to);
    const dest = this.p(player)[to];
    return dest.slice(dest.length - k);
  }

  draw(player: PlayerIndex, n: number): CardId[] {
    if (n <= 0) return [];
    const drawn = this.takeTop(player, n, 'hand');
    if (drawn.length > 0 && !this.quiet)
      this.log({ kind: 'draw', player, cards: this.names(drawn), visibleTo: [player], count: drawn.length });
    return drawn;
  }

  /** Clean-up's draw of the next hand: `draw` for a caller that needs no list of the cards. */
  drawHand(player: PlayerIndex, n: number): void {
    if (!this.quiet) {
      this.draw(player, n);
      return;
    }
    if (n > 0) this.moveTop(player, n, 'hand');
  }

  /** Reveals cards (public log entry only; the cards stay where they are). */
  reveal(player: PlayerIndex, ids: readonly CardId[]): void {
    if (player !== this.mover && ids.length > 0) this.exposed = true;
    if (!this.quiet) this.log({ kind: 'reveal', player, cards: this.names(ids), count: ids.length });
  }

  discard(player: PlayerIndex, ids: readonly CardId[], from: Zone, revealed = false): void {
    const moved = ids.filter((id) => this.move(player, id, from, 'discard'));
    if (moved.length === 0 || this.quiet) return;
    // Discards go face up, but of several at once only the top one need be shown (Dominion rulebook,
    // "Discard a card"): from a hidden zone others get the count and the top card, unless the card
    // goes alone (it is the top) or the cards were just revealed. See docs/rulings.md.
    const hidden = (from === 'hand' || from === 'deck' || from === 'looking') && moved.length > 1 && !revealed;
    this.log({
      kind: 'discard',
      player,
      cards: this.names(moved),
      count: moved.length,
      visibleTo: hidden ? [player] : 'all',
      detail: hidden ? this.name(moved[moved.length - 1]) : undefined,
    });
  }

  /** Puts a card onto the deck (it becomes the only card of an empty deck). */
  topdeck(player: PlayerIndex, id: CardId, from: Zone, publicly = true): void {
    if (!this.move(player, id, from, 'deck')) return;
    if (!this.quiet)
      this.log({ kind: 'topdeck', player, cards: [this.name(id)], count: 1, visibleTo: publicly ? 'all' : [player] });
  }
}
