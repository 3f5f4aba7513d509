// Synthesizes the app offline for the tests: a placeholder Next.js standalone build (no
// `next build` here), the real backend bundled with the local esbuild, no AWS account; and the
// small readers of a synthesized template the suites share (resources by type, a function's id and
// its role's statements).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { Template } from 'aws-cdk-lib/assertions';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { buildApp, INFRA_DIR } from '../lib/app.js';
import type { DominionStack } from '../lib/dominion-stack.js';

export const TEST_DIR = path.join(INFRA_DIR, 'test');

const temporary: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  temporary.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A throwaway web folder shaped like `next build` output (standalone server + static files). */
export function placeholderWeb(): string {
  const web = tempDir('dominion-web-');
  mkdirSync(path.join(web, '.next', 'standalone', 'web'), { recursive: true });
  writeFileSync(path.join(web, '.next', 'standalone', 'web', 'server.js'), "console.log('placeholder server');\n");
  mkdirSync(path.join(web, '.next', 'static', 'chunks'), { recursive: true });
  writeFileSync(path.join(web, '.next', 'static', 'chunks', 'main.js'), '/* placeholder chunk */\n');
  mkdirSync(path.join(web, 'public'), { recursive: true });
  writeFileSync(path.join(web, 'public', 'favicon.ico'), '');
  return web;
}

export interface Synth {
  stack: DominionStack;
  template: Template;
  assembly: CloudAssembly;
  outdir: string;
  ms: number;
}

export function synth(context: Record<string, unknown> = {}): Synth {
  const outdir = tempDir('dominion-cdk-out-');
  const t0 = performance.now();
  const { app, stack } = buildApp({
    outdir,
    context: { stage: 'dev', mailDomain: 'example.com', webDir: placeholderWeb(), nag: false, ...context },
  });
  const assembly = app.synth();
  const ms = performance.now() - t0;
  return { stack, template: Template.fromStack(stack), assembly, outdir, ms };
}

// ---- reading a template ---------------------------------------------------------------------------

/** An IAM policy statement, as the template holds it. */
export interface Statement {
  Effect: 'Allow' | 'Deny';
  Action: string | string[];
  /** An ARN, a list of them, or intrinsics building them. */
  Resource: unknown;
  Principal?: { Service?: string };
  Condition?: Record<string, Record<string, unknown>>;
}

/** What the tests read of each resource type's properties; values built by intrinsics ({ Ref }, { 'Fn::GetAtt' }, …) are unknown. */
interface PropertiesOf {
  'AWS::Lambda::Function': {
    FunctionName: string;
    Handler: string;
    Code: { S3Key: string };
    Role: { 'Fn::GetAtt': [string, string] };
    Environment: { Variables: Record<string, unknown> };
    Architectures: string[];
    LoggingConfig: { LogFormat: string };
    ReservedConcurrentExecutions?: number;
    TracingConfig?: unknown;
    Layers?: unknown;
  };
  'AWS::IAM::Policy': { Roles: { Ref: string }[]; PolicyDocument: { Statement: Statement[] } };
  'AWS::S3::BucketPolicy': { Bucket: { Ref: string }; PolicyDocument: { Statement: Statement[] } };
  'AWS::SQS::QueuePolicy': { PolicyDocument: { Statement: Statement[] } };
  'AWS::SQS::Queue': { VisibilityTimeout?: number; RedrivePolicy?: unknown; SqsManagedSseEnabled?: boolean };
  'AWS::CloudWatch::Alarm': { AlarmName: string; Dimensions?: unknown; AlarmActions?: unknown };
  'AWS::CloudWatch::Dashboard': { DashboardName: string; DashboardBody: unknown };
  'AWS::SES::ReceiptRule': { Rule: { Actions: Record<string, Record<string, unknown>>[] } };
  'AWS::SES::EmailIdentity': { EmailIdentity: string };
  'AWS::DynamoDB::GlobalTable': { Replicas: { DeletionProtectionEnabled?: boolean }[] };
  'AWS::Logs::LogGroup': { RetentionInDays?: number };
}

/** A resource of `type`: its properties as read above (any other type's as unknown values), and its deletion policy. */
export interface Resource<T extends string = string> {
  Type: string;
  Properties: T extends keyof PropertiesOf ? PropertiesOf[T] : Record<string, unknown>;
  DeletionPolicy?: string;
}
export type Resources<T extends string = string> = Record<string, Resource<T>>;

/** The template's resources of one type, by logical id (CDK types a template as `any`: PropertiesOf says what the tests rely on). */
export const of = <T extends string>(t: Template, type: T): Resources<T> => t.findResources(type) as Resources<T>;
/** The logical id of the resource of `type` whose properties name `name`. */
export const idOf = (t: Template, type: string, name: string) => {
  const hit = Object.entries(of(t, type)).find(([, r]) => JSON.stringify(r.Properties).includes(`"${name}"`));
  if (!hit) throw new Error(`No ${type} named ${name}`);
  return hit[0];
};
/** The logical id of the function named `name`. */
export const fnId = (t: Template, name: string) =>
  Object.entries(of(t, 'AWS::Lambda::Function')).find(([, r]) => r.Properties.FunctionName === name)![0];
/** The statements of a function's role policies. */
export function statements(t: Template, functionName: string): Statement[] {
  const fn = of(t, 'AWS::Lambda::Function')[fnId(t, functionName)];
  const role = fn.Properties.Role['Fn::GetAtt'][0];
  return Object.values(of(t, 'AWS::IAM::Policy'))
    .filter((p) => p.Properties.Roles.some((r) => r.Ref === role))
    .flatMap((p) => p.Properties.PolicyDocument.Statement);
}
export const asList = <T>(x: T | T[]) => (Array.isArray(x) ? x : [x]);
/** For syntheses that read the template only (the dev stage and bundle.test.ts build the code). */
export const noBundling = { 'aws:cdk:bundling-stacks': [] };
