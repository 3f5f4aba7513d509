// Reminders (at most one per interval) and deadlines (the Big Money bot moves, marked in the log),
// driven by an injected clock.
import { describe, expect, it } from 'vitest';
import { runReminders } from '../../../lambdas/jobs/scheduled.js';
import { clearMail, Clock, memoryLocalPerFile, mail, newGame } from '../support.js';

const HOUR = 3_600_000;
const ALICE = 'alice@example.com';
const BOB = 'bob@example.com';
const clock = new Clock();
const l = memoryLocalPerFile({ now: clock.now });

async function waiter(gameId: string): Promise<string> {
  for (const email of [ALICE, BOB]) {
    if ((await l.call('GET', `/games/${gameId}`, { token: l.token(email) })).body.view!.decision) return email;
  }
  throw new Error('nobody waits');
}

describe('reminders and deadlines', () => {
  it('nudges once per interval, not before', async () => {
    const gameId = await newGame(l, ALICE, [{ email: BOB }], { reminderHours: 12 });
    const who = await waiter(gameId);
    await clearMail(l);
    // The game is filed under its first reminder: a run before then does not read it.
    const since = clock.now();
    expect((await l.ctx.store.getSummary(gameId))?.dueAt).toBe(since + 12 * HOUR);
    clock.advance(11 * HOUR);
    expect(await l.ctx.store.waitingDue(clock.now())).not.toContain(gameId);
    expect((await runReminders(l.ctx)).reminded).toBe(0);
    clock.advance(2 * HOUR);
    expect(await l.ctx.store.waitingDue(clock.now())).toContain(gameId);
    expect((await runReminders(l.ctx)).reminded).toBe(1);
    expect((await runReminders(l.ctx)).reminded).toBe(0);
    expect((await l.ctx.store.getSummary(gameId))?.dueAt).toBe(clock.now() + 12 * HOUR);
    const [m] = await mail(l);
    expect(m.destination.to).toEqual([who]);
    expect(m.body.text).toMatch(/a reminder: it is still your move/);
    expect(m.body.text).toMatch(/Open the game: \S+token=/);
    clock.advance(6 * HOUR);
    expect((await runReminders(l.ctx)).reminded).toBe(0);
    clock.advance(7 * HOUR);
    const [a, b] = await Promise.all([runReminders(l.ctx), runReminders(l.ctx)]);
    expect(a.reminded + b.reminded).toBe(1);
    expect(await mail(l)).toHaveLength(2);
  });

  it('past the deadline, the Big Money bot takes the decision, marked in the log', async () => {
    const gameId = await newGame(l, ALICE, [{ email: BOB }], { reminderHours: 24, deadlineHours: 48 });
    const who = await waiter(gameId);
    const seq0 = (await l.call('GET', `/games/${gameId}`, { token: l.token(who) })).body.seq;
    const since = clock.now();
    clock.advance(25 * HOUR);
    await runReminders(l.ctx);
    // After the reminder the deadline is what comes next.
    const reminded = (await l.ctx.store.getSummary(gameId))!;
    expect(reminded.waiting[0].remindedAt).toBe(clock.now());
    expect(reminded.dueAt).toBe(since + 48 * HOUR);
    clock.advance(24 * HOUR);
    const r = await runReminders(l.ctx);
    expect(r.deadlineMoves).toBe(1);
    const after = (await l.call('GET', `/games/${gameId}`, { token: l.token(who) })).body;
    expect(after.seq).toBe(seq0 + 1);
    const log = (await l.call('GET', `/games/${gameId}/log`, { token: l.token(ALICE) })).raw;
    expect(log).toMatch(new RegExp(`^${seq0 + 1} .*# by the deadline bot$`, 'm'));
    const h = (await l.call('GET', `/games/${gameId}/history`, { token: l.token(ALICE) })).body;
    expect(h.events.at(-1)).toMatchObject({ seq: seq0 + 1, by: 'deadline' });
    // The player is told what the bot did for them.
    const told = (await mail(l)).filter(
      (m) => m.destination.to[0] === who && /the deadline passed/.test(m.body.text ?? ''),
    );
    expect(told).toHaveLength(1);
    const mine = (await l.call('GET', `/games/${gameId}/history`, { token: l.token(who) })).body;
    expect(told[0].body.text).toContain(`It made this move for you: ${mine.events.at(-1)!.text}.`);
  });

  it('files a summary written before due times existed under its due time on the first run', async () => {
    const gameId = await newGame(l, ALICE, [{ email: BOB }], { reminderHours: 12 });
    const s = (await l.ctx.store.getSummary(gameId))!;
    const { dueAt, ...old } = s;
    expect(await l.ctx.store.putSummary({ ...old, rev: s.rev + 1 }, s.rev)).toBe(true);
    expect(await l.ctx.store.waitingDue(clock.now())).toContain(gameId);
    await runReminders(l.ctx);
    expect((await l.ctx.store.getSummary(gameId))?.dueAt).toBe(dueAt);
    expect(await l.ctx.store.waitingDue(clock.now())).not.toContain(gameId);
  });
});
