// The store's contract, one suite run against both implementations (memory/memory-store.test.ts, the fast
// tier; dynamo/dynamo-store.int.test.ts, on dynalite): what the backend relies on when it appends, retries,
// sends mail, reminds and lists. Each test gets a fresh, empty store.
import { describe, expect, it } from 'vitest';
import type { Store } from '../../../lambdas/store/ports.js';
import {
  Conflict,
  eventSk,
  expiryAfter,
  KEEP_DAYS,
  type LogRecord,
  type MoveRecord,
  type GameMeta,
  type Notification,
  type Profile,
  type Summary,
} from '../../../lambdas/store/records.js';
import type { LogEntry } from '../../../engine/index.js';
import { openGamesContract } from './open-games-contract.js';
import { ratingsContract } from './ratings-contract.js';
import { rematchContract } from './rematch-contract.js';
import { chatContract } from './chat-contract.js';
import { awayMarksContract } from './away-marks-contract.js';

/** Reads what the interfaces do not return: TTLs and skip marks, from the implementation's own storage. */
export interface Inspector {
  /** The TTL of a META, an idempotency record, a "my games" entry, or a quota counter (`a`: its name, `b`: its window start). */
  ttl(what: 'meta' | 'idem' | 'userGame' | 'quota', a: string, b?: string): Promise<number | undefined>;
  skipMark(gameId: string, sk: string, i: number): Promise<string | undefined>;
}

export type MakeStore = () => Promise<{ store: Store; inspect: Inspector }>;

const T0 = Date.UTC(2030, 0, 1);
const mail = (to: string): Notification => ({
  to,
  subject: `to ${to}`,
  text: 'text',
  html: '<p>html</p>',
  reason: 'turn',
});
const turnLog: LogEntry[] = [{ kind: 'turn', player: 0, visibleTo: 'all' } as LogEntry];

function meta(gameId: string, o: Partial<GameMeta> = {}): GameMeta {
  return {
    gameId,
    createdAt: T0,
    createdBy: 'a@example.com',
    status: 'active',
    version: 1,
    reminderEveryMs: 3_600_000,
    deadlineMs: null,
    seats: [
      { email: 'a@example.com', bot: null, name: 'A', joined: true },
      { email: null, bot: 'big-money', name: 'Bot', joined: true },
    ],
    // A config the store keeps as is and never reads: only its seed must not leak.
    config: { players: ['A', 'Bot'], seed: 'secret-seed', kingdom: [] } as unknown as GameMeta['config'],
    ...o,
  };
}

function ev(gameId: string, seq: number, o: Partial<MoveRecord> = {}): LogRecord {
  if (seq === 0)
    return {
      gameId,
      seq,
      kind: 'start',
      at: o.at ?? T0,
      ...(o.log ? { log: o.log } : {}),
      ...(o.outbox ? { outbox: o.outbox } : {}),
    };
  return {
    gameId,
    seq,
    kind: 'move',
    at: T0 + seq * 1000,
    seat: 0,
    by: 'human',
    move: { type: 'endPhase', player: 0 },
    text: 'end',
    log: [],
    ...o,
  };
}

const summary = (gameId: string, o: Partial<Summary> = {}): Summary => ({
  gameId,
  lastSeq: 1,
  status: 'active',
  rev: 1,
  waiting: [{ seat: 0, decisionId: 1, since: T0, remindedAt: null }],
  ...o,
});

const profile = (email: string, o: Partial<Profile> = {}): Profile => ({
  email,
  notify: 'every',
  rev: 0,
  updatedAt: T0,
  ...o,
});

export function storeContract(name: string, make: MakeStore): void {
  describe(`store contract: ${name}`, () => {
    openGamesContract(make);
    ratingsContract(make);
    rematchContract(make);
    chatContract(make);
    awayMarksContract(make, meta);

    describe('event log', () => {
      it("appends on a free seq only: the loser of a race gets Conflict, and the winner's event stays", async () => {
        const { store } = await make();
        await store.append(ev('g1', 0));
        const racers = await Promise.allSettled([
          store.append(ev('g1', 1, { text: 'A' })),
          store.append(ev('g1', 1, { text: 'B' })),
        ]);
        expect(racers.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
        const lost = racers.find((r) => r.status === 'rejected') as PromiseRejectedResult;
        expect(lost.reason).toBeInstanceOf(Conflict);
        const [, one] = await store.events('g1', 0, undefined, 'history');
        expect(['A', 'B']).toContain(one.text);
        await expect(store.append(ev('g1', 0))).rejects.toBeInstanceOf(Conflict);
        expect(await store.lastSeq('g1')).toBe(1);
        expect(await store.lastSeq('nothing')).toBeNull();
      });

      it('reads events oldest first, by seq range, with the fields asked for', async () => {
        const { store } = await make();
        for (let s = 0; s < 12; s++)
          await store.append(
            ev(
              'g2',
              s,
              s === 0
                ? {}
                : {
                    idem: `k${s}`,
                    outbox: [mail('a@example.com')],
                    ...(s === 5 ? { via: 'reply' as const, more: true as const } : {}),
                  },
            ),
          );
        expect((await store.events('g2', 0)).map((e) => e.seq)).toEqual([...Array(12).keys()]);
        expect((await store.events('g2', 3, 5)).map((e) => e.seq)).toEqual([3, 4, 5]);
        const [replay] = await store.events('g2', 4, 4);
        expect(replay).toEqual({
          gameId: 'g2',
          seq: 4,
          kind: 'move',
          move: { type: 'endPhase', player: 0 },
          seat: 0,
          idem: 'k4',
          at: T0 + 4000,
          by: 'human',
        });
        // How a move came (by reply, by link) is read with the replay: the mail planner needs it.
        expect((await store.events('g2', 5, 5))[0]).toMatchObject({ seq: 5, via: 'reply', more: true });
        const [history] = await store.events('g2', 4, 4, 'history');
        expect(history).toMatchObject({ text: 'end', log: [] });
        expect(history).not.toHaveProperty('outbox');
        const [all] = await store.events('g2', 4, 4, 'all');
        expect(all.outbox).toEqual([mail('a@example.com')]);
      });

      it('reads the turn in progress back to the event that started it', async () => {
        const { store } = await make();
        for (let s = 0; s < 40; s++) await store.append(ev('g3', s, s === 7 ? { log: turnLog } : {}));
        expect((await store.currentTurnEvents('g3')).map((e) => e.seq)).toEqual(
          [...Array(33).keys()].map((i) => i + 7),
        );
        await store.append(ev('g3', 40, { log: turnLog }));
        expect((await store.currentTurnEvents('g3')).map((e) => e.seq)).toEqual([40]);
        expect(await store.currentTurnEvents('none')).toEqual([]);
      });

      it('creates META once, replaces it only at the version it was read at, and keeps the TTL out of reads', async () => {
        const { store, inspect } = await make();
        await store.putNewMeta(meta('g4'));
        await expect(store.putNewMeta(meta('g4'))).rejects.toBeInstanceOf(Conflict);
        const m = (await store.getMeta('g4'))!;
        expect(m).toEqual(meta('g4'));
        const cancelled = { ...m, status: 'cancelled' as const, expiresAt: expiryAfter(T0, KEEP_DAYS) };
        await store.replaceMeta(cancelled, 1);
        expect(cancelled.version).toBe(2);
        await expect(store.replaceMeta({ ...m, status: 'over' }, 1)).rejects.toBeInstanceOf(Conflict);
        const read = (await store.getMeta('g4'))!;
        expect(read.status).toBe('cancelled');
        expect(read.version).toBe(2);
        expect(read).not.toHaveProperty('expiresAt');
        expect(await inspect.ttl('meta', 'g4')).toBe(Math.floor(T0 / 1000) + 30 * 86_400);
        expect(await store.getMeta('g5')).toBeNull();
      });

      it('returns the newest snapshot', async () => {
        const { store } = await make();
        expect(await store.latestSnapshot('g6')).toBeNull();
        await store.putSnapshot('g6', 50, '{"at":50}');
        await store.putSnapshot('g6', 100, '{"at":100}');
        await store.putSnapshot('g7', 150, '{"at":150}');
        expect(await store.latestSnapshot('g6')).toEqual({ seq: 100, state: '{"at":100}' });
      });

      it('hands out copies: changing what was read or written does not change the store', async () => {
        const { store } = await make();
        const written = ev('g8', 0, { outbox: [mail('a@example.com')] });
        await store.append(written);
        written.outbox!.push(mail('b@example.com'));
        const [read] = await store.events('g8', 0, 0, 'all');
        read.outbox!.push(mail('c@example.com'));
        expect((await store.events('g8', 0, 0, 'all'))[0].outbox).toEqual([mail('a@example.com')]);
      });
    });

    describe('idempotency records', () => {
      it('returns what a key produced (any fields), none for an unknown key, kept 30 days after the move', async () => {
        const { store, inspect } = await make();
        const rec = { seq: 7, seat: 1, requestHash: 'abc' };
        await store.putIdem('g1', 'key-1', rec, T0);
        expect(await store.getIdem('g1', 'key-1')).toEqual(rec);
        expect(await store.getIdem('g1', 'key-2')).toBeNull();
        expect(await store.getIdem('g2', 'key-1')).toBeNull();
        expect(await inspect.ttl('idem', 'g1', 'key-1')).toBe(expiryAfter(T0, KEEP_DAYS));
      });
    });

    describe('outbox', () => {
      it('lists items with unsent mail oldest first, up to a limit, until they are done', async () => {
        const { store } = await make();
        await store.append(ev('late', 0, { at: T0 + 5000, outbox: [mail('a@example.com')] }));
        await store.append(ev('early', 0, { at: T0, outbox: [mail('b@example.com')] }));
        await store.append(ev('quiet', 0, { at: T0 - 1, outbox: [] }));
        const invite = await store.putMailing('mid', 'invitations', T0 + 10, [mail('c@example.com')]);
        expect(invite).toEqual({ gameId: 'mid', sk: 'MAIL#invitations' });
        expect(await store.putMailing('mid', 'invitations', T0 + 20, [mail('d@example.com')])).toBeNull();
        expect(await store.pendingOutbox()).toEqual([
          { gameId: 'early', sk: eventSk(0), at: T0 },
          { gameId: 'mid', sk: 'MAIL#invitations', at: T0 + 10 },
          { gameId: 'late', sk: eventSk(0), at: T0 + 5000 },
        ]);
        expect(await store.pendingOutbox(1)).toEqual([{ gameId: 'early', sk: eventSk(0), at: T0 }]);
        await store.outboxDone({ gameId: 'early', sk: eventSk(0) });
        expect((await store.pendingOutbox()).map((k) => k.gameId)).toEqual(['mid', 'late']);
        expect((await store.outboxItem(invite!))?.outbox).toEqual([mail('c@example.com')]);
        expect(await store.outboxItem({ gameId: 'none', sk: eventSk(0) })).toBeNull();
      });

      it('claims a notification for one sender until the claim expires; a sent mark is final', async () => {
        const { store, inspect } = await make();
        await store.append(ev('g1', 0, { outbox: [mail('a@example.com'), mail('b@example.com')] }));
        const k = { gameId: 'g1', sk: eventSk(0) };
        const claims = await Promise.all([
          store.claimMail(k, 0, T0, T0 + 60_000),
          store.claimMail(k, 0, T0, T0 + 60_000),
        ]);
        expect(claims.filter(Boolean)).toHaveLength(1);
        expect(await store.claimMail(k, 0, T0 + 59_999, T0 + 120_000)).toBe(false);
        expect(await store.claimMail(k, 1, T0, T0 + 60_000)).toBe(true);
        expect(await store.claimMail(k, 0, T0 + 60_001, T0 + 120_000)).toBe(true);
        expect((await store.outboxItem(k))?.marks).toEqual({ claim_0: T0 + 120_000, claim_1: T0 + 60_000 });
        await store.markSent(k, 0, T0 + 1);
        await store.releaseClaim(k, 1);
        expect((await store.outboxItem(k))?.marks).toEqual({ sent_0: T0 + 1 });
        expect(await store.claimMail(k, 0, T0 + 10_000_000, T0 + 20_000_000)).toBe(false);
        expect(await store.claimMail(k, 1, T0, T0 + 60_000)).toBe(true);
        await store.markSent(k, 1, T0 + 2, 'preference (digest)');
        expect(await inspect.skipMark('g1', k.sk, 1)).toBe('preference (digest)');
        expect(await store.claimMail({ gameId: 'none', sk: eventSk(0) }, 0, T0, T0 + 1)).toBe(false);
        // The marks stay off the event as the log reads it.
        expect(Object.keys((await store.events('g1', 0, 0, 'all'))[0]).sort()).toEqual([
          'at',
          'gameId',
          'kind',
          'outbox',
          'seq',
        ]);
      });
      it('records a send in flight (try_i) until it is marked sent, or released when it certainly failed', async () => {
        const { store } = await make();
        await store.append(ev('g2', 0, { outbox: [mail('a@example.com'), mail('b@example.com')] }));
        const k = { gameId: 'g2', sk: eventSk(0) };
        expect(await store.claimMail(k, 0, T0, T0 + 60_000)).toBe(true);
        expect(await store.claimMail(k, 1, T0, T0 + 60_000)).toBe(true);
        await store.markSending(k, 0, T0 + 1);
        await store.markSending(k, 1, T0 + 2);
        expect((await store.outboxItem(k))?.marks).toEqual({
          claim_0: T0 + 60_000,
          claim_1: T0 + 60_000,
          try_0: T0 + 1,
          try_1: T0 + 2,
        });
        await store.releaseClaim(k, 0);
        await store.markSent(k, 1, T0 + 3);
        // The try mark of a sent mail stays as its record; a released one is gone with its claim.
        expect((await store.outboxItem(k))?.marks).toEqual({ try_1: T0 + 2, sent_1: T0 + 3 });
        expect(Object.keys((await store.events('g2', 0, 0, 'all'))[0])).not.toContain('try_1');
      });
    });

    describe('read models', () => {
      it("keeps the newest summary, and a reminder's write only at the revision it read", async () => {
        const { store } = await make();
        expect(await store.putSummary(summary('g1', { lastSeq: 5 }))).toBe(true);
        expect(await store.putSummary(summary('g1', { lastSeq: 4 }))).toBe(false);
        expect(await store.putSummary(summary('g1', { lastSeq: 5 }))).toBe(false);
        expect(await store.putSummary(summary('g1', { lastSeq: 6, rev: 2 }))).toBe(true);
        expect(await store.putSummary(summary('g1', { lastSeq: 6, rev: 3 }), 1)).toBe(false);
        const both = await Promise.all([
          store.putSummary(summary('g1', { lastSeq: 6, rev: 3 }), 2),
          store.putSummary(summary('g1', { lastSeq: 6, rev: 3 }), 2),
        ]);
        expect(both.filter(Boolean)).toHaveLength(1);
        expect(await store.putSummary(summary('g2', { rev: 2 }), 1)).toBe(false);
        expect((await store.getSummary('g1'))?.rev).toBe(3);
        expect(await store.getSummary('g2')).toBeNull();
      });

      it("lists games waiting on a human that are due by now, soonest first; over games and bots' waits are not listed", async () => {
        const { store } = await make();
        const wait = [{ seat: 0, decisionId: 1, since: T0, remindedAt: null }];
        for (let i = 0; i < 20; i++)
          await store.putSummary(summary(`g${i}`, { waiting: wait, dueAt: T0 + 1000 * (20 - i) }));
        await store.putSummary(summary('over', { status: 'over', waiting: wait, dueAt: T0 }));
        await store.putSummary(summary('none', { waiting: [], dueAt: T0 }));
        // A summary from before dueAt is listed by its oldest wait.
        await store.putSummary(
          summary('old', { waiting: [...wait, { seat: 1, decisionId: 2, since: T0 + 1500, remindedAt: null }] }),
        );
        expect(await store.waitingDue(T0 + 5000)).toEqual(['old', 'g19', 'g18', 'g17', 'g16', 'g15']);
        expect(await store.waitingDue(T0 + 5000, 2)).toEqual(['old', 'g19']);
        expect(await store.waitingDue(T0 - 1)).toEqual([]);
        expect(await store.waitingDue(T0 + 1000 * 30, 100)).toHaveLength(21);
        await store.putSummary(summary('g19', { lastSeq: 2, waiting: [] }));
        await store.putSummary(summary('g18', { lastSeq: 2, waiting: wait, dueAt: T0 + 50_000 }));
        expect(await store.waitingDue(T0 + 3000)).toEqual(['old', 'g17']);
      });

      it('moves "my games" entries only forward, deletes them, and keeps their TTL out of reads', async () => {
        const { store, inspect } = await make();
        const entry = {
          gameId: 'g1',
          seat: 0,
          status: 'active' as const,
          yourMove: true,
          seq: 5,
          players: ['A', 'B'],
          updatedAt: T0,
        };
        await store.putUserGame('a@example.com', entry);
        await store.putUserGame('a@example.com', { ...entry, seq: 4, yourMove: false });
        expect(await store.userGames('a@example.com')).toEqual([entry]);
        await store.putUserGame('a@example.com', {
          ...entry,
          updatedAt: T0 + 1,
          status: 'cancelled',
          expiresAt: expiryAfter(T0, KEEP_DAYS),
        });
        await store.putUserGame('a@example.com', { ...entry, gameId: 'g0' });
        const listed = await store.userGames('a@example.com');
        expect(listed.map((g) => [g.gameId, g.status])).toEqual([
          ['g0', 'active'],
          ['g1', 'cancelled'],
        ]);
        expect(listed[1]).not.toHaveProperty('expiresAt');
        expect(await inspect.ttl('userGame', 'a@example.com', 'g1')).toBe(expiryAfter(T0, KEEP_DAYS));
        await store.deleteUserGame('a@example.com', 'g1');
        expect((await store.userGames('a@example.com')).map((g) => g.gameId)).toEqual(['g0']);
        expect(await store.userGames('b@example.com')).toEqual([]);
      });

      it('records when each seat was seen at the table, at most once per interval: a sighting since the cut-off wins', async () => {
        const { store } = await make();
        expect(await store.seenAt('g1')).toEqual(new Map());
        expect(await store.markSeen('g1', 0, T0, T0 - 60_000)).toBe(true);
        // Within the interval: not written (the first sighting stands).
        expect(await store.markSeen('g1', 0, T0 + 30_000, T0 - 30_000)).toBe(false);
        expect(await store.markSeen('g1', 2, T0 + 30_000, T0 - 30_000)).toBe(true);
        expect(await store.seenAt('g1')).toEqual(
          new Map([
            [0, T0],
            [2, T0 + 30_000],
          ]),
        );
        // Once the interval has passed: written.
        expect(await store.markSeen('g1', 0, T0 + 61_000, T0 + 1_000)).toBe(true);
        expect((await store.seenAt('g1')).get(0)).toBe(T0 + 61_000);
        expect(await store.seenAt('g2')).toEqual(new Map());
      });

      it("keeps each seat's latest reply id on the same item; an item from before replies (sightings only) reads as none", async () => {
        const { store } = await make();
        expect(await store.markSeen('g1', 0, T0, T0 - 60_000)).toBe(true);
        expect(await store.replyIds('g1')).toEqual(new Map());
        await store.noteReply('g1', 1, 'r1@phone.example');
        await store.noteReply('g1', 1, 'r2@phone.example');
        await store.noteReply('g1', 0, 'a1@mail.example');
        expect(await store.replyIds('g1')).toEqual(
          new Map([
            [0, 'a1@mail.example'],
            [1, 'r2@phone.example'],
          ]),
        );
        // Neither kind of attribute is read as the other.
        expect(await store.seenAt('g1')).toEqual(new Map([[0, T0]]));
        expect(await store.replyIds('g2')).toEqual(new Map());
      });

      it("counts a quota's uses per window up to its maximum, racing callers included; each counter expires a day after its window", async () => {
        const { store, inspect } = await make();
        const hour = 3_600_000;
        const raced = await Promise.all(Array.from({ length: 8 }, () => store.takeQuota('refusals:a', T0, hour, 5)));
        expect(raced.filter(Boolean)).toHaveLength(5);
        expect(await store.takeQuota('refusals:a', T0, hour, 5)).toBe(false);
        // Another name, or the next window, counts afresh.
        expect(await store.takeQuota('refusals:b', T0, hour, 5)).toBe(true);
        expect(await store.takeQuota('refusals:a', T0 + hour, hour, 5)).toBe(true);
        expect(await inspect.ttl('quota', 'refusals:a', String(T0))).toBe(expiryAfter(T0 + hour, 1));
      });

      it("keeps a wait's mail fields on the summary, and files the game under its soonest mail time", async () => {
        const { store } = await make();
        const wait = { seat: 0, decisionId: 1, since: T0, remindedAt: null, fromSeq: 1, mailAt: T0 + 180_000 };
        await store.putSummary(summary('g1', { waiting: [wait], dueAt: T0 + 180_000 }));
        expect((await store.getSummary('g1'))!.waiting).toEqual([wait]);
        expect(await store.waitingDue(T0 + 179_999)).toEqual([]);
        expect(await store.waitingDue(T0 + 180_000)).toEqual(['g1']);
      });
    });

    describe('profiles', () => {
      it('writes a profile only at the revision it was read at', async () => {
        const { store } = await make();
        const p = profile('a@example.com');
        expect(await store.putProfile(p)).toBe(true);
        expect(p.rev).toBe(1);
        expect(await store.putProfile(profile('a@example.com'))).toBe(false);
        const racers = [
          { ...p, displayName: 'One' },
          { ...p, displayName: 'Two' },
        ];
        const wrote = await Promise.all(racers.map((x) => store.putProfile(x)));
        expect(wrote.filter(Boolean)).toHaveLength(1);
        expect(await store.getProfile('a@example.com')).toEqual({ ...racers[wrote.indexOf(true)], rev: 2 });
        expect(await store.getProfile('b@example.com')).toBeNull();
      });

      it('lists mailable digest users by their last digest; of two runs claiming the same digest one wins', async () => {
        const { store } = await make();
        await store.putProfile(profile('d1@example.com', { notify: 'digest', lastDigestAt: T0 }));
        await store.putProfile(profile('d0@example.com', { notify: 'digest' }));
        await store.putProfile(
          profile('bounced@example.com', { notify: 'digest', undeliverable: { reason: 'bounce', at: T0 } }),
        );
        await store.putProfile(profile('every@example.com'));
        await store.putProfile(profile('recent@example.com', { notify: 'digest', lastDigestAt: T0 + 50_000 }));
        expect(await store.digestDue(T0 + 1000)).toEqual(['d0@example.com', 'd1@example.com']);
        const p = (await store.getProfile('d1@example.com'))!;
        const claims = await Promise.all([
          store.claimDigest({ ...p }, T0 + 2000),
          store.claimDigest({ ...p }, T0 + 2000),
        ]);
        expect(claims.filter((c) => c !== null)).toHaveLength(1);
        expect(await store.claimDigest({ ...p }, T0 + 3000)).toBeNull();
        expect(await store.digestDue(T0 + 1000)).toEqual(['d0@example.com']);
        const fresh = (await store.getProfile('d0@example.com'))!;
        expect(await store.claimDigest(fresh, T0 + 3000)).toMatchObject({ lastDigestAt: T0 + 3000, rev: 2 });
        const leaving = (await store.getProfile('recent@example.com'))!;
        expect(await store.putProfile({ ...leaving, notify: 'every' })).toBe(true);
        expect(await store.digestDue(T0 + 100_000)).toEqual(['d1@example.com', 'd0@example.com']);
      });
    });

    it('counts its requests and the bytes they moved', async () => {
      const { store } = await make();
      const before = { ...store.stats };
      await store.append(ev('g1', 0));
      await store.events('g1', 0);
      expect(store.stats.writes - before.writes).toBe(1);
      expect(store.stats.reads - before.reads).toBe(1);
      expect(store.stats.bytesRead).toBeGreaterThan(before.bytesRead);
      expect(store.stats.bytesWritten).toBeGreaterThan(before.bytesWritten);
    });
  });
}
