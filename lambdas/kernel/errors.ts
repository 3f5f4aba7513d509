// Typed errors for everything a request can get wrong, and their HTTP codes (the one place).
export type ErrorCode =
  | 'bad-request'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'payload-too-large'
  | 'rule'
  | 'idempotency-key-reused'
  | 'gone'
  | 'internal'
  | 'too-many-requests';

const STATUS: Record<ErrorCode, number> = {
  'bad-request': 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  gone: 410,
  'payload-too-large': 413,
  rule: 422,
  'idempotency-key-reused': 422,
  internal: 500,
  'too-many-requests': 429,
};

export class ApiFailure extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly detail: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
  get status(): number {
    return STATUS[this.code];
  }
}

export const badRequest = (m: string) => new ApiFailure('bad-request', m);
export const unauthenticated = (m = 'Sign in first: send "Authorization: Bearer <token>".') =>
  new ApiFailure('unauthenticated', m);
export const forbidden = (m: string) => new ApiFailure('forbidden', m);
/** A request built on a point of the game that has passed (not a seq: an undo request since closed). */
export const conflict = (m: string) => new ApiFailure('conflict', m);
export const notFound = (m: string) => new ApiFailure('not-found', m);
export const payloadTooLarge = (max: number) =>
  new ApiFailure('payload-too-large', `The request body is larger than ${max} bytes.`);
/**
 * The expected-seq conflict: a move built on an old seq (or one that lost the conditional append).
 * Nothing was written; `currentSeq` tells the client where the game is.
 */
export class StaleSeq extends ApiFailure {
  constructor(
    readonly expected: number,
    readonly currentSeq: number,
  ) {
    super(
      'conflict',
      `The game moved on: you sent expectedSeq ${expected}, the game is at seq ${currentSeq}. Reload and try again.`,
      { currentSeq },
    );
  }
}
export const staleSeq = (expected: number, currentSeq: number) => new StaleSeq(expected, currentSeq);
/** An idempotency key sent again with a different request: the first request's result is not this one's. */
export const idempotencyKeyReused = () =>
  new ApiFailure(
    'idempotency-key-reused',
    'This idempotency key was used for a different request. Send a new key with a new request.',
  );
/** A rate limit reached: the message says which, and when to try again. */
export const tooManyRequests = (m: string) => new ApiFailure('too-many-requests', m);
export const ruleViolation = (m: string, rule: string) => new ApiFailure('rule', m, { rule });

export function statusOf(e: unknown): number {
  return e instanceof ApiFailure ? e.status : 500;
}

export function errorBody(e: unknown): { error: { code: string; message: string } & Record<string, unknown> } {
  if (e instanceof ApiFailure) return { error: { code: e.code, message: e.message, ...e.detail } };
  return { error: { code: 'internal', message: 'Something went wrong on our side.' } };
}
