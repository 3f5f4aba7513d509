// A move answers the table (TableResponse), so the web renders it without loading again: what it
// says must be what a GET right after it says. Two humans (Militia: answers in the other's turn),
// snapshots every 10 records (a move's own load reads only the records after the snapshot, so its
// since lines, undo status and turn log are often settled by reading further back), some moves
// taken back; after every move and every take, the answer and a GET agree on all of it.
import { describe, expect, it } from 'vitest';
import { autoMove, freshUser, key, memoryLocalPerFile, newGame } from '../support.js';

const l = memoryLocalPerFile();

const read = async (email: string, gameId: string) =>
  (await l.call('GET', `/games/${gameId}`, { token: l.token(email) })).body;
const table = ({ appliedSeq: _a, duplicate: _d, ...t }: Record<string, unknown>) => t;

describe('the answer to a move', () => {
  it('is the table a GET shows right after it: view, since, undo, the turn in progress', async () => {
    const alice = freshUser('alice');
    const bob = freshUser('bob');
    const gameId = await newGame(l, alice, [{ email: bob }]);
    expect((await l.call('POST', `/games/${gameId}/join`, { token: l.token(bob) })).status).toBe(200);
    let compared = 0;
    for (let i = 0; i < 120; i++) {
      const [a, b] = [await read(alice, gameId), await read(bob, gameId)];
      if (a.view?.result) break;
      const [email, game] = a.view?.decision ? [alice, a] : [bob, b];
      const moved = await autoMove(l, gameId, email, game, { militia: true });
      expect(moved.status, moved.raw).toBe(200);
      expect(moved.body.turn.events.length).toBeGreaterThan(0);
      expect(table(moved.body)).toEqual(await read(email, gameId));
      compared++;
      if (i % 9 === 4 && moved.body.undo?.take) {
        const took = await l.call('POST', `/games/${gameId}/moves`, {
          token: l.token(email),
          body: { gameId, expectedSeq: moved.body.seq, idempotencyKey: key(), undo: 'take' },
        });
        expect(took.status, took.raw).toBe(200);
        expect(table(took.body)).toEqual(await read(email, gameId));
      }
    }
    expect(compared).toBeGreaterThan(60);
  }, 120_000);
});
