import { describe, expect, it } from 'vitest';
import { signToken, verifyToken } from '../../lambdas/app/tokens.js';
import { SubmitMoveBody } from '../../contract/api.js';

describe('tokens', () => {
  const secret = 'a-test-secret-of-some-length';
  it('round-trips claims until they expire', () => {
    const t = signToken(secret, { sub: 'a@example.com', exp: 1000, gid: 'game123' });
    expect(verifyToken(secret, t, 999)).toMatchObject({ sub: 'a@example.com', gid: 'game123' });
    expect(verifyToken(secret, t, 1000)).toBeNull();
  });
  it('refuses a wrong secret and tampered claims', () => {
    const t = signToken(secret, { sub: 'a@example.com', exp: 1000 });
    expect(verifyToken('another-secret-entirely', t, 0)).toBeNull();
    const forged = Buffer.from(JSON.stringify({ sub: 'b@example.com', exp: 1000 })).toString('base64url');
    expect(verifyToken(secret, `${forged}.${t.split('.')[1]}`, 0)).toBeNull();
    expect(verifyToken(secret, 'garbage', 0)).toBeNull();
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
