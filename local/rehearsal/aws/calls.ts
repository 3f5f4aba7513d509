// What one AWS SDK v3 request asks of IAM: who signed it (the SigV4 credential's access key id,
// which the rehearsal sets to the function's name) and which actions on which resources it needs,
// for the protocols the backend speaks: DynamoDB's JSON protocol, SES v1's Query protocol and S3's
// REST API (path-style, as the SDK sends it to an IP endpoint). A request the parser cannot map is
// reported as unmapped, never let through unchecked.
import type { IncomingHttpHeaders } from 'node:http';
import type { AwsScope } from './template.js';

export type AwsService = 'dynamodb' | 'ses' | 's3';

export interface Permission {
  action: string;
  resource: string;
}

export type ParsedCall =
  | { kind: 'mapped'; operation: string; permissions: Permission[] }
  | { kind: 'unmapped'; operation: string; reason: string };

/** One HTTP request as it reached the gate, its body read whole. */
export interface HttpCall {
  method: string;
  /** The path and query, as in the request line. */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A verified SES identity (a domain or an address) and its default configuration set, if any. */
export interface SesIdentity {
  defaultConfigurationSet?: string;
}

export interface CallContext {
  scope: AwsScope;
  /** SES identities by name (lower case): which identity a sender's address falls under. */
  sesIdentities: ReadonlyMap<string, SesIdentity>;
}

const header = (h: IncomingHttpHeaders, name: string): string | undefined => {
  const v = h[name];
  return Array.isArray(v) ? v[0] : v;
};

/** The access key id the request was signed with (SigV4 header or presigned query), or null. */
export function accessKeyOf(call: Pick<HttpCall, 'url' | 'headers'>): string | null {
  const auth = header(call.headers, 'authorization');
  const fromHeader = auth ? /Credential=([^/,\s]+)\//.exec(auth)?.[1] : undefined;
  if (fromHeader) return fromHeader;
  const fromQuery = new URL(call.url, 'http://gate').searchParams.get('X-Amz-Credential');
  return fromQuery ? (fromQuery.split('/')[0] ?? null) : null;
}

export function parseCall(service: AwsService, call: HttpCall, ctx: CallContext): ParsedCall {
  switch (service) {
    case 'dynamodb':
      return parseDynamoDb(call, ctx.scope);
    case 'ses':
      return parseSes(call, ctx);
    case 's3':
      return parseS3(call, ctx.scope);
  }
}

// ---- DynamoDB (JSON protocol) -------------------------------------------------------------------

const tableArn = (s: AwsScope, table: string) =>
  table.startsWith('arn:') ? table : `arn:${s.partition}:dynamodb:${s.region}:${s.accountId}:table/${table}`;

/** The action each kind of transaction item needs on its table. */
const TRANSACT_ACTIONS = new Map([
  ['Put', 'PutItem'],
  ['Update', 'UpdateItem'],
  ['Delete', 'DeleteItem'],
  ['ConditionCheck', 'ConditionCheckItem'],
  ['Get', 'GetItem'],
]);

type Json = { [key: string]: unknown };
const isJson = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const stringField = (o: Json, key: string) =>
  Object.hasOwn(o, key) && typeof o[key] === 'string' ? o[key] : undefined;

function parseDynamoDb(call: HttpCall, s: AwsScope): ParsedCall {
  const operation = /^DynamoDB_\d+\.(\w+)$/.exec(header(call.headers, 'x-amz-target') ?? '')?.[1];
  if (!operation) return { kind: 'unmapped', operation: 'unknown', reason: 'no DynamoDB X-Amz-Target' };
  let body: unknown;
  try {
    body = JSON.parse(call.body.toString('utf8') || '{}');
  } catch {
    return { kind: 'unmapped', operation, reason: 'body is not JSON' };
  }
  if (!isJson(body)) return { kind: 'unmapped', operation, reason: 'body is not a JSON object' };
  const on = (action: string, table: string) => ({ action: `dynamodb:${action}`, resource: tableArn(s, table) });

  if (operation === 'ListTables')
    return { kind: 'mapped', operation, permissions: [{ action: 'dynamodb:ListTables', resource: '*' }] };
  if (operation === 'BatchGetItem' || operation === 'BatchWriteItem') {
    const items = body.RequestItems;
    if (!isJson(items)) return { kind: 'unmapped', operation, reason: 'no RequestItems' };
    return { kind: 'mapped', operation, permissions: Object.keys(items).map((t) => on(operation, t)) };
  }
  if (operation === 'TransactWriteItems' || operation === 'TransactGetItems') {
    const permissions: Permission[] = [];
    for (const item of Array.isArray(body.TransactItems) ? body.TransactItems : []) {
      const [kind, spec] = isJson(item) ? (Object.entries(item)[0] ?? []) : [];
      const action = kind ? TRANSACT_ACTIONS.get(kind) : undefined;
      const table = isJson(spec) ? stringField(spec, 'TableName') : undefined;
      if (!action || !table)
        return { kind: 'unmapped', operation, reason: `a transaction item of kind ${String(kind)}` };
      permissions.push(on(action, table));
    }
    return { kind: 'mapped', operation, permissions };
  }
  const table = stringField(body, 'TableName');
  if (!table) return { kind: 'unmapped', operation, reason: 'no TableName' };
  const index = stringField(body, 'IndexName');
  const resource = `${tableArn(s, table)}${index && (operation === 'Query' || operation === 'Scan') ? `/index/${index}` : ''}`;
  return { kind: 'mapped', operation, permissions: [{ action: `dynamodb:${operation}`, resource }] };
}

// ---- SES v1 (Query protocol) --------------------------------------------------------------------

/** The bare address of `"Name" <a@b>` or `a@b`, lower case. */
const addressOf = (mailbox: string) => (/<([^>]+)>/.exec(mailbox)?.[1] ?? mailbox).trim().toLowerCase();

/** The From header of a raw MIME message (SendRawEmail without Source takes the sender from it). */
function fromHeaderOf(raw: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  return /^from:[ \t]*(.*(?:\r?\n[ \t].*)*)/im.exec(head)?.[1]?.replace(/\r?\n[ \t]+/g, ' ');
}

/** The identity an address sends under: the address itself, else its domain or a parent domain. */
function identityOf(address: string, identities: ReadonlyMap<string, SesIdentity>): string {
  if (identities.has(address)) return address;
  const labels = (address.split('@')[1] ?? '').split('.');
  for (let i = 0; i < labels.length - 1; i++) {
    const domain = labels.slice(i).join('.');
    if (identities.has(domain)) return domain;
  }
  return address.split('@')[1] ?? address;
}

function parseSes(call: HttpCall, ctx: CallContext): ParsedCall {
  const form = new URLSearchParams(call.body.toString('utf8'));
  const operation = form.get('Action') ?? 'unknown';
  if (operation !== 'SendEmail' && operation !== 'SendRawEmail')
    return { kind: 'unmapped', operation, reason: 'only SendEmail and SendRawEmail are mapped' };
  const rawData = form.get('RawMessage.Data');
  const sender =
    form.get('Source') ?? (rawData ? fromHeaderOf(Buffer.from(rawData, 'base64').toString('utf8')) : undefined);
  if (!sender) return { kind: 'unmapped', operation, reason: 'no Source and no From header' };
  const { partition, region, accountId } = ctx.scope;
  const arn = (resource: string) => `arn:${partition}:ses:${region}:${accountId}:${resource}`;
  const identity = identityOf(addressOf(sender), ctx.sesIdentities);
  const configurationSet = form.get('ConfigurationSetName') ?? ctx.sesIdentities.get(identity)?.defaultConfigurationSet;
  const resources = [
    arn(`identity/${identity}`),
    ...(configurationSet ? [arn(`configuration-set/${configurationSet}`)] : []),
  ];
  return {
    kind: 'mapped',
    operation,
    permissions: resources.map((resource) => ({ action: `ses:${operation}`, resource })),
  };
}

// ---- S3 (REST, path-style) ----------------------------------------------------------------------

/** Query parameters that do not change the operation (the SDK names the operation in x-id). */
const NEUTRAL_QUERY = new Set([
  'x-id',
  'X-Amz-Algorithm',
  'X-Amz-Credential',
  'X-Amz-Date',
  'X-Amz-Expires',
  'X-Amz-SignedHeaders',
  'X-Amz-Signature',
  'X-Amz-Security-Token',
]);
const OBJECT_ACTIONS = new Map([
  ['GET', 's3:GetObject'],
  ['HEAD', 's3:GetObject'],
  ['PUT', 's3:PutObject'],
  ['DELETE', 's3:DeleteObject'],
]);
const BUCKET_ACTIONS = new Map([
  ['GET', 's3:ListBucket'],
  ['HEAD', 's3:ListBucket'],
  ['PUT', 's3:CreateBucket'],
  ['DELETE', 's3:DeleteBucket'],
]);

function parseS3(call: HttpCall, s: AwsScope): ParsedCall {
  const url = new URL(call.url, 'http://gate');
  const [bucket, ...keyParts] = url.pathname.slice(1).split('/');
  const key = keyParts.map(decodeURIComponent).join('/');
  const query = [...url.searchParams.keys()].filter((k) => !NEUTRAL_QUERY.has(k));
  const operation = `${call.method} ${key ? 'object' : 'bucket'}`;
  if (!bucket)
    return { kind: 'unmapped', operation, reason: 'no bucket in the path (virtual-hosted style is not mapped)' };
  const bucketArn = `arn:${s.partition}:s3:::${decodeURIComponent(bucket)}`;
  if (key) {
    const action = OBJECT_ACTIONS.get(call.method);
    if (!action || query.length > 0 || header(call.headers, 'x-amz-copy-source'))
      return { kind: 'unmapped', operation, reason: `object request with ${query.join(',') || 'copy source'}` };
    return { kind: 'mapped', operation, permissions: [{ action, resource: `${bucketArn}/${key}` }] };
  }
  const listing =
    call.method === 'GET' &&
    query.every((k) => k === 'list-type' || k === 'prefix' || k === 'continuation-token' || k === 'max-keys');
  const action = BUCKET_ACTIONS.get(call.method);
  if (!action || (!listing && query.length > 0))
    return { kind: 'unmapped', operation, reason: `bucket request with ${query.join(',')}` };
  return { kind: 'mapped', operation, permissions: [{ action, resource: bucketArn }] };
}
