// The HTTP edge: a plain request/response shape (API Gateway HTTP API events map onto it), body
// parsing with zod, authentication, the one place where errors become status codes, and the one
// log line per request (through the observability port, scoped to the request's id).
import type * as z from 'zod';
import {
  ApiFailure,
  badRequest,
  errorBody,
  forbidden,
  payloadTooLarge,
  statusOf,
  unauthenticated,
} from '../kernel/errors.js';
import type { Deps } from '../kernel/deps.js';
import type { LambdaContext } from '../kernel/observability.js';
import { MAX_BODY_BYTES } from '../../contract/common.js';
import type { Secret } from '../../auth/tokens.js';
import { verifyToken } from '../../auth/verify.js';
import type { AnswerLinkClaims } from '../inbound/answer-link.js';

export interface HttpRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  query: Record<string, string>;
  /** Lower-case header names. */
  headers: Record<string, string>;
  body: string | null;
  /** The request's id (API Gateway's), when there is one: on every log line of the request. */
  requestId?: string;
}

export interface HttpResponse {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Who is calling: the player's email; `gameId` when a one-click link's token (limited to that game)
 * was sent; `prefsLink` when the "Email settings" link's token was (it opens the settings only);
 * `answerLink` when an answer link's token was (it reads its game and makes its one answer only).
 */
export interface Caller {
  email: string;
  gameId?: string;
  prefsLink?: true;
  answerLink?: AnswerLinkClaims;
}

/** Authentication: who sent the request, or null. */
export type Verifier = (req: HttpRequest, now: number) => Promise<Caller | null>;

/**
 * Reads "Authorization: Bearer <token>": a `session` token, a `game` link token (with its game), a
 * `prefs` link token or an `answer` link token (its game, seq and answer), signed with the app secret's current or previous key (auth/tokens.ts).
 */
export function bearerVerifier(secret: Secret): Verifier {
  return async (req, now) => {
    const m = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    if (!m) return null;
    const c = await verifyToken(secret, m[1], ['session', 'game', 'prefs', 'answer'], now);
    if (!c) return null;
    if (c.aud === 'game') return { email: c.sub, gameId: c.gid };
    if (c.aud === 'answer')
      return {
        email: c.sub,
        gameId: c.gid,
        answerLink: { seq: c.seq, answer: c.ans, ...(c.did === undefined ? {} : { decisionId: c.did }) },
      };
    if (c.aud === 'prefs') return { email: c.sub, prefsLink: true };
    return { email: c.sub };
  };
}

export interface Ctx extends Deps {
  verify: Verifier;
}

export type Handler = (req: HttpRequest, ctx: Ctx) => Promise<HttpResponse>;

/** A JSON answer; `json<T>(…)` checks the body against a contract type (T: contract/api.ts). */
export function json<T = unknown>(statusCode: number, body: T): HttpResponse {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    body: JSON.stringify(body),
  };
}

function zodMessage(e: z.ZodError): string {
  return e.issues
    .slice(0, 5)
    .map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message))
    .join('; ');
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown, what: string): z.infer<S> {
  const r = schema.safeParse(value);
  if (!r.success) throw badRequest(`Invalid ${what}: ${zodMessage(r.error)}`);
  return r.data;
}

export function parseBody<S extends z.ZodType>(req: HttpRequest, schema: S): z.infer<S> {
  const raw = req.body ?? '';
  if (Buffer.byteLength(raw) > MAX_BODY_BYTES) throw payloadTooLarge(MAX_BODY_BYTES);
  let data: unknown;
  try {
    data = raw.trim() === '' ? {} : JSON.parse(raw);
  } catch {
    throw badRequest('The request body is not valid JSON.');
  }
  return parseWith(schema, data, 'request body');
}

/**
 * The caller by a session or a game link token; the settings link opens nothing here (401). An answer
 * link's token is taken only where `answerLinks` says so (reading its game, making its answer): 403
 * anywhere else.
 */
export async function authenticate(
  req: HttpRequest,
  ctx: Ctx,
  answerLinks: 'answer-links' | 'no-answer-links' = 'no-answer-links',
): Promise<Caller> {
  const c = await ctx.verify(req, ctx.now());
  if (!c || c.prefsLink) throw unauthenticated();
  if (c.answerLink && answerLinks !== 'answer-links')
    throw forbidden('An answer link makes only its own answer: open the game from the mail, or sign in, to do more.');
  return c;
}

/** As authenticate, also taking the "Email settings" link's token (only the settings routes do). */
export async function authenticateSettings(req: HttpRequest, ctx: Ctx): Promise<Caller> {
  const c = await ctx.verify(req, ctx.now());
  if (!c) throw unauthenticated();
  if (c.answerLink)
    throw forbidden('An answer link makes only its own answer: use the "Email settings" link or sign in.');
  return c;
}

/**
 * Wraps a handler body: any thrown error becomes its status code and a JSON error body, and every
 * request logs one line (method, path, status, time taken, a refusal's code) with the keys the
 * handler added (game id, seq); an unexpected error is logged with its stack.
 */
export function endpoint(fn: (req: HttpRequest, ctx: Ctx) => Promise<HttpResponse>): Handler {
  return async (req, ctx) => {
    const started = performance.now();
    let res: HttpResponse;
    let code: string | undefined;
    try {
      res = await fn(req, ctx);
    } catch (e) {
      if (!(e instanceof ApiFailure)) ctx.obs.error('unexpected error', { method: req.method, path: req.path }, e);
      code = e instanceof ApiFailure ? e.code : 'internal';
      res = json(statusOf(e), errorBody(e));
    }
    ctx.obs.info('request', {
      method: req.method,
      path: req.path,
      status: res.statusCode,
      ms: Math.round(performance.now() - started),
      code,
    });
    return res;
  };
}

// ---- API Gateway (HTTP API, payload 2.0) ---------------------------------------------------

export interface ApiGatewayEvent {
  rawPath: string;
  headers?: Record<string, string | undefined>;
  queryStringParameters?: Record<string, string | undefined>;
  pathParameters?: Record<string, string | undefined>;
  body?: string;
  isBase64Encoded?: boolean;
  requestContext: { http: { method: string }; requestId?: string };
}

const defined = (o: Record<string, string | undefined> | undefined) =>
  Object.fromEntries(Object.entries(o ?? {}).filter((e): e is [string, string] => e[1] !== undefined));

export function fromApiGateway(e: ApiGatewayEvent): HttpRequest {
  const headers = Object.fromEntries(Object.entries(defined(e.headers)).map(([k, v]) => [k.toLowerCase(), v]));
  const body =
    e.body === undefined ? null : e.isBase64Encoded ? Buffer.from(e.body, 'base64').toString('utf8') : e.body;
  const requestId = e.requestContext.requestId;
  return {
    method: e.requestContext.http.method,
    path: e.rawPath,
    params: defined(e.pathParameters),
    query: defined(e.queryStringParameters),
    headers,
    body,
    ...(requestId ? { requestId } : {}),
  };
}

/**
 * A Lambda entry point for one handler, with its context built once per container; each request
 * runs in its own observability scope (its id on every line, its metrics published at the end).
 */
export function toLambda(
  h: Handler,
  ctx: () => Ctx,
): (e: ApiGatewayEvent, lambda?: LambdaContext) => Promise<HttpResponse> {
  return (e, lambda) => {
    const c = ctx();
    const req = fromApiGateway(e);
    return c.obs.invocation({ requestId: req.requestId ?? lambda?.awsRequestId, lambda }, (obs) =>
      h(req, { ...c, obs }),
    );
  };
}
