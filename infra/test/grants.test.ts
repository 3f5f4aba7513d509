// The grants follow the code: reached.json is what the code reaches today (recomputed here with the
// TypeScript compiler, grants/reach.ts), it holds what reading the handlers says each function
// does, and the walk resolves the store through every shape the backend uses (a fixture project).
// The roles in the template are held to reached.json in stack.test.ts and inbound-mail.test.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { STORE_ACCESS, type StoreMethod } from '../../lambdas/store/access.js';
import { ALL_HANDLERS, INBOUND_HANDLER } from '../lib/handlers.js';
import { grantsOf, parseReached, REACHED } from '../grants/roles.js';
import { computeReached, entryProgram, REACHED_FILE, reachedJson, reachOf, type Reached } from '../grants/reach.js';
import { TEST_DIR } from './support.js';

const writes = (methods: readonly StoreMethod[]) =>
  methods.filter((m) => STORE_ACCESS[m].some((a) => a.action !== 'GetItem' && a.action !== 'Query'));

describe('reached.json', () => {
  let computed: Reached;
  beforeAll(() => {
    computed = computeReached();
  });

  it('is what the code reaches now', () => {
    const stored = readFileSync(REACHED_FILE, 'utf8');
    expect(
      stored === reachedJson(computed),
      'grants/reached.json is stale: run `npm --prefix infra run grants` and commit it',
    ).toBe(true);
  });

  it('has one entry per deployed function, each naming only store methods', () => {
    expect([...Object.keys(computed)].sort()).toEqual([...ALL_HANDLERS, INBOUND_HANDLER].map((h) => h.name).sort());
    expect(parseReached(computed).size).toBe(Object.keys(computed).length);
    expect(() => parseReached({ outbox: { store: ['toString'], sendsMail: true, readsS3: false } })).toThrow(
      /toString/,
    );
  });

  it('says what reading the handlers says', () => {
    const r = (fn: string) => computed[fn];
    // The outbox job repairs summaries and mails due "your move" notices as MAIL# items (PutItem).
    expect(r('outbox').store).toEqual(
      expect.arrayContaining(['putMailing', 'putSummary', 'pendingOutbox', 'waitingDue', 'claimMail', 'markSent']),
    );
    // ?present=1 records the sighting (UpdateItem); bots catching up append.
    expect(r('get-game').store).toEqual(expect.arrayContaining(['markSeen', 'append']));
    for (const fn of ['get-history', 'export-log', 'list-games', 'get-profile'])
      expect(writes(r(fn).store), fn).toEqual([]);
    // Every part of the store is walked, whichever ports file declares it (the rematch's once went unseen).
    expect(r('propose-rematch').store).toEqual(expect.arrayContaining(['claimRematch', 'getRematch', 'putNewMeta']));
    expect(r('update-profile').store).toEqual(expect.arrayContaining(['putProfile', 'userGames', 'putAwayMark']));
    // My games, and who in them is on vacation (each game's META with the away marks beside it).
    expect(r('list-games').store).toEqual(['getMetaAndAway', 'userGames']);
    // The stream consumer writes the projection and marks the mail it sends, and a finished game's ratings.
    expect(r('stream').store).toEqual(
      expect.arrayContaining(['putSummary', 'putUserGame', 'putIdem', 'putSnapshot', 'claimMail', 'markSent']),
    );
    expect(r('stream').store).toEqual(
      expect.arrayContaining(['getRatedGame', 'putRatedGame', 'putPlayerRating', 'putRatingEntry', 'claimHandle']),
    );
    expect(r('stream').store).not.toContain('append');
    expect(r('bounces')).toEqual({ store: ['getProfile', 'putProfile'], sendsMail: false, readsS3: false });
    expect(r('inbound-mail')).toMatchObject({ sendsMail: true, readsS3: true });
    expect(r('leave-game').store).toContain('deleteUserGame');
    expect(r('reminders').store).toEqual(expect.arrayContaining(['waitingDue', 'digestDue', 'claimDigest', 'append']));
    // The entries that pass noMail do not send; the move's and the start's mail go by the stream.
    const senders = Object.keys(computed)
      .filter((fn) => r(fn).sendsMail)
      .sort();
    expect(senders).toEqual([
      'answer-rematch',
      'create-game',
      'inbound-mail',
      'outbox',
      'propose-rematch',
      'reminders',
      'stream',
    ]);
    expect(Object.keys(computed).filter((fn) => r(fn).readsS3)).toEqual(['inbound-mail']);
  });

  it('turns into table and index actions: the index only for the jobs that read its lists, the open-games list and the leaderboard', () => {
    expect(grantsOf(REACHED.get('outbox')!)).toEqual({
      table: ['GetItem', 'PutItem', 'Query', 'UpdateItem'],
      index: ['Query'],
      sendsMail: true,
      readsS3: false,
    });
    expect(grantsOf(REACHED.get('get-game')!)).toEqual({
      table: ['GetItem', 'PutItem', 'Query', 'UpdateItem'],
      index: [],
      sendsMail: false,
      readsS3: false,
    });
    expect(
      [...REACHED]
        .filter(([, r]) => grantsOf(r).index.length > 0)
        .map(([fn]) => fn)
        .sort(),
    ).toEqual(['get-leaderboard', 'list-open-games', 'outbox', 'reminders']);
    expect(grantsOf(REACHED.get('list-open-games')!)).toEqual({
      table: ['Query'],
      index: ['Query'],
      sendsMail: false,
      readsS3: false,
    });
    // The ratings' reads: the leaderboard one Query per LEADER shard; a player page by key, never a write.
    expect(grantsOf(REACHED.get('get-leaderboard')!)).toEqual({
      table: [],
      index: ['Query'],
      sendsMail: false,
      readsS3: false,
    });
    expect(grantsOf(REACHED.get('get-player')!)).toEqual({
      table: ['GetItem', 'Query'],
      index: [],
      sendsMail: false,
      readsS3: false,
    });
  });
});

describe('the walk, on a fixture project', () => {
  const root = path.join(TEST_DIR, 'fixtures', 'reach');
  const entry = (name: string) => path.join(root, 'entries', `${name}.ts`);
  const program = entryProgram(['reads', 'delivers', 'local-only'].map(entry), root);

  it("resolves the store through Pick, Omit, Deps['store'] and destructuring, and no further than the functions used", () => {
    expect(reachOf(program, entry('reads'), root)).toEqual({
      store: ['getMeta', 'getSummary', 'putSummary', 'userGames'],
      sendsMail: false,
      readsS3: false,
    });
  });

  it('follows a function-valued member only where it is used, and a callback only where it is called', () => {
    // `deliver` is used: its implementation's markSeen counts; `later` never runs its work: no append.
    expect(reachOf(program, entry('delivers'), root)).toEqual({ store: ['markSeen'], sendsMail: true, readsS3: false });
  });

  it('refuses a store member no deployed function may call', () => {
    expect(() => reachOf(program, entry('local-only'), root)).toThrow(/local-only\.ts reaches store\.ensureTable/);
  });
});
