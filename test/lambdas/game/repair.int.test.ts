// A crash between a log record's write and its projection (reproduced: the pipeline appends with the
// projection switched off) leaves the summary and "my games" behind the log. The reminder job and
// the local runtime's start-up repair it, and reminders go out although the projection lagged.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocal, type Local } from '../../../local/runtime.js';
import { runReminders } from '../../../lambdas/jobs/scheduled.js';
import { handle } from '../../../lambdas/game/pipeline.js';
import type { Deps } from '../../../lambdas/kernel/deps.js';
import { autopilot, clearMail, Clock, local, mail, newGame } from '../support.js';

const HOUR = 3_600_000;
const ALICE = 'alice@example.com';
const BOB = 'bob@example.com';
const clock = new Clock();
let l: Local;
beforeAll(async () => {
  l = await local({ now: clock.now });
});
afterAll(async () => {
  await l?.close();
});

async function whoOwes(x: Local, gameId: string) {
  for (const email of [ALICE, BOB]) {
    const v = await x.call('GET', `/games/${gameId}`, { token: x.token(email) });
    if (v.body.view!.decision) return { email, seat: v.body.seat, v: v.body };
  }
  throw new Error('nobody owes a decision');
}

/** Moves until it is the other player's turn, appending each record with no projection (the crash). */
async function crashThroughTurn(x: Local, gameId: string): Promise<number> {
  const crashed: Deps = { ...x.ctx, afterAppend: async () => undefined };
  const first = await whoOwes(x, gameId);
  let moves = 0;
  for (;;) {
    const w = await whoOwes(x, gameId);
    if (w.email !== first.email) return moves;
    const move = { ...autopilot(w.v.view!), player: w.seat } as never;
    await handle(crashed, gameId, () => ({ type: 'move', seat: w.seat!, move, by: 'human', expectedSeq: w.v.seq }));
    moves++;
  }
}

describe('projection repair after a crash', () => {
  it('the reminder job catches up a lagging summary and "my games", then reminds the player now waited on', async () => {
    const gameId = await newGame(l, ALICE, [{ email: BOB }], { reminderHours: 12 });
    const before = (await l.ctx.store.getSummary(gameId))!;
    expect(await crashThroughTurn(l, gameId)).toBeGreaterThan(0);
    const last = (await l.ctx.store.lastSeq(gameId))!;
    // The crash's traces: the log ran ahead of the summary and of the rows.
    expect((await l.ctx.store.getSummary(gameId))!.lastSeq).toBe(before.lastSeq);
    expect(last).toBeGreaterThan(before.lastSeq);
    const next = await whoOwes(l, gameId);
    const rowOf = async (email: string) => (await l.ctx.store.userGames(email)).find((g) => g.gameId === gameId)!;
    expect((await rowOf(next.email)).seq).toBe(before.lastSeq);

    await clearMail(l);
    clock.advance(13 * HOUR);
    const r = await runReminders(l.ctx);
    expect(r.reminded).toBe(1);
    const summary = (await l.ctx.store.getSummary(gameId))!;
    expect(summary.lastSeq).toBe(last);
    expect(summary.waiting.map((w) => w.seat)).toEqual([next.seat]);
    expect(await rowOf(next.email)).toMatchObject({ seq: last, yourMove: true });
    const mails = (await mail(l)).filter((m) => m.subject.includes(gameId));
    // The turn mail the crash left in the outbox goes out with the repair, then the reminder.
    expect(mails.every((m) => m.destination.to[0] === next.email)).toBe(true);
    expect(mails.filter((m) => /still your move/.test(m.body.text ?? ''))).toHaveLength(1);
  });

  it('the local runtime repairs lagging projections at start-up', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'repair-'));
    try {
      const first = await startLocal({ dataDir: dir, snapshotEvery: 10, now: clock.now });
      let gameId: string;
      let last: number;
      try {
        gameId = await newGame(first, ALICE, [{ email: BOB }]);
        await crashThroughTurn(first, gameId);
        last = (await first.ctx.store.lastSeq(gameId))!;
        expect((await first.ctx.store.getSummary(gameId))!.lastSeq).toBeLessThan(last);
      } finally {
        await first.close();
      }
      const second = await startLocal({ dataDir: dir, snapshotEvery: 10, now: clock.now });
      try {
        expect((await second.ctx.store.getSummary(gameId))!.lastSeq).toBe(last);
        const next = await whoOwes(second, gameId);
        const row = (await second.ctx.store.userGames(next.email)).find((g) => g.gameId === gameId)!;
        expect(row).toMatchObject({ seq: last, yourMove: true });
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
