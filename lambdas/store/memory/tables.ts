// The in-memory twin's state: one Map per kind of record, plus the request counting behind
// `stats`. Records go in and come out as JSON copies, as they would through DynamoDB: a caller
// never holds a reference into the store, and undefined fields vanish on the way in.
import type { StoreStats } from '../ports.js';
import type {
  AwayMark,
  LogRecord,
  GameMeta,
  IdemRecord,
  Notification,
  Profile,
  Summary,
  UserGame,
} from '../records.js';
import type { PlayerRating, RatedGame, RatingEntry } from '../rating-records.js';
import type { RematchRecord } from '../rematch-ports.js';

/** An item with mail: an event's outbox or a mailing, with the per-notification marks. */
export interface MailItem {
  at: number;
  outbox?: Notification[];
  /** `sent_<i>` and `claim_<i>`, ms. */
  marks: Record<string, number>;
  /** `skip_<i>`: why a notification was done without a send. */
  skips: Record<string, string>;
  /** Still on the pending list (the OUTBOX index on DynamoDB). */
  pending: boolean;
}

export class MemoryTables {
  // Capacity units are not estimated in memory (they stay 0): the DynamoDB store measures them.
  readonly stats: StoreStats = {
    reads: 0,
    bytesRead: 0,
    writes: 0,
    bytesWritten: 0,
    readUnits: 0,
    writeUnits: 0,
    indexWrites: 0,
  };
  readonly metas = new Map<string, GameMeta>();
  /** gameId → email → the player's away mark at that table. */
  readonly awayMarks = new Map<string, Map<string, AwayMark>>();
  /** gameId → seq → event (its outbox included). */
  readonly events = new Map<string, Map<number, LogRecord>>();
  readonly snapshots = new Map<string, Map<number, string>>();
  /** `<gameId>\n<sk>` → mail item. */
  readonly mail = new Map<string, MailItem>();
  readonly summaries = new Map<string, Summary>();
  /** `<gameId>\n<key>` → record with its TTL. */
  readonly idem = new Map<string, { rec: IdemRecord; expiresAt: number }>();
  /** email → gameId → entry. */
  readonly userGames = new Map<string, Map<string, UserGame>>();
  readonly profiles = new Map<string, Profile>();
  /** gameId → seat → last seen at the table (ms). */
  readonly seen = new Map<string, Map<number, number>>();
  /** gameId → seat → the Message-ID of the seat's latest reply by mail. */
  readonly replies = new Map<string, Map<number, string>>();
  /** `<name>\n<windowStart>` → uses counted in that window, with the counter's TTL. */
  readonly quotas = new Map<string, { uses: number; expiresAt: number }>();
  /** email → rating; email → history sort key → entry; gameId → its rating; handle key → owner. */
  readonly ratings = new Map<string, PlayerRating>();
  readonly ratingEntries = new Map<string, Map<string, RatingEntry>>();
  readonly ratedGames = new Map<string, RatedGame>();
  readonly handles = new Map<string, string>();
  /** finished gameId → its REMATCH record. */
  readonly rematches = new Map<string, RematchRecord>();

  /** A copy of what is read, counted as one read request. */
  read<T>(value: T | null | undefined): T | null {
    this.stats.reads++;
    if (value === null || value === undefined) return null;
    const json = JSON.stringify(value);
    this.stats.bytesRead += Buffer.byteLength(json);
    return JSON.parse(json) as T;
  }

  /** A copy of what is read as one request returning many records. */
  readMany<T>(values: readonly T[]): T[] {
    this.stats.reads++;
    return values.map((v) => {
      const json = JSON.stringify(v);
      this.stats.bytesRead += Buffer.byteLength(json);
      return JSON.parse(json) as T;
    });
  }

  /** A copy of what is written, counted as one write request. */
  write<T>(value: T): T {
    const json = JSON.stringify(value);
    this.stats.writes++;
    this.stats.bytesWritten += Buffer.byteLength(json);
    return JSON.parse(json) as T;
  }
}

/** The map under `key`, made on first use. */
export function inner<K, V>(outer: Map<string, Map<K, V>>, key: string): Map<K, V> {
  let m = outer.get(key);
  if (!m) outer.set(key, (m = new Map<K, V>()));
  return m;
}

/** Records come back without their TTL, as DynamoDB's reads strip `expiresAt`. */
export function withoutTtl<T extends { expiresAt?: number }>(r: T): T {
  const { expiresAt: _ttl, ...rest } = r;
  return rest as T;
}

export const mailId = (gameId: string, sk: string) => `${gameId}\n${sk}`;
