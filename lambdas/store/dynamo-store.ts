// The event store: the only module that talks to DynamoDB. Single table (see docs/data-model.md).
//
//   pk              sk                 what
//   GAME#<id>       META               seats, config (with the seed), status, reminder/deadline settings
//   GAME#<id>       EV#<seq:10>        one accepted move (or the game start), with its outbox
//   GAME#<id>       MAIL#invitations   the invitations sent when the game was created (an outbox)
//   GAME#<id>       SNAP#<seq:10>      engine state after that seq (at a snapshot point)
//   GAME#<id>       SUMMARY            derived: who is waiting since when, last reminder
//   GAME#<id>       IDEM#<key>         derived: which seq an idempotency key produced
//   USER#<email>    GAME#<id>          derived: "my games" entry
//   USER#<email>    PROFILE            display name, notification preference, undeliverable mark
//   GSI1: gsi1pk = OUTBOX  (items with unsent mail)   gsi1pk = WAITING  (games waiting on a human)
//         gsi1pk = DIGEST  (profiles of daily-digest users, by last digest time)
//
// Appends are single conditional PutItems on EV#<seq> (attribute_not_exists), so two racing
// writers can never both land. Everything derived is written afterwards, idempotently.
import {
  ConditionalCheckFailedException, CreateTableCommand, DescribeTableCommand, DynamoDBClient, ResourceNotFoundException,
} from '@aws-sdk/client-dynamodb';
import {
  DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, UpdateCommand,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { GameConfig, LogEntry, Move } from '../../engine/index.js';

export const pad = (n: number) => String(n).padStart(10, '0');
/** The sort key of event `seq`. */
export const eventSk = (seq: number) => `EV#${pad(seq)}`;

/** An item carrying an outbox: an event (`EV#…`) or a mailing outside the log (`MAIL#…`). */
export interface MailKey { gameId: string; sk: string }

/** DynamoDB TTL (attribute `expiresAt`) takes epoch seconds: a value in ms would never expire. */
export const expiryAfter = (ms: number, days: number) => Math.floor(ms / 1000) + days * 86_400;
/** How long idempotency records and cancelled games are kept. */
export const KEEP_DAYS = 30;
const gamePk = (id: string) => `GAME#${id}`;
const userPk = (email: string) => `USER#${email}`;

export type GameStatus = 'open' | 'active' | 'over' | 'cancelled';

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
  /** Bumped by every META update (join/leave/start), checked by the next one. */
  version: number;
  /** TTL (epoch seconds): set when the game is cancelled. */
  expiresAt?: number;
}

/** Why a mail is sent; preferences decide at send time which reasons reach a player. */
export type NotifyReason = 'turn' | 'decision' | 'over' | 'invite' | 'reminder' | 'digest';

export interface Notification {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Absent on mail queued before reasons existed (delivered as a turn start). */
  reason?: NotifyReason;
}

export type NotifyPref = 'every' | 'turn' | 'digest';

/** A player's settings (USER#<email> / PROFILE). Absent fields mean the defaults. */
export interface Profile {
  email: string;
  displayName?: string;
  notify: NotifyPref;
  /** Set by a permanent bounce or a complaint: no mail goes to this address until cleared. */
  undeliverable?: { reason: 'bounce' | 'complaint'; at: number };
  lastDigestAt?: number;
  /** Bumped by every write; the next write checks it (0: not stored yet). */
  rev: number;
  updatedAt: number;
}

export interface GameEvent {
  gameId: string;
  seq: number;
  kind: 'start' | 'move';
  move?: Move;
  /** The move in notation, as its player wrote it (answers may be private until the game ends). */
  text?: string;
  seat?: number;
  by?: 'human' | 'bot' | 'deadline';
  idem?: string;
  at: number;
  /** Engine log entries, unredacted (redacted per viewer on read). */
  log?: LogEntry[];
  outbox?: Notification[];
}

export interface Summary {
  gameId: string;
  lastSeq: number;
  status: GameStatus;
  /** Seats (humans) owing a decision, with the decision id and since when. */
  waiting: { seat: number; decisionId: number; since: number; remindedAt: number | null }[];
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
  /** TTL (epoch seconds): set when the game is cancelled. */
  expiresAt?: number;
}

export interface IdemRecord { seq: number; seat: number }

/** Fields needed to replay: everything else (log, outbox) stays on the server's disk. */
const REPLAY_FIELDS = ['seq', 'kind', 'move', 'seat', 'idem', 'at', 'by'];
/** What the history shows besides: the move's text and its log (never the outbox's mail). */
const HISTORY_FIELDS = [...REPLAY_FIELDS, 'text', 'log'];

/** A projection of these attributes (names are aliased: some are reserved words). */
const projection = (fields: readonly string[]) => ({
  ProjectionExpression: fields.map((_, i) => `#f${i}`).join(', '),
  ExpressionAttributeNames: Object.fromEntries(fields.map((f, i) => [`#f${i}`, f])),
});

export class Conflict extends Error {
  constructor() { super('Conditional write failed'); this.name = 'Conflict'; }
}

export interface StoreStats { reads: number; bytesRead: number; writes: number }

export class Store {
  readonly doc: DynamoDBDocumentClient;
  readonly stats: StoreStats = { reads: 0, bytesRead: 0, writes: 0 };

  constructor(readonly client: DynamoDBClient, readonly table: string) {
    this.doc = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
  }

  private count(items: unknown[]): void {
    this.stats.reads++;
    for (const i of items) this.stats.bytesRead += Buffer.byteLength(JSON.stringify(i));
  }

  // ---- table -------------------------------------------------------------------------------

  async ensureTable(): Promise<void> {
    try {
      await this.client.send(new DescribeTableCommand({ TableName: this.table }));
      return;
    } catch (e) {
      if (!(e instanceof ResourceNotFoundException) && (e as Error).name !== 'ResourceNotFoundException') throw e;
    }
    await this.client.send(new CreateTableCommand({
      TableName: this.table,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [
        { AttributeName: 'pk', AttributeType: 'S' }, { AttributeName: 'sk', AttributeType: 'S' },
        { AttributeName: 'gsi1pk', AttributeType: 'S' }, { AttributeName: 'gsi1sk', AttributeType: 'S' },
      ],
      KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }, { AttributeName: 'sk', KeyType: 'RANGE' }],
      GlobalSecondaryIndexes: [{
        IndexName: 'gsi1',
        KeySchema: [{ AttributeName: 'gsi1pk', KeyType: 'HASH' }, { AttributeName: 'gsi1sk', KeyType: 'RANGE' }],
        Projection: { ProjectionType: 'KEYS_ONLY' },
      }],
    }));
    for (let i = 0; i < 100; i++) {
      const d = await this.client.send(new DescribeTableCommand({ TableName: this.table }));
      if (d.Table?.TableStatus === 'ACTIVE') return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`Table ${this.table} did not become active`);
  }

  // ---- games -------------------------------------------------------------------------------

  async putNewMeta(meta: GameMeta): Promise<void> {
    await this.conditional(new PutCommand({
      TableName: this.table,
      Item: { pk: gamePk(meta.gameId), sk: 'META', ...meta },
      ConditionExpression: 'attribute_not_exists(pk)',
    }));
  }

  /** Replaces META if nobody changed it since `prevVersion` (optimistic lock on `version`). */
  async replaceMeta(meta: GameMeta, prevVersion: number): Promise<void> {
    await this.conditional(new PutCommand({
      TableName: this.table,
      Item: { pk: gamePk(meta.gameId), sk: 'META', ...meta, version: prevVersion + 1 },
      ConditionExpression: 'version = :v',
      ExpressionAttributeValues: { ':v': prevVersion },
    }));
    meta.version = prevVersion + 1;
  }

  async getMeta(gameId: string): Promise<GameMeta | null> {
    const r = await this.doc.send(new GetCommand({ TableName: this.table, Key: { pk: gamePk(gameId), sk: 'META' } }));
    this.count(r.Item ? [r.Item] : []);
    return r.Item ? strip<GameMeta>(r.Item) : null;
  }

  /** The newest snapshot, as JSON, with its seq. */
  async latestSnapshot(gameId: string): Promise<{ seq: number; state: string } | null> {
    const r = await this.doc.send(new QueryCommand({
      TableName: this.table,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
      ExpressionAttributeValues: { ':pk': gamePk(gameId), ':p': 'SNAP#' },
      ScanIndexForward: false,
      Limit: 1,
    }));
    const items = r.Items ?? [];
    this.count(items);
    const it = items[0];
    return it ? { seq: it.seq as number, state: it.state as string } : null;
  }

  async putSnapshot(gameId: string, seq: number, state: string): Promise<void> {
    await this.doc.send(new PutCommand({ TableName: this.table, Item: { pk: gamePk(gameId), sk: `SNAP#${pad(seq)}`, seq, state } }));
    this.stats.writes++;
  }

  /**
   * Events with seq in [from, to] (to omitted: all), oldest first: the fields to replay, with the
   * text and log the history shows, or everything (the outbox too: for checks of what was mailed).
   */
  async events(gameId: string, from: number, to?: number, fields: 'replay' | 'history' | 'all' = 'replay'): Promise<GameEvent[]> {
    const input: QueryCommandInput = {
      TableName: this.table,
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :a AND :b',
      ExpressionAttributeValues: { ':pk': gamePk(gameId), ':a': `EV#${pad(from)}`, ':b': `EV#${to === undefined ? '9999999999' : pad(to)}` },
      ...(fields === 'all' ? {} : projection(fields === 'history' ? HISTORY_FIELDS : REPLAY_FIELDS)),
    };
    const out: GameEvent[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const r = await this.doc.send(new QueryCommand({ ...input, ExclusiveStartKey: start }));
      const items = r.Items ?? [];
      this.count(items);
      for (const it of items) out.push({ ...strip<GameEvent>(it), gameId });
      start = r.LastEvaluatedKey;
    } while (start);
    return out;
  }

  /**
   * The events of the turn in progress, oldest first, with text and log: read newest first, a page
   * at a time, back to the event whose log starts a turn (or the start of the game).
   */
  async currentTurnEvents(gameId: string, page = 25): Promise<GameEvent[]> {
    const out: GameEvent[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const r = await this.doc.send(new QueryCommand({
        TableName: this.table,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
        ExpressionAttributeValues: { ':pk': gamePk(gameId), ':p': 'EV#' },
        ScanIndexForward: false, Limit: page, ExclusiveStartKey: start, ...projection(HISTORY_FIELDS),
      }));
      const items = r.Items ?? [];
      this.count(items);
      for (const it of items) {
        const ev = { ...strip<GameEvent>(it), gameId };
        out.push(ev);
        if (ev.log?.some((e) => e.kind === 'turn')) return out.reverse();
      }
      start = r.LastEvaluatedKey;
    } while (start);
    return out.reverse();
  }

  async lastSeq(gameId: string): Promise<number | null> {
    const r = await this.doc.send(new QueryCommand({
      TableName: this.table,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
      ExpressionAttributeValues: { ':pk': gamePk(gameId), ':p': 'EV#' },
      ProjectionExpression: 'seq',
      ScanIndexForward: false,
      Limit: 1,
    }));
    this.count(r.Items ?? []);
    return r.Items?.[0] ? (r.Items[0].seq as number) : null;
  }

  /**
   * Appends one event: the write succeeds only if no event holds this seq yet (throws Conflict).
   *
   *   writer A: load (seq 7) ── apply ── Put EV#8 if not exists ✓
   *   writer B: load (seq 7) ── apply ────── Put EV#8 if not exists ✗ → 409 with seq 8
   */
  async append(ev: GameEvent): Promise<void> {
    const sk = eventSk(ev.seq);
    await this.conditional(new PutCommand({
      TableName: this.table,
      Item: { pk: gamePk(ev.gameId), sk, ...ev, ...outboxIndex(ev.gameId, sk, ev.at, ev.outbox) },
      ConditionExpression: 'attribute_not_exists(pk)',
    }));
  }

  // ---- outbox ------------------------------------------------------------------------------

  /**
   * Writes mail that belongs to no event (`MAIL#<name>`, e.g. a game's invitations) as an outbox
   * item, delivered and retried like an event's. Once per name: false if it is already there.
   */
  async putMailing(gameId: string, name: string, at: number, outbox: Notification[]): Promise<MailKey | null> {
    const sk = `MAIL#${name}`;
    try {
      await this.conditional(new PutCommand({
        TableName: this.table,
        Item: { pk: gamePk(gameId), sk, at, outbox, ...outboxIndex(gameId, sk, at, outbox) },
        ConditionExpression: 'attribute_not_exists(pk)',
      }));
    } catch (e) {
      if (e instanceof Conflict) return null;
      throw e;
    }
    return { gameId, sk };
  }

  /** An outbox item's notifications with their sent/claim marks. */
  async outboxItem(k: MailKey): Promise<{ outbox?: Notification[]; marks: Record<string, number> } | null> {
    const r = await this.doc.send(new GetCommand({ TableName: this.table, Key: { pk: gamePk(k.gameId), sk: k.sk } }));
    if (!r.Item) return null;
    const marks: Record<string, number> = {};
    for (const [key, v] of Object.entries(r.Item)) if (/^(sent|claim)_\d+$/.test(key)) marks[key] = v as number;
    return { outbox: r.Item.outbox as Notification[] | undefined, marks };
  }

  /** Items that still have unsent mail, oldest first. */
  async pendingOutbox(limit = 100): Promise<MailKey[]> {
    const r = await this.doc.send(new QueryCommand({
      TableName: this.table, IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :o', ExpressionAttributeValues: { ':o': 'OUTBOX' }, Limit: limit,
    }));
    return (r.Items ?? []).map((it) => {
      // <time>#<game>#<sk>; entries written before MAIL# items existed end in a bare seq.
      const [, gameId, ...rest] = String(it.gsi1sk).split('#');
      const sk = rest.join('#');
      return { gameId: gameId!, sk: /^\d+$/.test(sk) ? eventSk(Number(sk)) : sk };
    });
  }

  /** Claims notification `i` of an outbox item for sending until `until`; false if sent or claimed by someone else. */
  async claimMail(k: MailKey, i: number, now: number, until: number): Promise<boolean> {
    try {
      await this.conditional(new UpdateCommand({
        TableName: this.table, Key: { pk: gamePk(k.gameId), sk: k.sk },
        UpdateExpression: 'SET #c = :until',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(#s) AND (attribute_not_exists(#c) OR #c < :now)',
        ExpressionAttributeNames: { '#c': `claim_${i}`, '#s': `sent_${i}` },
        ExpressionAttributeValues: { ':until': until, ':now': now },
      }));
      return true;
    } catch (e) {
      if (e instanceof Conflict) return false;
      throw e;
    }
  }

  /** Marks notification `i` done; with `skipped` (why it was not mailed) it is done without a send. */
  async markSent(k: MailKey, i: number, now: number, skipped?: string): Promise<void> {
    await this.doc.send(new UpdateCommand({
      TableName: this.table, Key: { pk: gamePk(k.gameId), sk: k.sk },
      UpdateExpression: skipped ? 'SET #s = :now, #k = :why REMOVE #c' : 'SET #s = :now REMOVE #c',
      ExpressionAttributeNames: { '#c': `claim_${i}`, '#s': `sent_${i}`, ...(skipped ? { '#k': `skip_${i}` } : {}) },
      ExpressionAttributeValues: { ':now': now, ...(skipped ? { ':why': skipped } : {}) },
    }));
    this.stats.writes++;
  }

  async releaseClaim(k: MailKey, i: number): Promise<void> {
    await this.doc.send(new UpdateCommand({
      TableName: this.table, Key: { pk: gamePk(k.gameId), sk: k.sk },
      UpdateExpression: 'REMOVE #c', ExpressionAttributeNames: { '#c': `claim_${i}` },
    }));
  }

  /** Takes an item off the OUTBOX index once all its mail is sent. */
  async outboxDone(k: MailKey): Promise<void> {
    await this.doc.send(new UpdateCommand({
      TableName: this.table, Key: { pk: gamePk(k.gameId), sk: k.sk },
      UpdateExpression: 'REMOVE gsi1pk, gsi1sk',
    }));
  }

  // ---- derived items -----------------------------------------------------------------------

  async getSummary(gameId: string): Promise<Summary | null> {
    const r = await this.doc.send(new GetCommand({ TableName: this.table, Key: { pk: gamePk(gameId), sk: 'SUMMARY' } }));
    return r.Item ? strip<Summary>(r.Item) : null;
  }

  /**
   * Writes the summary unless a newer one (higher lastSeq) is there. With `expectRev` (recording a
   * reminder) only if it is still exactly that revision. The oldest wait feeds GSI1 (WAITING).
   */
  async putSummary(s: Summary, expectRev?: number): Promise<boolean> {
    const since = s.status === 'active' && s.waiting.length > 0 ? Math.min(...s.waiting.map((w) => w.since)) : null;
    try {
      await this.conditional(new PutCommand({
        TableName: this.table,
        Item: { pk: gamePk(s.gameId), sk: 'SUMMARY', ...s, ...(since !== null ? { gsi1pk: 'WAITING', gsi1sk: `${pad(since)}#${s.gameId}` } : {}) },
        ...(expectRev !== undefined
          ? { ConditionExpression: 'rev = :r', ExpressionAttributeValues: { ':r': expectRev } }
          : { ConditionExpression: 'attribute_not_exists(pk) OR lastSeq < :s', ExpressionAttributeValues: { ':s': s.lastSeq } }),
      }));
      return true;
    } catch (e) {
      if (e instanceof Conflict) return false;
      throw e;
    }
  }

  /** Game ids waiting on a human since before `before`, oldest first. */
  async waitingSince(before: number, limit = 100): Promise<string[]> {
    const r = await this.doc.send(new QueryCommand({
      TableName: this.table, IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :w AND gsi1sk < :b',
      ExpressionAttributeValues: { ':w': 'WAITING', ':b': `${pad(before)}#` }, Limit: limit,
    }));
    return (r.Items ?? []).map((it) => String(it.gsi1sk).split('#')[1]!);
  }

  /** Records which seq a key produced; kept KEEP_DAYS after the move (a retry later than that gets a stale-seq 409). */
  async putIdem(gameId: string, key: string, rec: IdemRecord, at: number): Promise<void> {
    await this.doc.send(new PutCommand({
      TableName: this.table, Item: { pk: gamePk(gameId), sk: `IDEM#${key}`, ...rec, expiresAt: expiryAfter(at, KEEP_DAYS) },
    }));
    this.stats.writes++;
  }

  async getIdem(gameId: string, key: string): Promise<IdemRecord | null> {
    const r = await this.doc.send(new GetCommand({ TableName: this.table, Key: { pk: gamePk(gameId), sk: `IDEM#${key}` } }));
    this.count(r.Item ? [r.Item] : []);
    return r.Item ? { seq: r.Item.seq as number, seat: r.Item.seat as number } : null;
  }

  /** Upserts a "my games" entry unless a newer one (higher seq) is stored. */
  async putUserGame(email: string, g: UserGame): Promise<void> {
    try {
      await this.conditional(new PutCommand({
        TableName: this.table,
        Item: { pk: userPk(email), sk: gamePk(g.gameId), ...g },
        ConditionExpression: 'attribute_not_exists(pk) OR seq < :s OR (seq = :s AND updatedAt <= :u)',
        ExpressionAttributeValues: { ':s': g.seq, ':u': g.updatedAt },
      }));
    } catch (e) {
      if (!(e instanceof Conflict)) throw e;
    }
  }

  async deleteUserGame(email: string, gameId: string): Promise<void> {
    await this.doc.send(new DeleteCommand({ TableName: this.table, Key: { pk: userPk(email), sk: gamePk(gameId) } }));
  }

  async userGames(email: string): Promise<UserGame[]> {
    const out: UserGame[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const r = await this.doc.send(new QueryCommand({
        TableName: this.table, KeyConditionExpression: 'pk = :pk AND begins_with(sk, :g)',
        ExpressionAttributeValues: { ':pk': userPk(email), ':g': 'GAME#' }, ExclusiveStartKey: start,
      }));
      for (const it of r.Items ?? []) out.push(strip<UserGame>(it));
      start = r.LastEvaluatedKey;
    } while (start);
    return out;
  }

  // ---- profiles ----------------------------------------------------------------------------

  async getProfile(email: string): Promise<Profile | null> {
    const r = await this.doc.send(new GetCommand({ TableName: this.table, Key: { pk: userPk(email), sk: 'PROFILE' } }));
    this.count(r.Item ? [r.Item] : []);
    return r.Item ? strip<Profile>(r.Item) : null;
  }

  /**
   * Writes a profile if it is still at revision `p.rev` (0: none stored yet); false if someone wrote
   * it meanwhile. `extra` adds a condition. Digest users who can be mailed are on GSI1 (DIGEST),
   * sorted by their last digest, so the daily job reads only those due.
   */
  async putProfile(p: Profile, extra?: { condition: string; values: Record<string, unknown> }): Promise<boolean> {
    const digest = p.notify === 'digest' && !p.undeliverable;
    const base = p.rev === 0 ? 'attribute_not_exists(pk)' : 'rev = :r';
    const values = { ...(p.rev === 0 ? {} : { ':r': p.rev }), ...extra?.values };
    try {
      await this.conditional(new PutCommand({
        TableName: this.table,
        Item: {
          pk: userPk(p.email), sk: 'PROFILE', ...p, rev: p.rev + 1,
          ...(digest ? { gsi1pk: 'DIGEST', gsi1sk: `${pad(p.lastDigestAt ?? 0)}#${p.email}` } : {}),
        },
        ConditionExpression: extra ? `${base} AND ${extra.condition}` : base,
        ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
      }));
    } catch (e) {
      if (e instanceof Conflict) return false;
      throw e;
    }
    p.rev++;
    return true;
  }

  /**
   * Records a digest sent at `now`, only if the last digest is still the one `p` was read with: of
   * two runs that read the same profile, exactly one wins (and mails).
   */
  async claimDigest(p: Profile, now: number): Promise<Profile | null> {
    const next: Profile = { ...p, lastDigestAt: now, updatedAt: now };
    const ok = await this.putProfile(next, p.lastDigestAt === undefined
      ? { condition: 'attribute_not_exists(lastDigestAt)', values: {} }
      : { condition: 'lastDigestAt = :l', values: { ':l': p.lastDigestAt } });
    return ok ? next : null;
  }

  /** Emails of digest users whose last digest is older than `before` (GSI1 DIGEST). */
  async digestDue(before: number): Promise<string[]> {
    const out: string[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const r = await this.doc.send(new QueryCommand({
        TableName: this.table, IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :d AND gsi1sk < :b',
        ExpressionAttributeValues: { ':d': 'DIGEST', ':b': `${pad(before)}#` }, ExclusiveStartKey: start,
      }));
      for (const it of r.Items ?? []) { const sk = String(it.gsi1sk); out.push(sk.slice(sk.indexOf('#') + 1)); }
      start = r.LastEvaluatedKey;
    } while (start);
    return out;
  }

  private async conditional(cmd: PutCommand | UpdateCommand): Promise<void> {
    try {
      await this.doc.send(cmd as PutCommand);
      this.stats.writes++;
    } catch (e) {
      if (e instanceof ConditionalCheckFailedException || (e as Error).name === 'ConditionalCheckFailedException') throw new Conflict();
      throw e;
    }
  }
}

/** The OUTBOX index entry of an item with unsent mail (none without mail). */
function outboxIndex(gameId: string, sk: string, at: number, outbox: readonly Notification[] | undefined) {
  return outbox?.length ? { gsi1pk: 'OUTBOX', gsi1sk: `${pad(at)}#${gameId}#${sk}` } : {};
}

function strip<T>(item: Record<string, unknown>): T {
  const { pk: _pk, sk: _sk, gsi1pk: _g1, gsi1sk: _g2, expiresAt: _ttl, ...rest } = item;
  for (const k of Object.keys(rest)) if (/^(sent|claim|skip)_\d+$/.test(k)) delete rest[k];
  return rest as T;
}
