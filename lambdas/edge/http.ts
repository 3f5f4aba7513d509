// The HTTP edge: a plain request/response shape (API Gateway HTTP API events map onto it), body
// parsing with zod, authentication, and the one place where errors become status codes.
import type * as z from 'zod';
import { ApiFailure, badRequest, errorBody, payloadTooLarge, statusOf, unauthenticated } from '../app/errors.js';
import type { Deps } from '../app/game.js';
import { MAX_BODY_BYTES } from '../../contract/api.js';
import { verifyToken } from '../app/tokens.js';

export interface HttpRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  query: Record<string, string>;
  /** Lower-case header names. */
  headers: Record<string, string>;
  body: string | null;
}

export interface HttpResponse {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

/** Who is calling: the player's email, and the one game a one-click link token is limited to. */
export interface Caller { email: string; gameId?: string }

/**
 * Pluggable authentication. The default reads "Authorization: Bearer <token>" signed with the
 * app secret (see tokens.ts); the web app's session will plug in its own verifier later.
 */
export type Verifier = (req: HttpRequest, now: number) => Promise<Caller | null>;

export function bearerVerifier(secret: string): Verifier {
  return async (req, now) => {
    const m = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    if (!m) return null;
    const c = verifyToken(secret, m[1]!, now);
    if (!c || (c.use && c.use !== 'session' && c.use !== 'game')) return null;
    // A one-click link's token is only ever signed for one game: without one it opens nothing.
    if (c.use === 'game' && !c.gid) return null;
    return c.gid ? { email: c.sub, gameId: c.gid } : { email: c.sub };
  };
}

export interface Ctx extends Deps { verify: Verifier }

export type Handler = (req: HttpRequest, ctx: Ctx) => Promise<HttpResponse>;

export function json(statusCode: number, body: unknown): HttpResponse {
  return { statusCode, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }, body: JSON.stringify(body) };
}

function zodMessage(e: z.ZodError): string {
  return e.issues.slice(0, 5).map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; ');
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

export async function authenticate(req: HttpRequest, ctx: Ctx): Promise<Caller> {
  const c = await ctx.verify(req, ctx.now());
  if (!c) throw unauthenticated();
  return c;
}

/** Wraps a handler body: any thrown error becomes its status code and a JSON error body. */
export function endpoint(fn: (req: HttpRequest, ctx: Ctx) => Promise<HttpResponse>): Handler {
  return async (req, ctx) => {
    try {
      return await fn(req, ctx);
    } catch (e) {
      if (!(e instanceof ApiFailure)) console.error('[api] unexpected error', e);
      return json(statusOf(e), errorBody(e));
    }
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
  requestContext: { http: { method: string } };
}

const defined = (o: Record<string, string | undefined> | undefined) =>
  Object.fromEntries(Object.entries(o ?? {}).filter((e): e is [string, string] => e[1] !== undefined));

export function fromApiGateway(e: ApiGatewayEvent): HttpRequest {
  const headers = Object.fromEntries(Object.entries(defined(e.headers)).map(([k, v]) => [k.toLowerCase(), v]));
  const body = e.body === undefined ? null : e.isBase64Encoded ? Buffer.from(e.body, 'base64').toString('utf8') : e.body;
  return { method: e.requestContext.http.method, path: e.rawPath, params: defined(e.pathParameters), query: defined(e.queryStringParameters), headers, body };
}

/** A Lambda entry point for one handler, with its context built once per container. */
export function toLambda(h: Handler, ctx: () => Ctx): (e: ApiGatewayEvent) => Promise<HttpResponse> {
  return (e) => h(fromApiGateway(e), ctx());
}
