// Racing submissions: 50 conflicting moves at once land exactly once; the same idempotency key
// (at once or later) never appends twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Local } from '../../../local/runtime.js';
import {
  autoMove,
  autopilot,
  eventCount as eventCountOf,
  key,
  local,
  mail,
  newGame,
  whoOwes as whoOwesIn,
} from '../support.js';

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

describe('concurrency', () => {
  it('50 concurrent conflicting moves: exactly one lands, the others get 409 with the current seq (repeated)', async () => {
    const gameId = await newGame(l, ALICE, [{ email: BOB }]);
    for (let round = 0; round < 6; round++) {
      const { email, v } = await whoOwes(gameId);
      const n0 = await eventCount(gameId);
      // Different moves (and keys) built on the same seq.
      const moves = Array.from({ length: 50 }, (_, i) =>
        i % 2 === 0 ? autopilot(v.view!) : { type: 'endPhase' as const },
      );
      const results = await Promise.all(
        moves.map((move) =>
          l.call('POST', `/games/${gameId}/moves`, {
            token: l.token(email),
            body: { gameId, expectedSeq: v.seq, idempotencyKey: key(), move },
          }),
        ),
      );
      const ok = results.filter((r) => r.status === 200);
      const conflicts = results.filter((r) => r.status === 409);
      expect(ok).toHaveLength(1);
      expect(conflicts).toHaveLength(49);
      for (const c of conflicts) {
        expect(c.error.code).toBe('conflict');
        expect(c.error.currentSeq).toBe(v.seq + 1);
        expect(c.error.message).toMatch(/expectedSeq/);
      }
      expect(await eventCount(gameId)).toBe(n0 + 1);
      expect(ok[0].body.appliedSeq).toBe(v.seq + 1);
    }
  });

  it('the same idempotency key 50 times at once, and again later: one append, the first result', async () => {
    const gameId = await newGame(l, ALICE, [{ email: BOB }]);
    const { email, v } = await whoOwes(gameId);
    const k = key();
    const body = { gameId, expectedSeq: v.seq, idempotencyKey: k, move: autopilot(v.view!) };
    const n0 = await eventCount(gameId);
    const mails0 = (await mail(l)).length;
    const results = await Promise.all(
      Array.from({ length: 50 }, () => l.call('POST', `/games/${gameId}/moves`, { token: l.token(email), body })),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(new Set(results.map((r) => r.body.appliedSeq))).toEqual(new Set([v.seq + 1]));
    expect(results.filter((r) => !r.body.duplicate)).toHaveLength(1);
    expect(await eventCount(gameId)).toBe(n0 + 1);

    // Play on past a snapshot (every 5 events) so the key's event is no longer replayed, then retry.
    for (let i = 0; i < 12; i++) {
      const w = await whoOwes(gameId);
      const r = await autoMove(l, gameId, w.email, w.v);
      expect(r.status).toBe(200);
    }
    expect((await l.ctx.store.latestSnapshot(gameId))!.seq).toBeGreaterThan(v.seq + 1);
    const n1 = await eventCount(gameId);
    const mails1 = (await mail(l)).length;
    const again = await l.call('POST', `/games/${gameId}/moves`, { token: l.token(email), body });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ appliedSeq: v.seq + 1, duplicate: true });
    expect(await eventCount(gameId)).toBe(n1);
    expect((await mail(l)).length).toBe(mails1);
    expect(mails1).toBeGreaterThanOrEqual(mails0);
  });
});
