// Idempotency keys: a retried request (same key, same body) gets the first result; the same key with
// a different body is refused (422), as payment APIs and Powertools idempotency do. The request's
// hash travels on the log record (`idemHash`) and on the IDEM# record the projection writes.
import { createHash } from 'node:crypto';
import { badRequest, idempotencyKeyReused } from './errors.js';

export interface IdemStamp { key: string; hash: string }

/** JSON with object keys sorted at every level: equal requests serialise equal whatever their key order. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v !== null && typeof v === 'object') {
    const entries = Object.entries(v as Record<string, unknown>).filter(([, x]) => x !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, x]) => `${JSON.stringify(k)}:${canonical(x)}`).join(',')}}`;
  }
  return JSON.stringify(v) ?? 'null';
}

/** A short hash (128 bits, base64url) of a request body without its idempotency key. */
export function requestHash(request: unknown): string {
  return createHash('sha256').update(canonical(request)).digest('base64url').slice(0, 22);
}

/**
 * Checks that an earlier use of the key was this request by this seat (throws otherwise). Records
 * from before hashes were stored carry none: they pass, as they did then.
 */
export function requireSameRequest(first: { seat?: number; hash?: string }, seat: number, stamp: IdemStamp): void {
  if (first.seat !== seat) throw badRequest('This idempotency key was used by another player.');
  if (first.hash !== undefined && first.hash !== stamp.hash) throw idempotencyKeyReused();
}
