// Checking the tokens of tokens.ts: jose's `jwtVerify` (signature, algorithm, key id, audience,
// expiry), then the claims against a strict zod schema. Apart from signing so that code which only
// signs (the mail jobs) does not bundle jose or zod.
import { jwtVerify, type CryptoKey, type JWTHeaderParameters } from 'jose';
import * as z from 'zod';
import { keyId, keysOf, MAX_LINK_ANSWER, type Audience, type Secret, type TokenClaims } from './tokens.js';

/** Longer strings are refused before any parsing. */
export const MAX_TOKEN_LENGTH = 1000;

const Sub = z.string().min(3).max(254);
const Gid = z.string().regex(/^[A-Za-z0-9_-]{6,40}$/);
const Exp = z.number().int().positive();

/** The claims each audience carries, nothing more (the type ties it to tokens.ts). */
const Claims: z.ZodType<TokenClaims> = z.discriminatedUnion('aud', [
  z.object({ aud: z.literal('session'), sub: Sub, exp: Exp }).strict(),
  z.object({ aud: z.literal('prefs'), sub: Sub, exp: Exp }).strict(),
  z.object({ aud: z.literal('game'), sub: Sub, gid: Gid, exp: Exp }).strict(),
  z
    .object({
      aud: z.literal('answer'),
      sub: Sub,
      gid: Gid,
      seq: z.number().int().min(0).max(1_000_000),
      ans: z.string().min(1).max(MAX_LINK_ANSWER),
      did: z.number().int().min(0).max(1_000_000_000).optional(),
      exp: Exp,
    })
    .strict(),
]);

const enc = new TextEncoder();

/**
 * Each signing key imported once per process, with its key id, rather than on every token (jose
 * imports a raw key through WebCrypto each time: a quarter of a move's own time). Only the current
 * and previous keys pass here; a rotation adds one, and past a few the map starts afresh.
 */
const imported = new Map<string, { id: string; key: Promise<CryptoKey> }>();
function importedKey(key: string): { id: string; key: Promise<CryptoKey> } {
  let k = imported.get(key);
  if (!k) {
    if (imported.size >= 4) imported.clear();
    k = {
      id: keyId(key),
      key: crypto.subtle.importKey('raw', enc.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']),
    };
    imported.set(key, k);
  }
  return k;
}

/**
 * The claims of a token signed by one of the keys for one of the `audiences`, unexpired at `nowMs`,
 * or null (wrong key or key id, tampered, other audience, expired, claims not as the schema says).
 */
export async function verifyToken(
  secret: Secret,
  token: string,
  audiences: Audience | readonly Audience[],
  nowMs: number,
): Promise<TokenClaims | null> {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return null;
  const keys = keysOf(secret);
  const byId = new Map(
    [keys.current, keys.previous]
      .filter((k): k is string => !!k)
      .map((k) => importedKey(k))
      .map((k) => [k.id, k.key] as const),
  );
  try {
    const { payload } = await jwtVerify(
      token,
      (h: JWTHeaderParameters) => {
        const key = h.kid === undefined ? undefined : byId.get(h.kid);
        if (!key) throw new Error('unknown key id');
        return key;
      },
      {
        algorithms: ['HS256'],
        audience: typeof audiences === 'string' ? audiences : [...audiences],
        currentDate: new Date(nowMs),
        requiredClaims: ['sub', 'aud', 'exp'],
        clockTolerance: 0,
      },
    );
    const claims = Claims.safeParse(payload);
    // jose counts a token valid through its expiry second; here it ends at that second's start.
    return claims.success && claims.data.exp * 1000 > nowMs ? claims.data : null;
  } catch {
    return null;
  }
}
