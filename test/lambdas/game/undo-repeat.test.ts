// One request to take moves back per point of the game, whoever answers it. Against bots a request is
// granted at once, with fresh decks: were it repeatable, "end turn" then "ask" again and again would
// redraw the next hand at will. The second request to go back to the same point is refused (403,
// by the move route, by "undo" as a text move, and as a reply's line by mail says why), the table
// stops offering it, and the
// rule is read from the log alone: it holds on a fresh load.
import { describe, expect, it } from 'vitest';
import { loadGame } from '../../../lambdas/kernel/replay.js';
import { undoView } from '../../../lambdas/read/undo-status.js';
import { makeLines } from '../../../lambdas/game/move-lines.js';
import { eventCount, freshUser, memoryLocalPerFile, newGame, postMove, readGame } from '../support.js';

const l = memoryLocalPerFile();

const read = (email: string, gameId: string) => readGame(l, email, gameId);
const post = (email: string, gameId: string, body: Record<string, unknown>) => postMove(l, email, gameId, body);

describe('asking to take back against bots', () => {
  it('is granted once per point of the game: a second ask to the same point is refused, and nothing changes', async () => {
    const alice = freshUser('alice');
    const gameId = await newGame(l, alice, [{ bot: 'big-money' }]);
    let v = await read(alice, gameId);
    expect((await post(alice, gameId, { expectedSeq: v.seq, move: { type: 'endTurn' } })).status).toBe(200);
    v = await read(alice, gameId);
    const asked = await post(alice, gameId, { expectedSeq: v.seq, undo: 'ask' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const first = (await loadGame(l.ctx, gameId)).records.at(-1)!.undo;
    expect(first).toMatchObject({ action: 'take', of: 0, fresh: true });

    // The same turn ended again, with the decks reshuffled: asking again would redraw once more.
    v = await read(alice, gameId);
    expect((await post(alice, gameId, { expectedSeq: v.seq, move: { type: 'endTurn' } })).status).toBe(200);
    v = await read(alice, gameId);
    expect(v.undo!.ask).toBeNull();
    const n0 = await eventCount(l, gameId);
    const again = await post(alice, gameId, { expectedSeq: v.seq, undo: 'ask' });
    expect(again.status).toBe(403);
    expect(again.error.message).toMatch(/asked once already to take back to this point of the game/);
    // In words, as a reply by mail sends it: the same refusal.
    const words = await post(alice, gameId, { expectedSeq: v.seq, move: 'undo' });
    expect(words.status).toBe(403);
    expect(words.error.message).toBe(again.error.message);
    // A reply by mail makes its lines like this: its answer says why "undo" was not done.
    const lines = await makeLines(l.ctx, await loadGame(l.ctx, gameId), 0, ['undo'], (i) => ({
      key: `mail.test.${gameId}.${i}`,
      hash: `h${i}`,
    }));
    expect(lines.report.failed).toEqual({ line: 'undo', why: again.error.message });
    expect(await eventCount(l, gameId)).toBe(n0);
    // Read from the log alone: a fresh load says the same.
    expect(undoView(await loadGame(l.ctx, gameId), 0).ask).toBeNull();
  });

  it('a later point may be asked about once in its turn', async () => {
    const alice = freshUser('alice');
    const gameId = await newGame(l, alice, [{ bot: 'big-money' }]);
    let v = await read(alice, gameId);
    expect((await post(alice, gameId, { expectedSeq: v.seq, move: { type: 'endTurn' } })).status).toBe(200);
    v = await read(alice, gameId);
    expect((await post(alice, gameId, { expectedSeq: v.seq, undo: 'ask' })).status).toBe(200);
    // Played on: Alice's next turn ends, and that is a new point.
    v = await read(alice, gameId);
    expect((await post(alice, gameId, { expectedSeq: v.seq, move: { type: 'endTurn' } })).status).toBe(200);
    for (let i = 0; i < 3 && (v = await read(alice, gameId)).view!.decision; i++) {
      expect((await post(alice, gameId, { expectedSeq: v.seq, move: { type: 'endTurn' } })).status).toBe(200);
    }
    v = await read(alice, gameId);
    expect(v.undo!.ask).not.toBeNull();
    expect((await post(alice, gameId, { expectedSeq: v.seq, undo: 'ask' })).status).toBe(200);
  });
});
