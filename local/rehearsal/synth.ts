// Synthesizes the CDK app as `cdk synth` does (infra/bin/app.ts, run with tsx from the CDK app's own
// package), into a folder of the rehearsal's: the template and the assets a deploy would upload —
// each function's bundle and the web server's folder. The CDK app's dependencies are installed
// first when they are missing (a fresh clone has only the root's).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CfnTemplate } from './aws/template.js';

export interface SynthOptions {
  repoRoot: string;
  outdir: string;
  /** The folder of the built web app (its .next/standalone). */
  webDir: string;
  mailDomain: string;
  replyDomain: string;
}

export interface Synthesized {
  template: CfnTemplate;
  /** The local folder of a file asset, by the S3 key the template names (`<hash>.zip`). */
  assetDir(s3Key: string): string;
  ms: number;
}

interface AssetManifest {
  files: Record<string, { source: { path: string; packaging?: string } }>;
}

function run(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): void {
  const r = spawnSync(cmd, args, { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (r.status !== 0)
    throw new Error(`${cmd} ${args.join(' ')} failed (${r.status}):\n${(r.stderr || r.stdout).slice(-4000)}`);
}

export function synthesize(o: SynthOptions): Synthesized {
  const infra = path.join(o.repoRoot, 'infra');
  if (!existsSync(path.join(infra, 'node_modules', 'aws-cdk-lib')))
    run('npm', ['ci', '--no-audit', '--no-fund'], infra);
  const t0 = performance.now();
  // The CDK app reads its context and output folder from these, as the CDK CLI passes them.
  const context = { stage: 'dev', mailDomain: o.mailDomain, replyDomain: o.replyDomain, webDir: o.webDir, nag: false };
  run(path.join(infra, 'node_modules', '.bin', 'tsx'), ['bin/app.ts'], infra, {
    ...process.env,
    CDK_OUTDIR: o.outdir,
    CDK_CONTEXT_JSON: JSON.stringify(context),
  });
  const stackFile = path.join(o.outdir, 'Dominion-dev.template.json');
  const template = JSON.parse(readFileSync(stackFile, 'utf8')) as CfnTemplate;
  const assets = JSON.parse(readFileSync(path.join(o.outdir, 'Dominion-dev.assets.json'), 'utf8')) as AssetManifest;
  return {
    template,
    ms: performance.now() - t0,
    assetDir(s3Key) {
      const hash = s3Key.replace(/\.zip$/, '');
      if (!Object.hasOwn(assets.files, hash)) throw new Error(`No asset ${hash} in the cloud assembly`);
      return path.join(o.outdir, assets.files[hash].source.path);
    },
  };
}
