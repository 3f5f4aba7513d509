import { describe, expect, it } from 'vitest';
import { jsonOf, runCli } from './run.js';
import type { BotsBenchResult } from '../../../engine/cli/bench-bots.js';

describe('bots benchmark', () => {
  it('--json prints one JSON object with the figures of each level', () => {
    const r = runCli('bench-bots.ts', ['--levels', 'easy,normal', '--kingdoms', '3', '--first-game', '4', '--json']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const out = jsonOf<BotsBenchResult>(lines[0]);
    expect(out.kingdoms).toBe(3);
    expect(out.sets).toEqual(['base', 'intrigue', 'empires']);
    expect(Object.keys(out.levels)).toEqual(['easy', 'normal']);
    expect(out.games).toBe(2 * (3 * 2 + 4));
    for (const level of Object.values(out.levels)) {
      for (const k of ['winShareVsBigMoney', 'winShareVsSmithyBigMoney'] as const) {
        expect(level[k]).toBeGreaterThanOrEqual(0);
        expect(level[k]).toBeLessThanOrEqual(1);
      }
      expect(level.rejectedMoves).toBe(0);
      expect(level.games).toBe(10);
      for (const k of [
        'decisionMsP50',
        'decisionMsP99',
        'decisionCpuMsP50',
        'decisionCpuMsP99',
        'setupMsP50',
        'setupMsMax',
        'setupCpuMsP50',
        'setupCpuMsMax',
      ] as const)
        expect(typeof level[k]).toBe('number');
      expect(level.decisionMsP99).toBeGreaterThanOrEqual(level.decisionMsP50);
    }
  });

  it('--kingdoms 0 plays First Game only: no game against big-money', () => {
    const r = runCli('bench-bots.ts', ['--levels', 'easy', '--kingdoms', '0', '--first-game', '4', '--json']);
    expect(r.status).toBe(0);
    const out = jsonOf<BotsBenchResult>(r.stdout);
    expect(out.kingdoms).toBe(0);
    expect(out.games).toBe(4);
    const easy = out.levels.easy;
    expect(easy.vsBigMoney).toEqual({ won: 0, lost: 0, tied: 0 });
    expect(easy.vsSmithyBigMoney.won + easy.vsSmithyBigMoney.lost + easy.vsSmithyBigMoney.tied).toBe(4);
  });

  it('--worst N lists the N kingdoms with the worst won − lost, with the plan chosen', () => {
    const r = runCli('bench-bots.ts', [
      '--levels',
      'normal',
      '--kingdoms',
      '3',
      '--first-game',
      '2',
      '--sets',
      'empires',
      '--worst',
      '2',
      '--json',
    ]);
    expect(r.status).toBe(0);
    const worst = jsonOf<BotsBenchResult>(r.stdout).levels.normal.worstKingdoms!;
    expect(worst).toHaveLength(2);
    for (const k of worst) {
      expect(k.kingdom).toHaveLength(10);
      expect(typeof k.plan).toBe('string');
      expect(k.won + k.lost + k.tied).toBeLessThanOrEqual(2);
    }
    expect(worst[0].won - worst[0].lost).toBeLessThanOrEqual(worst[1].won - worst[1].lost);
  });

  it('an unknown level is an error naming it', () => {
    const r = runCli('bench-bots.ts', ['--levels', 'constructor', '--kingdoms', '1']);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/Unknown bot "constructor"/);
  });

  it('--help is not an option: it names the options instead of starting a long run', () => {
    const r = runCli('bench-bots.ts', ['--help']);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/Unknown option --help\. Options: .*--kingdoms.*--first-game/);
  });
});
