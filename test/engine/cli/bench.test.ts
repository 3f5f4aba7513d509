import { describe, expect, it } from 'vitest';
import { replay } from '../../../engine/index.js';
import { longGameLog, type BenchResult } from '../../../engine/cli/bench.js';
import { REPLAY_KINGDOM } from '../../../engine/cli/bench-kingdoms.js';
import { jsonOf, runCli } from './run.js';

describe('engine benchmark', () => {
  it("--json prints one JSON object with the games/s, the bare loop's, and the two replay figures", () => {
    const r = runCli('bench.ts', ['--seconds', '1', '--runs', '15', '--json']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const out = jsonOf<BenchResult>(lines[0]);
    expect(out.simGamesPerSecond).toBeGreaterThan(0);
    expect(out.replayMoves).toBe(1500);
    expect(out.replayMedianMs).toBeGreaterThan(0);
    // The longer log is the same game played on.
    expect(out.longReplayMoves).toBe(2000);
    expect(out.longReplayMedianMs).toBeGreaterThan(0);
    // Both loops ran in the same slices of time.
    expect(out.bareGamesPerSecond).toBeGreaterThan(0);
    expect(out.bareRatio).toBeCloseTo(out.bareGamesPerSecond / out.simGamesPerSecond, 1);
    // The goal's two figures under the names issue #25 gives them.
    expect(out.ratioToBare).toBe(out.bareRatio);
    // The same ratio by CPU time.
    expect(out.bareRatioCpu).toBeCloseTo(out.bareGamesPerCpuSecond / out.simGamesPerCpuSecond, 1);
    expect(out.replay4p1500MedianMs).toBe(out.replayMedianMs);
    expect(out.replayRuns).toBe(15);
  });

  it('replays the same long 4-player game log every time', () => {
    const a = longGameLog(REPLAY_KINGDOM, 1600);
    const b = longGameLog(REPLAY_KINGDOM, 1600);
    expect(a.config.players).toHaveLength(4);
    expect(a.moves).toHaveLength(1600);
    expect(b).toEqual(a);
    const s = replay(a);
    expect(s.seq).toBe(1600);
    // Long enough that every player has taken many turns.
    for (const pl of s.players) expect(pl.turnsTaken).toBeGreaterThan(20);
  });
});
