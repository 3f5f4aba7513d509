// The observability port (kernel/observability.ts) on AWS Lambda, with Powertools for AWS Lambda:
// Logger (one JSON line per call, with the Lambda context and the scope's keys), Metrics (EMF lines
// that CloudWatch turns into metrics, published at the end of every invocation) and Tracer (the
// SDK clients' calls as X-Ray subsegments, under one subsegment per invocation). Only the Lambda
// entry points load this module (lambdas/aws/lambda.ts): the local runtime never pays for the X-Ray
// SDK. Powertools' method decorators are not used (they need experimentalDecorators): the plain calls.
import { inspect } from 'node:util';
import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { Tracer } from '@aws-lambda-powertools/tracer';
import type { Subsegment } from 'aws-xray-sdk-core';
import {
  METRICS,
  METRICS_NAMESPACE,
  SERVICE_NAME,
  type LambdaContext,
  type LogFields,
  type LogValue,
  type Observability,
} from '../kernel/observability.js';

export interface Powertools {
  logger: Logger;
  metrics: Metrics;
  tracer: Tracer;
}

/** One set per container: Lambda runs one invocation at a time in it. */
export function powertools(): Powertools {
  return {
    logger: new Logger({ serviceName: SERVICE_NAME }),
    metrics: new Metrics({ namespace: METRICS_NAMESPACE, serviceName: SERVICE_NAME }),
    tracer: new Tracer({ serviceName: SERVICE_NAME }),
  };
}

/** An SDK v3 client whose calls are traced (a no-op when tracing is off, as outside Lambda). */
export const tracedClient =
  (p: Powertools) =>
  <C extends object>(client: C): C =>
    p.tracer.captureAWSv3Client(client);

/** An error goes under `error` (Logger formats an Error there: name, message, stack, location). */
const withError = (e: unknown) => (e === undefined ? {} : { error: e instanceof Error ? e : inspect(e) });

/** The port over Powertools; a scope's keys are its own, so no line carries another invocation's keys. */
export function powertoolsObservability(p: Powertools): Observability {
  const { logger, metrics, tracer } = p;
  const scope = (keys: Record<string, LogValue>): Observability => ({
    info: (m, f) => logger.info(m, { ...keys, ...f }),
    warn: (m, f, e) => logger.warn(m, { ...keys, ...f, ...withError(e) }),
    error: (m, f, e) => logger.error(m, { ...keys, ...f, ...withError(e) }),
    appendKeys(more: LogFields) {
      Object.assign(keys, more);
      // Traces of one game can then be found by its id.
      if (typeof more.gameId === 'string' && tracer.isTracingEnabled()) tracer.putAnnotation('gameId', more.gameId);
    },
    metric(name, value, dimension) {
      const unit = MetricUnit[METRICS[name]];
      if (!dimension) {
        metrics.addMetric(name, unit, value);
        return;
      }
      // A dimension of its own: one EMF line for this value (the stored metrics keep theirs).
      metrics.singleMetric().addDimension('code', dimension.code).addMetric(name, unit, value);
    },
    invocation: (info, work) =>
      invoke(p, info.lambda, work, scope({ ...keys, ...(info.requestId ? { requestId: info.requestId } : {}) })),
  });
  return scope({});
}

/** Runs one invocation: the Lambda context on every line, a `## <function>` subsegment, metrics published at the end. */
async function invoke<T>(
  p: Powertools,
  lambda: LambdaContext | undefined,
  work: (s: Observability) => Promise<T>,
  s: Observability,
): Promise<T> {
  const { logger, metrics, tracer } = p;
  if (lambda) {
    logger.addContext(lambda);
    metrics.captureColdStartMetric(lambda.functionName);
  }
  const parent = tracer.isTracingEnabled() ? tracer.getSegment() : undefined;
  let sub: Subsegment | undefined;
  if (parent) {
    sub = parent.addNewSubsegment(`## ${lambda?.functionName ?? SERVICE_NAME}`);
    tracer.setSegment(sub);
    tracer.annotateColdStart();
    tracer.addServiceNameAnnotation();
  }
  try {
    return await work(s);
  } catch (e) {
    if (sub && e instanceof Error) tracer.addErrorAsMetadata(e);
    throw e;
  } finally {
    if (sub && parent) {
      sub.close();
      tracer.setSegment(parent);
    }
    if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
  }
}
