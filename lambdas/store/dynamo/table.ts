// The single DynamoDB table under the store (layout in docs/data-model.md): the client, the key
// helpers every part shares, the request counting behind `stats`, the one place a failed condition
// becomes `Conflict`, and creating the table locally (on AWS the CDK app creates it).
import {
  ConditionalCheckFailedException,
  CreateTableCommand,
  DescribeTableCommand,
  type DynamoDBClient,
  ResourceNotFoundException,
} from '@aws-sdk/client-dynamodb';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
  type DeleteCommandInput,
  type PutCommandInput,
  type QueryCommandInput,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { Conflict } from '../records.js';
import type { StoreStats } from '../ports.js';

export type Item = Record<string, unknown>;
export const gamePk = (id: string) => `GAME#${id}`;
export const userPk = (email: string) => `USER#${email}`;

/** A projection of these attributes (names are aliased: some are reserved words). */
export const projection = (fields: readonly string[]) => ({
  ProjectionExpression: fields.map((_, i) => `#f${i}`).join(', '),
  ExpressionAttributeNames: Object.fromEntries(fields.map((f, i) => [`#f${i}`, f])),
});

/**
 * An item's size as its JSON (a binary attribute counted by its bytes, as DynamoDB counts it).
 * Binary attributes sit at the top level (a snapshot's `z`): counted apart, so the item is
 * stringified without a replacer (half the time of one called at every value, on every read).
 */
function size(x: Record<string, unknown>): number {
  let binary = 0;
  let plain = x;
  for (const [k, v] of Object.entries(x)) {
    if (!(v instanceof Uint8Array)) continue;
    if (plain === x) plain = { ...x };
    // As the string of that many one-byte characters it used to be counted as.
    plain[k] = '';
    binary += v.byteLength;
  }
  return Buffer.byteLength(JSON.stringify(plain)) + binary;
}

/** The item as a record: without its keys, index fields, TTL and outbox marks. */
export function strip<T>(item: Item): T {
  const { pk: _pk, sk: _sk, gsi1pk: _g1, gsi1sk: _g2, expiresAt: _ttl, ...rest } = item;
  for (const k of Object.keys(rest)) if (/^(sent|claim|skip|try)_\d+$/.test(k)) delete rest[k];
  return rest as T;
}

export class DynamoTable {
  readonly doc: DynamoDBDocumentClient;
  /**
   * Whether `stats` counts bytes (each item stringified: about a fifth of a millisecond a move).
   * Off on AWS, where nothing reads them; the benchmark turns it on for the moves it counts, and
   * off for the moves it times.
   */
  countBytes = false;
  readonly stats: StoreStats = {
    reads: 0,
    bytesRead: 0,
    writes: 0,
    bytesWritten: 0,
    readUnits: 0,
    writeUnits: 0,
    indexWrites: 0,
  };

  constructor(
    readonly client: DynamoDBClient,
    readonly name: string,
  ) {
    this.doc = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
  }

  async get(pk: string, sk: string): Promise<Item | null> {
    const r = await this.doc.send(
      new GetCommand({ TableName: this.name, Key: { pk, sk }, ReturnConsumedCapacity: 'TOTAL' }),
    );
    this.read(r.Item ? [r.Item] : [], r.ConsumedCapacity?.CapacityUnits);
    return r.Item ?? null;
  }

  /** One page of a query on the table (or `IndexName`). */
  async queryPage(input: Omit<QueryCommandInput, 'TableName'>): Promise<{ items: Item[]; next?: Item }> {
    const r = await this.doc.send(
      new QueryCommand({ TableName: this.name, ...input, ReturnConsumedCapacity: 'TOTAL' }),
    );
    const items = r.Items ?? [];
    this.read(items, r.ConsumedCapacity?.CapacityUnits);
    return { items, next: r.LastEvaluatedKey };
  }

  /** Every page of a query. */
  async queryAll(input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>): Promise<Item[]> {
    const out: Item[] = [];
    let start: Item | undefined;
    do {
      const page = await this.queryPage({ ...input, ExclusiveStartKey: start });
      out.push(...page.items);
      start = page.next;
    } while (start);
    return out;
  }

  /** A put; with a ConditionExpression a failed condition throws Conflict. */
  async put(input: Omit<PutCommandInput, 'TableName'>): Promise<void> {
    await this.write(
      new PutCommand({ TableName: this.name, ...input, ReturnConsumedCapacity: 'TOTAL' }),
      this.countBytes ? size(input.Item ?? {}) : 0,
      'gsi1pk' in (input.Item ?? {}),
    );
  }

  /** An update; with a ConditionExpression a failed condition throws Conflict. */
  async update(input: Omit<UpdateCommandInput, 'TableName'>): Promise<void> {
    await this.write(
      new UpdateCommand({ TableName: this.name, ...input, ReturnConsumedCapacity: 'TOTAL' }),
      this.countBytes ? size(input.ExpressionAttributeValues ?? {}) : 0,
      /gsi1/.test(input.UpdateExpression ?? ''),
    );
  }

  async delete(input: Omit<DeleteCommandInput, 'TableName'>): Promise<void> {
    await this.write(new DeleteCommand({ TableName: this.name, ...input, ReturnConsumedCapacity: 'TOTAL' }), 0, false);
  }

  /** Runs a conditional write and answers false instead of throwing when it lost. */
  async unlessConflict(write: () => Promise<void>): Promise<boolean> {
    try {
      await write();
      return true;
    } catch (e) {
      if (e instanceof Conflict) return false;
      throw e;
    }
  }

  async ensureTable(): Promise<void> {
    try {
      await this.client.send(new DescribeTableCommand({ TableName: this.name }));
      return;
    } catch (e) {
      if (!(e instanceof ResourceNotFoundException) && (e as Error).name !== 'ResourceNotFoundException') throw e;
    }
    await this.client.send(
      new CreateTableCommand({
        TableName: this.name,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [
          { AttributeName: 'pk', AttributeType: 'S' },
          { AttributeName: 'sk', AttributeType: 'S' },
          { AttributeName: 'gsi1pk', AttributeType: 'S' },
          { AttributeName: 'gsi1sk', AttributeType: 'S' },
        ],
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: [
          {
            IndexName: 'gsi1',
            KeySchema: [
              { AttributeName: 'gsi1pk', KeyType: 'HASH' },
              { AttributeName: 'gsi1sk', KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'KEYS_ONLY' },
          },
        ],
      }),
    );
    for (let i = 0; i < 100; i++) {
      const d = await this.client.send(new DescribeTableCommand({ TableName: this.name }));
      if (d.Table?.TableStatus === 'ACTIVE') return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`Table ${this.name} did not become active`);
  }

  // Capacity as the server reports it (ReturnConsumedCapacity): DynamoDB's own accounting, or the
  // emulator's locally (table only). `indexWrites` counts writes that carry or remove index keys;
  // a write that moves an entry to a new sort key costs the index two writes (docs/scale.md).
  private read(items: readonly Item[], units: number | undefined): void {
    this.stats.reads++;
    this.stats.readUnits += units ?? 0;
    if (this.countBytes) for (const i of items) this.stats.bytesRead += size(i);
  }

  private async write(cmd: PutCommand | UpdateCommand | DeleteCommand, bytes: number, index: boolean): Promise<void> {
    let units: number | undefined;
    try {
      units = (await this.doc.send(cmd as PutCommand)).ConsumedCapacity?.CapacityUnits;
    } catch (e) {
      if (e instanceof ConditionalCheckFailedException || (e as Error).name === 'ConditionalCheckFailedException')
        throw new Conflict();
      throw e;
    }
    this.stats.writes++;
    this.stats.bytesWritten += bytes;
    this.stats.writeUnits += units ?? 0;
    if (index) this.stats.indexWrites++;
  }
}
