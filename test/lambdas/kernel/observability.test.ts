// The observability port written plainly (the local runtime and tests): short readable lines, only
// from the level asked for, each scope with its own keys, and metric totals kept in memory.
import { describe, expect, it } from 'vitest';
import { plainObservability } from '../../../lambdas/kernel/observability.js';

describe('plain observability', () => {
  it("writes problems only by default, one readable line with the scope's keys and the error's stack", async () => {
    const out: [string, string][] = [];
    const obs = plainObservability({ write: (line, level) => out.push([level, line]) });
    await obs.invocation({ requestId: 'r1' }, async (s) => {
      s.appendKeys({ gameId: 'g1', seq: 3 });
      s.info('request', { status: 200 });
      s.error('stream: a projection failed', { from: 4 }, new Error('boom'));
    });
    expect(out).toHaveLength(1);
    const [level, line] = out[0];
    expect(level).toBe('error');
    expect(line.split('\n')[0]).toBe('error: stream: a projection failed (requestId=r1 gameId=g1 seq=3 from=4)');
    expect(line).toContain('Error: boom');
  });

  it("keeps each invocation's keys to itself, also when invocations overlap", async () => {
    const lines: string[] = [];
    const obs = plainObservability({ level: 'info', write: (line) => lines.push(line) });
    let release!: () => void;
    const gate = new Promise<void>((ok) => {
      release = ok;
    });
    const first = obs.invocation({ requestId: 'a' }, async (s) => {
      s.appendKeys({ gameId: 'ga' });
      await gate;
      s.info('done');
    });
    const second = obs.invocation({ requestId: 'b' }, async (s) => {
      s.appendKeys({ gameId: 'gb' });
      s.info('done');
      release();
    });
    await Promise.all([first, second]);
    obs.info('outside');
    expect(lines).toEqual(['done (requestId=b gameId=gb)', 'done (requestId=a gameId=ga)', 'outside']);
  });

  it('totals each metric, a refusal by its code', async () => {
    const obs = plainObservability({ level: 'silent' });
    await obs.invocation({}, async (s) => {
      s.metric('MovesAccepted', 1);
      s.metric('MoveLatency', 30);
      s.metric('MoveLatency', 10);
      s.metric('MovesRefused', 1, { code: 'conflict' });
    });
    expect(Object.fromEntries(obs.metrics)).toEqual({
      MovesAccepted: { count: 1, sum: 1, max: 1 },
      MoveLatency: { count: 2, sum: 40, max: 30 },
      'MovesRefused/conflict': { count: 1, sum: 1, max: 1 },
    });
  });
});
