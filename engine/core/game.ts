// The engine's working object: the JSON state plus the live effect runtime and the log
// buffer, with every primitive a card text is made of (draw, gain, trash, choose, play, attack).
// Card effects receive it as a GameApi (game-api.ts) and call these. A player's zones are in
// game-zones.ts, which this extends; the Supply and the turn's resources are here; asking a player (choices.ts), playing cards (playing.ts), gaining
// (gaining.ts) and resolving triggers (triggers.ts) are functions of their own that these methods call.
import type {
  CardChoice,
  CardsChoice,
  GameApi,
  NumberChoice,
  OptionChoice,
  OptionsChoice,
  PileChoice,
  Play,
  TriggerEvent,
  TriggerEventType,
  Zone,
} from './game-api.js';
import type { CardDef } from './card-def.js';
import type { DecisionSpec, Effect } from './effect.js';
import * as choices from '../rules/choices.js';
import * as gaining from '../rules/gaining.js';
import * as playing from '../rules/playing.js';
import { fireTriggers, NOTHING_FIRES } from '../rules/triggers.js';
import { getDef } from './registry.js';
import { nextInt } from './rng.js';
import { Runtime } from './runtime.js';
import { costOf } from '../rules/cost.js';
import { gameIndex, type GameIndex } from './game-index.js';
import { GameZones, NO_ENTRIES, ZONES } from './game-zones.js';
import type { CardId, CardName, CardType, Cost, Decision, GameState, LogEntry, Pile, PlayerIndex } from './types.js';

export type { Zone };
export { ZONES };

export class Game extends GameZones implements GameApi {
  readonly rt: Runtime;
  /** The Supply pile of each card name, its card names, the event types anything here reacts to (game-index.ts). */
  private readonly index: GameIndex;
  private readonly triggerTypes: ReadonlySet<TriggerEventType>;
  /** The turn decision's prompt per player and phase (apply.ts), so a move builds no new string. */
  readonly turnPrompts: string[] = [];
  /**
   * What every accepted move of a quiet game returns (apply.ts): no entries, `revealed` true, the
   * same for every move, so one frozen object rather than a new one per move.
   */
  readonly quietAccepted: {
    readonly ok: true;
    readonly state: GameState;
    readonly log: LogEntry[];
    readonly revealed: true;
  };

  constructor(s: GameState, onRootDone: (g: Game) => void) {
    super(s);
    this.rt = new Runtime(s, () => onRootDone(this));
    this.index = gameIndex(s);
    this.triggerTypes = this.index.triggerTypes;
    this.quietAccepted = Object.freeze({ ok: true, state: s, log: NO_ENTRIES, revealed: true });
  }

  // ---- lookups ----------------------------------------------------------------------------
  /** The definition of what the card is now (`getDef(name(id))`), read by id unless it is played as another card. */
  def(id: CardId): CardDef {
    const a = this.s.aliases;
    return a === undefined || a[id] === undefined ? this.index.defs[id] : getDef(a[id]);
  }
  is(id: CardId, type: CardType): boolean {
    return this.def(id).types.includes(type);
  }
  /** True if some card of this game (in the Supply or not) has this exact name. */
  hasCard(name: CardName): boolean {
    return this.index.cardNames.has(name);
  }
  get active(): PlayerIndex {
    return this.s.turn.player;
  }
  get playerCount(): number {
    return this.s.players.length;
  }

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
    if (!this.quiet) this.log({ kind: 'trash', player, cards: this.names(done), count: done.length });
    for (const id of done) yield* this.fire({ type: 'trash', player, card: id, name: this.name(id) });
  }

  // ---- Supply -----------------------------------------------------------------------------

  pileOf(name: CardName): Pile | undefined {
    const at = this.index.pileAt.get(name);
    return at === undefined ? undefined : this.s.supply[at];
  }

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

  cost(name: CardName): Cost {
    return costOf(this.s, name);
  }

  /** Names of the cards on top of Supply piles that satisfy `ok` (each listed once). */
  gainable(ok: (name: CardName, cost: Cost) => boolean): CardName[] {
    const out: CardName[] = [];
    for (const pile of this.s.supply) {
      const top = this.topOf(pile);
      if (top !== null && !out.includes(top) && ok(top, this.cost(top))) out.push(top);
    }
    return out;
  }

  // Gaining, trashing from the Supply, returning to a pile (gaining.ts).
  gain(player: PlayerIndex, name: CardName, to: Zone = 'discard', bought = false): Effect<CardId | null> {
    return gaining.gain(this, player, name, to, bought);
  }
  gainFromTrash(player: PlayerIndex, id: CardId, to: Zone = 'discard'): Effect<CardId | null> {
    return gaining.gainFromTrash(this, player, id, to);
  }
  /** `gain` into the discard pile without an effect, for a game where nothing reacts to a gain (quick-moves.ts). */
  gainNow(player: PlayerIndex, name: CardName): CardId | null {
    return gaining.gainNow(this, player, name);
  }
  trashFromSupply(player: PlayerIndex, name: CardName): Effect<CardId | null> {
    return gaining.trashFromSupply(this, player, name);
  }
  returnToPile(player: PlayerIndex, id: CardId, from: Zone): boolean {
    return gaining.returnToPile(this, player, id, from);
  }

  // ---- turn resources ---------------------------------------------------------------------

  addActions(n: number): void {
    this.s.turn.actions += n;
  }
  addBuys(n: number): void {
    this.s.turn.buys += n;
  }
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
  randomInt(n: number): number {
    return nextInt(this.s.rng, n);
  }

  // ---- decisions (choices.ts) ------------------------------------------------------------

  decide<T>(spec: DecisionSpec): Effect<T> {
    return choices.decide<T>(this, spec);
  }
  chooseCards(player: PlayerIndex, o: CardsChoice): Effect<CardId[]> {
    return choices.chooseCards(this, player, o);
  }
  chooseCard(player: PlayerIndex, o: CardChoice): Effect<CardId | null> {
    return choices.chooseCard(this, player, o);
  }
  choosePile(player: PlayerIndex, o: PileChoice): Effect<string | null> {
    return choices.choosePile(this, player, o);
  }
  chooseOptions(player: PlayerIndex, o: OptionsChoice): Effect<string[]> {
    return choices.chooseOptions(this, player, o);
  }
  chooseOption(player: PlayerIndex, o: OptionChoice): Effect<string> {
    return choices.chooseOption(this, player, o);
  }
  orderCards(player: PlayerIndex, ids: readonly CardId[], prompt: string, source?: string): Effect<CardId[]> {
    return choices.orderCards(this, player, ids, prompt, source);
  }
  chooseNumber(player: PlayerIndex, o: NumberChoice): Effect<number> {
    return choices.chooseNumber(this, player, o);
  }
  yesNo(player: PlayerIndex, prompt: string, source?: string): Effect<boolean> {
    return choices.yesNo(this, player, prompt, source);
  }

  /** Runs tasks side by side (each player decides at once); resumes when all have finished. */
  *parallel(tasks: Effect<unknown>[]): Effect {
    yield { type: 'parallel', tasks };
  }

  // ---- playing cards (playing.ts) ---------------------------------------------------------

  playCard(player: PlayerIndex, id: CardId, from: Zone | null, as?: CardName): Effect<Play> {
    return playing.playCard(this, player, id, from, as);
  }
  /** A plain Treasure (Copper, Silver, Gold) played without an effect when nothing could react; false otherwise. */
  playPlainTreasure(player: PlayerIndex, id: CardId): boolean {
    return playing.playPlainTreasure(this, player, id);
  }
  playAgain(first: Play): Effect<Play> {
    return playing.playAgain(this, first);
  }
  playAs(play: Play, name: CardName): Effect {
    return playing.playAs(this, play, name);
  }
  attack(play: Play, each: (victim: PlayerIndex) => Effect<unknown>, simultaneous = false): Effect {
    return playing.attack(this, play, each, simultaneous);
  }

  // ---- triggers (triggers.ts) -------------------------------------------------------------

  /** Whether any card, Landmark or Event of this game has a trigger on `type`. */
  hasTriggers(type: TriggerEventType): boolean {
    return this.triggerTypes.has(type);
  }

  /** Resolves everything that reacts to `ev`; a player orders their own simultaneous triggers. */

  fire(ev: TriggerEvent): Effect {
    // Most events have no trigger in a game: skip creating a generator for them.
    return this.triggerTypes.has(ev.type) ? fireTriggers(this, ev) : NOTHING_FIRES;
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
  get pending(): readonly Decision[] {
    return this.s.pending;
  }
}
