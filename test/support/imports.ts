// Reading a source tree's relative imports, for the tests that hold its shape: no import circles
// (test/engine/import-circles.test.ts), layers that import only downwards (test/lambdas/layers.test.ts).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** Every .ts file under `dir`. */
export function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sources(p) : p.endsWith('.ts') ? [p] : [];
  });
}

/** Relative imports and re-exports of one file, as absolute .ts paths. */
export function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(/^\s*(?:import|export)\b[^'";]*?from\s+'(\.[^']+)'/gms)) {
    out.push(resolve(dirname(file), m[1].replace(/\.js$/, '.ts')));
  }
  return out;
}

/** Every import circle, each as the list of files around it (shortest found from each start). */
export function circles(graph: Map<string, string[]>, root: string): string[][] {
  const found = new Map<string, string[]>();
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (f: string) => {
    state.set(f, 'open');
    stack.push(f);
    for (const to of graph.get(f) ?? []) {
      if (state.get(to) === 'open') {
        const loop = stack.slice(stack.indexOf(to)).map((x) => relative(root, x));
        found.set([...loop].sort().join(' '), loop);
      } else if (!state.has(to)) visit(to);
    }
    stack.pop();
    state.set(f, 'done');
  };
  for (const f of graph.keys()) if (!state.has(f)) visit(f);
  return [...found.values()];
}
