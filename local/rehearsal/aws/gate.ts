// The rehearsal's stand-in for IAM at the edge of AWS: one local HTTP endpoint per service
// (DynamoDB, SES, S3) that every function's SDK client is pointed at. Each request is attributed
// to a function by its SigV4 access key id, mapped to the IAM actions and resources it needs
// (calls.ts), judged against that function's role (an Authorize, iam.ts), logged, and then either
// refused as AWS refuses it (refusals.ts) or forwarded byte for byte to the emulator, whose answer
// streams back unchanged. S3 requests are signed again for s3rver (s3-resign.ts).
import { randomUUID } from 'node:crypto';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { accessKeyOf, parseCall, type AwsService, type HttpCall, type Permission, type SesIdentity } from './calls.js';
import type { Authorize, Verdict } from './iam.js';
import { refusal, type RefusalReason } from './refusals.js';
import { resignForS3rver } from './s3-resign.js';
import { REHEARSAL_SCOPE, type AwsScope } from './template.js';

/** A function as the gate knows it, by access key id: the role its calls are made as. */
export interface GatePrincipal {
  roleName: string;
}

export interface AwsGateOptions {
  /** The emulators' base URLs; the gate opens an endpoint for each service given. */
  upstream: Partial<Record<AwsService, string>>;
  authorize: Authorize;
  /** Every function that may call, by its access key id (the function's name). */
  principals: ReadonlyMap<string, GatePrincipal>;
  scope?: AwsScope;
  /** The SES identities (domain or address, lower case) and their default configuration sets. */
  sesIdentities?: ReadonlyMap<string, SesIdentity>;
  host?: string;
}

export type GateVerdict = Verdict | 'UnknownPrincipal' | 'Unmapped';

/** One permission checked for one request (a request needing several gives several, same `request`). */
export interface GateCall {
  request: number;
  at: number;
  /** The access key id the request was signed with (the function's name), or null if unsigned. */
  principal: string | null;
  service: AwsService;
  operation: string;
  action: string | null;
  resource: string | null;
  verdict: GateVerdict;
  /** The request's signing time (x-amz-date, ms): the caller's clock, which the emulators never check. */
  signedAt: number | null;
  /** Why an Unmapped request could not be judged. */
  detail?: string;
}

export interface PrincipalSummary {
  principal: string;
  requests: number;
  allowed: number;
  refused: number;
  /** Per action: how many checks were allowed and refused. */
  actions: Map<string, { allowed: number; refused: number }>;
}

export interface AwsGate {
  /** The gate's endpoint of each service (set these as the functions' AWS_ENDPOINT_URL_*). */
  urls: Partial<Record<AwsService, string>>;
  /** Every check so far, in order. */
  readonly calls: readonly GateCall[];
  summary(): PrincipalSummary[];
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<Buffer>((ok, fail) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => ok(Buffer.concat(chunks)));
    req.on('error', fail);
  });

/** x-amz-date (basic ISO 8601, `20260101T120000Z`) as ms, or null. */
function signingTimeOf(call: HttpCall): number | null {
  const raw = call.headers['x-amz-date'];
  const m = typeof raw === 'string' ? /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(raw) : null;
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

/**
 * DynamoDB Local refuses an access key id that is not letters and digits (a function's name has
 * dashes) and checks no signature: the gate forwards under one plain key, once it has judged the call.
 */
function forDynamoDbLocal(headers: IncomingMessage['headers']): IncomingMessage['headers'] {
  const auth = headers.authorization;
  return typeof auth === 'string'
    ? { ...headers, authorization: auth.replace(/Credential=[^/]+\//, 'Credential=rehearsal/') }
    : headers;
}

/** Sends a call the gate allowed on to its emulator, as that emulator takes it. */
async function forward(
  service: AwsService,
  upstream: URL,
  call: HttpCall,
  res: ServerResponse,
  region: string,
): Promise<void> {
  const headers =
    service === 's3'
      ? await resignForS3rver(call, upstream, region)
      : service === 'dynamodb'
        ? forDynamoDbLocal(call.headers)
        : call.headers;
  const out = request(new URL(call.url, upstream), { method: call.method, headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  out.on('error', (e) => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
    res.end(`The rehearsal's AWS gate could not reach the ${service} emulator: ${e.message}`);
  });
  out.end(call.body);
}

/** The refusal for the first permission a role does not allow, naming the role's assumed-role ARN as AWS does. */
function denialOf(
  scope: AwsScope,
  gatePrincipal: GatePrincipal,
  principal: string,
  p: Permission,
  verdict: Verdict,
): RefusalReason {
  const principalArn = `arn:${scope.partition}:sts::${scope.accountId}:assumed-role/${gatePrincipal.roleName}/${principal}`;
  return {
    kind: 'denied',
    principalArn,
    action: p.action,
    resource: p.resource,
    explicit: verdict === 'ExplicitlyDenied',
  };
}

/** A server on a free port of `host` that answers 500 when `handle` fails. */
async function listen(
  host: string,
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
): Promise<Server> {
  const server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(`The rehearsal's AWS gate failed: ${(e as Error).message}`);
    });
  });
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(0, host, () => ok());
  });
  return server;
}

/** Closes the servers and their open connections (close alone would wait for kept-alive ones). */
async function closeAll(servers: readonly Server[]): Promise<void> {
  await Promise.all(
    servers.map(
      (s) =>
        new Promise<void>((ok) => {
          s.close(() => ok());
          s.closeAllConnections();
        }),
    ),
  );
}

export async function startAwsGate(o: AwsGateOptions): Promise<AwsGate> {
  const scope = o.scope ?? REHEARSAL_SCOPE;
  const host = o.host ?? '127.0.0.1';
  const calls: GateCall[] = [];
  let requests = 0;

  async function handle(service: AwsService, upstream: URL, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const call: HttpCall = {
      method: req.method ?? 'GET',
      url: req.url ?? '/',
      headers: req.headers,
      body: await readBody(req),
    };
    const requestNo = ++requests;
    const principal = accessKeyOf(call);
    const signedAt = signingTimeOf(call);
    const log = (operation: string, p: Permission | null, verdict: GateVerdict, detail?: string) =>
      calls.push({
        request: requestNo,
        at: Date.now(),
        principal,
        service,
        operation,
        action: p?.action ?? null,
        resource: p?.resource ?? null,
        verdict,
        signedAt,
        ...(detail ? { detail } : {}),
      });
    const refuse = (reason: RefusalReason) => {
      const r = refusal(service, reason, randomUUID(), call.method);
      res.writeHead(r.status, { ...r.headers, 'content-length': String(Buffer.byteLength(r.body)) }).end(r.body);
    };

    const gatePrincipal = principal === null ? undefined : o.principals.get(principal);
    if (principal === null || !gatePrincipal) {
      log('unknown', null, 'UnknownPrincipal');
      return refuse({ kind: 'unknown-principal', accessKeyId: principal });
    }
    const parsed = parseCall(service, call, { scope, sesIdentities: o.sesIdentities ?? new Map() });
    if (parsed.kind === 'unmapped') {
      log(parsed.operation, null, 'Unmapped', parsed.reason);
      return refuse(parsed);
    }
    let denial: RefusalReason | undefined;
    for (const p of parsed.permissions) {
      let verdict: Verdict;
      try {
        verdict = await o.authorize(principal, p.action, p.resource);
      } catch (e) {
        const reason = (e as Error).message;
        log(parsed.operation, p, 'Unmapped', reason);
        return refuse({ kind: 'unmapped', operation: parsed.operation, reason });
      }
      log(parsed.operation, p, verdict);
      if (verdict !== 'Allowed' && !denial) denial = denialOf(scope, gatePrincipal, principal, p, verdict);
    }
    if (denial) return refuse(denial);
    await forward(service, upstream, call, res, scope.region);
  }

  const servers: Server[] = [];
  const urls: Partial<Record<AwsService, string>> = {};
  for (const [service, target] of Object.entries(o.upstream) as [AwsService, string | undefined][]) {
    if (!target) continue;
    const upstream = new URL(target);
    const server = await listen(host, (req, res) => handle(service, upstream, req, res));
    servers.push(server);
    urls[service] = `http://${host}:${(server.address() as AddressInfo).port}`;
  }

  return {
    urls,
    calls,
    summary: () => summarize(calls),
    close: () => closeAll(servers),
  };
}

/** Per principal (unsigned requests under "(unsigned)"): requests, checks allowed and refused, by action. */
export function summarize(calls: readonly GateCall[]): PrincipalSummary[] {
  const byPrincipal = new Map<string, PrincipalSummary & { seen: Set<number> }>();
  for (const c of calls) {
    const name = c.principal ?? '(unsigned)';
    let s = byPrincipal.get(name);
    if (!s)
      byPrincipal.set(
        name,
        (s = { principal: name, requests: 0, allowed: 0, refused: 0, actions: new Map(), seen: new Set() }),
      );
    if (!s.seen.has(c.request)) {
      s.seen.add(c.request);
      s.requests++;
    }
    const ok = c.verdict === 'Allowed';
    if (ok) s.allowed++;
    else s.refused++;
    const key = c.action ?? `(${c.verdict}) ${c.operation}`;
    const a = s.actions.get(key) ?? { allowed: 0, refused: 0 };
    if (ok) a.allowed++;
    else a.refused++;
    s.actions.set(key, a);
  }
  return [...byPrincipal.values()]
    .sort((a, b) => a.principal.localeCompare(b.principal))
    .map(({ seen: _seen, ...s }) => s);
}
