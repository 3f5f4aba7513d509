// Rematch over HTTP on the in-memory runtime (every answer checked against the contract by
// support.ts): a proposal makes one game, a second proposal or the same request again answers it,
// acceptance starts it through the lobby (accepting twice: one game, one acceptance), a decline
// cancels it for all with a mail to every other human (so does leaving it from the lobby), and bad input is a 4xx naming why with
// nothing written.
import { describe, expect, it } from 'vitest';
import { clearMail, Clock, http, key, mail, memoryLocalPerFile, newGame } from '../support.js';
import { finishGame } from '../ratings/support.js';

const clock = new Clock();
const l = memoryLocalPerFile({ now: clock.now });

const [ANN, BOB, CY, EVE] = ['ann.rm@example.com', 'bob.rm@example.com', 'cy.rm@example.com', 'eve.rm@example.com'];
const propose = (email: string, gameId: string, idempotencyKey = key()) =>
  http(l, 'POST', `/games/${gameId}/rematch`, { token: l.token(email), body: { idempotencyKey } });
const answer = (email: string, gameId: string, accept: boolean, idempotencyKey = key()) =>
  http(l, 'POST', `/games/${gameId}/rematch/answer`, { token: l.token(email), body: { accept, idempotencyKey } });
const state = async (email: string, gameId: string) =>
  (await http(l, 'GET', `/games/${gameId}/rematch`, { token: l.token(email) })).body.rematch;

describe('rematch: proposal', () => {
  it('makes one game with the seats rotated; the other player accepts from the finished game and it starts', async () => {
    const old = await finishGame(l, [ANN, BOB], 0);
    expect(await state(BOB, old)).toBeNull();
    const first = await propose(ANN, old);
    expect(first.status, first.raw).toBe(200);
    const rematch = first.body.rematch!;
    expect(rematch).toMatchObject({
      rematchOf: old,
      status: 'open',
      proposedBy: 'ann.rm',
      yourSeat: 1,
      youAccepted: true,
    });
    expect(rematch.seats).toEqual([
      { seat: 0, name: 'bob.rm', kind: 'human', accepted: false },
      { seat: 1, name: 'ann.rm', kind: 'human', accepted: true },
    ]);
    // The same request again, and a proposal by the other seat: the same game (the latter accepts it).
    expect((await propose(ANN, old)).body.rematch!.gameId).toBe(rematch.gameId);
    expect(await state(BOB, old)).toMatchObject({ gameId: rematch.gameId, youAccepted: false });
    expect((await l.ctx.store.userGames(BOB)).find((g) => g.gameId === rematch.gameId)).toMatchObject({
      status: 'open',
      yourMove: true,
    });

    const accepted = await answer(BOB, old, true);
    expect(accepted.body.rematch).toMatchObject({ gameId: rematch.gameId, status: 'active', youAccepted: true });
    const table = await http(l, 'GET', `/games/${rematch.gameId}`, { token: l.token(BOB) });
    expect(table.body.view!.players.map((p) => p.name)).toEqual(['bob.rm', 'ann.rm']);
    expect(table.body.view!.supply.some((p) => p.top === 'Province' && p.count === 8)).toBe(true);
    // Accepting again (a new key): one game, one start record.
    expect((await answer(BOB, old, true)).body.rematch!.status).toBe('active');
    expect(await l.ctx.store.events(rematch.gameId, 0)).toHaveLength(1);
    expect((await propose(BOB, old)).body.rematch!.gameId).toBe(rematch.gameId);
  });

  it('a second proposal by another seat is an acceptance: with everyone in, the game starts', async () => {
    const old = await finishGame(l, [ANN, BOB], 1);
    const a = (await propose(ANN, old)).body.rematch!;
    const b = (await propose(BOB, old)).body.rematch!;
    expect(b.gameId).toBe(a.gameId);
    expect(b.status).toBe('active');
  });

  it('keeps the bots at their level', async () => {
    const old = await finishGame(l, [ANN, BOB], 0, ['hard']);
    const r = (await propose(ANN, old)).body.rematch!;
    expect((await l.ctx.store.getMeta(r.gameId))!.seats.map((s) => s.bot ?? s.email)).toEqual([BOB, 'hard', ANN]);
    expect(r.seats[1]).toEqual({ seat: 1, name: 'hard bot', kind: 'bot', accepted: true });
  });
});

describe('rematch: decline', () => {
  it('cancels the rematch for all and mails every other human, once', async () => {
    const old = await finishGame(l, [ANN, BOB, CY], 0);
    const r = (await propose(ANN, old)).body.rematch!;
    // Answered on the rematch's own id, as its lobby line does.
    expect(
      (await answer(BOB, r.gameId, true)).body
        .rematch!.seats.filter((s) => s.accepted)
        .map((s) => s.name)
        .sort(),
    ).toEqual(['ann.rm', 'bob.rm']);
    await clearMail(l);
    const declined = await answer(CY, old, false);
    expect(declined.status, declined.raw).toBe(200);
    expect(declined.body.rematch!.status).toBe('cancelled');
    const sent = (await mail(l)).filter((m) => m.subject.includes('was declined'));
    expect(sent.map((m) => m.destination.to[0]).sort()).toEqual([ANN, BOB]);
    expect(sent[0].body.text).toContain('cy.rm declined the rematch');
    expect(JSON.stringify(sent)).not.toContain(CY);
    // Declined again: nothing more; accepting now is a 409; the rows say cancelled.
    await answer(CY, old, false);
    expect((await mail(l)).filter((m) => m.subject.includes('was declined'))).toHaveLength(2);
    expect((await answer(BOB, old, true)).status).toBe(409);
    expect((await l.ctx.store.userGames(ANN)).find((g) => g.gameId === r.gameId)?.status).toBe('cancelled');
  });
});

describe('rematch: leaving it from the lobby', () => {
  it('is declining it: cancelled for all, the others told, no seat dropped', async () => {
    const old = await finishGame(l, [ANN, BOB, CY], 0);
    const r = (await propose(ANN, old)).body.rematch!;
    expect((await answer(BOB, r.gameId, true)).status).toBe(200);
    await clearMail(l);
    // Seated bob, cy, ann: cy is neither the first seat (whose leaving cancels any game) nor the last.
    const left = await http(l, 'POST', `/games/${r.gameId}/leave`, { token: l.token(CY), body: {} });
    expect(left.status, left.raw).toBe(200);
    expect(left.body.status).toBe('cancelled');
    const meta = (await l.ctx.store.getMeta(r.gameId))!;
    expect(meta.seats).toHaveLength(3);
    const sent = (await mail(l)).filter((m) => m.subject.includes('was declined'));
    expect(sent.map((m) => m.destination.to[0]).sort()).toEqual([ANN, BOB]);
    expect((await l.ctx.store.userGames(BOB)).find((g) => g.gameId === r.gameId)?.status).toBe('cancelled');
    expect((await http(l, 'POST', `/games/${r.gameId}/leave`, { token: l.token(EVE), body: {} })).status).toBe(403);
  });
});

describe('rematch: refusals', () => {
  it('403 for a non-seat, 409 for a game not over, 404 for an answer without a proposal, nothing written', async () => {
    const running = await newGame(l, ANN, [{ email: BOB }]);
    const notOver = await propose(ANN, running);
    expect(notOver.status, notOver.raw).toBe(409);
    expect(notOver.error.message).toMatch(/not over/);
    expect(await l.ctx.store.getRematch(running)).toBeNull();
    const old = await finishGame(l, [ANN, BOB], 0);
    const stranger = await propose(EVE, old);
    expect(stranger.status).toBe(403);
    expect((await http(l, 'GET', `/games/${old}/rematch`, { token: l.token(EVE) })).status).toBe(403);
    expect((await answer(BOB, old, true)).status).toBe(404);
    expect(await l.ctx.store.getRematch(old)).toBeNull();
    expect(await l.ctx.store.userGames(EVE)).toEqual([]);
  });

  it('400 naming the field on a bad body; the same key with another request is a 422', async () => {
    const old = await finishGame(l, [ANN, BOB], 0);
    const noKey = await http(l, 'POST', `/games/${old}/rematch`, { token: l.token(ANN), body: {} });
    expect(noKey.status).toBe(400);
    expect(noKey.error.message).toMatch(/idempotencyKey/);
    const extra = await http(l, 'POST', `/games/${old}/rematch`, {
      token: l.token(ANN),
      body: { idempotencyKey: key(), seats: 3 },
    });
    expect(extra.status).toBe(400);
    expect(extra.error.message).toMatch(/seats/);
    expect(await l.ctx.store.getRematch(old)).toBeNull();
    await propose(ANN, old);
    const badAccept = await http(l, 'POST', `/games/${old}/rematch/answer`, {
      token: l.token(BOB),
      body: { accept: 'yes', idempotencyKey: key() },
    });
    expect(badAccept.status).toBe(400);
    expect(badAccept.error.message).toMatch(/accept/);
    const k = key();
    expect((await answer(BOB, old, true, k)).status).toBe(200);
    expect((await answer(BOB, old, true, k)).status).toBe(200);
    expect((await answer(BOB, old, false, k)).status).toBe(422);
    expect((await state(ANN, old))!.status).toBe('active');
  });
});
