// The outbox: a crash between the append and the mail leaves the move standing; the retry sends
// the mail exactly once, however many senders run. Invitations (no event yet) go the same way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Local } from '../../../local/runtime.js';
import { runOutbox } from '../../../lambdas/jobs/scheduled.js';
import { clearMail, faultyMailer, key, local, mail, newGame } from '../support.js';

const ALICE = 'alice@example.com';
const BOB = 'bob@example.com';
let l: Local;
const ses = faultyMailer();
beforeAll(async () => {
  l = await local({ wrapMailer: ses.wrap });
});
afterAll(async () => {
  await l?.close();
});

/** Plays Alice's or Bob's turn to its end, so the other one is mailed. */
async function endTurn(gameId: string) {
  for (const email of [ALICE, BOB]) {
    let v = (await l.call('GET', `/games/${gameId}`, { token: l.token(email) })).body;
    if (!v.view!.decision) continue;
    while (v.view!.decision?.kind === 'turn' && v.view!.turn.player === v.seat) {
      const r = await l.call('POST', `/games/${gameId}/moves`, {
        token: l.token(email),
        body: { gameId, expectedSeq: v.seq, idempotencyKey: key(), move: 'end' },
      });
      expect(r.status).toBe(200);
      v = { ...r.body, seat: v.seat };
    }
    return email === ALICE ? BOB : ALICE;
  }
  throw new Error('nobody to move');
}

describe('outbox', () => {
  it('a failed send keeps the move; a retry mails once; more retries mail nothing', async () => {
    const gameId = await newGame(l, ALICE, [{ email: BOB }]);
    await clearMail(l);
    ses.failing = true;
    const next = await endTurn(gameId);
    await l.idle(); // the mail goes out after the response
    ses.failing = false;
    // The move stands…
    const v = (await l.call('GET', `/games/${gameId}`, { token: l.token(next) })).body;
    expect(v.view!.decision).toMatchObject({ kind: 'turn' });
    // …its mail did not go out, and is still pending.
    expect(await mail(l)).toHaveLength(0);
    expect((await l.ctx.store.pendingOutbox()).some((p) => p.gameId === gameId)).toBe(true);

    // Several senders retrying at once: one mail.
    await Promise.all([runOutbox(l.ctx), runOutbox(l.ctx), runOutbox(l.ctx), runOutbox(l.ctx)]);
    await runOutbox(l.ctx);
    const sent = await mail(l);
    expect(sent).toHaveLength(1);
    expect(sent[0].destination.to).toEqual([next]);
    expect(sent[0].body.text).toContain("you're up");
    expect((await l.ctx.store.pendingOutbox()).some((p) => p.gameId === gameId)).toBe(false);
    const n = ses.attempts;
    await runOutbox(l.ctx);
    expect(ses.attempts).toBe(n);
    expect(await mail(l)).toHaveLength(1);
  });

  it('a new runtime sends what an earlier one left unsent at start-up', async () => {
    const gameId = await newGame(l, ALICE, [{ email: BOB }]);
    ses.failing = true;
    await endTurn(gameId);
    await l.idle(); // the mail goes out after the response
    ses.failing = false;
    await clearMail(l);
    const pending = (await l.ctx.store.pendingOutbox()).filter((p) => p.gameId === gameId);
    expect(pending.length).toBeGreaterThan(0);
    // Same table, fresh sender (what start-up runs).
    const r = await runOutbox(l.ctx);
    expect(r.sent).toBeGreaterThanOrEqual(1);
    expect((await mail(l)).length).toBe(r.sent);
  });

  it('an invitation that fails to send is retried by the outbox job, once', async () => {
    await clearMail(l);
    ses.failing = true;
    const created = await l.call('POST', '/games', {
      token: l.token(ALICE),
      body: { seats: [{ email: BOB }], recommended: 'First Game' },
    });
    await l.idle(); // the mail goes out after the response
    ses.failing = false;
    expect(created.status, created.raw).toBe(201);
    const gameId = created.body.gameId;
    expect(await mail(l)).toHaveLength(0);
    expect(await l.ctx.store.pendingOutbox()).toContainEqual(
      expect.objectContaining({ gameId, sk: 'MAIL#invitations' }),
    );
    await Promise.all([runOutbox(l.ctx), runOutbox(l.ctx)]);
    await runOutbox(l.ctx);
    const sent = await mail(l);
    expect(sent).toHaveLength(1);
    expect(sent[0].destination.to).toEqual([BOB]);
    expect(sent[0].body.text).toContain('invites you');
    expect((await l.ctx.store.pendingOutbox()).some((p) => p.gameId === gameId)).toBe(false);
  });
});
