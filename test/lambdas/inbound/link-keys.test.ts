// An answer link's idempotency key is the server's own: made with the app secret, under a prefix no
// client may send. Another player who can work out everything about my link but the secret (the
// game, my address, the seq, the answer) cannot file a move under its key first and so break it.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyToken } from '../../../auth/verify.js';
import { answerLinkKey } from '../../../lambdas/inbound/answer-link.js';
import { ANSWER_LINK_KEY_PREFIX, IdempotencyKey, SubmitMoveBody, SubmitUndoBody } from '../../../contract/api.js';
import {
  answerLinksTo,
  Clock,
  clearMail,
  eventCount,
  freshUser,
  http,
  key,
  memoryLocalPerFile,
  setupGame,
} from '../support.js';

const clock = new Clock();
const l = memoryLocalPerFile({ now: clock.now });

/** Alice opens with Militia; Bob holds three Coppers and two Estates. */
const SETUP = {
  firstPlayer: 0,
  players: {
    0: { hand: ['Militia', 'Copper', 'Copper', 'Copper', 'Copper'] },
    1: { hand: ['Copper', 'Estate', 'Copper', 'Estate', 'Copper'] },
  },
};

/** The key anyone could work out before: a plain hash of what the link names. */
const publicKey = (gameId: string, email: string, seq: number, answer: string) =>
  `al-${createHash('sha256')
    .update(JSON.stringify([gameId, email.toLowerCase(), seq, answer]))
    .digest('base64url')
    .slice(0, 22)}`;

describe('answer link keys', () => {
  it('are made with the secret, under the reserved prefix, and are valid keys', () => {
    const link = { seq: 3, answer: 'discard Estate, Estate' };
    const k = answerLinkKey('first-secret-0123456789', 'g1', 'bob@example.com', link);
    expect(k.startsWith(ANSWER_LINK_KEY_PREFIX)).toBe(true);
    expect(IdempotencyKey.safeParse(k).success).toBe(true);
    expect(answerLinkKey('first-secret-0123456789', 'g1', 'BOB@example.com', link)).toBe(k);
    expect(answerLinkKey('other-secret-0123456789', 'g1', 'bob@example.com', link)).not.toBe(k);
    expect(answerLinkKey('first-secret-0123456789', 'g1', 'bob@example.com', link, 1)).not.toBe(k);
    expect(k).not.toBe(publicKey('g1', 'bob@example.com', 3, link.answer));
  });

  it("a client may not send a key in the server's prefix", () => {
    const base = { gameId: 'abcdefgh1234', expectedSeq: 0 };
    expect(SubmitMoveBody.safeParse({ ...base, idempotencyKey: 'al-abcdefghijklmnop', move: 'end turn' }).success).toBe(
      false,
    );
    expect(SubmitMoveBody.safeParse({ ...base, idempotencyKey: 'AL-abcdefghijklmnop', move: 'end turn' }).success).toBe(
      false,
    );
    expect(SubmitUndoBody.safeParse({ ...base, idempotencyKey: 'al-abcdefghijklmnop', undo: 'take' }).success).toBe(
      false,
    );
    expect(SubmitMoveBody.safeParse({ ...base, idempotencyKey: 'alpha-key-1234', move: 'end turn' }).success).toBe(
      true,
    );
  });

  it("another player cannot take my link's key first: their move under it is refused, my link still answers", async () => {
    const [alice, bob] = [freshUser('alice'), freshUser('bob')];
    await clearMail(l);
    const gameId = await setupGame(l, alice, bob, SETUP);
    // Alice plays Militia under the key Bob's "Discard Estate, Estate" link, made right after it, would have.
    const planted = {
      gameId,
      expectedSeq: 0,
      idempotencyKey: publicKey(gameId, bob, 1, 'discard Estate, Estate'),
      move: 'play Militia',
    };
    const refused = await http(l, 'POST', `/games/${gameId}/moves`, { token: l.token(alice), body: planted });
    expect(refused.status, refused.raw).toBe(400);
    expect(await eventCount(l, gameId)).toBe(1);
    const played = await http(l, 'POST', `/games/${gameId}/moves`, {
      token: l.token(alice),
      body: { ...planted, idempotencyKey: key() },
    });
    expect(played.status, played.raw).toBe(200);

    const link = (await answerLinksTo(l, bob, gameId)).find((x) => x.label === 'Discard Estate, Estate')!;
    const claims = await verifyToken(l.ctx.secret, link.token, 'answer', clock.now());
    if (claims?.aud !== 'answer') throw new Error('not an answer link');
    expect(claims.seq).toBe(1);
    const press = () =>
      http(l, 'POST', `/games/${gameId}/moves`, {
        token: link.token,
        body: { gameId, expectedSeq: claims.seq, idempotencyKey: key(), move: claims.ans },
      });
    const pressed = await press();
    expect(pressed.status, pressed.raw).toBe(200);
    expect(pressed.body.duplicate).toBe(false);
    // Pressed again: the same answer, once.
    expect((await press()).body).toMatchObject({ duplicate: true, appliedSeq: pressed.body.appliedSeq });
    expect((await http(l, 'GET', `/games/${gameId}`, { token: link.token })).body.answerLink!.status).toBe('done');
  });
});
