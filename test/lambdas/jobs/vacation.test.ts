// While a player is away the deadline bot does not act for them and no reminder comes; their
// deadline is pushed past the window, so the bot acts after it; when the window ends one "welcome
// back" mail lists their waiting games with since-your-move lines, once however many runs; a game
// that refuses vacation keeps its deadline. On the memory store.
import { describe, expect, it } from 'vitest';
import { runReminders } from '../../../lambdas/jobs/scheduled.js';
import { freshUser, newGame, setPrefs } from '../support.js';
import { capturedMail } from '../captured-mail.js';

const HOUR = 3_600_000;
const t = capturedMail(Date.parse('2030-01-01T12:00:00Z'));
const { clock, sent, to } = t;

const remindersTo = (email: string) =>
  sent.filter((n) => n.to === email && n.reason === 'reminder' && !/welcome back/.test(n.subject)).length;
const deadlineMoves = async (gameId: string) =>
  (await t.l.ctx.store.events(gameId, 0)).filter((r) => r.by === 'deadline').length;
async function tick(ms: number) {
  clock.advance(ms);
  const r = await runReminders(t.l.ctx);
  await t.l.idle();
  return r;
}

describe('a player away', () => {
  it('holds the deadline bot and reminders while away, welcomes back once, then the deadline runs', async () => {
    const ann = freshUser('ann');
    const g1 = await newGame(t.l, ann, [{ bot: 'big-money' }], { reminderHours: 6, deadlineHours: 24 });
    const g2 = await newGame(t.l, ann, [{ bot: 'big-money' }], { reminderHours: 6, deadlineHours: 24 });
    await t.l.idle();
    // Away today (from 00:00 UTC, before both waits began) until 2030-01-04.
    await setPrefs(t.l, ann, { away: { from: '2030-01-01', until: '2030-01-04' } });
    const reminders = remindersTo(ann);
    for (let i = 0; i < 8; i++) await tick(6 * HOUR);
    // Two days on, far past the 24 h deadline: nothing for her.
    expect(await deadlineMoves(g1)).toBe(0);
    expect(remindersTo(ann)).toBe(reminders);
    expect(to(ann, /welcome back/)).toHaveLength(0);
    // 2030-01-04 00:00: she is back; one mail lists both games.
    clock.t = Date.parse('2030-01-04T00:00:00Z');
    await tick(1);
    await tick(1);
    const back = to(ann, /welcome back/);
    expect(back).toHaveLength(1);
    expect(back[0].subject).toMatch(/2 games waiting/);
    expect(back[0].text).toContain(`/games/${g1}`);
    expect(back[0].text).toContain(`/games/${g2}`);
    // Each game's since-your-move lines, as her table shows them.
    for (const gameId of [g1, g2]) {
      const since = (await t.l.call('GET', `/games/${gameId}`, { token: t.l.token(ann) })).body.since ?? [];
      for (const line of since) expect(back[0].text).toContain(line);
    }
    // Her 24 h count from her return: not yet at 23 h, the bot moves at 24 h.
    await tick(23 * HOUR);
    expect(await deadlineMoves(g1)).toBe(0);
    // Reminders came again once she was back (6 h of her own time).
    expect(remindersTo(ann)).toBeGreaterThan(reminders);
    // And they name the deadline pushed past her time away (her 24 h from 2030-01-04 00:00), not the first one.
    const reminder = sent
      .filter((n) => n.to === ann && n.reason === 'reminder' && n.text.includes(`/games/${g1}`))
      .at(-1);
    expect(reminder?.text).toContain('If you have not moved by 2030-01-05 00:00 UTC, the Big Money bot moves for you.');
    await tick(HOUR + 60_000);
    expect(await deadlineMoves(g1)).toBeGreaterThan(0);
    expect(to(ann, /welcome back/)).toHaveLength(1);
  });

  it('a game refusing vacation keeps its deadline', async () => {
    clock.t = Date.parse('2030-02-01T12:00:00Z');
    const bo = freshUser('bo');
    const fast = await newGame(t.l, bo, [{ bot: 'big-money' }], {
      reminderHours: 6,
      deadlineHours: 24,
      vacation: false,
    });
    await t.l.idle();
    await setPrefs(t.l, bo, { away: { from: '2030-02-01', until: '2030-02-10' } });
    const table = await t.l.call('GET', `/games/${fast}`, { token: t.l.token(bo) });
    expect(table.body.about?.vacation).toBe(false);
    expect(table.body.seats[0].awayUntil).toBe('2030-02-10');
    await tick(12 * HOUR);
    await tick(12 * HOUR + 60_000);
    expect(await deadlineMoves(fast)).toBeGreaterThan(0);
  });
});
