// Reads a synthesized template's function roles against what each function's code reaches
// (reached.json, STORE_ACCESS): what a reached method needs and no statement allows (missing), and
// what a statement allows that no reached method needs (excess). Pure functions over the template's
// JSON, so a test can break a role and watch the check name the function and the method.
import { STORE_ACCESS, type StoreMethod } from '../../lambdas/store/access.js';
import { INDEX_NAME, type Reach } from '../grants/roles.js';

export interface TemplateJson {
  Resources: Record<string, { Type: string; Properties?: Record<string, unknown> }>;
}
export interface Statement {
  Effect?: string;
  Action?: string | string[];
  Resource?: unknown;
}

/** A need no statement meets: the function, the store method (or `mail`, `inbound mail`), the action. */
export interface MissingGrant {
  fn: string;
  need: StoreMethod | 'mail' | 'inbound mail';
  action: string;
}
/** An allowance no reached method needs. */
export interface ExcessGrant {
  fn: string;
  action: string;
  resource: string;
}

export interface GrantCheck {
  /** The game table's logical id. */
  tableId: string;
  /** The deployed name of a function (`dominion-dev-<name>`). */
  functionName: (fn: string) => string;
}

const list = <T>(x: T | T[] | undefined): T[] => (x === undefined ? [] : Array.isArray(x) ? x : [x]);
const glob = (pattern: string, s: string) =>
  new RegExp(
    `^${pattern
      .split('*')
      .map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  ).test(s);

/** A statement's actions, as a list. */
export const actionsOf = (s: Statement): string[] => list(s.Action);

/** The statements of the policies attached to the role of the function named `functionName` (none if absent). */
export function roleStatements(t: TemplateJson, functionName: string): Statement[] {
  const fn = Object.values(t.Resources).find(
    (r) => r.Type === 'AWS::Lambda::Function' && r.Properties?.FunctionName === functionName,
  );
  const role = (fn?.Properties?.Role as { 'Fn::GetAtt'?: [string, string] } | undefined)?.['Fn::GetAtt']?.[0];
  if (!role) return [];
  return Object.values(t.Resources)
    .filter(
      (r) =>
        r.Type === 'AWS::IAM::Policy' &&
        list(r.Properties?.Roles as unknown[]).some((x) => (x as { Ref?: string }).Ref === role),
    )
    .flatMap((r) => list((r.Properties?.PolicyDocument as { Statement?: Statement[] }).Statement));
}

/** The resource tokens the CDK app writes for the game table and its index. */
function tableTokens(tableId: string) {
  const table = { 'Fn::GetAtt': [tableId, 'Arn'] };
  return { table: JSON.stringify(table), gsi1: JSON.stringify({ 'Fn::Join': ['', [table, `/index/${INDEX_NAME}`]] }) };
}

const allows = (st: Statement[], action: string, resource?: string) =>
  st.some(
    (s) =>
      s.Effect === 'Allow' &&
      list(s.Action).some((a) => glob(a, action)) &&
      (resource === undefined || list(s.Resource).some((r) => r === '*' || JSON.stringify(r) === resource)),
  );

/** What the functions' code needs and their roles do not allow. */
export function missingGrants(t: TemplateJson, reached: ReadonlyMap<string, Reach>, c: GrantCheck): MissingGrant[] {
  const tokens = tableTokens(c.tableId);
  const out: MissingGrant[] = [];
  for (const [fn, reach] of reached) {
    const st = roleStatements(t, c.functionName(fn));
    if (st.length === 0) continue; // not deployed in this template (inbound-mail without a reply domain)
    for (const need of reach.store) {
      for (const a of STORE_ACCESS[need])
        if (!allows(st, `dynamodb:${a.action}`, tokens[a.on])) out.push({ fn, need, action: `dynamodb:${a.action}` });
    }
    const other: [boolean, MissingGrant['need'], string[]][] = [
      [reach.sendsMail, 'mail', ['ses:SendEmail', 'ses:SendRawEmail']],
      [reach.readsS3, 'inbound mail', ['s3:GetObject']],
    ];
    for (const [needed, need, actions] of other)
      for (const action of needed ? actions : []) if (!allows(st, action)) out.push({ fn, need, action });
  }
  return out;
}

/**
 * What the functions' roles allow on the game table (beyond its stream, CDK's grant for the event
 * source), on SES and on S3, that no reached method needs.
 */
export function excessGrants(t: TemplateJson, reached: ReadonlyMap<string, Reach>, c: GrantCheck): ExcessGrant[] {
  const tokens = tableTokens(c.tableId);
  const out: ExcessGrant[] = [];
  for (const [fn, reach] of reached) {
    const needed = new Set(
      reach.store.flatMap((m) => STORE_ACCESS[m].map((a) => `dynamodb:${a.action} ${tokens[a.on]}`)),
    );
    for (const s of roleStatements(t, c.functionName(fn))) {
      for (const action of list(s.Action)) {
        for (const r of list(s.Resource)) {
          const resource = typeof r === 'string' ? r : JSON.stringify(r);
          const ok = action.startsWith('dynamodb:')
            ? resource.includes('StreamArn') || needed.has(`${action} ${resource}`)
            : action.startsWith('ses:')
              ? reach.sendsMail && (action === 'ses:SendEmail' || action === 'ses:SendRawEmail')
              : action.startsWith('s3:')
                ? reach.readsS3 && action === 's3:GetObject'
                : true;
          if (!ok) out.push({ fn, action, resource });
        }
      }
    }
  }
  return out;
}
