// S3 for the rehearsal: s3rver (objects as files in a temporary folder) on a free port, with the
// stack's buckets made at start. `putRaw` writes as SES's receipt rule does (straight into the
// bucket, not through the gate: it is SES, not a function, that writes); the functions read through
// the gate, which signs their requests again for s3rver (s3-resign.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { S3RVER_CREDENTIALS } from './s3-resign.js';

export interface LocalS3 {
  url: string;
  putRaw(bucket: string, key: string, bytes: Uint8Array): Promise<void>;
  /** Reads an object back (null when there is none), bypassing the gate. */
  getRaw(bucket: string, key: string): Promise<Buffer | null>;
  stop(): Promise<void>;
}

export async function startS3(buckets: readonly string[], host = '127.0.0.1'): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'rehearsal-s3-'));
  const server = new S3rver({
    address: host,
    port: 0,
    directory,
    silent: true,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const { port } = await server.run();
  const url = `http://${host}:${port}`;
  // An IP endpoint makes the SDK use path-style addresses, as the functions' clients do.
  const client = new S3Client({
    endpoint: url,
    region: 'eu-west-1',
    forcePathStyle: true,
    credentials: S3RVER_CREDENTIALS,
  });
  return {
    url,
    async putRaw(bucket, key, bytes) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes }));
    },
    async getRaw(bucket, key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
      } catch (e) {
        if ((e as Error).name === 'NoSuchKey') return null;
        throw e;
      }
    },
    async stop() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
