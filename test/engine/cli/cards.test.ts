import { describe, expect, it } from 'vitest';
import { allDefs } from '../../../engine/index.js';
import { runCli } from './run.js';

describe('cards CLI', () => {
  it('--json lists every registered card, Event and Landmark with its set, cost and types', () => {
    const r = runCli('cards.ts', ['--json']);
    expect(r.status).toBe(0);
    const rows = JSON.parse(r.stdout) as {
      name: string;
      set: string;
      kind: string;
      cost: { coins: number; debt: number };
      types: string[];
    }[];
    expect(rows.find((c) => c.name === 'Copper')).toEqual({
      name: 'Copper',
      set: 'base',
      kind: 'card',
      cost: { coins: 0, debt: 0 },
      types: ['Treasure'],
    });
    expect(rows.map((c) => c.name).sort()).toEqual(
      allDefs()
        .map((d) => d.name)
        .sort(),
    );
    for (const d of allDefs()) {
      const row = rows.find((c) => c.name === d.name)!;
      expect([row.set, row.kind, row.cost, row.types]).toEqual([d.set, d.kind ?? 'card', d.cost, d.types]);
    }
  });

  it('without --json prints a table', () => {
    const r = runCli('cards.ts', []);
    expect(r.status).toBe(0);
    expect(r.stdout.split('\n')[0]).toMatch(/^Name\s+Set\s+Kind\s+Cost\s+Types$/);
    expect(r.stdout).toMatch(/^Province\s+base\s+card\s+\$8\s+Victory$/m);
  });
});
