// What a Lambda function runs on: its dependencies from the environment (runtime/build-deps.ts) observed by
// Powertools (powertools.ts: JSON log lines, EMF metrics, X-Ray on the SDK clients), built once
// per container; and the wrapper that runs each invocation of a job (stream batch, schedule, bounce
// queue) in its own observability scope. The API functions add the token verifier (context.ts).
// Only the Lambda entry points import this module, so the local runtime never loads Powertools.
import type { Deps } from '../kernel/deps.js';
import type { LambdaContext } from '../kernel/observability.js';
import { buildDeps, once, settingsFromEnv, type ClientWrapper, type MailerFactory } from '../runtime/build-deps.js';
import { powertools, powertoolsObservability, tracedClient } from './powertools.js';

/** The container's Logger, Metrics and Tracer: one set, whatever builds dependencies. */
const container = once(powertools);

/** Wraps an SDK client for tracing (X-Ray): for clients made outside the dependencies (S3 of inbound mail). */
export const traced: ClientWrapper = (client) => tracedClient(container())(client);

/** The AWS dependencies from the environment, observed by Powertools. */
export function envDeps(env: NodeJS.ProcessEnv, mailer: MailerFactory): Deps {
  return buildDeps(settingsFromEnv(env), mailer, { obs: powertoolsObservability(container()), client: traced });
}

/** The dependencies of one non-API function (stream consumer, jobs), built on first use. */
export const lazyDeps = (mailer: MailerFactory) => once(() => envDeps(process.env, mailer));

/** A job's Lambda handler: each invocation in its own scope (Lambda's request id on every line), metrics published at the end. */
export function toJob<E, R>(
  deps: () => Deps,
  run: (d: Deps, event: E) => Promise<R>,
): (event: E, lambda?: LambdaContext) => Promise<R> {
  return (event, lambda) => {
    const d = deps();
    return d.obs.invocation({ requestId: lambda?.awsRequestId, lambda }, (obs) => run({ ...d, obs }, event));
  };
}
