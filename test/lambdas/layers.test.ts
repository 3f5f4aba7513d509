// The server's feature folders are layers (docs/contributing.md, "Layers in `lambdas/`"): a folder
// imports only from itself and the folders before it, so no arrow runs back up, and no file
// imports in a circle. A new folder must take its place in LAYERS before anything imports it.
import { relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { circles, importsOf, sources } from '../support/imports.js';

const root = resolve(import.meta.dirname, '../../lambdas');

const LAYERS = [
  'store',
  'kernel',
  'outbox',
  'vacation',
  'ratings',
  'letters',
  'read',
  'chat',
  'game',
  'inbound',
  'lobby',
  'rematch',
  'jobs',
  'http',
  'runtime',
  'aws',
];

/** The layer folder a lambdas/ file sits in, or null for a file outside lambdas/. */
function layerOf(file: string): string | null {
  const rel = relative(root, file);
  return rel.startsWith('..') ? null : rel.split(sep)[0];
}

/** Each import that runs up the layers (or into a folder not placed in them), as "from -> to". */
function upward(files: readonly string[], layers: readonly string[]): string[] {
  const rank = new Map(layers.map((l, i) => [l, i]));
  const out: string[] = [];
  for (const f of files) {
    const from = rank.get(layerOf(f) ?? '') ?? -1;
    for (const target of importsOf(f)) {
      const layer = layerOf(target);
      if (layer === null) continue;
      const to = rank.get(layer);
      if (from < 0 || to === undefined || to > from) out.push(`${relative(root, f)} -> ${relative(root, target)}`);
    }
  }
  return out;
}

describe('lambdas/ layers', () => {
  it('the check finds an import up the layers and one into an unplaced folder', () => {
    const file = resolve(root, 'kernel/deps.ts');
    expect(upward([file], ['kernel', 'store'])).toContain('kernel/deps.ts -> store/ports.ts');
    expect(upward([file], ['kernel'])).toContain('kernel/deps.ts -> store/ports.ts');
    expect(upward([file], ['store', 'kernel'])).toEqual([]);
  });

  it('every folder is a layer, and every import runs down', () => {
    const files = sources(root);
    expect(new Set(files.map((f) => layerOf(f)))).toEqual(new Set(LAYERS));
    expect(upward(files, LAYERS)).toEqual([]);
  });

  it('have no import circles', () => {
    const files = sources(root);
    expect(circles(new Map(files.map((f) => [f, importsOf(f)])), root)).toEqual([]);
  });
});
