// Reply addresses: the local part of the address a game mail sets as Reply-To, a compact signed id
// standing for "seat S of game G, answering decision D (or the request to take moves back) asked
// in the mail made at log seq Q, until time T".
//
// Why not a JWS like the other tokens (tokens.ts): an address's local part holds at most 64
// characters (RFC 5321 §4.5.3.1.1) and a JWS is about 200. So the same ideas in fewer bytes:
//
//   payload = seat (1 byte) · decision id (4) · seq (3) · expiry, seconds (4) · key id (2) · game id (its bytes)
//   tag     = HMAC-SHA256(key, "reply-address v2" · payload), first 10 bytes (80 bits)
//   local   = "play-" + base32(payload · tag), lowercase, no padding
//
// A 12-character game id gives 5 + 58 = 63 characters. Base32 without case: local parts are
// formally case-sensitive, but mail systems are known to fold case on the way back, and a folded
// address must still verify. The key id works as the JWS `kid` does: derived from the key (an
// HMAC of a fixed label: it reveals nothing of the key), it picks the current key or, during a
// rotation, the previous one (APP_SECRET_PREVIOUS), so addresses in mail already sent keep working
// until they expire. 80 bits of tag cannot be guessed by sending mail. Verification needs no I/O.
//
// The decision id binds the address to the question the mail asked: a reply to an older mail, once
// that decision is answered, is refused rather than read against a later one. Decision ids repeat
// after moves are taken back (the game goes back to where they were made), so the seq binds it to
// the point of the game as well: a take-back after it makes the address stale (inbound.ts). The
// decision id 0xffffffff stands for the request to take moves back asked at that seq (its mail).
// 0xfffffffe and 0xfffffffd name no decision either: the game-over mail, a rematch's invitation.
// Version 1 (no seq; label "reply-address v1") is still read, for the mail sent before version 2.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { keysOf, type Secret } from './tokens.js';

/** Every reply address's local part starts with this (a hint to whoever reads the address). */
export const REPLY_PREFIX = 'play-';
/** The longest local part an address may have. */
export const MAX_LOCAL_PART = 64;
/** The decision id of an address that answers the request to take moves back asked at its seq. */
export const TAKE_BACK_REQUEST = 0xffffffff;
/** The decision id of an address on the game-over mail: it names no decision, the game is over (a rematch, table talk). */
export const GAME_OVER_REPLY = 0xfffffffe;
/** The decision id of an address on a rematch's invitation (its game is the rematch): yes or no to it. */
export const REMATCH_INVITATION = 0xfffffffd;
const TAG_BYTES = 10;
const KID_BYTES = 2;

/** The two layouts: v2 carries the seq (3 bytes) after the decision id; v1 does not. */
interface Layout {
  label: Buffer;
  seqBytes: 0 | 3;
}
const V2: Layout = { label: Buffer.from('reply-address v2'), seqBytes: 3 };
const V1: Layout = { label: Buffer.from('reply-address v1'), seqBytes: 0 };
const fixedBytes = (v: Layout) => 1 + 4 + v.seqBytes + 4 + KID_BYTES;
/** The largest seq an address holds (3 bytes). */
export const MAX_REPLY_SEQ = 0xffffff;

/** What a reply address stands for. `seq`: the log seq its mail was made at (absent on version 1 addresses). */
export interface ReplyClaims {
  gameId: string;
  seat: number;
  decisionId: number;
  expiresAtMs: number;
  seq?: number;
}

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
    while (bits >= 5) {
      out += ALPHABET[(acc >>> (bits - 5)) & 31];
      bits -= 5;
    }
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
    if (bits >= 8) {
      out.push((acc >>> (bits - 8)) & 255);
      bits -= 8;
    }
    acc &= (1 << bits) - 1;
  }
  // Leftover bits must be zero padding, so that each address has exactly one spelling.
  return bits >= 5 || acc !== 0 ? null : Buffer.from(out);
}

/** The 2-byte key id of a key (as tokens.ts's `keyId`, shorter). */
const replyKeyId = (key: string) =>
  createHmac('sha256', key).update('dominion-by-mail reply key id').digest().subarray(0, KID_BYTES);
const tagOf = (key: string, v: Layout, payload: Buffer) =>
  createHmac('sha256', key).update(v.label).update(payload).digest().subarray(0, TAG_BYTES);

/**
 * The local part for `claims`, signed with the current key (version 2 when a seq is given; version
 * 1 otherwise); null when it would not fit in 64 characters (a game id longer than 12 bytes in
 * version 2: game ids are 12) or a number is out of range.
 */
export function replyLocalPart(secret: Secret, c: ReplyClaims): string | null {
  const v = c.seq === undefined ? V1 : V2;
  const gid = Buffer.from(c.gameId, 'utf8');
  const exp = Math.floor(c.expiresAtMs / 1000);
  const inRange = (n: number, max: number) => Number.isInteger(n) && n >= 0 && n <= max;
  if (gid.length === 0 || !inRange(c.seat, 255) || !inRange(c.decisionId, 0xffffffff) || !inRange(exp, 0xffffffff))
    return null;
  if (c.seq !== undefined && !inRange(c.seq, MAX_REPLY_SEQ)) return null;
  const key = keysOf(secret).current;
  const fixed = Buffer.alloc(fixedBytes(v));
  fixed.writeUInt8(c.seat, 0);
  fixed.writeUInt32BE(c.decisionId, 1);
  if (c.seq !== undefined) fixed.writeUIntBE(c.seq, 5, 3);
  fixed.writeUInt32BE(exp, 5 + v.seqBytes);
  replyKeyId(key).copy(fixed, 9 + v.seqBytes);
  const payload = Buffer.concat([fixed, gid]);
  const local = REPLY_PREFIX + base32(Buffer.concat([payload, tagOf(key, v, payload)]));
  return local.length <= MAX_LOCAL_PART ? local : null;
}

/** The claims of `bytes` read as layout `v`, when its tag verifies under one of the keys; else null. */
function readAs(secret: Secret, v: Layout, bytes: Buffer): ReplyClaims | null {
  const fixed = fixedBytes(v);
  if (bytes.length <= fixed + TAG_BYTES) return null;
  const payload = bytes.subarray(0, bytes.length - TAG_BYTES);
  const tag = bytes.subarray(bytes.length - TAG_BYTES);
  const kid = payload.subarray(9 + v.seqBytes, 9 + v.seqBytes + KID_BYTES);
  const keys = keysOf(secret);
  const key = [keys.current, keys.previous].find((k): k is string => !!k && replyKeyId(k).equals(kid));
  if (!key || !timingSafeEqual(tagOf(key, v, payload), tag)) return null;
  return {
    gameId: payload.subarray(fixed).toString('utf8'),
    seat: payload.readUInt8(0),
    decisionId: payload.readUInt32BE(1),
    expiresAtMs: payload.readUInt32BE(5 + v.seqBytes) * 1000,
    ...(v.seqBytes ? { seq: payload.readUIntBE(5, 3) } : {}),
  };
}

/** Checks a local part (any case): whose it is, and whether it is still valid at `nowMs`. */
export function checkReplyLocalPart(secret: Secret, localPart: string, nowMs: number): ReplyCheck {
  const forged = { ok: false, reason: 'forged' } as const;
  const lower = localPart.toLowerCase();
  if (lower.length > MAX_LOCAL_PART || !lower.startsWith(REPLY_PREFIX)) return forged;
  const bytes = unbase32(lower.slice(REPLY_PREFIX.length));
  const claims = bytes && (readAs(secret, V2, bytes) ?? readAs(secret, V1, bytes));
  if (!claims) return forged;
  // Like the other tokens: valid until the start of its expiry second.
  return claims.expiresAtMs > nowMs ? { ok: true, claims } : { ok: false, reason: 'expired', claims };
}
