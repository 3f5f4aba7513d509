// Synthesizes the app offline for the tests: a placeholder Next.js standalone build (no
// `next build` here), the real backend bundled with the local esbuild, no AWS account.
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
afterAll(() => { for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true }); });

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

export interface Synth { stack: DominionStack; template: Template; assembly: CloudAssembly; outdir: string; ms: number }

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
