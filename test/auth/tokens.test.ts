// Tokens (auth/tokens.ts, auth/verify.ts): compact JWS that jose verifies, one audience per use, a key id so the
// secret can rotate, zod-checked claims; and the request schemas' move forms.
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { keyId, keysFromEnv, signToken, type TokenRequest } from '../../auth/tokens.js';
import { verifyToken } from '../../auth/verify.js';
import { SubmitMoveBody } from '../../contract/api.js';

const secret = 'a-test-secret-of-some-length';
const now = Date.UTC(2030, 0, 1);
const HOUR = 3_600_000;
const game: TokenRequest = { aud: 'game', sub: 'a@example.com', gid: 'game123' };
const b64json = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');

describe('tokens', () => {
  it('round-trips claims until they expire', async () => {
    const t = signToken(secret, game, now + HOUR);
    expect(await verifyToken(secret, t, 'game', now)).toEqual({ ...game, exp: (now + HOUR) / 1000 });
    expect(await verifyToken(secret, t, 'game', now + HOUR - 1)).not.toBeNull();
    expect(await verifyToken(secret, t, 'game', now + HOUR)).toBeNull();
  });

  it('is the compact JWS jose itself signs, byte for byte (HS256, kid in the header)', async () => {
    const t = signToken(secret, game, now + HOUR);
    const byJose = await new SignJWT({ ...game, exp: (now + HOUR) / 1000 })
      .setProtectedHeader({ alg: 'HS256', kid: keyId(secret) })
      .sign(new TextEncoder().encode(secret));
    expect(t).toBe(byJose);
    expect(JSON.parse(Buffer.from(t.split('.')[0], 'base64url').toString())).toEqual({
      alg: 'HS256',
      kid: keyId(secret),
    });
  });

  it('refuses a token for another audience', async () => {
    const session = signToken(secret, { aud: 'session', sub: 'a@example.com' }, now + HOUR);
    expect(await verifyToken(secret, session, 'game', now)).toBeNull();
    expect(await verifyToken(secret, session, ['game', 'prefs'], now)).toBeNull();
    expect(await verifyToken(secret, signToken(secret, game, now + HOUR), 'session', now)).toBeNull();
    expect(
      await verifyToken(
        secret,
        signToken(secret, { aud: 'answer', sub: 'a@example.com', gid: 'game123', seq: 4, ans: 'buy Gold' }, now + HOUR),
        ['session', 'game', 'prefs'],
        now,
      ),
    ).toBeNull();
    expect(await verifyToken(secret, session, ['session', 'game'], now)).toMatchObject({ aud: 'session' });
  });

  it('refuses an expired token', async () => {
    expect(await verifyToken(secret, signToken(secret, game, now - 1), 'game', now)).toBeNull();
    expect(await verifyToken(secret, signToken(secret, game, now - 30 * 86_400_000), 'game', now)).toBeNull();
  });

  it('still verifies tokens of the previous key during a rotation, and signs with the new one', async () => {
    const next = 'the-next-secret-after-rotation';
    const old = signToken(secret, game, now + HOUR);
    const rotated = { current: next, previous: secret };
    expect(await verifyToken(rotated, old, 'game', now)).toMatchObject(game);
    const fresh = signToken(rotated, game, now + HOUR);
    expect((JSON.parse(Buffer.from(fresh.split('.')[0], 'base64url').toString()) as { kid?: string }).kid).toBe(
      keyId(next),
    );
    expect(await verifyToken(next, fresh, 'game', now)).toMatchObject(game);
    // Once the previous key is dropped, its tokens stop opening anything.
    expect(await verifyToken(next, old, 'game', now)).toBeNull();
    expect(keyId(next)).not.toBe(keyId(secret));
    expect(keysFromEnv({ APP_SECRET: next, APP_SECRET_PREVIOUS: secret })).toEqual(rotated);
    expect(keysFromEnv({ APP_SECRET: next, APP_SECRET_PREVIOUS: ' ' })).toEqual({ current: next });
    expect(() => keysFromEnv({ APP_SECRET: 'short' })).toThrow(/APP_SECRET/);
  });

  it('refuses a wrong secret, a tampered payload or header, an unknown key id and garbage', async () => {
    const t = signToken(secret, game, now + HOUR);
    const [h, p, s] = t.split('.') as [string, string, string];
    expect(await verifyToken('another-secret-entirely', t, 'game', now)).toBeNull();
    expect(
      await verifyToken(
        secret,
        `${h}.${b64json({ ...game, sub: 'b@example.com', exp: (now + HOUR) / 1000 })}.${s}`,
        'game',
        now,
      ),
    ).toBeNull();
    expect(await verifyToken(secret, `${b64json({ alg: 'none', kid: keyId(secret) })}.${p}.`, 'game', now)).toBeNull();
    expect(await verifyToken(secret, `${b64json({ alg: 'HS256', kid: 'someone' })}.${p}.${s}`, 'game', now)).toBeNull();
    expect(await verifyToken(secret, `${b64json({ alg: 'HS256' })}.${p}.${s}`, 'game', now)).toBeNull();
    for (const junk of ['garbage', '', 'a.b.c', `${t}x`, 'x'.repeat(5000)])
      expect(await verifyToken(secret, junk, 'game', now)).toBeNull();
  });

  it('enforces the claims schema: a game link names its game, the others none, nothing extra', async () => {
    const sign = (claims: Record<string, unknown>) => signToken(secret, claims as TokenRequest, now + HOUR);
    expect(await verifyToken(secret, sign({ aud: 'game', sub: 'a@example.com' }), 'game', now)).toBeNull();
    expect(
      await verifyToken(secret, sign({ aud: 'prefs', sub: 'a@example.com', gid: 'game123' }), 'prefs', now),
    ).toBeNull();
    expect(
      await verifyToken(secret, sign({ aud: 'session', sub: 'a@example.com', admin: true }), 'session', now),
    ).toBeNull();
    expect(await verifyToken(secret, sign({ aud: 'session', sub: 42 }), 'session', now)).toBeNull();
    expect(
      await verifyToken(secret, sign({ aud: 'game', sub: 'a@example.com', gid: '../../x' }), 'game', now),
    ).toBeNull();
    expect(
      await verifyToken(secret, sign({ aud: ['game', 'session'], sub: 'a@example.com', gid: 'game123' }), 'game', now),
    ).toBeNull();
  });

  it('stays short enough for a link in mail', () => {
    const t = signToken(
      secret,
      { aud: 'game', sub: 'someone.with.a.long.name@example-mail.com', gid: 'Ab3_x-Yz9QwErTy0' },
      now + 7 * 24 * HOUR,
    );
    expect(t.length).toBeLessThan(240);
  });
});

describe('schemas', () => {
  it('accepts notation or structured moves, nothing else', () => {
    const base = { gameId: 'abc123', expectedSeq: 3, idempotencyKey: 'key-12345' };
    expect(SubmitMoveBody.safeParse({ ...base, move: 'play Village' }).success).toBe(true);
    expect(SubmitMoveBody.safeParse({ ...base, move: { type: 'buy', card: 'Gold' } }).success).toBe(true);
    expect(SubmitMoveBody.safeParse({ ...base, move: { type: 'buy', card: 'Gold', player: 2 } }).success).toBe(false);
    expect(SubmitMoveBody.safeParse({ ...base, expectedSeq: -1, move: 'end' }).success).toBe(false);
  });
});
