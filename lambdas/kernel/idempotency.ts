// Idempotency keys: a retried request (same key, same body) gets the first result; the same key with
// a different body is refused (422), as payment APIs and Powertools idempotency do. The request's
// hash travels on the log record (`idemHash`) and on the IDEM# record the projection writes.
import { createHash } from 'node:crypto';
import { badRequest, idempotencyKeyReused } from './errors.js';
import type { ReplayedGame } from './replay.js';
import type { Store } from '../store/ports.js';
import type { LogRecord } from '../store/records.js';

export interface IdemStamp {
  key: string;
  hash: string;
}

/** JSON with object keys sorted at every level: equal requests serialise equal whatever their key order. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v !== null && typeof v === 'object') {
    const entries = Object.entries(v as Record<string, unknown>)
      .filter(([, x]) => x !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
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

/** A key's first use: the seq its record got, by which seat, and the request's hash (none on old records). */
export interface KeyUse {
  seq: number;
  seat?: number;
  hash?: string;
}

/** The key's use among loaded records: a record the projection has not filed yet is only there. */
export function keyUseIn(records: readonly LogRecord[], key: string): KeyUse | null {
  const r = records.find((x) => x.idem === key);
  return r
    ? {
        seq: r.seq,
        ...(r.seat === undefined ? {} : { seat: r.seat }),
        ...(r.idemHash === undefined ? {} : { hash: r.idemHash }),
      }
    : null;
}

/**
 * "Was this idempotency key used?", one answer for the pipeline, replies by mail and answer links:
 * the loaded log, else the IDEM# record the projection files — read only when the loaded records do
 * not settle it. `at`: the seq the request builds on (its expectedSeq), when it has one.
 */
export async function keyUse(
  store: Pick<Store, 'getIdem'>,
  g: ReplayedGame,
  key: string,
  at?: number,
): Promise<KeyUse | null> {
  const loaded = keyUseIn(g.records, key);
  if (loaded || (at !== undefined && settledByLoad(g, at))) return loaded;
  return store.getIdem(g.meta.gameId, key);
}

/**
 * Whether the loaded records settle a key's use for a request built on seq `at`, so that the move
 * path reads no IDEM# record: a retry of a move that landed carries the seq before it, so a request
 * at the game's own seq is no retry; a key it reuses is then refused when the move the request
 * builds on (the game's last record: loaded unless a snapshot sits on it) or a later loaded one
 * used it. A key used further back is accepted as new, as one past KEEP_DAYS always was.
 */
const settledByLoad = (g: ReplayedGame, at: number) => at === g.seq && g.records.at(-1)?.seq === g.seq;
