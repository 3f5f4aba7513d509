// How the backend functions are bundled: esbuild, run locally (no Docker), one minified ESM file
// per function from its own entry module (entries/<name>.ts), so each carries only its handler.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';

const INFRA = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The folder of the functions' entry modules. */
export const ENTRIES_DIR = path.join(INFRA, 'entries');

/**
 * A function's entry module: entries/api/<handler module>/<name>.ts for an API route's function (one
 * folder per module of lambdas/http/handlers/), entries/jobs/<name>.ts for the others.
 */
export const entryPath = (entriesDir: string, spec: { name: string; route?: unknown; handlerModule?: string }) =>
  spec.route
    ? path.join(entriesDir, 'api', spec.handlerModule ?? '', `${spec.name}.ts`)
    : path.join(entriesDir, 'jobs', `${spec.name}.ts`);

/** The AWS SDK v3 comes with the Node.js runtime. Only the functions that send mail import the SES client (lambdas/runtime/ses-mailer.ts). */
export function backendBundling(): nodejs.BundlingOptions {
  return {
    forceDockerBundling: false,
    format: nodejs.OutputFormat.ESM,
    target: 'node24',
    minify: true,
    sourceMap: true,
    sourcesContent: false,
    mainFields: ['module', 'main'],
    externalModules: ['@aws-sdk/*'],
    // Some dependencies still call require(): give ESM output a require.
    banner: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  };
}
