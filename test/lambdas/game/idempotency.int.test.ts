// An idempotency key reused with a different request is refused (422, "used for a different
// request"), also when the two race; the same request again keeps its first result (duplicate).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Local } from '../../../local/runtime.js';
import { autopilot, eventCount as eventCountOf, key, local, whoOwes as whoOwesIn, newGame } from '../support.js';

const ALICE = 'alice@example.com';
const BOB = 'bob@example.com';
let l: Local;
beforeAll(async () => {
  l = await local({ snapshotEvery: 5 });
});
afterAll(async () => {
  await l?.close();
});

const whoOwes = (gameId: string) => whoOwesIn(l, gameId, [ALICE, BOB]);
const eventCount = (gameId: string) => eventCountOf(l, gameId);
const submit = (gameId: string, email: string, body: Record<string, unknown>) =>
  l.call('POST', `/games/${gameId}/moves`, { token: l.token(email), body: { gameId, ...body } });

describe('idempotency keys', () => {
  it('the same key with another body, later: 422 and nothing written; the same body: the first result', async () => {
    const gameId = await newGame(l, ALICE, [{ email: BOB }]);
    const { email, v } = await whoOwes(gameId);
    const k = key();
    const first = await submit(gameId, email, { expectedSeq: v.seq, idempotencyKey: k, move: { type: 'endPhase' } });
    expect(first.status).toBe(200);
    const n = await eventCount(gameId);
    // Another move under the same key, even one built on the new seq (what a buggy client would send).
    for (const body of [
      { expectedSeq: v.seq, move: { type: 'playTreasures' } },
      { expectedSeq: v.seq + 1, move: { type: 'endPhase' } },
      { expectedSeq: v.seq, move: 'end actions' },
    ]) {
      const r = await submit(gameId, email, { idempotencyKey: k, ...body });
      expect(r.status, r.raw).toBe(422);
      expect(r.error.code).toBe('idempotency-key-reused');
      expect(r.error.message).toMatch(/used for a different request/);
    }
    expect(await eventCount(gameId)).toBe(n);
    // Key order in the body does not make it another request.
    const again = await l.call('POST', `/games/${gameId}/moves`, {
      token: l.token(email),
      rawBody: JSON.stringify({ move: { type: 'endPhase' }, idempotencyKey: k, expectedSeq: v.seq, gameId }),
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ appliedSeq: v.seq + 1, duplicate: true });
  });

  it('checks the request also once the key is only in the projection (past a snapshot)', async () => {
    const gameId = await newGame(l, ALICE, [{ email: BOB }]);
    const { email, v } = await whoOwes(gameId);
    const k = key();
    const body = { expectedSeq: v.seq, idempotencyKey: k, move: autopilot(v.view!) };
    expect((await submit(gameId, email, body)).status).toBe(200);
    for (let i = 0; i < 12; i++) {
      const w = await whoOwes(gameId);
      expect(
        (await submit(gameId, w.email, { expectedSeq: w.v.seq, idempotencyKey: key(), move: autopilot(w.v.view!) }))
          .status,
      ).toBe(200);
    }
    expect((await l.ctx.store.latestSnapshot(gameId))!.seq).toBeGreaterThan(v.seq + 1);
    expect((await l.ctx.store.getIdem(gameId, k))!.hash).toMatch(/^[\w-]{22}$/);
    expect((await submit(gameId, email, { ...body, move: 'end actions' })).status).toBe(422);
    expect((await submit(gameId, email, body)).body).toMatchObject({ appliedSeq: v.seq + 1, duplicate: true });
  });

  it('racing: one key, two different bodies sent together many times: one lands, its copies are duplicates, the others 422', async () => {
    for (let round = 0; round < 4; round++) {
      const gameId = await newGame(l, ALICE, [{ email: BOB }]);
      const { email, v } = await whoOwes(gameId);
      const k = key();
      const a = { expectedSeq: v.seq, idempotencyKey: k, move: { type: 'endPhase' } };
      const b = { expectedSeq: v.seq, idempotencyKey: k, move: 'end actions' };
      const n = await eventCount(gameId);
      const sent = Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? a : b));
      const results = await Promise.all(sent.map((body) => submit(gameId, email, body)));
      expect(await eventCount(gameId)).toBe(n + 1);
      const landed = results.filter((r) => r.status === 200 && !r.body.duplicate);
      expect(landed).toHaveLength(1);
      const winner = sent[results.indexOf(landed[0])];
      results.forEach((r, i) => {
        if (sent[i] === winner) expect([r.status, r.body.appliedSeq], r.raw).toEqual([200, v.seq + 1]);
        else expect([r.status, r.error?.code], r.raw).toEqual([422, 'idempotency-key-reused']);
      });
    }
  });
});
