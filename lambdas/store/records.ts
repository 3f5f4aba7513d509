// The records the store keeps, as the application sees them (no keys, no index fields): a game's
// META, its events with their outboxes, the derived summary and "my games" entries, idempotency
// records and profiles. Both store implementations (dynamo/, memory/) read and write these shapes;
// ports.ts says what they can do with them. Also the few values every implementation agrees on:
// the event sort key (an outbox item's address), TTL arithmetic, and the Conflict a lost race throws.
import type { GameConfig, LogEntry, Move, UndoData } from '../../engine/index.js';
import type { GameStatus, NotifyPref } from '../../contract/common.js';
import type { ReactionPrefs } from '../../contract/profile.js';

// The enums the API shows are declared once, in the contract.
export type { GameStatus, NotifyPref };

/** Zero-padded to a fixed width, so keys sort as numbers (seqs, and ms timestamps up to 2286). */
export const pad = (n: number) => String(n).padStart(10, '0');
/** The sort key of event `seq`: the address of its outbox. */
export const eventSk = (seq: number) => `EV#${pad(seq)}`;

/** An item carrying an outbox: an event (`EV#…`) or a mailing outside the log (`MAIL#…`). */
export interface MailKey {
  gameId: string;
  sk: string;
}
/** An item on the pending outbox, with when it was written (the age of its mail). */
export interface PendingMail extends MailKey {
  at: number;
}

/** DynamoDB TTL (attribute `expiresAt`) takes epoch seconds: a value in ms would never expire. */
export const expiryAfter = (ms: number, days: number) => Math.floor(ms / 1000) + days * 86_400;
/** How long idempotency records and cancelled games are kept. */
export const KEEP_DAYS = 30;

/** A conditional write lost: someone wrote first (an append's seq is taken, a revision moved on). */
export class Conflict extends Error {
  constructor() {
    super('Conditional write failed');
    this.name = 'Conflict';
  }
}

export interface SeatRecord {
  email: string | null;
  bot: string | null;
  name: string;
  joined: boolean;
  /** The name came from the email (nobody chose one): the player's display name replaces it when they join. */
  autoName?: boolean;
}

export interface GameMeta {
  gameId: string;
  createdAt: number;
  createdBy: string;
  status: GameStatus;
  seats: SeatRecord[];
  /** The resolved engine config, seed included: never leaves the server. */
  config: GameConfig;
  reminderEveryMs: number;
  deadlineMs: number | null;
  /** How long "your move" mail waits before it goes (absent on older games: DEFAULT_MAIL_GRACE_MS). */
  mailGraceMs?: number;
  /** The game's name (absent on games created before names: gameTitle() makes one). */
  title?: string;
  /** Bumped by every META update (join/leave/start), checked by the next one. */
  version: number;
  /** TTL (epoch seconds): set when the game is cancelled. */
  expiresAt?: number;
  /** false: created with undo off (nothing may be taken back). Absent: on. */
  undo?: boolean;
  /** An open game (any signed-in player may take a free seat); absent on invitation-only games. */
  open?: OpenMeta;
  /** false: created refusing vacation (a fast game: the deadline runs while a player is away). Absent: honoured. */
  vacation?: false;
  /** How its kingdom was drawn, as asked at creation (absent on older games): a rematch draws again like it. */
  draw?: KingdomDraw;
  /** The finished game this one is the rematch of. */
  rematchOf?: string;
}

/**
 * How a kingdom was asked for: a recommended set by name, hand-picked cards, or a random draw (from
 * these sets, with these Events and Landmarks and this many random ones), the create body's fields.
 */
export interface KingdomDraw {
  recommended?: string;
  kingdom?: string[];
  randomFrom?: string[];
  events?: string[];
  landmarks?: string[];
  randomLandscapes?: number;
}

/** What makes a game open: who may watch and join, and what the open-games list filters on. */
export interface OpenMeta {
  /** Anyone signed in may watch it (a spectator's view). */
  public: boolean;
  /** Players rated below this may not take a seat (absent: anyone). */
  minRating?: number;
  /** The sets its kingdom and landscapes come from. */
  sets: string[];
  /** 'fast' | 'daily' | 'relaxed' (contract/community/open-games.ts Pace). */
  pace: string;
}

/** A free seat of an open game: no player and no bot yet. */
export const isFreeSeat = (s: SeatRecord) => s.email === null && s.bot === null;

/** Why a mail is sent; preferences decide at send time which reasons reach a player. */
export type NotifyReason = 'turn' | 'decision' | 'over' | 'invite' | 'reminder' | 'digest' | 'reply';

export interface Notification {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Absent on mail queued before reasons existed (delivered as a turn start). */
  reason?: NotifyReason;
  /** The Reply-To address: a reply to it makes moves (auth/reply-address.ts); absent when replies are not taken. */
  replyTo?: string;
  /** The game's seq the mail shows, when it was rendered later than the event that caused it ("your move" mail). */
  asOfSeq?: number;
  /**
   * Where the mail goes in the player's mail client (letters/thread.ts, mime.ts): the game's thread for
   * that seat, under their latest reply by mail when there is one. Absent on mail queued before
   * threads (and on mail about no one game): sent without threading headers.
   */
  thread?: MailThread;
}

/** The In-Reply-To and References of a mail, as Message-IDs without <> (the thread root first). */
export interface MailThread {
  inReplyTo: string;
  references: string[];
}

/** A player's settings (USER#<email> / PROFILE). Absent fields mean the defaults. */
export interface Profile {
  email: string;
  displayName?: string;
  /** The player kept the suggested name (their email's local part) when asked at first sign-in or in the settings. */
  nameKept?: boolean;
  notify: NotifyPref;
  /** How Reactions answer in the games the player starts or joins (absent: DEFAULT_REACTIONS). */
  reactions?: ReactionPrefs;
  /** Set by a permanent bounce or a complaint: no mail goes to this address until cleared. */
  undeliverable?: { reason: 'bounce' | 'complaint'; at: number };
  lastDigestAt?: number;
  /** The latest time away the player set (lambdas/vacation/): ahead, in progress, or over. */
  away?: AwayWindow;
  /** Earlier times away, kept a year: the yearly cap counts them, pushed deadlines skip them. */
  awayPast?: AwayWindow[];
  /** Bumped by every write; the next write checks it (0: not stored yet). */
  rev: number;
  updatedAt: number;
}

/**
 * A seated player's time away as a game shows it ("on vacation until …"): the profile's latest window
 * copied into the game's partition at profile revision `rev`, so loading the game reads it with META
 * (lambdas/vacation/marks.ts). No `away`: the player set none, or ended it.
 */
export interface AwayMark {
  email: string;
  away?: { from: number; until: number };
  rev: number;
}

/** A span away (ms, from inclusive, until exclusive); `welcomed`: its "welcome back" mail is written. */
export interface AwayWindow {
  from: number;
  until: number;
  welcomed?: true;
}

/**
 * One record of a game's event log (`EV#<seq>`): the start, an accepted move, or an undo (a take
 * back, a request or its answer: engine/rules/undo.ts), with its outbox. A record taken back stays
 * in the log: walk records with `liveRecords` (kernel/replay.ts). Reads may leave out `text`, `log`
 * and `outbox` (EventFields): the payload of each kind is always there.
 */
export type LogRecord = StartRecord | MoveRecord | UndoRecord;

/** Fields another kind of record has and this one never does: code reading any record may ask (`r.seat`), narrowing by `kind` gives the payload. */
type Absent<K extends string> = { [P in K]?: never };
type MovePayload = 'move' | 'text' | 'revealed' | 'onlyMove' | 'via' | 'more';

interface RecordBase {
  gameId: string;
  seq: number;
  at: number;
  /** Engine log entries, unredacted (redacted per viewer on read). */
  log?: LogEntry[];
  outbox?: Notification[];
}

/** What a record made at a player's request carries: its idempotency key and the request's hash. */
interface Requested {
  idem?: string;
  /** A hash of the request that carried `idem`: the same key with another request is refused (422). */
  idemHash?: string;
}

export interface StartRecord extends RecordBase, Absent<MovePayload | 'undo' | 'seat' | 'by' | 'idem' | 'idemHash'> {
  kind: 'start';
}

export interface MoveRecord extends RecordBase, Requested, Absent<'undo'> {
  kind: 'move';
  move: Move;
  seat: number;
  by: 'human' | 'bot' | 'deadline';
  /** The move in notation, as its player wrote it (answers may be private until the game ends). */
  text?: string;
  /** Whether it revealed anything hidden from its mover (the engine's `revealed`; absent on older records: assume it did). */
  revealed?: boolean;
  /** It ended a turn that had nothing else left (the engine's onlyEndLeft); a take-back goes past it. Absent: a choice. */
  onlyMove?: boolean;
  /**
   * A human's move made away from the table: by an answer link's press or a reply by mail (absent:
   * at the table, and on older records). Such a move is not presence (notices.ts).
   */
  via?: MoveVia;
  /**
   * A line of an answer link's or a reply's sequence with more lines after it, made right away: the
   * point between is not mailed (notices.ts); the last line's is.
   */
  more?: true;
}

export interface UndoRecord extends RecordBase, Requested, Absent<MovePayload> {
  kind: 'undo';
  /** What it does. */
  undo: UndoData;
  seat: number;
  by: 'human';
}

/** How a human's move reached the game when not from the table. */
export type MoveVia = 'link' | 'reply';

/** Which fields of events a read returns: enough to replay, what the history shows, or all (the outbox too). */
export type EventFields = 'replay' | 'history' | 'all';
/** Fields needed to replay: everything else (log, outbox) stays on the server's disk. */
export const REPLAY_FIELDS = [
  'seq',
  'kind',
  'move',
  'seat',
  'idem',
  'idemHash',
  'at',
  'by',
  'via',
  'more',
  'revealed',
  'onlyMove',
  'undo',
] as const;
/** What the history shows besides: the move's text and its log (never the outbox's mail). */
export const HISTORY_FIELDS = [...REPLAY_FIELDS, 'text', 'log'] as const;

/** One human's wait for one decision, as the summary keeps it. */
export interface Wait {
  seat: number;
  decisionId: number;
  since: number;
  remindedAt: number | null;
  /** The game's seq when the wait was first projected: names its "your move" mail (absent on older summaries). */
  fromSeq?: number;
  /**
   * When the "your move" mail for this wait is due (ms). Absent once it is mailed, when the player
   * was already told (the deadline bot's mail), and on summaries written before it existed.
   */
  mailAt?: number;
  /**
   * The wait followed a line of an answer link's sequence with more lines to come (notices.ts): its
   * mail time is only for a sequence that stopped there, never a due time a later wait keeps.
   */
  midSequence?: true;
}

export interface Summary {
  gameId: string;
  lastSeq: number;
  status: GameStatus;
  /** Seats (humans) owing a decision, with the decision id and since when. */
  waiting: Wait[];
  /**
   * When the reminder job next has something to do for this game (a reminder or a deadline move),
   * ms: the WAITING index sorts by it. Absent on summaries written before it existed: the oldest wait.
   */
  dueAt?: number;
  /** Bumped by every write; a reminder's write checks it. */
  rev: number;
}

export interface UserGame {
  gameId: string;
  seat: number;
  status: GameStatus;
  yourMove: boolean;
  seq: number;
  players: string[];
  updatedAt: number;
  /** What the lobby line shows (absent on rows written before they existed). */
  title?: string;
  kingdom?: string[];
  asked?: string[];
  winners?: string[];
  scores?: number[];
  /** A rematch: the finished game it replays (absent on rows written before it was kept). */
  rematchOf?: string;
  /** TTL (epoch seconds): set when the game is cancelled. */
  expiresAt?: number;
}

/** Which seq an idempotency key produced, for which seat, and the hash of its request (absent on old records). */
export interface IdemRecord {
  seq: number;
  seat: number;
  hash?: string;
}

/** An outbox item's notifications with their marks: `sent_<i>` (done at), `claim_<i>` (reserved until). */
export interface OutboxItem {
  outbox?: Notification[];
  marks: Record<string, number>;
}
