// Reply addresses (auth/reply-address.ts): short enough for a local part, readable in any case,
// bound to game, seat, decision and expiry by a tag no change survives, and rotating like the
// other tokens (the previous key keeps verifying; an unknown key does not).
import { describe, expect, it } from 'vitest';
import {
  checkReplyLocalPart,
  replyLocalPart,
  MAX_LOCAL_PART,
  MAX_REPLY_SEQ,
  TAKE_BACK_REQUEST,
} from '../../../auth/reply-address.js';

const KEY = 'reply-test-secret-0123456789';
const OLD = 'reply-test-secret-previous-xyz';
const now = Date.UTC(2030, 0, 1);
const claims = { gameId: 'Ab3_-xYz09Qw', seat: 2, decisionId: 123_456, expiresAtMs: now + 7 * 86_400_000 };

describe('reply addresses', () => {
  it('fit a local part and read back exactly, in any case', () => {
    const local = replyLocalPart(KEY, claims)!;
    expect(local.length).toBeLessThanOrEqual(MAX_LOCAL_PART);
    expect(local).toMatch(/^play-[a-z2-7]+$/);
    for (const l of [local, local.toUpperCase()])
      expect(checkReplyLocalPart(KEY, l, now)).toEqual({ ok: true, claims });
  });

  it('refuse any changed character, another key, a foreign form', () => {
    const local = replyLocalPart(KEY, claims)!;
    for (let i = 'play-'.length; i < local.length; i++) {
      const c = local[i] === 'a' ? 'b' : 'a';
      expect(checkReplyLocalPart(KEY, local.slice(0, i) + c + local.slice(i + 1), now).ok).toBe(false);
    }
    expect(checkReplyLocalPart('another-secret-of-16-chars', local, now)).toEqual({ ok: false, reason: 'forged' });
    for (const bad of [
      '',
      'play-',
      'play-1',
      'postmaster',
      `play-${'a'.repeat(80)}`,
      local.slice(0, -1),
      `${local}a`,
    ]) {
      expect(checkReplyLocalPart(KEY, bad, now)).toEqual({ ok: false, reason: 'forged' });
    }
  });

  it('expire at their expiry second, still naming their game', () => {
    const local = replyLocalPart(KEY, claims)!;
    expect(checkReplyLocalPart(KEY, local, claims.expiresAtMs - 1).ok).toBe(true);
    expect(checkReplyLocalPart(KEY, local, claims.expiresAtMs)).toEqual({ ok: false, reason: 'expired', claims });
  });

  it('rotate: addresses signed with the previous key verify while it is kept', () => {
    const old = replyLocalPart(OLD, claims)!;
    expect(checkReplyLocalPart({ current: KEY, previous: OLD }, old, now).ok).toBe(true);
    expect(checkReplyLocalPart({ current: KEY }, old, now).ok).toBe(false);
    // New addresses are signed with the current key.
    expect(checkReplyLocalPart(KEY, replyLocalPart({ current: KEY, previous: OLD }, claims)!, now).ok).toBe(true);
  });

  it('version 2 carries the seq the mail was made at (and the take-back request), fits 64 characters, and version 1 is still read', () => {
    for (const c of [
      { ...claims, seq: 0 },
      { ...claims, seq: 999_999 },
      { ...claims, decisionId: TAKE_BACK_REQUEST, seq: 42 },
    ]) {
      const local = replyLocalPart(KEY, c)!;
      expect(local.length).toBeLessThanOrEqual(MAX_LOCAL_PART);
      expect(checkReplyLocalPart(KEY, local.toUpperCase(), now)).toEqual({ ok: true, claims: c });
    }
    const v1 = replyLocalPart(KEY, claims)!;
    const v2 = replyLocalPart(KEY, { ...claims, seq: 7 })!;
    expect(v2).not.toBe(v1);
    // A version 1 address (mail sent before) reads without a seq; each version's tag is its own.
    expect(checkReplyLocalPart(KEY, v1, now)).toEqual({ ok: true, claims });
    for (let i = 'play-'.length; i < v2.length; i++) {
      const c = v2[i] === 'a' ? 'b' : 'a';
      expect(checkReplyLocalPart(KEY, v2.slice(0, i) + c + v2.slice(i + 1), now).ok).toBe(false);
    }
    expect(replyLocalPart(KEY, { ...claims, seq: MAX_REPLY_SEQ + 1 })).toBeNull();
    expect(replyLocalPart(KEY, { ...claims, gameId: 'x'.repeat(13), seq: 1 })).toBeNull();
  });

  it('are not made when they would not fit or a number is out of range', () => {
    expect(replyLocalPart(KEY, { ...claims, gameId: 'x'.repeat(16) })).toBeNull();
    expect(replyLocalPart(KEY, { ...claims, seat: 256 })).toBeNull();
    expect(replyLocalPart(KEY, { ...claims, decisionId: -1 })).toBeNull();
  });
});
