// The API served by the local runtime (runtime.ts): the route table in-process, with the health
// check and the 404/405 answers API Gateway would give; over HTTP with API Gateway's body limit;
// and called without HTTP (Local.call), its answers typed by the contract.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { errorBody, payloadTooLarge, statusOf } from '../lambdas/kernel/errors.js';
import { json, type Ctx, type HttpRequest, type HttpResponse } from '../lambdas/http/http.js';
import { matchRoute } from '../lambdas/http/routes.js';
import { MAX_BODY_BYTES } from '../contract/api.js';
import { answerOf, type Answer, type BodyFor } from './answer.js';

/** What a call may send: a session token, and a body (as JSON) or a raw body (as is). */
export interface CallOptions {
  token?: string;
  body?: unknown;
  rawBody?: string;
}

/** A route called without HTTP, its answer typed by the contract's body for that method and path. */
export type InProcessCall = <M extends string, P extends string>(
  method: M,
  path: P,
  opts?: CallOptions,
) => Promise<Answer<BodyFor<M, P>>>;

export const listen = (srv: Server, port: number, host: string) =>
  new Promise<void>((ok, fail) => {
    srv.once('error', fail);
    srv.listen(port, host, () => ok());
  });

/** The API's routes in-process, with the health check and the 404/405 answers API Gateway would give. */
export function dispatcher(ctx: Ctx): (req: HttpRequest) => Promise<HttpResponse> {
  return async (req) => {
    if (req.method === 'GET' && req.path === '/health') return json(200, { ok: true });
    const m = matchRoute(req.method, req.path);
    if (m === null) return json(404, { error: { code: 'not-found', message: `No route ${req.method} ${req.path}.` } });
    if (m === 'method')
      return json(405, {
        error: { code: 'method-not-allowed', message: `${req.method} is not allowed on ${req.path}.` },
      });
    // As on AWS, each request in its own scope: its id on its lines.
    const requestId = req.requestId ?? randomUUID();
    return ctx.obs.invocation({ requestId }, (scope) =>
      m.route.handler({ ...req, params: m.params, requestId }, { ...ctx, obs: scope }),
    );
  };
}

/** The API over HTTP; a request that fails before a handler answers gets the error body a handler would. */
export async function serveApi(
  dispatch: (req: HttpRequest) => Promise<HttpResponse>,
  port: number,
  host: string,
  served: (r: string) => void,
): Promise<Server> {
  const api = createServer((inc, res) => {
    // What fails outside the handler's own answer (writing the response) drops the connection, not the process.
    answer(inc, res).catch((e: unknown) => res.destroy(e instanceof Error ? e : new Error(String(e))));
  });
  async function answer(inc: IncomingMessage, res: ServerResponse) {
    served(`${inc.method} ${inc.url}`);
    let out: HttpResponse;
    let keepAlive = true;
    try {
      const body = await readBody(inc);
      keepAlive = body !== 'not-read';
      if (typeof body === 'string') throw payloadTooLarge(MAX_BODY_BYTES);
      out = await dispatch(toRequest(inc, body));
    } catch (e) {
      out = json(statusOf(e), errorBody(e));
    }
    // A body left unread would be taken for the next request on this connection: close it instead.
    res.writeHead(out.statusCode, keepAlive ? out.headers : { ...out.headers, connection: 'close' }).end(out.body);
  }
  await listen(api, port, host);
  return api;
}

/** Local.call: a route called without HTTP, its JSON answer parsed (text kept when it is not JSON). */
export function inProcessCall(dispatch: (req: HttpRequest) => Promise<HttpResponse>): InProcessCall {
  return async (method, path, opts = {}) => {
    const [p, qs] = path.split('?');
    const out = await dispatch({
      method,
      path: p,
      params: {},
      query: Object.fromEntries(new URLSearchParams(qs ?? '')),
      headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
      body: opts.rawBody ?? (opts.body === undefined ? null : JSON.stringify(opts.body)),
    });
    return answerOf(method, path, out.statusCode, out.body);
  };
}

/** How much of a body over the limit is still read (and dropped) so its connection stays usable; past it the connection closes. */
const MAX_DRAINED_BYTES = 4 * 1024 * 1024;

/**
 * The request's body (null: none); 'too-large' when it is over the limit (read to its end and
 * dropped, so the connection serves the next request); 'not-read' when it is far over (read no further).
 */
function readBody(inc: IncomingMessage): Promise<Buffer | null | 'too-large' | 'not-read'> {
  return new Promise((ok, fail) => {
    const chunks: Buffer[] = [];
    let size = 0;
    inc.on('data', (c: Buffer) => {
      size += c.length;
      if (size <= MAX_BODY_BYTES) chunks.push(c);
      else if (size > MAX_DRAINED_BYTES) {
        inc.pause();
        inc.removeAllListeners('data');
        ok('not-read');
      }
    });
    inc.on('end', () => ok(size > MAX_BODY_BYTES ? 'too-large' : chunks.length ? Buffer.concat(chunks) : null));
    inc.on('error', fail);
  });
}

function toRequest(inc: IncomingMessage, body: Buffer | null): HttpRequest {
  const url = new URL(inc.url ?? '/', 'http://local');
  const headers = Object.fromEntries(
    Object.entries(inc.headers).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : [])),
  );
  return {
    method: inc.method ?? 'GET',
    path: url.pathname,
    params: {},
    query: Object.fromEntries(url.searchParams),
    headers,
    body: body ? body.toString('utf8') : null,
  };
}
