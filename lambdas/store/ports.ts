// What the backend may ask of its storage, in five small interfaces: the event log (a game's META,
// events, snapshots), the outbox (mail waiting to be sent, claimed and marked one notification at a
// time), the read models (derived, rebuilt idempotently from the log: summaries and the WAITING
// index, "my games", idempotency records), the profiles (with the DIGEST index), the open games
// (the OPEN index), the away marks beside META, the ratings (rating-ports.ts) and the chat (chat-ports.ts). `Store` is all of them: the DynamoDB
// implementation (dynamo/) and the in-memory twin (memory/) both provide it, and
// test/lambdas/store/store-contract.ts holds them to the same behaviour.
//
// Every conditional write that loses throws `Conflict` (records.ts) or answers false/null, as each
// method says; the caller decides what a lost race means.
import type {
  AwayMark,
  EventFields,
  LogRecord,
  GameMeta,
  IdemRecord,
  MailKey,
  Notification,
  OutboxItem,
  PendingMail,
  Profile,
  Summary,
  UserGame,
} from './records.js';
import type { OpenEntry } from './open-list.js';
import type { Ratings } from './rating-ports.js';
import type { Rematches } from './rematch-ports.js';
import type { Chat } from './chat-ports.js';

export interface EventLog {
  /** Writes a new game's META; Conflict if the id is taken. */
  putNewMeta(meta: GameMeta): Promise<void>;
  /** Replaces META if nobody changed it since `prevVersion` (Conflict otherwise); bumps `meta.version`. */
  replaceMeta(meta: GameMeta, prevVersion: number): Promise<void>;
  getMeta(gameId: string): Promise<GameMeta | null>;
  /** The newest snapshot, as JSON, with its seq. */
  latestSnapshot(gameId: string): Promise<{ seq: number; state: string } | null>;
  putSnapshot(gameId: string, seq: number, state: string): Promise<void>;
  /** Events with seq in [from, to] (to omitted: all), oldest first, with the fields asked for. */
  events(gameId: string, from: number, to?: number, fields?: EventFields): Promise<LogRecord[]>;
  /** The events of the turn in progress (back to the one whose log starts a turn), oldest first, history fields. */
  currentTurnEvents(gameId: string): Promise<LogRecord[]>;
  lastSeq(gameId: string): Promise<number | null>;
  /**
   * Appends one event, only if no event holds its seq yet: of two writers that loaded the same
   * seq, exactly one lands and the other gets Conflict. An event with mail joins the outbox.
   */
  append(ev: LogRecord): Promise<void>;
}

export interface Outbox {
  /** Mail that belongs to no event (`MAIL#<name>`), delivered like an event's. Once per name: null if there. */
  putMailing(gameId: string, name: string, at: number, outbox: Notification[]): Promise<MailKey | null>;
  outboxItem(k: MailKey): Promise<OutboxItem | null>;
  /** Items that still have unsent mail, oldest first (by `at`), at most `limit`. */
  pendingOutbox(limit?: number): Promise<PendingMail[]>;
  /** Claims notification `i` until `until`; false if it is sent, or claimed by someone else until after `now`. */
  claimMail(k: MailKey, i: number, now: number, until: number): Promise<boolean>;
  /** Marks notification `i` done (and drops its claim); with `skipped` (why) it is done without a send. */
  markSent(k: MailKey, i: number, now: number, skipped?: string): Promise<void>;
  /** Records that notification `i` is being handed to the mailer (`try_i`): its outcome is unknown until marked. */
  markSending(k: MailKey, i: number, now: number): Promise<void>;
  /** Gives notification `i` back for a retry (drops its claim and `try_i`): it was certainly not sent. */
  releaseClaim(k: MailKey, i: number): Promise<void>;
  /** Takes an item off the pending outbox once all its mail is done. */
  outboxDone(k: MailKey): Promise<void>;
}

export interface ReadModels {
  getSummary(gameId: string): Promise<Summary | null>;
  /**
   * Writes the summary unless a newer one (higher lastSeq) is there; with `expectRev` (recording a
   * reminder) only if it is still exactly that revision. False when it did not write. An active
   * game with humans waiting is on the WAITING index, by `dueAt`.
   */
  putSummary(s: Summary, expectRev?: number): Promise<boolean>;
  /** Games on the WAITING index due at or before `now`, soonest first, at most `limit`. */
  waitingDue(now: number, limit?: number): Promise<string[]>;
  /** Records what an idempotency key produced (any fields), kept KEEP_DAYS after `at`. */
  putIdem(gameId: string, key: string, rec: IdemRecord, at: number): Promise<void>;
  getIdem(gameId: string, key: string): Promise<IdemRecord | null>;
  /** Upserts a "my games" entry unless a newer one (higher seq; same seq: later updatedAt) is stored. */
  putUserGame(email: string, g: UserGame): Promise<void>;
  deleteUserGame(email: string, gameId: string): Promise<void>;
  userGames(email: string): Promise<UserGame[]>;
  /**
   * Records that a seat's player was seen at the game's table at `at` (SEEN, one item per game),
   * unless a sighting later than `unlessAfter` is stored already: true if it wrote. Cheap by design:
   * callers write at most one sighting per seat per interval.
   */
  markSeen(gameId: string, seat: number, at: number, unlessAfter: number): Promise<boolean>;
  /** When each seat's player was last seen at the table (seat → ms; absent: never). */
  seenAt(gameId: string): Promise<Map<number, number>>;
  /**
   * Keeps the Message-ID (without <>, validated by the caller) of the seat's latest reply by mail
   * (SEEN, `reply_<seat>`): the seat's later mail about the game goes under it (letters/thread.ts).
   */
  noteReply(gameId: string, seat: number, messageId: string): Promise<void>;
  /** Each seat's latest reply's Message-ID (seat → id; absent: no reply kept, as on items written before it existed). */
  replyIds(gameId: string): Promise<Map<number, string>>;
  /**
   * Counts one use of `name` in the window of `windowMs` starting at `windowStart` (ms), unless
   * `max` are counted there already: true if it counted. Of racing callers at most `max` win. The
   * counter (LIMIT#<name>#<windowStart>) expires a day after its window.
   */
  takeQuota(name: string, windowStart: number, windowMs: number, max: number): Promise<boolean>;
}

/**
 * The open-games list: open games not started with a free seat, kept by the META writes themselves
 * (putNewMeta, replaceMeta), so a game leaves it in the same write that takes its last seat.
 */
export interface OpenGames {
  /** Entries created before `createdBefore` (all without it), oldest first. */
  openGames(o?: { createdBefore?: number }): Promise<OpenEntry[]>;
}

export interface Profiles {
  getProfile(email: string): Promise<Profile | null>;
  /**
   * Writes a profile if it is still at revision `p.rev` (0: none stored yet), then bumps `p.rev`;
   * false if someone wrote it meanwhile. Digest users who can be mailed are on the DIGEST index.
   */
  putProfile(p: Profile): Promise<boolean>;
  /** Records a digest sent at `now` if the last digest is still the one `p` was read with: of two runs, one wins. */
  claimDigest(p: Profile, now: number): Promise<Profile | null>;
  /** Emails of digest users whose last digest is older than `before`. */
  digestDue(before: number): Promise<string[]>;
}

/** The away marks in a game's partition, beside META (records.ts AwayMark). */
export interface AwayMarks {
  /** META and the game's away marks, in one read (null: no such game): what loading a game reads. */
  getMetaAndAway(gameId: string): Promise<{ meta: GameMeta; away: AwayMark[] } | null>;
  /** Writes the mark unless the game holds one from a later (or the same) profile revision. */
  putAwayMark(gameId: string, mark: AwayMark): Promise<void>;
}

/** What a store has done since it was made (benchmarks and docs/scale.md read these). */
export interface StoreStats {
  /** Read requests (Get, each Query page). */
  reads: number;
  /** Bytes of the items returned (as JSON; on DynamoDB only while the table's `countBytes` is on). */
  bytesRead: number;
  /** Write requests that wrote (Put, Update, Delete). */
  writes: number;
  /** Bytes of the items put (as JSON; updates count their values only; on DynamoDB as bytesRead). */
  bytesWritten: number;
  /** Read capacity units, as DynamoDB bills them (eventually consistent: 0.5 per 4 KB per request). */
  readUnits: number;
  /** Write capacity units of the table (1 per KB of the whole item, updates included), without the index. */
  writeUnits: number;
  /** Writes that add, move or remove an index entry (each about 1 more write unit on the keys-only index). */
  indexWrites: number;
}

export interface Store extends EventLog, AwayMarks, Outbox, ReadModels, Profiles, OpenGames, Ratings, Rematches, Chat {
  readonly stats: StoreStats;
  /** Creates the table if missing (DynamoDB; nothing to do in memory). */
  ensureTable(): Promise<void>;
}
