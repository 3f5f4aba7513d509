// s3rver knows one access key (S3RVER) and refuses a request dated more than 15 minutes from its
// own clock (RequestTimeTooSkewed); it does not verify SigV4 signatures. The functions sign with
// their own key (their name) on a clock shifted days ahead, so the gate signs each forwarded S3
// request again, as S3RVER and now, keeping every other header and the payload hash the SDK sent.
import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';
import { SignatureV4 } from '@smithy/signature-v4';
import type { HttpCall } from './calls.js';

/** s3rver's built-in account key (its models/account.js). */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

type Data = string | ArrayBuffer | ArrayBufferView;
const bytes = (d: Data): Buffer =>
  typeof d === 'string'
    ? Buffer.from(d, 'utf8')
    : ArrayBuffer.isView(d)
      ? Buffer.from(d.buffer, d.byteOffset, d.byteLength)
      : Buffer.from(d);

/** The SHA-256 (and HMAC) the signer asks for, on Node's crypto. */
class NodeSha256 {
  private readonly hash: Hash | Hmac;
  constructor(secret?: Data) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', bytes(secret));
  }
  update(data: Data): void {
    this.hash.update(bytes(data));
  }
  digest(): Promise<Uint8Array> {
    return Promise.resolve(new Uint8Array(this.hash.digest()));
  }
}

/** Headers that belong to the old signature (or to the old hop) and are replaced. */
const DROPPED = new Set(['authorization', 'x-amz-date', 'x-amz-security-token', 'host', 'connection']);

/** The headers to send `call` to `upstream` with: the same request, signed as S3RVER at the real time. */
export async function resignForS3rver(call: HttpCall, upstream: URL, region: string): Promise<Record<string, string>> {
  const signer = new SignatureV4({
    service: 's3',
    region,
    credentials: S3RVER_CREDENTIALS,
    sha256: NodeSha256,
    uriEscapePath: false,
  });
  const url = new URL(call.url, upstream);
  const headers: Record<string, string> = { host: upstream.host };
  for (const [name, value] of Object.entries(call.headers)) {
    if (value !== undefined && !DROPPED.has(name)) headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    query[key] = values.length === 1 ? values[0] : values;
  }
  const signed = await signer.sign({
    method: call.method,
    protocol: upstream.protocol,
    hostname: upstream.hostname,
    port: Number(upstream.port),
    path: url.pathname,
    query,
    headers,
    body: call.body,
  });
  return signed.headers;
}
