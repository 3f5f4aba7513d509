// The production path, run for real: moves go through the API handlers into DynamoDB Local (no
// projection in the request, as on AWS); the table's stream is read with the SDK's Streams client
// and fed in batches, as Lambda does, to the deployed stream consumer (infra/entries/jobs/stream.ts),
// which projects the read models and sends the mail through the SES emulator.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { startLocal, type DynaliteLocal } from '../../local/runtime.js';
import { clearMail, key, mail, newGame } from '../lambdas/support.js';
import {
  enableStreamAndTtl,
  REGION,
  startDynamoDbLocal,
  StreamPoller,
  type DynamoDbLocal,
  type Handler,
} from './dynamodb-local.js';

const ALICE = 'alice.stream@example.com';
const BOB = 'bob.stream@example.com';
let db: DynamoDbLocal;
let l: DynaliteLocal;
let arn: string;
let consumer: Handler;
let doc: DynamoDBDocumentClient;

beforeAll(async () => {
  db = await startDynamoDbLocal();
  console.log(`DynamoDB Local answered after ${db.startMs} ms`);
  l = await startLocal({ dynamoEndpoint: db.url, projection: 'stream' });
  arn = await enableStreamAndTtl(db, l.dynamo.name);
  doc = DynamoDBDocumentClient.from(db.client);
  // The deployed stream function, configured from its environment as on AWS.
  Object.assign(process.env, {
    APP_SECRET: 'local-development-secret',
    TABLE_NAME: l.dynamo.name,
    WEB_URL: 'http://localhost:3000',
    AWS_ENDPOINT_URL_DYNAMODB: db.url,
    AWS_ENDPOINT_URL_SES: l.sesUrl,
    AWS_REGION: REGION,
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
  });
  consumer = (await import('../../infra/entries/jobs/stream.js')).onStream as Handler;
}, 180_000);
afterAll(async () => {
  await l?.close();
  await db?.stop();
});

/** Plays the current player's turn to its end over the API; returns who moves next. */
async function endTurn(gameId: string): Promise<string> {
  for (const email of [ALICE, BOB]) {
    let v = (await l.call('GET', `/games/${gameId}`, { token: l.token(email) })).body;
    if (v.view!.decision?.kind !== 'turn' || v.view!.turn.player !== v.seat) continue;
    while (v.view!.decision?.kind === 'turn' && v.view!.turn.player === v.seat) {
      const r = await l.call('POST', `/games/${gameId}/moves`, {
        token: l.token(email),
        body: { gameId, expectedSeq: v.seq, idempotencyKey: key(), move: 'end' },
      });
      expect(r.status, r.raw).toBe(200);
      v = { ...r.body, seat: v.seat };
    }
    return email === ALICE ? BOB : ALICE;
  }
  throw new Error('nobody to move');
}

const lastSeq = async (gameId: string) => (await l.ctx.store.events(gameId, 0)).at(-1)!.seq;
const turnMails = async (gameId: string) =>
  (await mail(l)).filter((m) => m.subject.includes(gameId) && !m.subject.includes('invites you'));

/** The read models the stream consumer writes agree with the log. */
async function expectProjected(gameId: string) {
  const seq = await lastSeq(gameId);
  expect((await l.ctx.store.getSummary(gameId))?.lastSeq).toBe(seq);
  for (const email of [ALICE, BOB]) {
    const mine = (await l.call('GET', '/games', { token: l.token(email) })).body;
    const row = JSON.stringify(mine);
    expect(row).toContain(gameId);
  }
}

describe('the stream consumer on DynamoDB Local', () => {
  it('projects read models and mails each move once, from the real stream, with TTL on idempotency records', async () => {
    const gameId = await newGame(l, ALICE, [{ email: BOB }]);
    await clearMail(l);
    // Nothing is projected in the request: the summary appears only from the stream.
    expect(await l.ctx.store.getSummary(gameId)).toBeNull();
    const poller = new StreamPoller(db, arn, consumer);
    await poller.drain();
    await expectProjected(gameId);
    const first = (await turnMails(gameId)).length;
    expect(first).toBe(1); // the game start: the first player is told it is their turn
    const order: string[] = [];
    for (let i = 0; i < 4; i++) {
      order.push(await endTurn(gameId));
      await poller.drain();
    }
    await expectProjected(gameId);
    const sent = await turnMails(gameId);
    expect(sent.map((m) => m.destination.to[0])).toEqual([sent[0].destination.to[0], ...order]);
    // Reading the stream again (a redelivery) sends nothing twice.
    const again = new StreamPoller(db, arn, consumer);
    await again.drain();
    expect((await turnMails(gameId)).length).toBe(sent.length);
    expect(poller.stats.partialFailures).toBe(0);
    // The idempotency records carry the TTL attribute the table expires them by.
    const idem = (await l.ctx.store.events(gameId, 0, undefined, 'all')).find((e) => e.idem)!;
    const rec = await doc.send(
      new GetCommand({ TableName: l.dynamo.name, Key: { pk: `GAME#${gameId}`, sk: `IDEM#${idem.idem}` } }),
    );
    expect(rec.Item?.expiresAt).toBeGreaterThan(Date.now() / 1000);
  });

  it('a game whose projection fails does not hold up the others: a partial batch response, a retry from that record', async () => {
    const [a, b] = [await newGame(l, ALICE, [{ email: BOB }]), await newGame(l, ALICE, [{ email: BOB }])];
    const poller = new StreamPoller(db, arn, consumer);
    await poller.drain();
    await clearMail(l);
    // Game a's META is away for one invocation (as if a read failed): its projection throws.
    const meta = (await doc.send(new GetCommand({ TableName: l.dynamo.name, Key: { pk: `GAME#${a}`, sk: 'META' } })))
      .Item!;
    await endTurn(a);
    await endTurn(b);
    await doc.send(new DeleteCommand({ TableName: l.dynamo.name, Key: { pk: `GAME#${a}`, sk: 'META' } }));
    let calls = 0;
    const flaky = new StreamPoller(db, arn, async (e) => {
      const res = await consumer(e);
      if (calls++ === 0) await doc.send(new PutCommand({ TableName: l.dynamo.name, Item: meta }));
      return res;
    });
    // Start where the other poller stopped: only the new records.
    // The pollers' iterators are private state: handed over so the second poller starts where the first stopped.
    (flaky as unknown as { iterators: unknown }).iterators = (poller as unknown as { iterators: unknown }).iterators;
    await flaky.drain();
    expect(flaky.stats.partialFailures).toBe(1);
    expect(flaky.stats.retries).toBe(1);
    expect(flaky.onFailure).toHaveLength(0);
    await expectProjected(a);
    await expectProjected(b);
    const mails = await mail(l);
    expect(mails.filter((m) => m.subject.includes(a))).toHaveLength(1);
    expect(mails.filter((m) => m.subject.includes(b))).toHaveLength(1);
  });

  it('a record that never projects goes to the on-failure destination after the retries; the rest of the stream goes on', async () => {
    const poller = new StreamPoller(db, arn, consumer);
    await poller.drain();
    const c = await newGame(l, ALICE, [{ email: BOB }]);
    await poller.drain();
    await clearMail(l);
    // An event of a game that does not exist (no META): its projection fails every time.
    await doc.send(
      new PutCommand({
        TableName: l.dynamo.name,
        Item: { pk: 'GAME#ghost', sk: 'EV#0000000001', seq: 1, gameId: 'ghost', at: Date.now(), kind: 'move' },
      }),
    );
    await endTurn(c);
    await poller.drain();
    expect(poller.onFailure.map((batch) => batch.map((r) => r.dynamodb?.NewImage?.pk?.S))).toEqual([['GAME#ghost']]);
    expect(poller.stats.retries).toBe(5);
    await expectProjected(c);
    expect((await mail(l)).filter((m) => m.subject.includes(c))).toHaveLength(1);
  });
});
