// Reply addresses: the local part of the address a "your move" mail sets as Reply-To, a compact
// signed id standing for "seat S of game G, answering decision D, until time T".
//
// Why not a JWS like the other tokens (tokens.ts): an address's local part holds at most 64
// characters (RFC 5321 §4.5.3.1.1) and a JWS is about 200. So the same ideas in fewer bytes:
//
//   payload = seat (1 byte) · decision id (4) · expiry, seconds (4) · key id (2) · game id (its bytes)
//   tag     = HMAC-SHA256(key, "reply-address v1" · payload), first 10 bytes (80 bits)
//   local   = "play-" + base32(payload · tag), lowercase, no padding
//
// A 12-character game id gives 5 + 53 = 58 characters. Base32 without case: local parts are
// formally case-sensitive, but mail systems are known to fold case on the way back, and a folded
// address must still verify. The key id works as the JWS `kid` does: derived from the key (an
// HMAC of a fixed label: it reveals nothing of the key), it picks the current key or, during a
// rotation, the previous one (APP_SECRET_PREVIOUS), so addresses in mail already sent keep working
// until they expire. 80 bits of tag cannot be guessed by sending mail. Verification needs no I/O.
//
// The decision id binds the address to the question the mail asked: a reply to an older mail, once
// that decision is answered, is refused rather than read against a later one.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { keysOf, type Secret } from './tokens.js';

/** Every reply address's local part starts with this (a hint to whoever reads the address). */
export const REPLY_PREFIX = 'play-';
/** The longest local part an address may have. */
export const MAX_LOCAL_PART = 64;
const TAG_BYTES = 10;
const KID_BYTES = 2;
const FIXED_BYTES = 1 + 4 + 4 + KID_BYTES;
const LABEL = Buffer.from('reply-address v1');

/** What a reply address stands for. */
export interface ReplyClaims { gameId: string; seat: number; decisionId: number; expiresAtMs: number }

export type ReplyCheck =
  | { ok: true; claims: ReplyClaims }
  /** Signed by us, but past its expiry: the game and seat are authentic, the address grants nothing. */
  | { ok: false; reason: 'expired'; claims: ReplyClaims }
  /** Not one of ours: not our form, an unknown key, or a tag that does not match. */
  | { ok: false; reason: 'forged' };

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

function base32(bytes: Buffer): string {
  let out = '';
  let acc = 0;
  let bits = 0;
  for (const b of bytes) {
    acc = (acc << 8) | b;
    bits += 8;
    while (bits >= 5) { out += ALPHABET[(acc >>> (bits - 5)) & 31]; bits -= 5; }
    acc &= (1 << bits) - 1;
  }
  if (bits > 0) out += ALPHABET[(acc << (5 - bits)) & 31];
  return out;
}

/** The bytes of a base32 text, or null when it holds a character outside the alphabet or stray bits. */
function unbase32(text: string): Buffer | null {
  const out: number[] = [];
  let acc = 0;
  let bits = 0;
  for (const ch of text) {
    const v = ALPHABET.indexOf(ch);
    if (v < 0) return null;
    acc = (acc << 5) | v;
    bits += 5;
    if (bits >= 8) { out.push((acc >>> (bits - 8)) & 255); bits -= 8; }
    acc &= (1 << bits) - 1;
  }
  // Leftover bits must be zero padding, so that each address has exactly one spelling.
  return bits >= 5 || acc !== 0 ? null : Buffer.from(out);
}

/** The 2-byte key id of a key (as tokens.ts's `keyId`, shorter). */
const replyKeyId = (key: string) => createHmac('sha256', key).update('dominion-by-mail reply key id').digest().subarray(0, KID_BYTES);
const tagOf = (key: string, payload: Buffer) => createHmac('sha256', key).update(LABEL).update(payload).digest().subarray(0, TAG_BYTES);

/**
 * The local part for `claims`, signed with the current key; null when it would not fit in 64
 * characters (a game id longer than 15 bytes: game ids are 12) or a number is out of range.
 */
export function replyLocalPart(secret: Secret, c: ReplyClaims): string | null {
  const gid = Buffer.from(c.gameId, 'utf8');
  const exp = Math.floor(c.expiresAtMs / 1000);
  const inRange = (n: number, max: number) => Number.isInteger(n) && n >= 0 && n <= max;
  if (gid.length === 0 || !inRange(c.seat, 255) || !inRange(c.decisionId, 0xffffffff) || !inRange(exp, 0xffffffff)) return null;
  const key = keysOf(secret).current;
  const fixed = Buffer.alloc(FIXED_BYTES);
  fixed.writeUInt8(c.seat, 0);
  fixed.writeUInt32BE(c.decisionId, 1);
  fixed.writeUInt32BE(exp, 5);
  replyKeyId(key).copy(fixed, 9);
  const payload = Buffer.concat([fixed, gid]);
  const local = REPLY_PREFIX + base32(Buffer.concat([payload, tagOf(key, payload)]));
  return local.length <= MAX_LOCAL_PART ? local : null;
}

/** Checks a local part (any case): whose it is, and whether it is still valid at `nowMs`. */
export function checkReplyLocalPart(secret: Secret, localPart: string, nowMs: number): ReplyCheck {
  const forged = { ok: false, reason: 'forged' } as const;
  const lower = localPart.toLowerCase();
  if (lower.length > MAX_LOCAL_PART || !lower.startsWith(REPLY_PREFIX)) return forged;
  const bytes = unbase32(lower.slice(REPLY_PREFIX.length));
  if (!bytes || bytes.length <= FIXED_BYTES + TAG_BYTES) return forged;
  const payload = bytes.subarray(0, bytes.length - TAG_BYTES);
  const tag = bytes.subarray(bytes.length - TAG_BYTES);
  const kid = payload.subarray(9, 9 + KID_BYTES);
  const keys = keysOf(secret);
  const key = [keys.current, keys.previous].find((k): k is string => !!k && replyKeyId(k).equals(kid));
  if (!key || !timingSafeEqual(tagOf(key, payload), tag)) return forged;
  const gameId = payload.subarray(FIXED_BYTES).toString('utf8');
  const claims: ReplyClaims = { gameId, seat: payload.readUInt8(0), decisionId: payload.readUInt32BE(1), expiresAtMs: payload.readUInt32BE(5) * 1000 };
  // Like the other tokens: valid until the start of its expiry second.
  return claims.expiresAtMs > nowMs ? { ok: true, claims } : { ok: false, reason: 'expired', claims };
}
