// Snapshots: replaying from the latest snapshot gives exactly the state a full replay gives, and a
// move reads a bounded number of events however long the game is.
import { describe, expect, it } from 'vitest';
import { stateHash } from '../../../engine/index.js';
import { loadFull, loadGame } from '../../../lambdas/kernel/replay.js';
import { autoMove, memoryLocalPerFile, newGame } from '../support.js';

const ALICE = 'alice@example.com';
const BOB = 'bob@example.com';
const EVERY = 8;
const l = memoryLocalPerFile({ snapshotEvery: EVERY });

describe('snapshots', () => {
  it('snapshot + tail replay equals full replay at every step, and the tail stays short', async () => {
    const gameId = await newGame(l, ALICE, [{ email: BOB }, { bot: 'random' }]);
    let checked = 0;
    for (let step = 0; step < 120; step++) {
      const g = await loadGame(l.ctx, gameId);
      if (g.state!.result) break;
      const full = await loadFull(l.ctx, gameId);
      expect(stateHash(g.state!)).toBe(stateHash(full));
      if (g.snapSeq !== null) {
        checked++;
        // Snapshots are taken only at snapshot points, so the tail can run a little past K. (The
        // records before the snapshot are read for "since your move", not replayed.)
        expect(g.records.filter((r) => r.seq > g.snapSeq!).length).toBeLessThan(EVERY * 3);
      }
      const seat = g.state!.pending.find((d) => g.meta.seats[d.player].email)!.player;
      const email = g.meta.seats[seat].email!;
      const v = (await l.call('GET', `/games/${gameId}`, { token: l.token(email) })).body;
      const r = await autoMove(l, gameId, email, v, { militia: true });
      expect(r.status, r.raw).toBe(200);
    }
    expect(checked).toBeGreaterThan(50);
  });
});
