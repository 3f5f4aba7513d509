// Each backend function's IAM statements, derived from its code: grants/reached.json (what the
// function's entry module reaches, `npm run grants`) and STORE_ACCESS (what each store method
// sends to DynamoDB). DynamoDB actions on the game table, Query on `<table>/index/gsi1` only where a
// reached method reads the index, SES sending only where the code sends, S3 reads of the inbound
// mail only where the code reads them. Nothing is granted by hand: test/grants.test.ts keeps
// reached.json in step with the code, test/lambdas/store/access.int.test.ts keeps STORE_ACCESS in step with
// the DynamoDB store.
import * as iam from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { isStoreMethod, STORE_ACCESS, type StoreMethod, type TableAction } from '../../lambdas/store/access.js';
import reachedFile from './reached.json' with { type: 'json' };

export const INDEX_NAME = 'gsi1';

/** What a function's code reaches (the shape of reached.json's entries, checked). */
export interface Reach {
  store: readonly StoreMethod[];
  sendsMail: boolean;
  readsS3: boolean;
}

/** What a function may do, before it becomes statements. */
export interface FunctionGrants {
  /** DynamoDB actions on the table, sorted. */
  table: TableAction[];
  /** DynamoDB actions on the gsi1 index, sorted (only Query today). */
  index: TableAction[];
  sendsMail: boolean;
  readsS3: boolean;
}

/** reached.json, checked: every function's store methods are STORE_ACCESS keys. */
export function parseReached(json: unknown): ReadonlyMap<string, Reach> {
  if (typeof json !== 'object' || json === null) throw new Error('reached.json: not an object');
  const out = new Map<string, Reach>();
  for (const [fn, value] of Object.entries(json)) {
    const r = value as { store?: unknown; sendsMail?: unknown; readsS3?: unknown };
    if (!Array.isArray(r.store) || typeof r.sendsMail !== 'boolean' || typeof r.readsS3 !== 'boolean')
      throw new Error(`reached.json: ${fn} is malformed`);
    const store = r.store.map((m: unknown) => {
      if (typeof m !== 'string' || !isStoreMethod(m))
        throw new Error(`reached.json: ${fn} reaches ${String(m)}, which STORE_ACCESS does not know`);
      return m;
    });
    out.set(fn, { store, sendsMail: r.sendsMail, readsS3: r.readsS3 });
  }
  return out;
}

/** Every deployed function's reach, by function name (the entry module's name). */
export const REACHED: ReadonlyMap<string, Reach> = parseReached(reachedFile);

/** The reach of one function; a function missing from reached.json is a stale file, not "no rights". */
export function reachOf(fn: string, reached: ReadonlyMap<string, Reach> = REACHED): Reach {
  const r = reached.get(fn);
  if (!r) throw new Error(`grants/reached.json has no entry for ${fn}: run \`npm --prefix infra run grants\``);
  return r;
}

/** The union of what the reached methods send, split by table and index. */
export function grantsOf(reach: Reach): FunctionGrants {
  const table = new Set<TableAction>();
  const index = new Set<TableAction>();
  for (const m of reach.store) for (const a of STORE_ACCESS[m]) (a.on === 'table' ? table : index).add(a.action);
  return { table: [...table].sort(), index: [...index].sort(), sendsMail: reach.sendsMail, readsS3: reach.readsS3 };
}

/** The resources a function's statements name. */
export interface GrantTargets {
  tableArn: string;
  /** ses:SendEmail / ses:SendRawEmail on the identity and configuration set (mail.ts). */
  sendMail: iam.PolicyStatement;
  /** The inbound mail's objects (`<bucket>/inbound/*`), for the function that reads them. */
  inboundObjectsArn?: string | undefined;
}

/** The statements of one function's grants. */
export function statementsOf(fn: string, g: FunctionGrants, t: GrantTargets): iam.PolicyStatement[] {
  const dynamo = (actions: TableAction[], resource: string) =>
    actions.length === 0
      ? []
      : [new iam.PolicyStatement({ actions: actions.map((a) => `dynamodb:${a}`), resources: [resource] })];
  return [
    ...dynamo(g.table, t.tableArn),
    ...dynamo(g.index, `${t.tableArn}/index/${INDEX_NAME}`),
    ...(g.sendsMail ? [t.sendMail] : []),
    ...(g.readsS3 ? [inboundRead(fn, t.inboundObjectsArn)] : []),
  ];
}

/** GetObject only (HeadObject needs no more), on the inbound prefix only. */
function inboundRead(fn: string, objectsArn: string | undefined): iam.PolicyStatement {
  if (!objectsArn) throw new Error(`${fn} reads S3 but was given no bucket to read`);
  return new iam.PolicyStatement({ actions: ['s3:GetObject'], resources: [objectsArn] });
}

/** Adds a function's derived statements to its role. */
export function grantReached(fn: IFunction, name: string, t: GrantTargets): FunctionGrants {
  const g = grantsOf(reachOf(name));
  for (const st of statementsOf(name, g, t)) fn.addToRolePolicy(st);
  return g;
}
