// Undo through the move pipeline on dynalite: a free take-back gives back exactly the game before
// the move; past new information a request that the other human accepts (fresh decks) or refuses,
// and that a move lapses; against bots a request is taken at once; a game created with undo off
// refuses; snapshots taken after the point gone back to are never used again; and an undo racing
// the next player's move lands exactly one of them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Local } from '../../../local/runtime.js';
import { loadFull, loadGame } from '../../../lambdas/kernel/replay.js';
import { stateHash } from '../../../engine/index.js';
import { eventCount, key, local, mail, newGame, whoOwes as whoOwesIn } from '../support.js';

const ALICE = 'alice.undo@example.com';
const BOB = 'bob.undo@example.com';
let l: Local;
beforeAll(async () => {
  l = await local({ snapshotEvery: 4 });
});
afterAll(async () => {
  await l?.close();
});

const read = async (email: string, gameId: string) =>
  (await l.call('GET', `/games/${gameId}`, { token: l.token(email) })).body;
const move = (email: string, gameId: string, expectedSeq: number, m: unknown) =>
  l.call('POST', `/games/${gameId}/moves`, {
    token: l.token(email),
    body: { gameId, expectedSeq, idempotencyKey: key(), move: m },
  });
const undo = (email: string, gameId: string, expectedSeq: number, action: string) =>
  l.call('POST', `/games/${gameId}/moves`, {
    token: l.token(email),
    body: { gameId, expectedSeq, idempotencyKey: key(), undo: action },
  });
const hashes = async (gameId: string) => [
  stateHash((await loadGame(l.ctx, gameId)).state!),
  stateHash(await loadFull(l.ctx, gameId)),
];

/** A two-human game; returns who moves first and the other. */
async function twoHumans(extra: Record<string, unknown> = {}) {
  const gameId = await newGame(l, ALICE, [{ email: BOB }], extra);
  const { email } = await whoOwesIn(l, gameId, [ALICE, BOB]);
  return { gameId, first: email, second: email === ALICE ? BOB : ALICE };
}

describe('undo', () => {
  it('takes back a move that revealed nothing, freely: the game is exactly as before it', async () => {
    const { gameId, first, second } = await twoHumans();
    const before = await read(first, gameId);
    const hashBefore = stateHash((await loadGame(l.ctx, gameId)).state!);
    expect(before.undo).toEqual({ take: null, ask: null, request: null });
    const r = await move(first, gameId, before.seq, { type: 'playTreasures' });
    expect(r.body.undo).toEqual({
      take: { count: 1, what: 'the play of your Treasures' },
      ask: { count: 1, what: 'the play of your Treasures' },
      request: null,
    });
    const t = await undo(first, gameId, r.body.seq, 'take');
    expect(t.status).toBe(200);
    const after = await read(first, gameId);
    expect(after.view).toEqual(before.view);
    expect(after.seq).toBe(before.seq + 2);
    expect((await read(second, gameId)).since!.join(' ')).toMatch(/took back a move/);
    expect(await hashes(gameId)).toEqual([hashBefore, hashBefore]);
    // Nothing more of theirs to take back; the log keeps both records.
    expect(after.undo!.take).toBeNull();
    expect(await eventCount(l, gameId)).toBe(before.seq + 3);
  });

  it('past new information it is a request: the other human accepts, the decks are fresh, nothing else changed', async () => {
    const { gameId, first, second } = await twoHumans();
    const start = await read(first, gameId);
    const ended = await move(first, gameId, start.seq, { type: 'endTurn' });
    expect(ended.body.undo).toEqual({ take: null, ask: { count: 1, what: 'the end of your turn 1' }, request: null });
    expect((await undo(first, gameId, ended.body.seq, 'take')).status).toBe(403);
    const asked = await undo(first, gameId, ended.body.seq, 'ask');
    expect(asked.status).toBe(200);
    const seen = await read(second, gameId);
    expect(seen.undo!.request).toMatchObject({ count: 1, what: 'the end of their turn 1', waitingFor: [seen.seat] });
    const sent = (await mail(l)).filter((m) => m.destination.to.includes(second) && m.subject.includes(gameId));
    expect(sent.at(-1)!.body.text).toMatch(/asks to take back the end of their turn 1\./);
    const ok = await undo(second, gameId, seen.seq, 'accept');
    expect(ok.status).toBe(200);
    const after = await read(first, gameId);
    expect(after.view).toEqual(start.view);
    const [loaded, full] = await hashes(gameId);
    expect(loaded).toBe(full);
    const game = await loadGame(l.ctx, gameId);
    expect(game.records.at(-1)!.undo).toMatchObject({ action: 'take', fresh: true, count: 1 });
  });

  it('a refusal, or any move, closes the request and keeps the game', async () => {
    const { gameId, first, second } = await twoHumans();
    const start = await read(first, gameId);
    const ended = await move(first, gameId, start.seq, { type: 'endTurn' });
    const asked = await undo(first, gameId, ended.body.seq, 'ask');
    expect((await undo(first, gameId, asked.body.seq, 'accept')).status).toBe(403);
    const refused = await undo(second, gameId, asked.body.seq, 'refuse');
    expect(refused.status).toBe(200);
    expect(refused.body.undo!.request).toBeNull();
    // The same moves are asked about once: asking again is refused, and mails nobody.
    expect((await undo(first, gameId, refused.body.seq, 'ask')).status).toBe(403);
    // A request for later moves lapses when the other player moves on.
    const ended2 = await move(second, gameId, refused.body.seq, { type: 'endTurn' });
    const ended3 = await move(first, gameId, ended2.body.seq, { type: 'endTurn' });
    const again = await undo(first, gameId, ended3.body.seq, 'ask');
    expect(again.status, again.raw).toBe(200);
    const moved = await move(second, gameId, again.body.seq, { type: 'playTreasures' });
    expect(moved.status).toBe(200);
    expect(moved.body.undo!.request).toBeNull();
    expect((await undo(second, gameId, moved.body.seq, 'accept')).status).toBe(403);
  });

  it('against a bot a request is taken at once; snapshots after the point gone back to are not used', async () => {
    const gameId = await newGame(l, ALICE, [{ bot: 'big-money' }]);
    let v = await read(ALICE, gameId);
    // Play until Alice has ended a turn and the bot has moved after it.
    const ended = await move(ALICE, gameId, v.seq, { type: 'endTurn' });
    v = await read(ALICE, gameId);
    expect(v.undo!.ask!.count).toBeGreaterThan(1);
    await l.idle();
    const snap = await l.ctx.store.latestSnapshot(gameId);
    const taken = await undo(ALICE, gameId, v.seq, 'ask');
    expect(taken.status).toBe(200);
    const game = await loadGame(l.ctx, gameId);
    const take = game.records.at(-1)!.undo!;
    expect(take).toMatchObject({ action: 'take', of: 0, fresh: true });
    expect(taken.body.view!.decision!.kind).toBe('turn');
    // The snapshot (taken during the bot's turn) lies after the point gone back to: the load ignores it.
    expect(snap!.seq).toBeGreaterThan(take.action === 'take' ? take.to : 0);
    expect(
      game.snapSeq === null || game.snapSeq <= (take.action === 'take' ? take.to : 0) || game.snapSeq >= game.seq,
    ).toBe(true);
    const [loaded, full] = await hashes(gameId);
    expect(loaded).toBe(full);
    expect(ended.body.appliedSeq).toBeGreaterThan(take.action === 'take' ? take.to : 0);
  });

  it('a game created with undo off offers and accepts nothing', async () => {
    const { gameId, first } = await twoHumans({ undo: false });
    const v = await read(first, gameId);
    const r = await move(first, gameId, v.seq, { type: 'playTreasures' });
    expect(r.body.undo).toEqual({ take: null, ask: null, request: null });
    const t = await undo(first, gameId, r.body.seq, 'take');
    expect(t.status).toBe(403);
    expect(t.error.message).toMatch(/undo off/);
  });

  it("an undo racing the next player's move: exactly one lands, the other gets 409 (repeated)", async () => {
    for (let round = 0; round < 4; round++) {
      const { gameId, first, second } = await twoHumans();
      const start = await read(first, gameId);
      const ended = await move(first, gameId, start.seq, { type: 'endTurn' });
      const n0 = await eventCount(l, gameId);
      const [u, m] = await Promise.all([
        undo(first, gameId, ended.body.seq, 'ask'),
        move(second, gameId, ended.body.seq, { type: 'playTreasures' }),
      ]);
      expect([u.status, m.status].sort()).toEqual([200, 409]);
      const loser = u.status === 409 ? u : m;
      expect(loser.error.currentSeq).toBe(ended.body.seq + 1);
      expect(await eventCount(l, gameId)).toBe(n0 + 1);
      const [loaded, full] = await hashes(gameId);
      expect(loaded).toBe(full);
    }
  });
});
