// One Lambda container, as the Node.js runtime runs a function: started with the task root (the
// folder holding the deployed bundle and, beside it, only the AWS SDK, as the runtime provides it)
// and the handler string from the template ("index.onStream"), it loads the module once (the cold
// start) and runs one invocation at a time, asked for over IPC. Plain JavaScript, run by node
// itself: nothing of the repository is loaded here but the bundle. The clock is the rehearsal's
// (clock-preload.mjs, loaded with --import).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { existsSync } from 'node:fs';

const [taskRoot, handler] = process.argv.slice(2);
const dot = handler.lastIndexOf('.');
const file = handler.slice(0, dot);
const exportName = handler.slice(dot + 1);

/** The runtime's lookup: <file>.mjs, .js or .cjs under the task root. */
function moduleFile() {
  for (const ext of ['.mjs', '.js', '.cjs']) {
    const f = path.join(taskRoot, file + ext);
    if (existsSync(f)) return f;
  }
  throw new Error(`Runtime.ImportModuleError: Cannot find module '${file}' in ${taskRoot}`);
}

const errorOf = (e) => ({
  errorType: e?.name ?? 'Error',
  errorMessage: e?.message ?? String(e),
  stack: String(e?.stack ?? '')
    .split('\n')
    .slice(0, 8),
});

let fn;
try {
  const mod = await import(pathToFileURL(moduleFile()).href);
  fn = mod[exportName];
  if (typeof fn !== 'function') throw new Error(`Runtime.HandlerNotFound: ${handler} is undefined or not exported`);
} catch (e) {
  process.send({ type: 'init-error', error: errorOf(e) });
  process.exit(1);
}

process.on('message', async (m) => {
  if (m?.type !== 'invoke') return;
  const deadline = Date.now() + m.timeoutMs;
  const context = {
    awsRequestId: m.id,
    functionName: process.env.AWS_LAMBDA_FUNCTION_NAME,
    functionVersion: '$LATEST',
    memoryLimitInMB: process.env.AWS_LAMBDA_FUNCTION_MEMORY_SIZE,
    invokedFunctionArn: m.arn,
    logGroupName: process.env.AWS_LAMBDA_LOG_GROUP_NAME,
    logStreamName: 'rehearsal',
    callbackWaitsForEmptyEventLoop: true,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
  };
  try {
    const result = await fn(m.event, context);
    process.send({ type: 'result', id: m.id, result: result === undefined ? null : result });
  } catch (e) {
    process.send({ type: 'error', id: m.id, error: errorOf(e) });
  }
});
// The clock preload unrefs the channel; a container waits for its next invocation.
process.channel?.ref();
process.send({ type: 'ready' });
