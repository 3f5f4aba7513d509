// The backend bundles: built by the real synthesis (local esbuild, no Docker), loaded in Node,
// every handler exported, and each under the size budget.
import { cpSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { INFRA_DIR, REPO_ROOT } from '../lib/app.js';
import { ALL_HANDLERS, API_HANDLERS } from '../lib/handlers.js';
import { synth, type Synth } from './support.js';

/** The size budget of one function's code (minified ESM, before zipping; source map not counted). */
export const BUNDLE_BUDGET_BYTES = 1024 * 1024;
/** The same after gzip, roughly what Lambda downloads on a cold start. */
export const BUNDLE_GZIP_BUDGET_BYTES = 256 * 1024;

describe('backend bundles', () => {
  let s: Synth;
  const bundleOf = (fnName: string) => {
    const fn = Object.values(s.template.findResources('AWS::Lambda::Function')).find((f) => f.Properties.FunctionName === fnName)!;
    return path.join(s.outdir, `asset.${String(fn.Properties.Code.S3Key).replace(/\.zip$/, '')}`, 'index.mjs');
  };
  beforeAll(() => { s = synth({ stage: 'dev' }); });

  it('builds each handler\'s bundle under the size budget', () => {
    const rows = ALL_HANDLERS.map((spec) => {
      const file = bundleOf(`dominion-dev-${spec.name}`);
      const bytes = statSync(file).size;
      const gzip = gzipSync(readFileSync(file)).length;
      return { fn: spec.name, bytes, gzip, map: statSync(`${file}.map`).size };
    });
    console.table(rows);
    for (const r of rows) {
      expect(r.bytes, r.fn).toBeLessThan(BUNDLE_BUDGET_BYTES);
      expect(r.gzip, r.fn).toBeLessThan(BUNDLE_GZIP_BUDGET_BYTES);
      expect(r.bytes, r.fn).toBeGreaterThan(10_000); // the engine is in there, not a stub
    }
  });

  it('exports every handler the stack names, and leaves the AWS SDK to the runtime', () => {
    for (const spec of ALL_HANDLERS) {
      const code = readFileSync(bundleOf(`dominion-dev-${spec.name}`), 'utf8');
      const exports = [...code.matchAll(/export\s*\{([^}]*)\}/g)].at(-1)![1]!.split(',').map((e) => e.trim().split(/\s+as\s+/).at(-1));
      expect(exports, spec.name).toContain(spec.exportName);
      expect(code).toMatch(/from\s*"@aws-sdk\/client-dynamodb"/);
      expect(code.startsWith('import { createRequire as __cr }') || code.startsWith('import{createRequire as __cr}')).toBe(true);
    }
  });

  it('loads in Node with every API route resolved to a function', async () => {
    // Next to the repository's node_modules, where the runtime-provided AWS SDK resolves.
    const dir = path.join(INFRA_DIR, 'node_modules', '.cache', 'bundle-test');
    mkdirSync(dir, { recursive: true });
    cpSync(bundleOf('dominion-dev-create-game'), path.join(dir, 'index.mjs'));
    const mod = await import(pathToFileURL(path.join(dir, 'index.mjs')).href) as Record<string, unknown>;
    for (const spec of ALL_HANDLERS) expect(typeof mod[spec.exportName], spec.exportName).toBe('function');
    expect(path.relative(REPO_ROOT, dir).startsWith('infra')).toBe(true);
  });
});

describe('route table', () => {
  it('matches the backend\'s routes one for one', () => {
    const src = readFileSync(path.join(REPO_ROOT, 'lambdas', 'routes.ts'), 'utf8');
    const backend = [...src.matchAll(/\{\s*method:\s*'(GET|POST)',\s*path:\s*'([^']+)'/g)].map((m) => `${m[1]} ${m[2]}`).sort();
    expect(backend.length).toBeGreaterThan(0);
    expect(API_HANDLERS.map((h) => `${h.route!.method} ${h.route!.path}`).sort()).toEqual(backend);
  });

  it('re-exports each API route under the name the stack uses', () => {
    const src = readFileSync(path.join(INFRA_DIR, 'entries', 'backend.ts'), 'utf8');
    for (const h of API_HANDLERS) {
      expect(src, h.name).toContain(`export const ${h.exportName} = route('${h.route!.method} ${h.route!.path}');`);
    }
  });
});
