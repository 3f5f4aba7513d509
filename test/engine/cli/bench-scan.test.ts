import { describe, expect, it } from 'vitest';
import { scan, scanConfig, scanNames, type ScanResult } from '../../../engine/cli/bench-scan.js';
import { jsonOf, runCli } from './run.js';

const sets = ['base', 'intrigue', 'empires'] as const;

describe('bench:bots --scan (share per Kingdom pile or landscape)', () => {
  it('a card scan kingdom holds the pile, no landscape, and is the same for the same seed', () => {
    for (const name of ['Gardens', 'Catapult/Rocks', 'Chapel']) {
      for (let i = 0; i < 3; i++) {
        const c = scanConfig('cards', name, i, { sets: [...sets], seed: 's1' });
        expect(c.kingdom).toContain(name);
        expect(new Set(c.kingdom).size).toBe(10);
        expect(c.events).toEqual([]);
        expect(c.landmarks).toEqual([]);
        expect(scanConfig('cards', name, i, { sets: [...sets], seed: 's1' })).toEqual(c);
      }
    }
    // Different kingdoms per index (three kingdoms are three samples, not one).
    const k = [0, 1, 2].map((i) => scanConfig('cards', 'Chapel', i, { sets: [...sets], seed: 's1' }).kingdom.join());
    expect(new Set(k).size).toBe(3);
  });

  it('--with puts more piles in every kingdom, the scanned one kept', () => {
    for (let i = 0; i < 6; i++) {
      const c = scanConfig('cards', 'Workshop', i, { sets: [...sets], seed: 's2', with: ['Gardens', 'Village'] });
      for (const pile of ['Workshop', 'Gardens', 'Village']) expect(c.kingdom).toContain(pile);
      expect(new Set(c.kingdom).size).toBe(10);
      const l = scanConfig('landscapes', 'Obelisk', i, { sets: [...sets], seed: 's2', with: ['Gardens'] });
      expect(l.kingdom).toContain('Gardens');
      expect(l.landmarks).toEqual(['Obelisk']);
    }
  });

  it('a landscape scan kingdom has that Event or Landmark alone', () => {
    expect(scanConfig('landscapes', 'Ritual', 0, { sets: [...sets], seed: 's1' })).toMatchObject({
      events: ['Ritual'],
      landmarks: [],
    });
    expect(scanConfig('landscapes', 'Wolf Den', 1, { sets: [...sets], seed: 's1' })).toMatchObject({
      events: [],
      landmarks: ['Wolf Den'],
    });
    expect(scanNames('landscapes', ['base'])).toEqual([]);
    expect(scanNames('landscapes', ['empires'])).toContain('Advance');
    expect(scanNames('cards', ['empires'])).toContain('Encampment/Plunder');
  });

  it('rows are worst share first, tally every game, and the single pseudo-level plays the card', () => {
    const r = scan({
      kind: 'cards',
      level: 'single',
      sets: [...sets],
      seed: 't',
      kingdoms: 2,
      games: 4,
      names: ['Witch', 'Chapel', 'Smithy'],
    });
    expect(r.games).toBe(24);
    expect(r.rejectedMoves).toBe(0);
    expect(r.rows.map((x) => x.name).sort()).toEqual(['Chapel', 'Smithy', 'Witch']);
    for (const row of r.rows) {
      expect(row.won + row.lost + row.tied).toBeLessThanOrEqual(8);
      expect(row.plans).toHaveLength(2);
      expect(row.inPlan).toBe(2);
    }
    for (let i = 1; i < r.rows.length; i++) expect(r.rows[i].share).toBeGreaterThanOrEqual(r.rows[i - 1].share);
    expect(
      scan({
        kind: 'cards',
        level: 'single',
        sets: [...sets],
        seed: 't',
        kingdoms: 2,
        games: 4,
        names: ['Witch', 'Chapel', 'Smithy'],
      }),
    ).toEqual(r);
  });

  it('the CLI prints one JSON object; an unknown name is an error naming it', () => {
    const ok = runCli('bench-bots.ts', [
      '--scan',
      'landscapes',
      '--levels',
      'single',
      '--names',
      'Tax,Keep',
      '--scan-kingdoms',
      '1',
      '--scan-games',
      '2',
      '--json',
    ]);
    expect(ok.stderr).toBe('');
    const out = jsonOf<ScanResult>(ok.stdout);
    expect(out).toMatchObject({
      scan: 'landscapes',
      level: 'single',
      kingdomsPerName: 1,
      gamesPerKingdom: 2,
      games: 4,
      rejectedMoves: 0,
    });
    expect(out.rows.map((x: { name: string }) => x.name).sort()).toEqual(['Keep', 'Tax']);
    const bad = runCli('bench-bots.ts', ['--scan', 'cards', '--names', 'Tax', '--levels', 'single']);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/"Tax" is not a Kingdom pile/);
  });
});
