// Lambda's event source mapping over a DynamoDB stream, driven by hand: `drain()` reads what is new
// on every shard (from the trim horizon, as the template's StartingPosition says) and delivers it
// to the function in batches — only the records the mapping's filter passes, at most `batchSize` at
// a time; with partial batch responses a batch is retried from the earliest record the function
// names, a batch whose function failed is retried whole, and after `retryAttempts` retries the
// record goes to the on-failure destination and the rest of the stream goes on.
import {
  DescribeStreamCommand,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDbLocal } from '../dynamodb-local.js';

export type StreamHandler = (e: {
  Records: unknown[];
}) => Promise<{ batchItemFailures: { itemIdentifier: string }[] } | void | null>;

export interface StreamMappingOptions {
  batchSize: number;
  retryAttempts: number;
  /** Which records reach the function (the template's FilterCriteria); default: INSERTs of EV# items, as the stack sets. */
  filter?: (r: _Record) => boolean;
  /** Called before each stream read with the action it needs: the mapping reads with the function's role (throws when denied). */
  check?: (action: string) => Promise<void>;
  /** The on-failure destination: a batch that kept failing, as Lambda describes it. */
  onFailure?: (records: _Record[]) => Promise<void>;
}

export interface PollerStats {
  invocations: number;
  partialFailures: number;
  retries: number;
  records: number;
}

/** The stack's filter, for callers that have no template: only INSERTs of EV# items reach the function. */
export const eventInserts = (r: _Record) =>
  r.eventName === 'INSERT' && (r.dynamodb?.NewImage?.sk?.S ?? '').startsWith('EV#');

export class StreamPoller {
  readonly onFailure: _Record[][] = [];
  readonly stats: PollerStats = { invocations: 0, partialFailures: 0, retries: 0, records: 0 };
  private iterators = new Map<string, string | undefined>();
  private backlog: _Record[] = [];
  private readonly o: StreamMappingOptions;

  constructor(
    private db: DynamoDbLocal,
    private arn: string,
    private handler: StreamHandler,
    o: Partial<StreamMappingOptions> = {},
  ) {
    this.o = { batchSize: 25, retryAttempts: 5, ...o };
  }

  private async read(): Promise<void> {
    const wanted = this.o.filter ?? eventInserts;
    await this.o.check?.('dynamodb:DescribeStream');
    const d = await this.db.streams.send(new DescribeStreamCommand({ StreamArn: this.arn }));
    for (const shard of d.StreamDescription?.Shards ?? []) {
      if (!this.iterators.has(shard.ShardId!)) {
        await this.o.check?.('dynamodb:GetShardIterator');
        const it = await this.db.streams.send(
          new GetShardIteratorCommand({
            StreamArn: this.arn,
            ShardId: shard.ShardId!,
            ShardIteratorType: 'TRIM_HORIZON',
          }),
        );
        this.iterators.set(shard.ShardId!, it.ShardIterator);
      }
      for (let iter = this.iterators.get(shard.ShardId!); iter; ) {
        await this.o.check?.('dynamodb:GetRecords');
        const r = await this.db.streams.send(new GetRecordsCommand({ ShardIterator: iter, Limit: 1000 }));
        this.backlog.push(...(r.Records ?? []).filter(wanted));
        this.iterators.set(shard.ShardId!, r.NextShardIterator);
        if (!r.Records?.length) break;
        iter = r.NextShardIterator;
      }
    }
  }

  /** Whether the stream holds records not yet delivered (reads it). */
  async pending(): Promise<boolean> {
    await this.read();
    return this.backlog.length > 0;
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
        // The records as Lambda passes them: the stream's JSON. A function error retries the whole batch.
        const first = batch[0].dynamodb!.SequenceNumber!;
        const res = await this.handler({ Records: JSON.parse(JSON.stringify(batch)) as typeof batch }).catch(() => ({
          batchItemFailures: [{ itemIdentifier: first }],
        }));
        const failures = res?.batchItemFailures ?? [];
        if (failures.length === 0) break;
        this.stats.partialFailures++;
        const from = Math.min(
          ...failures.map((f) => batch.findIndex((r) => r.dynamodb?.SequenceNumber === f.itemIdentifier)),
        );
        if (from < 0) throw new Error('The handler named a record that is not in its batch.');
        if (attempt >= this.o.retryAttempts) {
          const failed = batch.slice(from, from + 1);
          this.onFailure.push(failed);
          await this.o.onFailure?.(failed);
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
