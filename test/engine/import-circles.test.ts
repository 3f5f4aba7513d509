// The engine's modules import one another without circles (type-only imports count too): card
// definitions are typed against the GameApi interface, never the Game class that runs them.
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { circles, importsOf, sources } from '../support/imports.js';

const root = resolve(import.meta.dirname, '../../engine');

describe('engine imports', () => {
  it('the checker reads type imports and re-exports, and finds a circle when there is one', () => {
    expect(importsOf(join(root, 'core/card-def.ts')).map((p) => relative(root, p))).toEqual([
      'core/effect.ts',
      'core/game-api.ts',
      'core/types.ts',
      'core/game-api.ts',
    ]);
    const a = join(root, 'a.ts'),
      b = join(root, 'b.ts'),
      c = join(root, 'c.ts');
    expect(
      circles(
        new Map([
          [a, [b]],
          [b, [c]],
          [c, [a]],
        ]),
        root,
      ),
    ).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });

  it('have no circles', () => {
    const files = sources(root);
    expect(circles(new Map(files.map((f) => [f, importsOf(f)])), root)).toEqual([]);
  });
});
