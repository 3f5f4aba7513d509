// What the template deploys, read as the rehearsal runs it: every function (bundle, handler,
// environment, timeout, memory), the HTTP API's routes, the stream and queue event source mappings,
// the schedules, the asynchronous invocation settings, SES's receipt rule and the bounce rule. Values
// are the template's own with their intrinsics resolved to the rehearsal's local parts; nothing
// here is restated from the CDK app's source.
import { resolveString, resolveValue, type IntrinsicContext, type Resolved } from './aws/intrinsics.js';
import { physicalName } from './aws/names.js';
import {
  isRecord,
  propertyOf,
  resourceOf,
  resourcesOfType,
  type CfnResource,
  type CfnTemplate,
  type CfnValue,
} from './aws/template.js';
import type { ApiRoute } from './lambda/api-gateway.js';

export interface FunctionDef {
  logicalId: string;
  name: string;
  handler: string;
  timeoutS: number;
  memoryMb: number;
  /** The template's variables, resolved (secrets' dynamic references still in place). */
  environment: Record<string, string>;
  /** The S3 key of its code asset (the cloud assembly maps it to a folder). */
  s3Key: string;
  /** Where an asynchronous invocation's failure goes: the function's dead-letter queue, if any (queue ARN). */
  deadLetterArn?: string;
}

export interface StreamMappingDef {
  fn: string;
  streamArn: string;
  batchSize: number;
  retryAttempts: number;
  bisect: boolean;
  partialBatch: boolean;
  filters?: { Filters: { Pattern: string }[] };
  onFailureArn?: string;
}
export interface QueueMappingDef {
  fn: string;
  queueArn: string;
  batchSize: number;
  partialBatch: boolean;
}
export interface ScheduleDef {
  name: string;
  expression: string;
  fn: string;
  deadLetterArn?: string;
}
export interface AsyncConfigDef {
  retryAttempts: number;
  onFailureArn?: string;
}
export interface ReceiptRuleDef {
  recipients: string[];
  bucket: string;
  prefix: string;
  fn: string;
}
export interface EventRuleDef {
  pattern: Resolved;
  targetArns: string[];
}

export interface Deployment {
  functions: FunctionDef[];
  /** The web server's function (run by the web adapter), apart: it serves HTTP, not events. */
  web: FunctionDef;
  routes: ApiRoute[];
  streams: StreamMappingDef[];
  queues: QueueMappingDef[];
  schedules: ScheduleDef[];
  asyncConfigs: Map<string, AsyncConfigDef>;
  receiptRules: ReceiptRuleDef[];
  eventRules: EventRuleDef[];
  /** The SES configuration set the mail goes under (SES tags its bounce events with it). */
  sesConfigurationSet?: string;
}

const str = (v: Resolved | undefined, what: string): string => {
  if (typeof v !== 'string') throw new Error(`${what} is not a string`);
  return v;
};
const rec = (v: Resolved | undefined): Record<string, Resolved> =>
  v && typeof v === 'object' && !Array.isArray(v) ? v : {};

/** The logical id a `{Ref: X}` or `{Fn::GetAtt: [X, ...]}` names, before resolution. */
function targetOf(v: CfnValue | undefined): string | undefined {
  if (!isRecord(v)) return undefined;
  if (typeof v.Ref === 'string') return v.Ref;
  const att = v['Fn::GetAtt'];
  if (Array.isArray(att) && typeof att[0] === 'string') return att[0];
  return undefined;
}

function functionDef(t: CfnTemplate, id: string, r: CfnResource, ctx: IntrinsicContext): FunctionDef {
  const p = (name: string) => propertyOf(r, name);
  const code = rec(resolveValue(p('Code') ?? null, ctx, `${id}.Code`));
  const env = rec(rec(resolveValue(p('Environment') ?? {}, ctx, `${id}.Environment`)).Variables);
  const dlq = rec(resolveValue(p('DeadLetterConfig') ?? {}, ctx, `${id}.DeadLetterConfig`)).TargetArn;
  return {
    logicalId: id,
    name: physicalName(id, resourceOf(t, id)),
    handler: str(resolveValue(p('Handler') ?? null, ctx), `${id}.Handler`),
    timeoutS: Number(p('Timeout') ?? 3),
    memoryMb: Number(p('MemorySize') ?? 128),
    environment: Object.fromEntries(Object.entries(env).map(([k, v]) => [k, str(v, `${id} ${k}`)])),
    s3Key: str(code.S3Key, `${id}.Code.S3Key`),
    ...(typeof dlq === 'string' ? { deadLetterArn: dlq } : {}),
  };
}

/** Names the stack's function that a `{Ref}` or `{Fn::GetAtt}` points at (`what` names the property, for the error). */
type NameOf = (v: CfnValue | undefined, what: string) => string;

/** The HTTP API's routes, each with the function its integration invokes. */
function routesOf(t: CfnTemplate, ctx: IntrinsicContext, nameOf: NameOf): ApiRoute[] {
  const integrations = new Map(
    resourcesOfType(t, 'AWS::ApiGatewayV2::Integration').map(([id, r]) => [
      id,
      nameOf(propertyOf(r, 'IntegrationUri'), `${id}.IntegrationUri`),
    ]),
  );
  return resourcesOfType(t, 'AWS::ApiGatewayV2::Route').map(([id, r]) => {
    const [method, path] = resolveString(propertyOf(r, 'RouteKey') ?? null, ctx, `${id}.RouteKey`).split(' ') as [
      string,
      string,
    ];
    // Target is "integrations/<Ref of the integration>": read the integration it names.
    const target = JSON.stringify(propertyOf(r, 'Target') ?? null);
    const integration = [...integrations.keys()].find((iid) => target.includes(`{"Ref":"${iid}"}`));
    const fn = integration ? integrations.get(integration) : undefined;
    if (!fn) throw new Error(`${id}: its Target names no integration of the stack (${target})`);
    return { method, path, fn };
  });
}

/** The event source mappings, apart by source: DynamoDB streams and SQS queues. */
function eventSourceMappings(
  t: CfnTemplate,
  ctx: IntrinsicContext,
  nameOf: NameOf,
): { streams: StreamMappingDef[]; queues: QueueMappingDef[] } {
  const streams: StreamMappingDef[] = [];
  const queues: QueueMappingDef[] = [];
  for (const [id, r] of resourcesOfType(t, 'AWS::Lambda::EventSourceMapping')) {
    const v = rec(resolveValue(r.Properties ?? {}, ctx, id));
    const fn = nameOf(propertyOf(r, 'FunctionName'), `${id}.FunctionName`);
    const source = str(v.EventSourceArn, `${id}.EventSourceArn`);
    const partialBatch =
      Array.isArray(v.FunctionResponseTypes) && v.FunctionResponseTypes.includes('ReportBatchItemFailures');
    if (source.includes(':sqs:'))
      queues.push({ fn, queueArn: source, batchSize: Number(v.BatchSize ?? 10), partialBatch });
    else {
      const onFailure = rec(rec(rec(v.DestinationConfig).OnFailure)).Destination;
      streams.push({
        fn,
        streamArn: source,
        batchSize: Number(v.BatchSize ?? 100),
        retryAttempts: Number(v.MaximumRetryAttempts ?? -1),
        bisect: v.BisectBatchOnFunctionError === true,
        partialBatch,
        // The template's JSON: CloudFormation's FilterCriteria shape, as the event source mapping takes it.
        ...(v.FilterCriteria ? { filters: v.FilterCriteria as unknown as { Filters: { Pattern: string }[] } } : {}),
        ...(typeof onFailure === 'string' ? { onFailureArn: onFailure } : {}),
      });
    }
  }
  return { streams, queues };
}

/** The schedules, each with the function it targets and its dead-letter queue. */
function schedulesOf(t: CfnTemplate, ctx: IntrinsicContext, all: readonly FunctionDef[]): ScheduleDef[] {
  return resourcesOfType(t, 'AWS::Scheduler::Schedule').map(([id, r]) => {
    const v = rec(resolveValue(r.Properties ?? {}, ctx, id));
    const target = rec(v.Target);
    const fnArn = str(target.Arn, `${id}.Target.Arn`);
    const fn = all.find((f) => fnArn === ctx.resources.getAtt(f.logicalId, 'Arn'));
    if (!fn) throw new Error(`${id}: its target is not one of the stack's functions`);
    const dlq = rec(target.DeadLetterConfig).Arn;
    return {
      name: str(v.Name ?? id, `${id}.Name`),
      expression: str(v.ScheduleExpression, `${id}.ScheduleExpression`),
      fn: fn.name,
      ...(typeof dlq === 'string' ? { deadLetterArn: dlq } : {}),
    };
  });
}

/** SES's receipt rules: the recipients, the bucket (and prefix) the mail is stored in, the function it invokes. */
function receiptRulesOf(t: CfnTemplate, ctx: IntrinsicContext, all: readonly FunctionDef[]): ReceiptRuleDef[] {
  return resourcesOfType(t, 'AWS::SES::ReceiptRule').map(([id, r]) => {
    const rule = rec(resolveValue(propertyOf(r, 'Rule') ?? {}, ctx, `${id}.Rule`));
    const actions = Array.isArray(rule.Actions) ? rule.Actions.map(rec) : [];
    const s3 = rec(actions.find((a) => a.S3Action)?.S3Action);
    const lambdaArn = str(rec(actions.find((a) => a.LambdaAction)?.LambdaAction).FunctionArn, `${id} LambdaAction`);
    const fn = all.find((f) => lambdaArn === ctx.resources.getAtt(f.logicalId, 'Arn'));
    if (!fn) throw new Error(`${id}: its Lambda action is not one of the stack's functions`);
    const recipients = Array.isArray(rule.Recipients) ? rule.Recipients.map((x) => str(x, `${id}.Recipients`)) : [];
    return {
      recipients,
      bucket: str(s3.BucketName, `${id} S3Action.BucketName`),
      prefix: str(s3.ObjectKeyPrefix ?? '', `${id} prefix`),
      fn: fn.name,
    };
  });
}

export function readDeployment(t: CfnTemplate, ctx: IntrinsicContext): Deployment {
  // Functions that CloudFormation alone calls (custom resources' providers) have no FunctionName of ours.
  const fns = resourcesOfType(t, 'AWS::Lambda::Function').filter(
    ([, r]) => typeof propertyOf(r, 'FunctionName') === 'string',
  );
  const all = fns.map(([id, r]) => functionDef(t, id, r, ctx));
  const byId = new Map(all.map((f) => [f.logicalId, f]));
  const nameOf = (v: CfnValue | undefined, what: string) => {
    const id = targetOf(v);
    const f = id ? byId.get(id) : undefined;
    if (!f) throw new Error(`${what} does not name one of the stack's functions`);
    return f.name;
  };
  const web = all.find((f) => f.handler === 'run.sh');
  if (!web) throw new Error('The template has no web server function (handler run.sh)');

  const routes = routesOf(t, ctx, nameOf);
  const { streams, queues } = eventSourceMappings(t, ctx, nameOf);
  const schedules = schedulesOf(t, ctx, all);

  const asyncConfigs = new Map<string, AsyncConfigDef>();
  for (const [id, r] of resourcesOfType(t, 'AWS::Lambda::EventInvokeConfig')) {
    const v = rec(resolveValue(r.Properties ?? {}, ctx, id));
    const onFailure = rec(rec(rec(v.DestinationConfig).OnFailure)).Destination;
    asyncConfigs.set(nameOf(propertyOf(r, 'FunctionName'), `${id}.FunctionName`), {
      retryAttempts: Number(v.MaximumRetryAttempts ?? 2),
      ...(typeof onFailure === 'string' ? { onFailureArn: onFailure } : {}),
    });
  }

  const receiptRules = receiptRulesOf(t, ctx, all);

  const eventRules = resourcesOfType(t, 'AWS::Events::Rule').map(([id, r]) => {
    const v = rec(resolveValue(r.Properties ?? {}, ctx, id));
    const targets = Array.isArray(v.Targets) ? v.Targets.map((x) => str(rec(x).Arn, `${id}.Targets`)) : [];
    return { pattern: v.EventPattern ?? {}, targetArns: targets };
  });

  const sesConfigurationSet = resourcesOfType(t, 'AWS::SES::ConfigurationSet').map(([id]) => ctx.resources.ref(id))[0];
  return {
    functions: all.filter((f) => f !== web),
    web,
    routes,
    streams,
    queues,
    schedules,
    asyncConfigs,
    receiptRules,
    eventRules,
    ...(sesConfigurationSet ? { sesConfigurationSet } : {}),
  };
}
