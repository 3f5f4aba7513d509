// The daily digest: one mail a day to each digest player with games waiting on them (one-click link
// per game), none when nothing waits, one when two reminder jobs run at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Local } from '../../../local/runtime.js';
import { runReminders } from '../../../lambdas/jobs/scheduled.js';
import { verifyToken } from '../../../auth/verify.js';
import { Clock, memoryLocal, mail, newGame, faultyMailer, freshUser, setPrefs as setPrefsOf } from '../support.js';

const HOUR = 3_600_000;
const clock = new Clock();
let l: Local;
const ses = faultyMailer();
beforeAll(async () => {
  l = await memoryLocal({ now: clock.now, wrapMailer: ses.wrap });
});
afterAll(async () => {
  await l?.close();
});

const user = freshUser;
const setPrefs = (email: string, body: Record<string, unknown>) => setPrefsOf(l, email, body);
const mailTo = async (email: string) => (await mail(l)).filter((m) => m.destination.to[0] === email);
const digestsTo = async (email: string) => (await mailTo(email)).filter((m) => /waiting for you/.test(m.subject));

describe('the daily digest', () => {
  it('lists every game waiting, with links; once per day however many jobs run; per-game mail skipped', async () => {
    const [carol, alice] = [user('carol'), user('alice')];
    await setPrefs(carol, { notify: 'digest' });
    // Two games against a bot (Carol owes the move in both) and an invitation she has not answered.
    const g1 = await newGame(l, carol, [{ bot: 'big-money' }]);
    const g2 = await newGame(l, carol, [{ bot: 'big-money' }]);
    const invited = await l.call('POST', '/games', {
      token: l.token(alice),
      body: { seats: [{ email: carol }], recommended: 'First Game' },
    });
    const g3 = invited.body.gameId;
    // A game of hers that waits on someone else is not listed.
    const g4 = (
      await l.call('POST', '/games', {
        token: l.token(carol),
        body: { seats: [{ email: alice }], recommended: 'First Game' },
      })
    ).body.gameId;

    // No "your move" mail: only the invitation came at once.
    expect((await mailTo(carol)).map((m) => m.body.text)).toEqual([expect.stringContaining('invites you')]);

    const [a, b] = await Promise.all([runReminders(l.ctx), runReminders(l.ctx)]);
    expect(a.digests + b.digests).toBe(1);
    const [digest] = await digestsTo(carol);
    expect(await digestsTo(carol)).toHaveLength(1);
    expect(digest.subject).toBe('Dominion: 3 games waiting for you');
    const links = [...digest.body.text!.matchAll(/https?:\/\/\S+\/games\/([\w-]+)\/open\?token=(\S+)/g)];
    expect(links.map((m) => m[1]).sort()).toEqual([g1, g2, g3].sort());
    expect(digest.body.text).not.toContain(g4);
    for (const [, gameId, token] of links) {
      expect(await verifyToken(l.ctx.secret, token, 'game', clock.now())).toMatchObject({
        sub: carol,
        gid: gameId,
        aud: 'game',
      });
      // The link opens its game.
      expect((await l.call('GET', `/games/${gameId}`, { token })).status).toBe(200);
    }
    expect(digest.body.text).toMatch(/Email settings: \S+\/settings\/notifications\?token=/);
    expect(digest.body.html).toContain(`/games/${g1}/open?token=`);

    // Not again within the day, nor as reminders of the games.
    clock.advance(23 * HOUR);
    const again = await runReminders(l.ctx);
    expect(again).toMatchObject({ digests: 0, reminded: 0 });
    expect(await mailTo(carol)).toHaveLength(2);
    clock.advance(2 * HOUR);
    const [c, d] = await Promise.all([runReminders(l.ctx), runReminders(l.ctx)]);
    expect(c.digests + d.digests).toBe(1);
    expect(await digestsTo(carol)).toHaveLength(2);
    expect((await mailTo(carol)).filter((m) => /a reminder:|you're up/.test(m.body.text ?? ''))).toHaveLength(0);
  });

  it('sends nothing when nothing waits, and nothing to players who chose other mail', async () => {
    const [dave, erin, alice] = [user('dave'), user('erin'), user('alice')];
    await setPrefs(dave, { notify: 'digest' });
    await setPrefs(erin, { notify: 'digest' });
    // Dave's only game waits on Alice.
    await l.call('POST', '/games', {
      token: l.token(dave),
      body: { seats: [{ email: alice }], recommended: 'First Game' },
    });
    // Erin has a game waiting, but switches to every decision.
    await newGame(l, erin, [{ bot: 'big-money' }]);
    await setPrefs(erin, { notify: 'every' });
    expect(await l.ctx.store.digestDue(clock.now())).not.toContain(erin);
    clock.advance(25 * HOUR);
    await runReminders(l.ctx);
    expect(await digestsTo(dave)).toHaveLength(0);
    expect(await digestsTo(erin)).toHaveLength(0);
  });

  it('a failed send gives the day back: the next run sends it', async () => {
    const fay = user('fay');
    await setPrefs(fay, { notify: 'digest' });
    await newGame(l, fay, [{ bot: 'big-money' }]);
    ses.failing = true;
    expect((await runReminders(l.ctx)).digests).toBe(0);
    ses.failing = false;
    expect((await runReminders(l.ctx)).digests).toBe(1);
    expect(await digestsTo(fay)).toHaveLength(1);
  });
});
