// API Gateway's HTTP API in front of the deployed functions: the template's routes ("GET
// /games/{gameId}" → its integration's function), each request turned into a payload 2.0 event,
// the function's answer into the HTTP response as API Gateway maps it (a result without a
// statusCode is 200 JSON). No route: 404 {"message":"Not Found"}; a function that fails or runs
// past the integration's 30 s: 500 / 503, as API Gateway answers them.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FunctionError } from './functions.js';

export interface ApiRoute {
  method: string;
  path: string;
  fn: string;
}

/** The maximum integration timeout of an HTTP API. */
const INTEGRATION_TIMEOUT_MS = 30_000;
/** API Gateway's payload limit. */
const MAX_BODY = 10 * 1024 * 1024;

function match(route: ApiRoute, method: string, path: string): Record<string, string> | null {
  if (route.method !== method) return null;
  const want = route.path.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i];
    const m = /^\{(\w+)\}$/.exec(w);
    if (m) {
      if (!got[i]) return null;
      params[m[1]] = decodeURIComponent(got[i]);
    } else if (w !== got[i]) return null;
  }
  return params;
}

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const c of req) {
    size += (c as Buffer).length;
    if (size > MAX_BODY) throw new Error('payload too large');
    chunks.push(c as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The payload 2.0 event API Gateway sends for this request. */
export function apiEvent(
  req: IncomingMessage,
  url: URL,
  route: ApiRoute,
  params: Record<string, string>,
  body: Buffer,
  nowMs: number,
) {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers))
    if (v !== undefined && k !== 'cookie') headers[k] = Array.isArray(v) ? v.join(',') : v;
  const query: Record<string, string> = {};
  for (const [k, v] of url.searchParams) query[k] = Object.hasOwn(query, k) ? `${query[k]},${v}` : v;
  const text = body.length ? body.toString('utf8') : undefined;
  const binary = text !== undefined && Buffer.from(text, 'utf8').length !== body.length;
  return {
    version: '2.0',
    routeKey: `${route.method} ${route.path}`,
    rawPath: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ''),
    ...(req.headers.cookie ? { cookies: req.headers.cookie.split(/;\s*/) } : {}),
    headers,
    ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
    ...(Object.keys(params).length ? { pathParameters: params } : {}),
    requestContext: {
      accountId: '123456789012',
      apiId: 'rehearsal',
      domainName: url.host,
      domainPrefix: 'rehearsal',
      http: {
        method: route.method,
        path: url.pathname,
        protocol: 'HTTP/1.1',
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: req.headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: `${route.method} ${route.path}`,
      stage: '$default',
      time: new Date(nowMs).toUTCString(),
      timeEpoch: nowMs,
    },
    ...(body.length
      ? { body: binary ? body.toString('base64') : text, isBase64Encoded: binary }
      : { isBase64Encoded: false }),
  };
}

type LambdaHttpResult = {
  statusCode?: number;
  headers?: Record<string, string>;
  body?: string;
  isBase64Encoded?: boolean;
  cookies?: string[];
};

function send(res: ServerResponse, status: number, headers: Record<string, string>, body: string | Buffer): void {
  res.writeHead(status, headers);
  res.end(body);
}

/** Maps a function's result to the response, as the 2.0 payload format does. */
function respond(res: ServerResponse, result: unknown): void {
  const r = result as LambdaHttpResult | null;
  if (r && typeof r === 'object' && typeof r.statusCode === 'number') {
    const headers = { ...(r.headers ?? {}) };
    if (r.cookies?.length) res.setHeader('set-cookie', r.cookies);
    send(res, r.statusCode, headers, r.isBase64Encoded ? Buffer.from(r.body ?? '', 'base64') : (r.body ?? ''));
    return;
  }
  send(res, 200, { 'content-type': 'application/json' }, typeof result === 'string' ? result : JSON.stringify(result));
}

export interface ApiGateway {
  url: string;
  requests: number;
  close(): Promise<void>;
}

/** What the gateway serves: set once the functions exist (their environment names the gateway's URL). */
export interface ApiTarget {
  routes: readonly ApiRoute[];
  invoke(fn: string, event: unknown): Promise<unknown>;
}

export async function startApiGateway(target: ApiTarget, now: () => number): Promise<ApiGateway> {
  const gw = { requests: 0 };
  const server: Server = createServer((req, res) => {
    gw.requests++;
    void (async () => {
      const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
      const hit = target.routes
        .map((r) => ({ r, params: match(r, req.method ?? 'GET', url.pathname) }))
        .find((x) => x.params);
      if (!hit) return send(res, 404, { 'content-type': 'application/json' }, '{"message":"Not Found"}');
      let body: Buffer;
      try {
        body = await bodyOf(req);
      } catch {
        return send(res, 413, { 'content-type': 'application/json' }, '{"message":"Request Entity Too Large"}');
      }
      const event = apiEvent(req, url, hit.r, hit.params!, body, now());
      const timeout = new Promise<'timeout'>((ok) => setTimeout(() => ok('timeout'), INTEGRATION_TIMEOUT_MS).unref());
      try {
        const result = await Promise.race([target.invoke(hit.r.fn, event), timeout]);
        if (result === 'timeout')
          return send(res, 503, { 'content-type': 'application/json' }, '{"message":"Service Unavailable"}');
        respond(res, result);
      } catch (e) {
        if (!(e instanceof FunctionError)) throw e;
        send(res, 500, { 'content-type': 'application/json' }, '{"message":"Internal Server Error"}');
      }
    })().catch((e: unknown) => send(res, 500, { 'content-type': 'text/plain' }, `rehearsal: ${(e as Error).message}`));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', () => ok()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get requests() {
      return gw.requests;
    },
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}
