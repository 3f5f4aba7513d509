// Signed, expiring tokens (HMAC-SHA256): bearer tokens for the API and the one-click links in emails.
// A token is base64url(JSON claims) + "." + base64url(HMAC(secret, claims part)).
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface Claims {
  /** The player's email (lower case). */
  sub: string;
  /** Expiry, ms since the epoch. */
  exp: number;
  /** When set, the token only opens this game (one-click links). */
  gid?: string;
  /** Purpose: 'session' (default), 'game' (one-click link), 'prefs' (notification settings). */
  use?: 'session' | 'game' | 'prefs';
}

const b64 = (b: Buffer | string) => Buffer.from(b).toString('base64url');

export function signToken(secret: string, claims: Claims): string {
  const body = b64(JSON.stringify(claims));
  return `${body}.${b64(createHmac('sha256', secret).update(body).digest())}`;
}

/** The claims of a valid, unexpired token, or null. */
export function verifyToken(secret: string, token: string, now: number): Claims | null {
  const dot = token.indexOf('.');
  if (dot < 1 || token.length > 2000) return null;
  const body = token.slice(0, dot);
  const sig = Buffer.from(token.slice(dot + 1), 'base64url');
  const want = createHmac('sha256', secret).update(body).digest();
  if (sig.length !== want.length || !timingSafeEqual(sig, want)) return null;
  try {
    const c = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Claims;
    if (typeof c.sub !== 'string' || typeof c.exp !== 'number' || c.exp <= now) return null;
    return c;
  } catch {
    return null;
  }
}
