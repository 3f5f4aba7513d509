// The engine's modules import one another without circles (type-only imports count too): card
// definitions are typed against the GameApi interface, never the Game class that runs them.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../engine');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sources(p) : p.endsWith('.ts') ? [p] : [];
  });
}

/** Relative imports and re-exports of one file, as absolute .ts paths. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(/^\s*(?:import|export)\b[^'";]*?from\s+'(\.[^']+)'/gms)) {
    out.push(resolve(dirname(file), m[1].replace(/\.js$/, '.ts')));
  }
  return out;
}

/** Every import circle, each as the list of files around it (shortest found from each start). */
function circles(graph: Map<string, string[]>): string[][] {
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

describe('engine imports', () => {
  it('the checker reads type imports and re-exports, and finds a circle when there is one', () => {
    expect(importsOf(join(root, 'core/card-def.ts')).map((p) => relative(root, p))).toEqual(['core/effect.ts', 'core/game-api.ts', 'core/types.ts', 'core/game-api.ts']);
    const a = join(root, 'a.ts'), b = join(root, 'b.ts'), c = join(root, 'c.ts');
    expect(circles(new Map([[a, [b]], [b, [c]], [c, [a]]]))).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });

  it('have no circles', () => {
    const files = sources(root);
    expect(circles(new Map(files.map((f) => [f, importsOf(f)])))).toEqual([]);
  });
});
