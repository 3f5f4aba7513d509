// STORE_ACCESS (lambdas/store/access.ts: what each store method sends to DynamoDB, which the CDK
// app grants from) held to the DynamoDB store itself, on dynalite: every command the client sends
// is recorded with the store method that sent it (AsyncLocalStorage, so concurrent calls keep
// theirs), while the store contract runs every method against a store behind a recording Proxy.
// Then each method's observed (action, table or index) must be declared, and each declared one
// must have been observed: no missing grant, no grant for nothing.
import { AsyncLocalStorage } from 'node:async_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { isStoreMethod, STORE_ACCESS, STORE_METHODS, type StoreMethod } from '../../../lambdas/store/access.js';
import { dynamoStore, type DynamoStore } from '../../../lambdas/store/dynamo/dynamo-store.js';
import { INDEX } from '../../../lambdas/store/dynamo/index-keys.js';
import type { Store } from '../../../lambdas/store/ports.js';
import { storeContract } from './store-contract.js';
import { dynamoInspector, startDynalite } from './dynamo/dynamo-support.js';

/** The document client's commands, as DynamoDB actions (what IAM names). */
const ACTIONS = new Map([
  ['GetCommand', 'GetItem'],
  ['QueryCommand', 'Query'],
  ['PutCommand', 'PutItem'],
  ['UpdateCommand', 'UpdateItem'],
  ['DeleteCommand', 'DeleteItem'],
  ['GetItemCommand', 'GetItem'],
  ['PutItemCommand', 'PutItem'],
  ['UpdateItemCommand', 'UpdateItem'],
  ['DeleteItemCommand', 'DeleteItem'],
  ['BatchGetItemCommand', 'BatchGetItem'],
  ['BatchWriteItemCommand', 'BatchWriteItem'],
  ['ScanCommand', 'Scan'],
  ['TransactWriteItemsCommand', 'TransactWriteItems'],
]);

const calling = new AsyncLocalStorage<StoreMethod>();
/** "action on" pairs seen per store method, e.g. "Query on gsi1". */
const observed = new Map<StoreMethod, Set<string>>();
const pair = (action: string, on: string) => `${action} on ${on}`;

let dynamo: Awaited<ReturnType<typeof startDynalite>>;
let client: DynamoDBClient;
let tables = 0;
beforeAll(async () => {
  dynamo = await startDynalite();
  client = dynamo.client;
  // Every command the store's client sends, with the method it was sent for (none: the test's own reads).
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const method = calling.getStore();
      if (method) {
        const { IndexName } = args.input as { IndexName?: string };
        const action = ACTIONS.get(context.commandName ?? '') ?? `unknown ${context.commandName}`;
        observed.set(method, (observed.get(method) ?? new Set()).add(pair(action, IndexName ?? 'table')));
      }
      return next(args);
    },
    { step: 'initialize', name: 'recordStoreAccess' },
  );
});
afterAll(async () => {
  await dynamo?.stop();
});

/** The store with each data method run inside its own name's scope. */
function recording(store: DynamoStore): Store {
  return new Proxy(store, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver);
      if (typeof prop !== 'string' || !isStoreMethod(prop) || typeof value !== 'function') return value;
      return (...args: unknown[]) =>
        calling.run(prop, () => (value as (...a: unknown[]) => unknown).apply(target, args));
    },
  });
}

storeContract('DynamoDB (dynalite), each command recorded', async () => {
  const store = dynamoStore(client, `access${tables++}`);
  await store.ensureTable();
  store.table.countBytes = true;
  return { store: recording(store), inspect: dynamoInspector(store) };
});

// Runs after the contract above (a file's tests run in order): it reads what the contract did.
describe('STORE_ACCESS against the commands the DynamoDB store sent', () => {
  const declared = (m: StoreMethod) =>
    new Set(STORE_ACCESS[m].map((a) => pair(a.action, a.on === 'gsi1' ? INDEX : 'table')));

  it('the contract called every store method, each through DynamoDB', () => {
    expect(STORE_METHODS.filter((m) => !observed.has(m))).toEqual([]);
  });

  it('declares everything each method sent (no missing grant)', () => {
    const undeclared = STORE_METHODS.flatMap((m) =>
      [...(observed.get(m) ?? [])].filter((p) => !declared(m).has(p)).map((p) => `${m}: ${p}`),
    );
    expect(undeclared).toEqual([]);
  });

  it('declares nothing a method did not send (no grant for nothing)', () => {
    const unsent = STORE_METHODS.flatMap((m) =>
      [...declared(m)].filter((p) => !observed.get(m)?.has(p)).map((p) => `${m}: ${p}`),
    );
    expect(unsent).toEqual([]);
  });
});
