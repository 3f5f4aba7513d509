// The deployed form, stood up on one machine: the CDK app synthesized, and everything it declares
// run from the template — DynamoDB Local with its tables and streams, the SES emulator, S3
// (s3rver) and the stack's queues, each function's bundle in its own process behind the IAM gate
// (its SDK calls judged against its role), the HTTP API's routes, the event source mappings, the
// schedules, SES's receipt rule, the bounce rule, and the web server in its deployed form. The
// parts are wired here; the events that flow between them (settle, advance, mail in, bounces) are
// the Surface's (rehearsal-surface.ts).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import * as sesLocal from 'aws-ses-v2-local';
import { freePort, ensureWebBuild, holdPort } from '../stack.js';
import { startApiGateway, type ApiGateway, type ApiTarget } from './lambda/api-gateway.js';
import type { SesIdentity } from './aws/calls.js';
import { startAwsGate, type AwsGate, type AwsGateOptions } from './aws/gate.js';
import { functionRole, iamAuthorizer, type Authorize, type FunctionRole } from './aws/iam.js';
import { resolveValue, type IntrinsicContext } from './aws/intrinsics.js';
import { localNames, physicalName } from './aws/names.js';
import { startS3, type LocalS3 } from './aws/s3.js';
import { localQueues, type LocalQueue } from './aws/sqs.js';
import { propertyOf, REHEARSAL_SCOPE, resourcesOfType, type CfnTemplate } from './aws/template.js';
import { RehearsalClock } from './clock.js';
import { readDeployment, type Deployment, type FunctionDef } from './deployment.js';
import { startDynamoDbLocal, type DynamoDbLocal } from './dynamodb-local.js';
import { DeployedFunctions, type FunctionSpec } from './lambda/functions.js';
import { synthesize, type Synthesized } from './synth.js';
import { createTables, type LocalTable } from './tables.js';
import { startDeployedWeb, type DeployedWeb } from './web.js';

/** The CloudFront name the site would have (AWS's documentation example): links in mail carry it, nobody fetches it. */
const SITE_DOMAIN = 'd111111abcdef8.cloudfront.net';
export const MAIL_DOMAIN = 'example.com';
export const REPLY_DOMAIN = 'reply.example.com';

/** A check the rehearsal made itself, for a part of AWS that acts with a function's role (event source mappings, destinations). */
export interface ServiceCheck {
  principal: string;
  action: string;
  resource: string;
  allowed: boolean;
}

export interface Parts {
  root: string;
  template: CfnTemplate;
  deployment: Deployment;
  clock: RehearsalClock;
  db: DynamoDbLocal;
  tables: LocalTable[];
  sesUrl: string;
  s3: LocalS3;
  queues: Map<string, LocalQueue>;
  gate: AwsGate;
  functions: DeployedFunctions;
  api: ApiGateway;
  web: DeployedWeb;
  /** The app secret the template gives the functions and the web server (the web server signs its API calls with it). */
  appSecret: string;
  /** Checks made with a function's role outside the gate (mappings, destinations): each counted, a denial refused. */
  check(principal: string, action: string, resource: string): Promise<void>;
  serviceChecks: ServiceCheck[];
  synthMs: number;
  webBuildSeconds: number;
  stop(): Promise<void>;
}

async function startSes(): Promise<{ url: string; server: Server }> {
  // A CommonJS module: under Node's own ESM loader its default export is the module object, which holds the function as `default`.
  const exported: unknown = sesLocal.default;
  const start =
    typeof exported === 'function' ? sesLocal.default : (exported as { default: typeof sesLocal.default }).default;
  const port = await freePort();
  return { url: `http://127.0.0.1:${port}`, server: await start({ host: '127.0.0.1', port }) };
}

/** `{{resolve:secretsmanager:<id>:SecretString:::}}` → the secret's value (one random value per secret). */
function secretResolver(): (v: string) => string {
  const values = new Map<string, string>();
  return (v) =>
    v.replace(/\{\{resolve:secretsmanager:(.+?):SecretString:::\}\}/g, (_, id: string) => {
      if (!values.has(id)) values.set(id, randomBytes(32).toString('base64url'));
      return values.get(id)!;
    });
}

/** What the Lambda runtime sets in every function's environment, pointed at the rehearsal's parts. */
function runtimeEnv(f: FunctionDef, gate: AwsGate, taskRoot: string): Record<string, string> {
  return {
    AWS_REGION: REHEARSAL_SCOPE.region,
    AWS_DEFAULT_REGION: REHEARSAL_SCOPE.region,
    // Lambda passes the role's credentials in the environment; the gate knows the function by its key.
    AWS_ACCESS_KEY_ID: f.name,
    AWS_SECRET_ACCESS_KEY: 'rehearsal',
    AWS_SESSION_TOKEN: 'rehearsal',
    AWS_LAMBDA_FUNCTION_NAME: f.name,
    AWS_LAMBDA_FUNCTION_MEMORY_SIZE: String(f.memoryMb),
    AWS_LAMBDA_FUNCTION_VERSION: '$LATEST',
    AWS_LAMBDA_LOG_GROUP_NAME: `/aws/lambda/${f.name}`,
    AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs24.x',
    LAMBDA_TASK_ROOT: taskRoot,
    TZ: ':UTC',
    ...(gate.urls.dynamodb ? { AWS_ENDPOINT_URL_DYNAMODB: gate.urls.dynamodb } : {}),
    ...(gate.urls.ses ? { AWS_ENDPOINT_URL_SES: gate.urls.ses } : {}),
    ...(gate.urls.s3 ? { AWS_ENDPOINT_URL_S3: gate.urls.s3 } : {}),
    // Not on AWS: no X-Ray daemon listens here, and the pinned SDK's note about Node 22 would repeat per client.
    AWS_XRAY_CONTEXT_MISSING: 'IGNORE_ERROR',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
}

/**
 * Starts every part; each registers how it stops as it starts, so a part that fails to start (a
 * template the rehearsal cannot read, a function that will not load) stops the ones before it.
 */
/** `randomSeed`: the functions' random bytes drawn from it (random-preload.mjs), so the same seed deals the same game. */
export async function startParts(o: {
  repoRoot: string;
  log: (l: string) => void;
  randomSeed?: string;
}): Promise<Parts> {
  const webBuildSeconds = await ensureWebBuild('auto', o.log);
  const root = mkdtempSync(path.join(tmpdir(), 'dominion-rehearsal-'));
  const stops: (() => Promise<unknown>)[] = [];
  const stopAll = async () => {
    await Promise.allSettled(
      stops
        .splice(0)
        .reverse()
        .map((stop) => stop()),
    );
    rmSync(root, { recursive: true, force: true });
  };
  try {
    return await startIn(root, o, stops, stopAll, webBuildSeconds);
  } catch (e) {
    await stopAll();
    throw e;
  }
}

/** The emulators (DynamoDB Local, SES, S3) started, and the template's tables, buckets and queues in them. */
async function startEmulators(template: CfnTemplate, clock: RehearsalClock, stops: (() => Promise<unknown>)[]) {
  const db = await startDynamoDbLocal({ sharedDb: true });
  stops.push(() => db.stop());
  const ses = await startSes();
  stops.push(() => new Promise<void>((ok) => ses.server.close(() => ok())));
  const buckets = resourcesOfType(template, 'AWS::S3::Bucket').map(([id, r]) => physicalName(id, r));
  const s3 = await startS3(buckets);
  stops.push(() => s3.stop());
  const tables = await createTables(template, db, REHEARSAL_SCOPE);
  const queues = localQueues(template, () => clock.now());
  return { db, ses, s3, tables, queues };
}

/** How the template's intrinsics resolve here: the local tables' streams, the gateway's URL, the site's name, the secrets' ARNs. */
function intrinsicContext(template: CfnTemplate, tables: readonly LocalTable[], apiUrl: string): IntrinsicContext {
  const overrides = new Map<string, string>();
  for (const t of tables) if (t.streamArn) overrides.set(`${t.logicalId}.StreamArn`, t.streamArn);
  for (const [id] of resourcesOfType(template, 'AWS::ApiGatewayV2::Api')) overrides.set(`${id}.ApiEndpoint`, apiUrl);
  for (const [id] of resourcesOfType(template, 'AWS::CloudFront::Distribution'))
    overrides.set(`${id}.DomainName`, SITE_DOMAIN);
  for (const [id] of resourcesOfType(template, 'AWS::SecretsManager::Secret'))
    overrides.set(id, `arn:aws:secretsmanager:${REHEARSAL_SCOPE.region}:${REHEARSAL_SCOPE.accountId}:secret:${id}`);
  return {
    ...REHEARSAL_SCOPE,
    stackName: 'dominion-dev',
    urlSuffix: 'amazonaws.com',
    resources: localNames(template, {
      scope: REHEARSAL_SCOPE,
      queueUrl: (name) => `https://sqs.${REHEARSAL_SCOPE.region}.amazonaws.com/${REHEARSAL_SCOPE.accountId}/${name}`,
      overrides,
    }),
  };
}

/** SES's identities (lower case) with their default configuration sets: the gate judges a send by its sender's identity. */
function sesIdentities(template: CfnTemplate, ctx: IntrinsicContext): Map<string, SesIdentity> {
  const identities = resourcesOfType(template, 'AWS::SES::EmailIdentity').map(([id, r]) => {
    const config = resolveValue(
      propertyOf(r, 'ConfigurationSetAttributes') ?? {},
      ctx,
      `${id}.ConfigurationSetAttributes`,
    );
    const set =
      config && typeof config === 'object' && !Array.isArray(config) ? config.ConfigurationSetName : undefined;
    return [
      physicalName(id, r).toLowerCase(),
      typeof set === 'string' ? { defaultConfigurationSet: set } : {},
    ] as const;
  });
  return new Map(identities);
}

/** The IAM gate in front of the emulators, judging each function's calls against its role (the web server's too). */
async function startGate(
  template: CfnTemplate,
  ctx: IntrinsicContext,
  deployment: Deployment,
  upstream: AwsGateOptions['upstream'],
  stops: (() => Promise<unknown>)[],
) {
  const roles: FunctionRole[] = [...deployment.functions, deployment.web].map((f) =>
    functionRole(template, f.logicalId, ctx),
  );
  const authorize: Authorize = iamAuthorizer(roles);
  const gate = await startAwsGate({
    upstream,
    authorize,
    principals: new Map(roles.map((r) => [r.functionName, { roleName: r.roleName }])),
    sesIdentities: sesIdentities(template, ctx),
  });
  stops.push(() => gate.close());
  return { gate, authorize };
}

/** The web server in its deployed form, its clock following the rehearsal's. */
async function startWeb(
  assetDir: string,
  env: Record<string, string>,
  port: number,
  clock: RehearsalClock,
  stops: (() => Promise<unknown>)[],
): Promise<DeployedWeb> {
  const web = await startDeployedWeb({ assetDir, env, port, clockOffsetMs: clock.offsetMs, log: () => undefined });
  stops.push(() => web.stop());
  clock.onChange((offset) => {
    void web.setClockOffset(offset);
  });
  return web;
}

/** Each function as its process runs it: its bundle, its ARN, and the environment `envOf` gives it. */
function functionSpecs(
  deployment: Deployment,
  ctx: IntrinsicContext,
  synth: Synthesized,
  envOf: (f: FunctionDef) => Record<string, string>,
): FunctionSpec[] {
  return deployment.functions.map((f) => ({
    logicalId: f.logicalId,
    name: f.name,
    handler: f.handler,
    timeoutS: f.timeoutS,
    memoryMb: f.memoryMb,
    arn: ctx.resources.getAtt(f.logicalId, 'Arn') ?? f.name,
    env: envOf(f),
    assetDir: synth.assetDir(f.s3Key),
  }));
}

/** Checks made with a function's role outside the gate (mappings, destinations): each recorded, a denial thrown. */
function serviceChecker(authorize: Authorize): { check: Parts['check']; serviceChecks: ServiceCheck[] } {
  const serviceChecks: ServiceCheck[] = [];
  const check = async (principal: string, action: string, resource: string) => {
    const allowed = (await authorize(principal, action, resource)) === 'Allowed';
    serviceChecks.push({ principal, action, resource, allowed });
    if (!allowed) throw new Error(`AccessDenied: ${principal} may not ${action} on ${resource}`);
  };
  return { check, serviceChecks };
}

async function startIn(
  root: string,
  o: { repoRoot: string; log: (l: string) => void; randomSeed?: string },
  stops: (() => Promise<unknown>)[],
  stopAll: () => Promise<void>,
  webBuildSeconds: number,
): Promise<Parts> {
  const { log } = o;
  log(`synthesizing the stack into ${root}`);
  const synth = synthesize({
    repoRoot: o.repoRoot,
    outdir: path.join(root, 'cdk.out'),
    webDir: path.join(o.repoRoot, 'web'),
    mailDomain: MAIL_DOMAIN,
    replyDomain: REPLY_DOMAIN,
  });
  const { template } = synth;
  const clock = new RehearsalClock();
  const { db, ses, s3, tables, queues } = await startEmulators(template, clock, stops);

  // The API's URL and the site's name are in the functions' environment, so the gateway listens first.
  const target: ApiTarget = { routes: [], invoke: () => Promise.reject(new Error('not ready')) };
  const api = await startApiGateway(target, () => clock.now());
  stops.push(() => api.close());
  // Held while the gate and the functions bind their own ports, so none of them takes it.
  const heldWeb = await holdPort(0);
  stops.push(() => heldWeb.release());
  const webPort = heldWeb.port;
  const ctx = intrinsicContext(template, tables, api.url);
  const deployment = readDeployment(template, ctx);

  const { gate, authorize } = await startGate(
    template,
    ctx,
    deployment,
    { dynamodb: db.url, ses: ses.url, s3: s3.url },
    stops,
  );

  const secret = secretResolver();
  const withSecrets = (env: Record<string, string>) =>
    Object.fromEntries(Object.entries(env).map(([k, v]) => [k, secret(v)]));
  const specs = functionSpecs(deployment, ctx, synth, (f) => ({
    ...withSecrets(f.environment),
    ...runtimeEnv(f, gate, path.join(root, 'functions', f.name)),
  }));
  const sdkDir = path.join(o.repoRoot, 'node_modules', '@aws-sdk');
  const functions = new DeployedFunctions(specs, root, sdkDir, clock, o.randomSeed);
  stops.push(() => functions.stop());
  target.routes = deployment.routes;
  target.invoke = (fn, event) => functions.get(fn).invoke(event);

  const webEnv: Record<string, string> = {
    ...withSecrets(deployment.web.environment),
    ...runtimeEnv(deployment.web, gate, path.join(root, 'web')),
    PORT: String(webPort),
  };
  const appSecret = webEnv.DOMINION_API_SECRET;
  if (!appSecret) throw new Error('The web function has no DOMINION_API_SECRET');
  await heldWeb.release();
  const web = await startWeb(synth.assetDir(deployment.web.s3Key), webEnv, webPort, clock, stops);

  const { check, serviceChecks } = serviceChecker(authorize);

  return {
    root,
    template,
    deployment,
    clock,
    db,
    tables,
    sesUrl: ses.url,
    s3,
    queues,
    gate,
    functions,
    api,
    web,
    appSecret,
    check,
    serviceChecks,
    synthMs: synth.ms,
    webBuildSeconds,
    stop: stopAll,
  };
}
