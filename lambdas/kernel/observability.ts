// The observability port: what the edge and the application say about their work — log lines that
// carry the keys of the work at hand (request id, game id, seq), a closed set of metrics, and the
// invocation (a request, a stream batch, a job run) that scopes them. The application never imports
// a logging library: on AWS, lambdas/aws/powertools.ts implements this port with Powertools (JSON
// lines, EMF metrics, X-Ray); locally and in tests, `plainObservability` below writes short
// readable lines and keeps metric totals in memory.
import type { ErrorCode } from './errors.js';

/** The CloudWatch namespace and the service name every metric and log line carries (infra reads them too). */
export const METRICS_NAMESPACE = 'DominionByMail';
export const SERVICE_NAME = 'dominion';

/**
 * Every metric there is, with its unit: names are never built from input, so the set of metric
 * streams stays bounded. `MovesRefused` has one dimension, the refusal's error code (a closed union).
 */
export const METRICS = {
  /** A move appended (its bots' answers not counted). */
  MovesAccepted: 'Count',
  /** A move sent again with its idempotency key: the first result answered. */
  MovesRepeated: 'Count',
  /** A move refused, by `code` (bad input, stale seq, a rule, …). */
  MovesRefused: 'Count',
  /** From the move request's arrival to its answer. */
  MoveLatency: 'Milliseconds',
  /** Log records replayed through the engine to load a game (after its snapshot). */
  EventsReplayed: 'Count',
  MailsSent: 'Count',
  /** Sends that threw: certainly not sent (retried), or with an unknown outcome. */
  MailsFailed: 'Count',
  /** Mail whose earlier send has an unknown outcome: held for review, never resent blindly. */
  MailsHeld: 'Count',
  /** Addresses SES reported as permanently bouncing, or as complaining. */
  MailsBounced: 'Count',
  MailComplaints: 'Count',
  /** Due "your move" notices the outbox job could not write or deliver (each due notice of a game that failed). */
  NoticesFailed: 'Count',
  /** After an outbox run: how long the oldest mail still unsent has waited (0: none). */
  OldestUnsentMailAge: 'Seconds',
} as const;
export type MetricName = keyof typeof METRICS;
export type MetricUnit = (typeof METRICS)[MetricName];

/** Values a log line may carry under a key. */
export type LogValue = string | number | boolean | null | undefined;
export type LogFields = Readonly<Record<string, LogValue>>;

/** The parts of Lambda's invocation context the adapter reads (request id and function name go on every line). */
export interface LambdaContext {
  awsRequestId: string;
  functionName: string;
  functionVersion: string;
  invokedFunctionArn: string;
  memoryLimitInMB: string;
}

export interface Invocation {
  /** The request's id (API Gateway's, else Lambda's): on every line of the invocation. */
  requestId?: string | undefined;
  /** On AWS: Lambda's context. */
  lambda?: LambdaContext | undefined;
}

export interface Observability {
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields, error?: unknown): void;
  error(message: string, fields?: LogFields, error?: unknown): void;
  /** Keys that every later line of this scope carries (the game id, the seq, once known). */
  appendKeys(keys: LogFields): void;
  /** Adds a value to a metric; `dimension` only where METRICS says so (a refusal's code). */
  metric(name: MetricName, value: number, dimension?: { code: ErrorCode }): void;
  /**
   * Runs one invocation in its own scope (its keys, starting with the request id), and publishes
   * its metrics at the end, also when `work` throws.
   */
  invocation<T>(info: Invocation, work: (scope: Observability) => Promise<T>): Promise<T>;
}

export type LogLevel = 'info' | 'warn' | 'error' | 'silent';
const RANK: Record<LogLevel, number> = { info: 0, warn: 1, error: 2, silent: 3 };

export interface PlainOptions {
  /** The lowest level written (default 'warn': `npm start` shows problems, not every request). */
  level?: LogLevel;
  /** Where a line goes (default: stdout for info, stderr otherwise). */
  write?: (line: string, level: Exclude<LogLevel, 'silent'>) => void;
}

/** Totals of one metric (and dimension) since the start: bounded by the closed set of names. */
export interface MetricTotal {
  count: number;
  sum: number;
  max: number;
}

/** The port written plainly, for the local runtime and tests; `metrics` holds the totals. */
export interface PlainObservability extends Observability {
  readonly metrics: ReadonlyMap<string, MetricTotal>;
}

const describe = (e: unknown) => (e instanceof Error ? (e.stack ?? `${e.name}: ${e.message}`) : String(e));

export function plainObservability(o: PlainOptions = {}): PlainObservability {
  const min = RANK[o.level ?? 'warn'];
  const write = o.write ?? ((line, level) => (level === 'info' ? process.stdout : process.stderr).write(`${line}\n`));
  const metrics = new Map<string, MetricTotal>();
  const scope = (keys: Record<string, LogValue>): PlainObservability => {
    const line = (level: Exclude<LogLevel, 'silent'>, message: string, fields?: LogFields, error?: unknown) => {
      if (RANK[level] < min) return;
      const all = Object.entries({ ...keys, ...fields }).filter(([, v]) => v !== undefined);
      const tail = all.length ? ` (${all.map(([k, v]) => `${k}=${v}`).join(' ')})` : '';
      write(
        `${level === 'info' ? '' : `${level}: `}${message}${tail}${error === undefined ? '' : `\n  ${describe(error)}`}`,
        level,
      );
    };
    return {
      metrics,
      info: (m, f) => line('info', m, f),
      warn: (m, f, e) => line('warn', m, f, e),
      error: (m, f, e) => line('error', m, f, e),
      appendKeys(more) {
        Object.assign(keys, more);
      },
      metric(name, value, dimension) {
        const key = dimension ? `${name}/${dimension.code}` : name;
        const t = metrics.get(key) ?? { count: 0, sum: 0, max: -Infinity };
        metrics.set(key, { count: t.count + 1, sum: t.sum + value, max: Math.max(t.max, value) });
      },
      invocation: (info, work) => work(scope({ ...keys, ...(info.requestId ? { requestId: info.requestId } : {}) })),
    };
  };
  return scope({});
}
