// The "welcome back" mail shows game state: only each game's title, link and the since-your-move
// lines the player's own table shows (the engine's redacted summary for that seat), nothing else;
// no other player's email. Memory store.
import { describe, expect, it } from 'vitest';
import { runReminders } from '../../../lambdas/jobs/scheduled.js';
import type { Mailer } from '../../../lambdas/kernel/mailer.js';
import type { Notification } from '../../../lambdas/store/records.js';
import { Clock, freshUser, memoryLocalPerFile, newGame, setPrefs } from '../support.js';

const clock = new Clock(Date.parse('2030-03-01T12:00:00Z'));
const sent: Notification[] = [];
const capture = (m: Mailer): Mailer => ({
  ...m,
  budgetMs: m.budgetMs,
  send: async (n, id) => {
    await m.send(n, id);
    sent.push(n);
  },
});
const l = memoryLocalPerFile({ now: clock.now, wrapMailer: capture });

describe('privacy: the welcome back mail', () => {
  it("says only titles, links and the table's own since lines", async () => {
    const [cy, dee] = [freshUser('cy'), freshUser('dee')];
    const gameId = await newGame(l, cy, [{ bot: 'big-money' }, { email: dee }], { reminderHours: 6 });
    expect((await l.call('POST', `/games/${gameId}/join`, { token: l.token(dee) })).status).toBe(200);
    await l.idle();
    const owes = (await l.call('GET', `/games/${gameId}`, { token: l.token(cy) })).body.view?.decision ? cy : dee;
    await setPrefs(l, owes, { away: { from: '2030-03-01', until: '2030-03-03' } });
    for (let i = 0; i < 6; i++) {
      clock.advance(8 * 3_600_000);
      await runReminders(l.ctx);
      await l.idle();
    }
    const back = sent.filter((n) => n.to === owes && /welcome back/.test(n.subject));
    expect(back).toHaveLength(1);
    const table = (await l.call('GET', `/games/${gameId}`, { token: l.token(owes) })).body;
    const allowed = new Set([
      ...(table.since ?? []).map((s) => `  ${s}`),
      'Since your move:',
      '',
      `${table.about?.title}: your move.`,
    ]);
    const lines = back[0].text.split('\n');
    const body = lines.slice(
      1,
      lines.findIndex((x) => x.startsWith('Open Dominion by Mail:')),
    );
    for (const line of body) expect(allowed.has(line), `a line not from the table: ${line}`).toBe(true);
    const other = owes === cy ? dee : cy;
    expect(back[0].text + back[0].html).not.toContain(other);
  });
});
