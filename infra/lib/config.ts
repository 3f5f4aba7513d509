// Stage settings (dev/prod), what every part of the stack is built from, and reading the app's
// settings from CDK context.
import { Duration, RemovalPolicy, type Stack } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Node } from 'constructs';

export type Stage = 'dev' | 'prod';

export interface StageSettings {
  stage: Stage;
  /** Prefix of every physical name, so dev and prod can share an account. */
  prefix: string;
  /** Tables, logs and secrets: destroyed with a dev stack, kept when a prod stack goes. */
  removalPolicy: RemovalPolicy;
  deletionProtection: boolean;
  logRetention: RetentionDays;
  /** Reserve concurrency (needs an account limit above the default 10). */
  reservedConcurrency: boolean;
  /** HTTP API default-stage throttling (requests per second, burst). */
  throttle: { rateLimit: number; burstLimit: number };
  /** How often the reminder/deadline job and the outbox job (due "your move" mail, retries) run. */
  reminderEvery: Duration;
  outboxEvery: Duration;
}

/**
 * What each part of the stack (tables.ts, secrets.ts, queues.ts, mail.ts, functions.ts, api.ts,
 * jobs.ts, addSite in web-site.ts) is built from. Every part creates its resources in the stack's
 * own scope, never in a child Construct: a child's path would prefix every logical id, and
 * CloudFormation would replace the deployed tables, secrets and queues (delete and create).
 */
export interface StackScope {
  stack: Stack;
  settings: StageSettings;
  /** The physical name of a resource: the stage prefix and the suffix ("dominion-dev-games"). */
  name: (suffix: string) => string;
}

export function stageSettings(stage: Stage): StageSettings {
  const prod = stage === 'prod';
  return {
    stage,
    prefix: `dominion-${stage}`,
    removalPolicy: prod ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    deletionProtection: prod,
    logRetention: prod ? RetentionDays.SIX_MONTHS : RetentionDays.TWO_WEEKS,
    reservedConcurrency: prod,
    throttle: prod ? { rateLimit: 50, burstLimit: 100 } : { rateLimit: 10, burstLimit: 20 },
    reminderEvery: Duration.minutes(15),
    // Every minute: "your move" mail is due a few minutes after a move (its grace period, notices.ts).
    outboxEvery: Duration.minutes(1),
  };
}

export function parseStage(value: unknown): Stage {
  const s = value ?? 'dev';
  if (s !== 'dev' && s !== 'prod')
    throw new Error(
      `Unknown stage "${typeof s === 'string' ? s : JSON.stringify(s)}": use -c stage=dev or -c stage=prod.`,
    );
  return s;
}

/** A comma-separated list of email addresses (lower-cased), empty when absent. */
export function parseEmailList(value: string | undefined, key: string): string[] {
  const list = (value ?? '')
    .split(',')
    .map((x) => x.trim().toLowerCase())
    .filter(Boolean);
  const bad = list.find((x) => !/^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/.test(x));
  if (bad) throw new Error(`Context "${key}": "${bad}" is not an email address.`);
  return [...new Set(list)];
}

/** A string context value, or undefined when absent or empty. */
export function contextString(node: Node, key: string): string | undefined {
  const v: unknown = node.tryGetContext(key);
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v !== 'string') throw new Error(`Context "${key}" must be a string.`);
  return v;
}
