import { describe, expect, it } from 'vitest';
import { jsonOf, runCli } from './run.js';
import type { SimResult } from '../../../engine/cli/sim.js';

describe('sim CLI', () => {
  it('--json prints one JSON object with the documented fields', () => {
    const r = runCli('sim.ts', [
      '--games',
      '20',
      '--players',
      '2',
      '--bots',
      'big-money,random',
      '--seed',
      'cli',
      '--json',
    ]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const out = jsonOf<SimResult>(lines[0]);
    expect(out.games).toBe(20);
    for (const k of ['seconds', 'gamesPerSecond', 'averageTurns', 'ties'] as const)
      expect(typeof out[k]).toBe('number');
    expect(out.gamesPerSecond).toBeGreaterThan(0);
    expect(out.averageTurns).toBeGreaterThan(5);
    expect(Object.keys(out.wins).sort()).toEqual(['0:big-money', '1:random']);
    // Every finished game has at least one winner; a shared win counts for each winner.
    const total = Object.values(out.wins).reduce((a, b) => a + b, 0);
    expect(total).toBe(out.games - out.capped + out.ties);
    expect(out.wins['0:big-money']).toBeGreaterThan(out.wins['1:random']);
    expect(out.rejectedMoves).toBe(0);
  });

  it('a fixed Kingdom and seed give the same results every run', () => {
    const args = [
      '--games',
      '10',
      '--players',
      '3',
      '--bots',
      'big-money,smithy-big-money,random',
      '--kingdom',
      'Cellar,Chapel,Festival,Library,Market,Moat,Sentry,Smithy,Village,Witch',
      '--seed',
      'same',
      '--json',
    ];
    const a = jsonOf<SimResult>(runCli('sim.ts', args).stdout);
    const b = jsonOf<SimResult>(runCli('sim.ts', args).stdout);
    expect(a.kingdom).toHaveLength(10);
    expect([a.wins, a.ties, a.averageTurns]).toEqual([b.wins, b.ties, b.averageTurns]);
  });

  it('without --json prints a readable summary', () => {
    const r = runCli('sim.ts', ['--games', '5', '--bots', 'big-money', '--seed', 'text']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/5 games, 2 players/);
    expect(r.stdout).toMatch(/seat 0:big-money/);
    expect(r.stdout).toMatch(/seat 1:big-money/);
  });

  it('rejects an unknown bot with a readable message', () => {
    const r = runCli('sim.ts', ['--games', '1', '--bots', 'nobody']);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/Unknown bot "nobody"/);
  });

  it('refuses an option it does not know, naming the options it does, before playing anything', () => {
    const r = runCli('sim.ts', ['--games', '1', '--turns', '3']);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/Unknown option --turns\. Options: .*--max-turns/);
  });
});
