// The raw received mail in S3 (the SES receipt rule's S3 action writes it; inbound-mail.ts reads
// it): the only backend module that imports the S3 client, so only the inbound function bundles it.
// A bounded read: the object's size is checked before its body is read, every call has timeouts.
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { MAX_REPLY_BYTES } from '../inbound/reply-mail.js';
import type { RawMailStore } from '../jobs/inbound-mail.js';
import { clientConfig, type CallLimits, type Endpoints } from '../runtime/clients.js';
import { asMade, type ClientWrapper } from '../runtime/build-deps.js';

/** S3 answers in milliseconds; a read is safe to retry. */
export const S3_LIMITS: CallLimits = { connectionTimeout: 2_000, requestTimeout: 10_000, maxAttempts: 3 };

export function s3MailStore(
  bucket: string,
  e: Endpoints = {},
  limits: CallLimits = S3_LIMITS,
  wrap: ClientWrapper = asMade,
): RawMailStore {
  const client = wrap(new S3Client(clientConfig(limits, undefined, e)));
  return {
    async read(key) {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      if ((head.ContentLength ?? 0) > MAX_REPLY_BYTES) return null;
      const obj = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      const bytes = await obj.Body!.transformToByteArray();
      return bytes.length > MAX_REPLY_BYTES ? null : Buffer.from(bytes);
    },
  };
}
