// Signed, expiring tokens: compact JWS (HS256) with one audience per use, a key id so the app
// secret can rotate, and claims checked with zod. Shared by the backend (bearer tokens, the links in
// mail) and the web server (it mints session tokens and checks one-click links); one owner, the edge.
//
// This file signs; verify.ts checks (jose's `jwtVerify`, then the zod claims schema). Signing is a
// synchronous HMAC over the JWS compact form, because the mail renderer that puts links into mail is
// pure and synchronous; a test checks that jose's own `SignJWT` makes the identical token. Apart, so
// the mail jobs, which only sign, bundle neither jose nor zod.
import { createHmac } from 'node:crypto';

/** What a token is for; a token is accepted only where its audience is asked for. */
export const AUDIENCES = ['session', 'game', 'prefs', 'answer'] as const;
export type Audience = (typeof AUDIENCES)[number];

/**
 * The app secret, and during a rotation the one before it: tokens are signed with `current`;
 * tokens signed with `previous` still verify until they expire (links in mail live for days).
 */
export interface SigningKeys {
  current: string;
  previous?: string | undefined;
}
export type Secret = string | SigningKeys;

/** The longest answer an answer link carries (its notation text): links stay short enough for mail. */
export const MAX_LINK_ANSWER = 120;

/**
 * The claims each audience carries (`exp`: seconds since the epoch); a game link names its game.
 * An answer link (one answer to one decision, from a mail) also names the log seq the game was at
 * when it was made and the answer, in notation: it makes that answer at that seq, or later while
 * the seat still owes the decision it answers (`did`, its id; absent on links made before). (Reply
 * addresses are no JWS: too long for an address's local part; reply-address.ts.)
 */
export type TokenClaims =
  | { aud: 'session'; sub: string; exp: number }
  | { aud: 'prefs'; sub: string; exp: number }
  | { aud: 'game'; sub: string; gid: string; exp: number }
  | { aud: 'answer'; sub: string; gid: string; seq: number; ans: string; did?: number; exp: number };
/** What a caller asks to sign: the claims without the expiry (given apart, in ms). */
export type TokenRequest = { [A in Audience]: Omit<Extract<TokenClaims, { aud: A }>, 'exp'> }[Audience];

export const keysOf = (s: Secret): SigningKeys => (typeof s === 'string' ? { current: s } : s);

/** A short id for a key, derived from it (it reveals nothing of the key): the JWS header's `kid`. */
export function keyId(key: string): string {
  return createHmac('sha256', key).update('dominion-by-mail key id').digest('base64url').slice(0, 8);
}

const b64 = (s: string | Buffer) => Buffer.from(s).toString('base64url');

/** A token for `claims`, valid until `expiresAtMs`, signed with the current key. */
export function signToken(secret: Secret, claims: TokenRequest, expiresAtMs: number): string {
  const key = keysOf(secret).current;
  // Key order as the claims list them; `exp` last.
  const payload = { ...claims, exp: Math.floor(expiresAtMs / 1000) };
  const input = `${b64(JSON.stringify({ alg: 'HS256', kid: keyId(key) }))}.${b64(JSON.stringify(payload))}`;
  return `${input}.${createHmac('sha256', key).update(input).digest('base64url')}`;
}

/** The signing keys from the environment: APP_SECRET, and APP_SECRET_PREVIOUS during a rotation. */
export function keysFromEnv(env: Record<string, string | undefined>, name = 'APP_SECRET'): SigningKeys {
  const current = env[name];
  if (!current || current.length < 16) throw new Error(`${name} (at least 16 characters) is required.`);
  const previous = env[`${name}_PREVIOUS`]?.trim() || undefined;
  return { current, ...(previous ? { previous } : {}) };
}
