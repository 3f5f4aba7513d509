// The engine's working object: the JSON state plus the live effect runtime and the log
// buffer, with every primitive a card text is made of (draw, gain, trash, choose, play, attack).
// Card effects receive it as a GameApi (game-api.ts) and call these.
import type { Trigger, TriggerSourceRef } from './card-def.js';
import type { GameApi, LogInput, Play, TriggerEvent, TriggerEventType, Zone } from './game-api.js';
import type { DecisionSpec, Effect } from './effect.js';
import { forcedValue } from './decisions.js';
import { getDef } from './registry.js';
import { nextInt, shuffleInPlace } from './rng.js';
import { Runtime } from './runtime.js';
import { costOf } from './cost.js';
import { pileDef } from './piles.js';
import type {
  CardId, CardName, CardType, Cost, Decision, DecisionOption, GameState, LogEntry, Pile, PlayerIndex, PlayerState,
} from './types.js';

export type { Zone };
export const ZONES: readonly Zone[] = ['deck', 'hand', 'discard', 'inPlay', 'setAside', 'looking'];

/** An effect that has already finished: `yield*` on it returns at once, however often it is reused. */
const NOTHING_FIRES: Effect = (function* () {})();
NOTHING_FIRES.next();

interface PendingTrigger { owner: PlayerIndex; label: string; independent: boolean; run: () => Effect }

/**
 * Whether the order of one player's simultaneous triggers cannot change anything: all but at most
 * one are independent (Trigger.independent). Games of rules version 1 always asked.
 */
function orderIsMoot(mine: readonly PendingTrigger[], rulesVersion: number): boolean {
  return rulesVersion >= 2 && mine.filter((t) => !t.independent).length <= 1;
}

export class Game implements GameApi {
  readonly rt: Runtime;
  private logBuf: LogEntry[] = [];
  /** Nesting depth for log entries (a card played by another card is indented). */
  depth = 0;
  private readonly pileByCard = new Map<CardName, Pile>();
  private readonly triggerTypes = new Set<TriggerEventType>();

  constructor(readonly s: GameState, onRootDone: (g: Game) => void) {
    this.rt = new Runtime(s, () => onRootDone(this));
    for (const pile of s.supply) {
      for (const id of pile.cards) this.pileByCard.set(s.cardNames[id]!, pile);
    }
    // Cards of a pile that started (forced) without them still belong to it (split piles, Castles).
    for (const pile of s.supply) {
      for (const c of pileDef(pile.name).contents(s.players.length)) if (!this.pileByCard.has(c.name)) this.pileByCard.set(c.name, pile);
    }
    const names = new Set<string>([...s.cardNames, ...s.landmarks.map((l) => l.name), ...s.events]);
    for (const n of names) for (const t of getDef(n).triggers ?? []) this.triggerTypes.add(t.on);
  }

  // ---- log --------------------------------------------------------------------------------

  /** No log entries are kept (replay and simulation read only the state): a third of the time. */
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
    this.logBuf.push(entry as unknown as LogEntry);
  }

  takeLog(): LogEntry[] {
    const out = this.logBuf;
    this.logBuf = [];
    return out;
  }

  // ---- lookups ----------------------------------------------------------------------------

  /** The card's name: what it is now (an Overlord in play is the card it is played as). */
  name(id: CardId): CardName { return this.s.aliases?.[id] ?? this.s.cardNames[id]!; }
  names(ids: readonly CardId[]): CardName[] { return ids.map((id) => this.name(id)); }
  is(id: CardId, type: CardType): boolean { return getDef(this.name(id)).types.includes(type); }
  p(player: PlayerIndex): PlayerState { return this.s.players[player]!; }
  get active(): PlayerIndex { return this.s.turn.player; }
  get playerCount(): number { return this.s.players.length; }

  /** Every player in turn order, starting with `from`. */
  playersFrom(from: PlayerIndex): PlayerIndex[] {
    const n = this.playerCount;
    const out: PlayerIndex[] = [];
    for (let i = 0; i < n; i++) out.push((from + i) % n);
    return out;
  }

  /** The other players in turn order, starting to the left of `player`. */
  others(player: PlayerIndex): PlayerIndex[] {
    return this.playersFrom(player).slice(1);
  }

  /** Other players affected by this Attack play (those who revealed Moat are not). */
  victims(play: Play): PlayerIndex[] {
    return this.others(play.player).filter((q) => !play.unaffected.has(q));
  }

  // ---- zones ------------------------------------------------------------------------------

  zone(player: PlayerIndex, z: Zone): CardId[] { return this.p(player)[z]; }

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
    src.splice(i, 1);
    if (from === 'inPlay' && to !== 'inPlay') this.dropAlias(id);
    this.p(player)[to].push(id);
    return true;
  }

  /** A card leaving play stops being what it was played as. */
  private dropAlias(id: CardId): void {
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
    pl.discard = [];
    shuffleInPlace(this.s.rng, cards);
    pl.deck = cards.concat(pl.deck);
    this.log({ kind: 'shuffle', player, count: cards.length });
  }

  /** Makes sure the deck has `n` cards if the discard pile can supply them (shuffling only then). */
  private ensureDeck(player: PlayerIndex, n: number): void {
    if (this.p(player).deck.length < n) this.reshuffle(player);
  }

  /** Removes up to `n` cards from the top of the deck (shuffling if needed) into `to`. */
  takeTop(player: PlayerIndex, n: number, to: Zone): CardId[] {
    this.ensureDeck(player, n);
    const pl = this.p(player);
    const k = Math.min(n, pl.deck.length);
    // Cards seen from a deck, even if they go back (Sentry, Patrol): the mover learns what comes.
    if (k > 0) this.exposed = true;
    // Top first: the same order as splicing the top k off and reversing, without the copies.
    const taken: CardId[] = [];
    const dest = pl[to];
    for (let i = 0; i < k; i++) {
      const id = pl.deck.pop()!;
      taken.push(id);
      dest.push(id);
    }
    return taken;
  }

  draw(player: PlayerIndex, n: number): CardId[] {
    if (n <= 0) return [];
    const drawn = this.takeTop(player, n, 'hand');
    if (drawn.length > 0) this.log({ kind: 'draw', player, cards: this.names(drawn), visibleTo: [player], count: drawn.length });
    return drawn;
  }

  /** Reveals cards (public log entry only; the cards stay where they are). */
  reveal(player: PlayerIndex, ids: readonly CardId[]): void {
    if (player !== this.mover && ids.length > 0) this.exposed = true;
    this.log({ kind: 'reveal', player, cards: this.names(ids), count: ids.length });
  }

  discard(player: PlayerIndex, ids: readonly CardId[], from: Zone): void {
    const moved = ids.filter((id) => this.move(player, id, from, 'discard'));
    if (moved.length === 0) return;
    // Cards discarded from hand or deck show only the top one; the count is public.
    const hidden = from === 'hand' || from === 'deck' || from === 'looking';
    this.log({ kind: 'discard', player, cards: this.names(moved), count: moved.length, visibleTo: hidden ? [player] : 'all',
      detail: hidden ? this.name(moved[moved.length - 1]!) : undefined });
  }

  /** Puts a card onto the deck (it becomes the only card of an empty deck). */
  topdeck(player: PlayerIndex, id: CardId, from: Zone, publicly = true): void {
    if (!this.move(player, id, from, 'deck')) return;
    this.log({ kind: 'topdeck', player, cards: [this.name(id)], count: 1, visibleTo: publicly ? 'all' : [player] });
  }

  *trash(player: PlayerIndex, ids: readonly CardId[], from: Zone): Effect {
    const done: CardId[] = [];
    for (const id of ids) {
      const src = this.p(player)[from];
      const i = src.lastIndexOf(id);
      if (i < 0) continue;
      src.splice(i, 1);
      if (from === 'inPlay') this.dropAlias(id);
      this.s.trash.push(id);
      done.push(id);
    }
    if (done.length === 0) return;
    this.log({ kind: 'trash', player, cards: this.names(done), count: done.length });
    for (const id of done) yield* this.fire({ type: 'trash', player, card: id, name: this.name(id) });
  }

  // ---- Supply -----------------------------------------------------------------------------

  pileOf(name: CardName): Pile | undefined { return this.pileByCard.get(name); }

  topOf(pile: Pile): CardName | null {
    const id = pile.cards[pile.cards.length - 1];
    return id === undefined ? null : this.name(id);
  }

  /** True if a card of this name is on top of its Supply pile. */
  inSupply(name: CardName): boolean {
    const pile = this.pileOf(name);
    return !!pile && this.topOf(pile) === name;
  }

  emptyPiles(): number {
    let n = 0;
    for (const pile of this.s.supply) if (pile.cards.length === 0) n++;
    return n;
  }

  cost(name: CardName): Cost { return costOf(this.s, name); }

  /** Names of the cards on top of Supply piles that satisfy `ok` (each listed once). */
  gainable(ok: (name: CardName, cost: Cost) => boolean): CardName[] {
    const out: CardName[] = [];
    for (const pile of this.s.supply) {
      const top = this.topOf(pile);
      if (top !== null && !out.includes(top) && ok(top, this.cost(top))) out.push(top);
    }
    return out;
  }

  /** Gains the top card of the pile holding `name`. Returns the id, or null if none could be gained. */
  *gain(player: PlayerIndex, name: CardName, to: Zone = 'discard', bought = false): Effect<CardId | null> {
    const pile = this.pileOf(name);
    if (!pile || this.topOf(pile) !== name) return null;
    const id = pile.cards.pop()!;
    return yield* this.receive(player, id, to, bought, 'supply');
  }

  /** Gains a specific card from the trash. */
  *gainFromTrash(player: PlayerIndex, id: CardId, to: Zone = 'discard'): Effect<CardId | null> {
    const i = this.s.trash.lastIndexOf(id);
    if (i < 0) return null;
    this.s.trash.splice(i, 1);
    return yield* this.receive(player, id, to, false, 'trash');
  }

  private *receive(player: PlayerIndex, id: CardId, to: Zone, bought: boolean, from: 'supply' | 'trash'): Effect<CardId> {
    this.p(player)[to].push(id);
    const name = this.name(id);
    if (player === this.s.turn.player) this.s.turn.gained.push(name);
    this.log({ kind: 'gain', player, cards: [name], count: 1, detail: to === 'discard' ? undefined : to });
    yield* this.fire({ type: 'gain', player, card: id, name, bought, from });
    return id;
  }

  /** Trashes the top card of the pile holding `name`, if it is that card (Gladiator, Salt the Earth). */
  *trashFromSupply(player: PlayerIndex, name: CardName): Effect<CardId | null> {
    const pile = this.pileOf(name);
    if (!pile || this.topOf(pile) !== name) return null;
    const id = pile.cards.pop()!;
    this.s.trash.push(id);
    this.log({ kind: 'trash', player, cards: [name], count: 1, detail: 'supply' });
    yield* this.fire({ type: 'trash', player, card: id, name });
    return id;
  }

  /** Puts a card back on its pile (Encampment, Overlord-style returns). */
  returnToPile(player: PlayerIndex, id: CardId, from: Zone): boolean {
    const pile = this.pileOf(this.name(id));
    if (!pile || !this.move(player, id, from, 'looking')) return false;
    this.p(player).looking.pop();
    pile.cards.push(id);
    this.log({ kind: 'return', player, cards: [this.name(id)], count: 1 });
    return true;
  }

  // ---- turn resources ---------------------------------------------------------------------

  addActions(n: number): void { this.s.turn.actions += n; }
  addBuys(n: number): void { this.s.turn.buys += n; }
  addCoins(n: number): void {
    this.s.turn.coins = Math.max(0, this.s.turn.coins + n);
  }
  addVp(player: PlayerIndex, n: number): void {
    if (n === 0) return;
    this.p(player).vpTokens += n;
    this.log({ kind: 'vp', player, count: n });
  }
  addDebt(player: PlayerIndex, n: number): void {
    if (n === 0) return;
    this.p(player).debt += n;
    this.log({ kind: 'debt', player, count: n });
  }
  /** Pays off up to `n` debt with this turn's $ (Capital; like the "pay N debt" move). Returns the amount paid. */
  payDebt(player: PlayerIndex, n: number): number {
    const paid = Math.max(0, Math.min(n, this.p(player).debt, this.s.turn.coins));
    if (paid === 0) return 0;
    this.s.turn.coins -= paid;
    this.p(player).debt -= paid;
    this.s.turn.treasuresLocked = true;
    this.log({ kind: 'debt', player, count: -paid, detail: 'paid' });
    return paid;
  }

  /** Uniform random integer in [0, n) from the game's seeded stream (setup-style randomness). */
  randomInt(n: number): number { return nextInt(this.s.rng, n); }

  // ---- decisions --------------------------------------------------------------------------

  /** Asks a decision; answers that are forced are taken without asking. */
  *decide<T>(spec: DecisionSpec): Effect<T> {
    const forced = forcedValue(spec, (id) => this.name(id));
    if (forced) return forced.value as T;
    return (yield { type: 'decide', decision: spec }) as T;
  }

  *chooseCards(player: PlayerIndex, o: { from: readonly CardId[]; min?: number; max?: number; prompt: string; verb: string; source?: string }): Effect<CardId[]> {
    const min = Math.min(o.min ?? 0, o.from.length);
    const max = Math.min(o.max ?? o.from.length, o.from.length);
    return yield* this.decide<CardId[]>({ kind: 'cards', player, candidates: [...o.from], min, max, prompt: o.prompt, verb: o.verb, source: o.source });
  }

  /** Picks one card (or null when `optional` and declined, or when there is none). */
  *chooseCard(player: PlayerIndex, o: { from: readonly CardId[]; optional?: boolean; prompt: string; verb: string; source?: string }): Effect<CardId | null> {
    const picked = yield* this.chooseCards(player, { from: o.from, min: o.optional ? 0 : 1, max: 1, prompt: o.prompt, verb: o.verb, source: o.source });
    return picked[0] ?? null;
  }

  *choosePile(player: PlayerIndex, o: { piles: readonly string[]; optional?: boolean; prompt: string; verb: string; source?: string }): Effect<string | null> {
    return yield* this.decide<string | null>({ kind: 'pile', player, piles: [...o.piles], optional: !!o.optional, prompt: o.prompt, verb: o.verb, source: o.source });
  }

  /** Chooses `count` distinct options (default 1); returns their ids. */
  *chooseOptions(player: PlayerIndex, o: { options: readonly DecisionOption[]; count?: number; min?: number; max?: number; prompt: string; verb?: string; source?: string }): Effect<string[]> {
    const min = o.min ?? o.count ?? 1;
    const max = o.max ?? o.count ?? 1;
    return yield* this.decide<string[]>({ kind: 'option', player, options: [...o.options], min, max, prompt: o.prompt, verb: o.verb ?? 'choose', source: o.source });
  }

  *chooseOption(player: PlayerIndex, o: { options: readonly DecisionOption[]; prompt: string; verb?: string; source?: string }): Effect<string> {
    const [id] = yield* this.chooseOptions(player, { options: o.options, count: 1, prompt: o.prompt, verb: o.verb, source: o.source });
    return id!;
  }

  /** Asks for an order of cards; returns them top first. */
  *orderCards(player: PlayerIndex, ids: readonly CardId[], prompt: string, source?: string): Effect<CardId[]> {
    return yield* this.decide<CardId[]>({ kind: 'order', player, cards: [...ids], prompt, verb: 'order', source });
  }

  *chooseNumber(player: PlayerIndex, o: { min: number; max: number; prompt: string; verb: string; source?: string }): Effect<number> {
    return yield* this.decide<number>({ kind: 'number', player, min: o.min, max: o.max, prompt: o.prompt, verb: o.verb, source: o.source });
  }

  *yesNo(player: PlayerIndex, prompt: string, source?: string): Effect<boolean> {
    return yield* this.decide<boolean>({ kind: 'yesno', player, prompt, verb: 'yes', source });
  }

  /** Runs tasks side by side (each player decides at once); resumes when all have finished. */
  *parallel(tasks: Effect<unknown>[]): Effect {
    yield { type: 'parallel', tasks };
  }

  // ---- playing cards ----------------------------------------------------------------------

  /**
   * Plays a card: moves it into play (if it is in `from`), then follows its text. An Attack
   * first lets the other players reveal Reactions, one at a time in turn order.
   */
  *playCard(player: PlayerIndex, id: CardId, from: Zone | null, as?: CardName): Effect<Play> {
    if (from) this.move(player, id, from, 'inPlay');
    const name = as ?? this.name(id);
    const def = getDef(name);
    const turn = this.s.turn;
    turn.played.push(name);
    if (def.types.includes('Action')) turn.actionsPlayed++;
    this.log({ kind: 'play', player, cards: [name], count: 1 });
    const play: Play = { player, card: id, name, unaffected: new Set() };
    this.depth++;
    if (def.types.includes('Attack')) yield* this.reactionWindow(play);
    yield* this.fire({ type: 'play', player, card: id, name });
    const instead = this.playReplacement(play);
    if (instead) yield* instead;
    else {
      if (def.coins) this.addCoins(def.coins);
      if (def.play) yield* def.play(this, play);
    }
    this.depth--;
    return play;
  }

  /**
   * Plays a Treasure whose whole text is its $ (Copper, Silver, Gold) from hand, as `playCard`
   * would (same state, same log) but without an effect: the common case of every Buy phase.
   * Does nothing and returns false when anything could react to or replace the play.
   */
  playPlainTreasure(player: PlayerIndex, id: CardId): boolean {
    const name = this.name(id);
    const def = getDef(name);
    if (def.play || !def.coins || def.types.length !== 1 || this.triggerTypes.has('play') || this.anyDurations()) return false;
    this.move(player, id, 'hand', 'inPlay');
    this.s.turn.played.push(name);
    this.log({ kind: 'play', player, cards: [name], count: 1 });
    this.addCoins(def.coins);
    return true;
  }

  /**
   * Plays a card again (Throne Room, Crown) as what it was played as the first time, even if it
   * has left play since: an Overlord set aside as Encampment is played as Encampment again.
   * Games before rules version 3 played it as what it is now (an Overlord again, asking anew).
   */
  *playAgain(first: Play): Effect<Play> {
    return yield* this.playCard(first.player, first.card, null, this.s.rulesVersion >= 3 ? first.name : undefined);
  }

  /** An effect to follow instead of a played card's instructions (a living Duration's `replacePlay`). */
  private playReplacement(play: Play): Effect | null {
    if (!this.anyDurations()) return null;
    for (const owner of this.playersFrom(this.active)) {
      for (const rec of [...this.p(owner).durations]) {
        const hook = getDef(rec.card).replacePlay;
        const instead = hook ? hook(this, play, rec, owner) : null;
        if (instead) return instead;
      }
    }
    return null;
  }

  private anyDurations(): boolean {
    for (const pl of this.s.players) if (pl.durations.length > 0) return true;
    return false;
  }

  /**
   * Follows `name`'s instructions for a card being played (Overlord): the card is `name` until it
   * leaves play (its name, types and cost, its triggers while in play, a Duration's record).
   */
  *playAs(play: Play, name: CardName): Effect {
    if (this.p(play.player).inPlay.includes(play.card)) (this.s.aliases ??= {})[play.card] = name;
    play.name = name;
    const def = getDef(name);
    this.log({ kind: 'note', player: play.player, cards: [name], count: 1, detail: `as ${name}` });
    if (def.types.includes('Attack')) yield* this.reactionWindow(play);
    if (def.coins) this.addCoins(def.coins);
    if (def.play) yield* def.play(this, play);
  }

  private *reactionWindow(play: Play): Effect {
    for (const q of this.others(play.player)) {
      const revealed: CardName[] = [];
      for (;;) {
        const options: DecisionOption[] = [];
        const byName = new Map<CardName, CardId>();
        for (const id of this.p(q).hand) {
          const n = this.name(id);
          const r = getDef(n).reaction;
          if (r && !byName.has(n) && r.canReveal(this, q, id, play, revealed)) {
            byName.set(n, id);
            options.push({ id: n, label: `reveal ${n}` });
          }
        }
        if (options.length === 0) break;
        options.push({ id: 'none', label: "don't reveal" });
        const pick = yield* this.chooseOption(q, {
          options, verb: 'reveal', source: play.name,
          prompt: `${this.p(play.player).name} played ${play.name}. Reveal a Reaction?`,
        });
        if (pick === 'none') break;
        const id = byName.get(pick)!;
        revealed.push(pick);
        this.log({ kind: 'react', player: q, cards: [pick], count: 1, detail: play.name });
        yield* getDef(pick).reaction!.reveal(this, q, id, play);
      }
    }
  }

  /**
   * Runs an Attack's effect on each affected player. Simultaneous attacks (Militia) ask every
   * victim at once; others (Witch, Bandit) resolve one player at a time in turn order.
   */
  *attack(play: Play, each: (victim: PlayerIndex) => Effect<unknown>, simultaneous = false): Effect {
    const victims = this.victims(play);
    if (simultaneous) { yield* this.parallel(victims.map(each)); return; }
    for (const v of victims) yield* each(v);
  }

  // ---- triggers ---------------------------------------------------------------------------

  /** Resolves everything that reacts to `ev`; a player orders their own simultaneous triggers. */
  fire(ev: TriggerEvent): Effect {
    // Most events have no trigger in a game: skip creating a generator for them.
    return this.triggerTypes.has(ev.type) ? this.fireTriggers(ev) : NOTHING_FIRES;
  }

  private *fireTriggers(ev: TriggerEvent): Effect {
    const found: PendingTrigger[] = [];
    const add = (t: Trigger, owner: PlayerIndex, src: TriggerSourceRef, label: string) => {
      if (t.on !== ev.type) return;
      if (t.when && !t.when(this, ev as never, owner, src)) return;
      found.push({ owner, label: t.label ?? label, independent: t.independent === true, run: () => t.run(this, ev as never, owner, src) });
    };
    if ('card' in ev && ev.card !== null) {
      for (const t of getDef(ev.name).triggers ?? []) if (t.from === 'self') add(t, ev.player, { kind: 'card', card: ev.card }, ev.name);
    }
    for (const id of [...this.p(ev.player).inPlay]) {
      for (const t of getDef(this.name(id)).triggers ?? []) if (t.from === 'inPlay') add(t, ev.player, { kind: 'card', card: id }, this.name(id));
    }
    for (const name of [...this.s.landmarks.map((l) => l.name), ...this.s.events]) {
      for (const t of getDef(name).triggers ?? []) if (t.from === 'game') add(t, ev.player, { kind: 'game', name }, name);
    }
    for (const le of [...this.s.turn.lasting]) {
      for (const t of getDef(le.card).triggers ?? []) if (t.from === 'lasting') add(t, le.owner, { kind: 'lasting', effect: le }, le.card);
    }
    if (found.length === 0) return;
    for (const owner of this.playersFrom(this.active)) {
      let mine = found.filter((t) => t.owner === owner);
      while (mine.length > 0) {
        let next = mine[0]!;
        if (new Set(mine.map((t) => t.label)).size > 1 && !orderIsMoot(mine, this.s.rulesVersion)) {
          const pick = yield* this.chooseOption(owner, {
            options: mine.map((t, i) => ({ id: String(i), label: t.label })),
            prompt: 'These happen at the same time: which first?', verb: 'resolve',
          });
          next = mine[Number(pick)]!;
        }
        mine = mine.filter((t) => t !== next);
        yield* next.run();
      }
    }
  }

  /** Adds a watcher that lasts until the end of this turn. */
  addLasting(card: CardName, owner: PlayerIndex, data: Record<string, unknown> = {}): void {
    this.s.turn.lasting.push({ card, owner, data });
  }

  // ---- Durations --------------------------------------------------------------------------

  /** Records a Duration effect for a later turn; `card` stays in play while it lives. */
  addDuration(player: PlayerIndex, card: CardId, data: Record<string, unknown> = {}): void {
    this.p(player).durations.push({ card: this.name(card), keep: [card], data, createdTurn: this.s.turn.number });
  }

  /** A card that played a Duration card (Throne Room, Crown) stays in play as long as it does. */
  keepWithDuration(player: PlayerIndex, played: CardId, by: CardId): void {
    for (const d of this.p(player).durations) {
      if (d.keep.includes(played) && !d.keep.includes(by)) d.keep.push(by);
    }
  }

  /** Currently owed decisions (read-only view for cards that check them). */
  get pending(): readonly Decision[] { return this.s.pending; }
}
