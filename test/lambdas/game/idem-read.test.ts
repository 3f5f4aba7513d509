// A move reads the idempotency record (IDEM#) only when its load does not settle the key: a move
// built on the game's seq whose last record is loaded reads none; a retry, or a move right after a
// snapshot, reads it. Either way a reused key keeps its answers (idempotency.int.test.ts).
import { describe, expect, it, vi } from 'vitest';
import { autopilot, key, memoryLocalPerFile, newGame, whoOwes } from '../support.js';

const ALICE = 'alice@example.com';
const BOB = 'bob@example.com';
const EVERY = 5;
const l = memoryLocalPerFile({ snapshotEvery: EVERY });

const submit = (gameId: string, email: string, body: Record<string, unknown>) =>
  l.call('POST', `/games/${gameId}/moves`, { token: l.token(email), body: { gameId, ...body } });

describe('the move path reads IDEM# only when the load does not settle the key', () => {
  it('none for a fresh move on a loaded last record; one for a retry and right after a snapshot, whose reused key is still refused', async () => {
    const gameId = await newGame(l, ALICE, [{ email: BOB }]);
    const reads = vi.spyOn(l.ctx.store, 'getIdem');
    let atSnapshot = false;
    for (let i = 0; i < 3 * EVERY && !atSnapshot; i++) {
      const { email, v } = await whoOwes(l, gameId, [ALICE, BOB]);
      const snapSeq = (await l.ctx.store.latestSnapshot(gameId))?.seq;
      reads.mockClear();
      const body = { expectedSeq: v.seq, idempotencyKey: key(), move: autopilot(v.view!) };
      expect((await submit(gameId, email, body)).status).toBe(200);
      // A snapshot on the game's last record leaves no record loaded to settle the key.
      expect(reads).toHaveBeenCalledTimes(snapSeq === v.seq ? 1 : 0);
      reads.mockClear();
      // The same request again (a retry: its seq is behind the game's) answers its first result.
      expect((await submit(gameId, email, body)).body).toMatchObject({ appliedSeq: v.seq + 1, duplicate: true });
      atSnapshot = (await l.ctx.store.latestSnapshot(gameId))?.seq === v.seq + 1;
      // Its key on the new seq: refused, read from the loaded record or, past a snapshot, from IDEM#.
      const reused = await submit(gameId, email, { ...body, expectedSeq: v.seq + 1 });
      expect([reused.status, reused.error?.code]).toEqual([422, 'idempotency-key-reused']);
      // The retry and the reuse: IDEM# read by each once a snapshot sits on the move.
      expect(reads).toHaveBeenCalledTimes(atSnapshot ? 2 : 0);
    }
    expect(atSnapshot).toBe(true);
    // A fresh move on the snapshot's seq: no record loaded, so IDEM# is read.
    const { email, v } = await whoOwes(l, gameId, [ALICE, BOB]);
    expect((await l.ctx.store.latestSnapshot(gameId))?.seq).toBe(v.seq);
    reads.mockClear();
    expect(
      (await submit(gameId, email, { expectedSeq: v.seq, idempotencyKey: key(), move: autopilot(v.view!) })).status,
    ).toBe(200);
    expect(reads).toHaveBeenCalledTimes(1);
    reads.mockRestore();
  });
});
