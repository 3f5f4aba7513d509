// CloudFormation's intrinsic functions, resolved the way CloudFormation would at deploy time, so
// that the rehearsal reads the deployed form's values (environment variables, policy resources)
// from the template itself: Ref, Fn::GetAtt, Fn::Join, Fn::Sub (both forms), Fn::Select,
// Fn::Split and the pseudo parameters. What a resource's Ref or attribute is comes from the caller
// (the rehearsal's local names); anything unresolvable throws, naming where it was.
import { isRecord, type AwsScope, type CfnValue } from './template.js';

/** A resolved template value: intrinsics replaced, only JSON data left. */
export type Resolved = string | number | boolean | null | Resolved[] | { [key: string]: Resolved };

/** What the caller knows of the template's resources; undefined means "not known". */
export interface ResourceNames {
  ref(logicalId: string): string | undefined;
  getAtt(logicalId: string, attribute: string): string | undefined;
}

export interface IntrinsicContext extends AwsScope {
  resources: ResourceNames;
  stackName: string;
  urlSuffix?: string;
  /** Values of the template's Parameters (Ref to a parameter). */
  parameters?: ReadonlyMap<string, string>;
}

export class UnresolvableError extends Error {
  constructor(
    readonly path: string,
    what: string,
  ) {
    super(`Cannot resolve ${what} at ${path}`);
  }
}

function pseudo(name: string, ctx: IntrinsicContext): string | undefined {
  const values = new Map<string, string>([
    ['AWS::Partition', ctx.partition],
    ['AWS::Region', ctx.region],
    ['AWS::AccountId', ctx.accountId],
    ['AWS::URLSuffix', ctx.urlSuffix ?? 'amazonaws.com'],
    ['AWS::StackName', ctx.stackName],
  ]);
  return values.get(name);
}

function ref(name: string, ctx: IntrinsicContext, path: string): string {
  const value = name.startsWith('AWS::') ? pseudo(name, ctx) : (ctx.parameters?.get(name) ?? ctx.resources.ref(name));
  if (value === undefined) throw new UnresolvableError(path, `{"Ref":"${name}"}`);
  return value;
}

function getAtt(logicalId: string, attribute: string, ctx: IntrinsicContext, path: string): string {
  const value = ctx.resources.getAtt(logicalId, attribute);
  if (value === undefined) throw new UnresolvableError(path, `{"Fn::GetAtt":["${logicalId}","${attribute}"]}`);
  return value;
}

const asString = (v: Resolved, path: string): string => {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  throw new UnresolvableError(path, `a non-string value ${JSON.stringify(v)}`);
};

const asList = (v: Resolved, path: string): Resolved[] => {
  if (Array.isArray(v)) return v;
  throw new UnresolvableError(path, `a non-list value ${JSON.stringify(v)}`);
};

/** `${Name}`, `${Logical.Attribute}` and the literal `${!Text}` of Fn::Sub. */
function substitute(text: string, vars: ReadonlyMap<string, string>, ctx: IntrinsicContext, path: string): string {
  return text.replace(/\$\{([^}]*)\}/g, (_, name: string) => {
    if (name.startsWith('!')) return `\${${name.slice(1)}}`;
    const own = vars.get(name);
    if (own !== undefined) return own;
    if (name.startsWith('AWS::')) return ref(name, ctx, path);
    const dot = name.indexOf('.');
    return dot < 0 ? ref(name, ctx, path) : getAtt(name.slice(0, dot), name.slice(dot + 1), ctx, path);
  });
}

function fnSub(arg: CfnValue, ctx: IntrinsicContext, path: string): string {
  if (typeof arg === 'string') return substitute(arg, new Map(), ctx, path);
  const [text, varsValue] = asList(resolveValue(arg, ctx, path), path);
  if (typeof text !== 'string' || !isRecord(varsValue))
    throw new UnresolvableError(path, 'Fn::Sub with arguments other than [string, {vars}]');
  const vars = new Map(Object.entries(varsValue).map(([k, v]) => [k, asString(v, `${path}.${k}`)]));
  return substitute(text, vars, ctx, path);
}

function fnGetAtt(arg: CfnValue, ctx: IntrinsicContext, path: string): string {
  if (typeof arg === 'string') {
    const dot = arg.indexOf('.');
    if (dot > 0) return getAtt(arg.slice(0, dot), arg.slice(dot + 1), ctx, path);
  }
  const parts = Array.isArray(arg) ? resolveValue(arg, ctx, path) : null;
  if (Array.isArray(parts) && parts.length === 2 && typeof parts[0] === 'string' && typeof parts[1] === 'string') {
    return getAtt(parts[0], parts[1], ctx, path);
  }
  throw new UnresolvableError(path, `Fn::GetAtt ${JSON.stringify(arg)}`);
}

type Intrinsic = (arg: CfnValue, ctx: IntrinsicContext, path: string) => Resolved;

const INTRINSICS = new Map<string, Intrinsic>([
  [
    'Ref',
    (arg, ctx, path) => {
      if (typeof arg !== 'string') throw new UnresolvableError(path, `Ref ${JSON.stringify(arg)}`);
      return ref(arg, ctx, path);
    },
  ],
  ['Fn::GetAtt', fnGetAtt],
  ['Fn::Sub', fnSub],
  [
    'Fn::Join',
    (arg, ctx, path) => {
      const [delimiter, items] = asList(resolveValue(arg, ctx, path), path);
      return asList(items ?? null, path)
        .map((v, i) => asString(v, `${path}[1][${i}]`))
        .join(asString(delimiter ?? null, path));
    },
  ],
  [
    'Fn::Select',
    (arg, ctx, path) => {
      const [index, items] = asList(resolveValue(arg, ctx, path), path);
      const list = asList(items ?? null, path);
      const i = Number(index);
      if (!Number.isInteger(i) || i < 0 || i >= list.length)
        throw new UnresolvableError(path, `Fn::Select index ${JSON.stringify(index)} of ${list.length}`);
      return list[i]!;
    },
  ],
  [
    'Fn::Split',
    (arg, ctx, path) => {
      const [delimiter, text] = asList(resolveValue(arg, ctx, path), path);
      return asString(text ?? null, path).split(asString(delimiter ?? null, path));
    },
  ],
]);

/** Resolves every intrinsic inside `value`; `path` names where it sits (for the error). */
export function resolveValue(value: CfnValue, ctx: IntrinsicContext, path = '$'): Resolved {
  if (Array.isArray(value)) return value.map((v, i) => resolveValue(v, ctx, `${path}[${i}]`));
  if (!isRecord(value)) return value;
  const keys = Object.keys(value);
  if (keys.length === 1 && (keys[0] === 'Ref' || keys[0].startsWith('Fn::'))) {
    const name = keys[0];
    const fn = INTRINSICS.get(name);
    if (!fn) throw new UnresolvableError(path, `the unsupported intrinsic ${name}`);
    return fn(value[name], ctx, `${path}.${name}`);
  }
  return Object.fromEntries(keys.map((k) => [k, resolveValue(value[k], ctx, `${path}.${k}`)]));
}

/** Resolves a value that must come out as a string (an ARN, a name, an environment variable). */
export function resolveString(value: CfnValue, ctx: IntrinsicContext, path = '$'): string {
  return asString(resolveValue(value, ctx, path), path);
}
