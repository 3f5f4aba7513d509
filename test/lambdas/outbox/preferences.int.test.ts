// Display names and notification preferences: the /me routes (session or "Email settings" link),
// and what each preference lets through, decided when the mail goes out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DynaliteLocal } from '../../../local/runtime.js';
import { runOutbox, runReminders } from '../../../lambdas/jobs/scheduled.js';
import { skipReason } from '../../../lambdas/outbox/prefs.js';
import { prefsLink } from '../../../lambdas/letters/render.js';
import type { NotifyReason } from '../../../lambdas/store/records.js';
import { signToken } from '../../../auth/tokens.js';
import {
  autoMove,
  clearMail,
  Clock,
  faultyMailer,
  freshUser,
  http,
  key,
  local,
  mail,
  newGame,
  setPrefs as setPrefsOf,
  storedMail,
} from '../support.js';
import { PRESENT_MS } from '../../../lambdas/game/notices.js';

const HOUR = 3_600_000;
const clock = new Clock();
let l: DynaliteLocal;
const ses = faultyMailer();
beforeAll(async () => {
  l = await local({ now: clock.now, wrapMailer: ses.wrap });
});
afterAll(async () => {
  await l?.close();
});

const user = freshUser;
const setPrefs = (email: string, body: Record<string, unknown>) => setPrefsOf(l, email, body);
const mailTo = async (email: string, gameId?: string) =>
  (await mail(l)).filter((m) => m.destination.to[0] === email && (!gameId || m.subject.includes(gameId)));
const prefsToken = (email: string) => new URL(prefsLink(l.ctx, email, clock.now())).searchParams.get('token')!;

const owes = async (gameId: string, email: string) =>
  !!(await l.call('GET', `/games/${gameId}`, { token: l.token(email) })).body.view!.decision;

/** Moves for whichever of `emails` owes a decision (Big Money with Militia) until `stop` (told who moved last) or the game ends. */
async function play(
  gameId: string,
  emails: string[],
  stop: (lastMover: string | null) => Promise<boolean> | boolean = () => false,
) {
  let last: string | null = null;
  for (let steps = 0; steps < 3000 && !(await stop(last)); steps++) {
    // Each move after a while away from the table: nobody's own move holds their mail (notices.ts).
    clock.advance(PRESENT_MS + 60_000);
    const views = await Promise.all(emails.map((e) => l.call('GET', `/games/${gameId}`, { token: l.token(e) })));
    if (views[0].body.view!.result) return;
    const i = views.findIndex((v) => v.body.view!.decision);
    expect(i, 'a human owes a decision').toBeGreaterThanOrEqual(0);
    const v = views[i].body;
    const r = await autoMove(l, gameId, emails[i], v, { militia: true });
    expect(r.status, r.raw).toBe(200);
    last = emails[i]!;
  }
}

describe('the rules', () => {
  it('every gets everything, turn skips mid-turn decisions, digest only results and invitations, undeliverable nothing', () => {
    const reasons: NotifyReason[] = ['turn', 'decision', 'over', 'invite', 'reminder', 'digest'];
    const table = (p: Parameters<typeof skipReason>[0]) => reasons.filter((r) => skipReason(p, r) === null);
    expect(table(null)).toEqual(['turn', 'decision', 'over', 'invite', 'reminder']);
    expect(table({ notify: 'every' })).toEqual(['turn', 'decision', 'over', 'invite', 'reminder']);
    expect(table({ notify: 'turn' })).toEqual(['turn', 'over', 'invite', 'reminder']);
    expect(table({ notify: 'digest' })).toEqual(['over', 'invite', 'digest']);
    expect(table({ notify: 'every', undeliverable: { reason: 'bounce', at: 1 } })).toEqual([]);
  });
});

describe('GET and POST /me', () => {
  it('answers the defaults, then the changes', async () => {
    const me = user('dora');
    const first = await l.call('GET', '/me', { token: l.token(me) });
    // No name chosen yet: the site asks for one at first sign-in.
    expect(first.body).toEqual({
      email: me,
      displayName: null,
      defaultName: me.split('@')[0],
      nameChosen: false,
      notify: 'every',
      reactions: { moat: 'auto', diplomat: 'always' },
      undeliverable: null,
      away: null,
      awayDaysLeft: 60,
    });
    expect((await setPrefs(me, { notify: 'every' })).nameChosen).toBe(false);
    const changed = await setPrefs(me, { displayName: '  Dora the Bold ', notify: 'turn' });
    expect(changed).toMatchObject({ displayName: 'Dora the Bold', notify: 'turn', nameChosen: true });
    expect((await l.call('GET', '/me', { token: l.token(me) })).body).toMatchObject({
      displayName: 'Dora the Bold',
      notify: 'turn',
    });
    // Back to the suggested name: still a choice, not asked again.
    expect(await setPrefs(me, { displayName: null })).toMatchObject({
      displayName: null,
      notify: 'turn',
      nameChosen: true,
    });
  });

  it("Reaction settings: saved with a session, not by the email link, and recorded in each game's start as its seat's", async () => {
    const alice = user('ada');
    const bob = user('ben');
    expect(await setPrefs(bob, { reactions: { moat: 'ask', diplomat: 'never' } })).toMatchObject({
      reactions: { moat: 'ask', diplomat: 'never' },
    });
    const byLink = await l.call('POST', '/me', {
      token: prefsToken(bob),
      body: { reactions: { moat: 'auto', diplomat: 'ask' } },
    });
    expect(byLink.status).toBe(403);
    expect(byLink.raw).toMatch(/Sign in to change how your Reactions answer/);
    expect(
      (await l.call('POST', '/me', { token: l.token(bob), body: { reactions: { moat: 'never', diplomat: 'ask' } } }))
        .status,
    ).toBe(400);
    // Bob's Moat is asked: Alice's games list and table say only that the game waits on him.
    const gameId = await newGame(
      l,
      alice,
      [{ email: bob }, { bot: 'random' }],
      {},
      {
        firstPlayer: 0,
        players: {
          '0': { hand: ['Militia', 'Copper'] },
          '1': { hand: ['Moat', 'Copper', 'Copper', 'Estate', 'Silver'] },
        },
      },
    );
    const meta = (await l.ctx.store.getMeta(gameId))!;
    expect(meta.config.reactions).toEqual([
      { moat: 'auto', diplomat: 'always' },
      { moat: 'ask', diplomat: 'never' },
      { moat: 'auto', diplomat: 'always' },
    ]);
    const g = await l.call('GET', `/games/${gameId}`, { token: l.token(alice) });
    const moved = await l.call('POST', `/games/${gameId}/moves`, {
      token: l.token(alice),
      body: { gameId, expectedSeq: g.body.seq, idempotencyKey: key(), move: 'play Militia' },
    });
    expect(moved.status, moved.raw).toBe(200);
    const table = await l.call('GET', `/games/${gameId}`, { token: l.token(alice) });
    const ben = meta.seats[1].name;
    expect(table.body.view!.waitingOn).toEqual([
      { player: 1, name: ben, kind: null, verb: null, source: null, prompt: null },
    ]);
    const row = (await l.call('GET', '/games', { token: l.token(alice) })).body.games.find(
      (x: { gameId: string }) => x.gameId === gameId,
    );
    expect(row!.asked).toEqual([`Waiting for ${ben}`]);
  });

  it('keeping the suggested name at first sign-in counts as choosing it', async () => {
    const me = user('fay');
    expect(await setPrefs(me, { displayName: null })).toMatchObject({ displayName: null, nameChosen: true });
    expect((await l.call('GET', '/me', { token: l.token(me) })).body.nameChosen).toBe(true);
  });

  it('bad input and bad tokens change nothing, with a clear message', async () => {
    const me = user('erin');
    await setPrefs(me, { displayName: 'Erin', notify: 'turn' });
    const before = await l.ctx.store.getProfile(me);
    const cases: [string, { token?: string; body?: unknown; rawBody?: string }, number, RegExp][] = [
      [
        'an unknown notify value',
        { token: l.token(me), body: { notify: 'hourly' } },
        400,
        /notify is "every", "turn" or "digest"/,
      ],
      ['a name over 30 characters', { token: l.token(me), body: { displayName: 'x'.repeat(31) } }, 400, /at most 30/],
      ['an empty name', { token: l.token(me), body: { displayName: '   ' } }, 400, /cannot be empty/],
      ['markup in a name', { token: l.token(me), body: { displayName: '<b>Erin</b>' } }, 400, /"<"/],
      ['an unknown field', { token: l.token(me), body: { notify: 'every', admin: true } }, 400, /admin|Unrecognized/i],
      ['nothing to change', { token: l.token(me), body: {} }, 400, /Nothing to change/],
      ['resumeMail: false', { token: l.token(me), body: { resumeMail: false } }, 400, /resumeMail/],
      ['malformed JSON', { token: l.token(me), rawBody: '{"notify":' }, 400, /not valid JSON/],
      ['no token', { body: { notify: 'every' } }, 401, /Sign in/],
      [
        'a forged token',
        {
          token: signToken('not-the-secret-at-all', { aud: 'prefs', sub: me }, clock.now() + HOUR),
          body: { notify: 'every' },
        },
        401,
        /Sign in/,
      ],
      [
        'an expired settings link',
        { token: signToken(l.ctx.secret, { aud: 'prefs', sub: me }, clock.now() - 1), body: { notify: 'every' } },
        401,
        /Sign in/,
      ],
      [
        'a game link',
        {
          token: signToken(l.ctx.secret, { aud: 'game', sub: me, gid: 'somegame1' }, clock.now() + HOUR),
          body: { notify: 'every' },
        },
        403,
        /opens only its game/,
      ],
    ];
    for (const [name, c, status, message] of cases) {
      const r = await http(l, 'POST', '/me', c);
      expect(r.status, `${name}: ${r.raw}`).toBe(status);
      expect(r.error.message, name).toMatch(message);
    }
    expect(await l.ctx.store.getProfile(me)).toEqual(before);
  });

  it('a settings link opens /me without signing in, and no game', async () => {
    const [me, other] = [user('fay'), user('gus')];
    const gameId = await newGame(l, me, [{ email: other }]);
    const t = prefsToken(me);
    expect((await http(l, 'GET', '/me', { token: t })).body).toMatchObject({ email: me, notify: 'every' });
    expect((await http(l, 'POST', '/me', { token: t, body: { notify: 'digest' } })).body).toMatchObject({
      notify: 'digest',
    });
    // A forwarded mail cannot rename its player: the name needs a signed-in session.
    const rename = await http(l, 'POST', '/me', { token: t, body: { displayName: 'Mallory', notify: 'every' } });
    expect(rename.status).toBe(403);
    expect(rename.error.message).toMatch(/Sign in to change your display name/);
    expect((await http(l, 'GET', '/me', { token: t })).body).toMatchObject({ displayName: null, notify: 'digest' });
    // Not a game, not the list, not a move, not a join.
    expect((await http(l, 'GET', `/games/${gameId}`, { token: t })).status).toBe(401);
    expect((await http(l, 'GET', `/games/${gameId}/history`, { token: t })).status).toBe(401);
    expect((await http(l, 'GET', '/games', { token: t })).status).toBe(401);
    expect(
      (
        await http(l, 'POST', `/games/${gameId}/moves`, {
          token: t,
          body: { gameId, expectedSeq: 0, idempotencyKey: key(), move: 'end' },
        })
      ).status,
    ).toBe(401);
    expect((await http(l, 'POST', '/games', { token: t, body: { seats: [{ bot: 'big-money' }] } })).status).toBe(401);
    // A game's link still reads its game, but not the settings.
    const gameLink = signToken(l.ctx.secret, { aud: 'game', sub: me, gid: gameId }, clock.now() + HOUR);
    expect((await http(l, 'GET', `/games/${gameId}`, { token: gameLink })).status).toBe(200);
    expect((await http(l, 'GET', '/me', { token: gameLink })).status).toBe(403);
  });
});

describe('mail by preference', () => {
  // A hang guard, not a speed check: this game's ~250 moves over HTTP took over 3 minutes once on a loaded machine.
  it('a real game: each player gets exactly the mail their preference lets through', { timeout: 600_000 }, async () => {
    const [alice, bob, carol] = [user('alice'), user('bob'), user('carol')];
    await setPrefs(bob, { notify: 'turn' });
    await setPrefs(carol, { notify: 'digest' });
    // Four Provinces (not twelve) end the game sooner (median 245 events, not 374, over 200+ random
    // deals). Every player still buys a Militia in turn 1 or 2 (a 5/2 or 4/3 deal) and is attacked
    // before the end (400 of 400 deals).
    const gameId = await newGame(l, alice, [{ email: bob }, { email: carol }], {}, { piles: { Province: 4 } });
    await play(gameId, [alice, bob, carol]);

    const events = await l.ctx.store.events(gameId, 0, undefined, 'all');
    const stored = await storedMail(l, gameId);
    const queued = (email: string, ...reasons: NotifyReason[]) =>
      stored
        .flatMap((e) => e.outbox)
        .filter((n) => n.reason !== 'invite')
        .filter((n) => n.to === email && (reasons.length === 0 || reasons.includes(n.reason!))).length;
    const state = (await l.call('GET', `/games/${gameId}`, { token: l.token(alice) })).body.view;
    expect(state!.result).toBeTruthy();
    // The reasons are right: one "turn" mail per turn a player took; mid-turn decisions happened.
    [alice, bob, carol].forEach((p, seat) =>
      expect(queued(p, 'turn'), `turns of seat ${seat}`).toBe(state!.result!.turns[seat]),
    );
    for (const p of [alice, bob, carol]) expect(queued(p, 'decision'), `Militia decisions for ${p}`).toBeGreaterThan(0);

    const got = async (p: string) => (await mailTo(p, gameId)).length;
    expect(await got(alice)).toBe(queued(alice));
    expect(await got(bob)).toBe(1 + queued(bob, 'turn', 'over'));
    expect(await got(bob)).toBeLessThan(1 + queued(bob));
    expect((await mailTo(carol, gameId)).map((m) => m.body.text)).toEqual([
      expect.stringContaining('invites you'),
      expect.stringContaining('The game is over'),
    ]);
    console.log(
      `preferences game: ${events.length} events; alice ${await got(alice)}, bob ${await got(bob)} of ${1 + queued(bob)}, carol ${await got(carol)} of ${1 + queued(carol)} mails`,
    );
    // Nothing is left waiting in the outbox: skipped mail is done.
    expect((await l.ctx.store.pendingOutbox()).some((p) => p.gameId === gameId)).toBe(false);
  });

  it('mail already in the outbox follows a preference changed before it is sent, and is never sent later', async () => {
    const [alice, bob] = [user('alice'), user('bob')];
    const gameId = await newGame(l, alice, [{ email: bob }]);
    await clearMail(l);
    ses.failing = true;
    // Play until Alice's move hands Bob a decision: his "your move" is queued, unsent.
    await play(gameId, [alice, bob], async (last) => last === alice && owes(gameId, bob));
    await l.idle(); // the mail goes out after the response
    ses.failing = false;
    expect(await owes(gameId, bob)).toBe(true);
    expect((await l.ctx.store.pendingOutbox()).some((p) => p.gameId === gameId)).toBe(true);
    await setPrefs(bob, { notify: 'digest' });
    const r = await runOutbox(l.ctx);
    expect(r.skipped).toBeGreaterThan(0);
    expect(await mailTo(bob, gameId)).toHaveLength(0);
    expect((await l.ctx.store.pendingOutbox()).some((p) => p.gameId === gameId)).toBe(false);
    // Back to every decision: what was skipped stays skipped.
    await setPrefs(bob, { notify: 'every' });
    await runOutbox(l.ctx);
    expect(await mailTo(bob, gameId)).toHaveLength(0);
    // The skip is recorded on the mail's item, with why.
    const items = (await storedMail(l, gameId)).filter((e) => e.outbox.some((n) => n.to === bob));
    expect(items.flatMap((e) => e.skips)).toContain('preference (digest)');
  });

  it('reminders reach "every" and "turn" players, not digest players', async () => {
    const results: Record<string, number> = {};
    for (const pref of ['every', 'turn', 'digest'] as const) {
      const [alice, bob] = [user('alice'), user('bob')];
      await setPrefs(alice, { notify: pref });
      await setPrefs(bob, { notify: pref });
      await newGame(l, alice, [{ email: bob }], { reminderHours: 2 });
      await clearMail(l);
      clock.advance(3 * HOUR);
      await runReminders(l.ctx);
      results[pref] = (await mail(l)).filter(
        (m) => /still your move/.test(m.body.text ?? '') && [alice, bob].includes(m.destination.to[0]),
      ).length;
    }
    expect(results).toEqual({ every: 1, turn: 1, digest: 0 });
  });
});

describe('display name', () => {
  it('names a player who gives no name, when creating and when joining', async () => {
    const [alice, bob, dan] = [user('alice'), user('bob'), user('dan')];
    await setPrefs(alice, { displayName: 'Alice A.' });
    await setPrefs(bob, { displayName: 'Bobby' });
    const created = await l.call('POST', '/games', {
      token: l.token(alice),
      body: {
        seats: [{ email: bob }, { email: dan }, { email: user('eve'), name: 'Evie' }],
        recommended: 'First Game',
      },
    });
    expect(created.status, created.raw).toBe(201);
    expect(created.body.seats.map((s: { name: string }) => s.name)).toEqual([
      'Alice A.',
      'Bobby',
      dan.split('@')[0],
      'Evie',
    ]);
    // Dan picks a name before accepting: his seat takes it (numbered, since Bobby is taken).
    await setPrefs(dan, { displayName: 'bobby' });
    const joined = await l.call('POST', `/games/${created.body.gameId}/join`, { token: l.token(dan) });
    expect(joined.body.seats.map((s: { name: string }) => s.name)).toEqual(['Alice A.', 'Bobby', 'bobby 2', 'Evie']);
    // A name given in the request wins over the profile.
    const named = await l.call('POST', '/games', {
      token: l.token(alice),
      body: { name: 'Al', seats: [{ bot: 'big-money' }], recommended: 'First Game' },
    });
    expect(named.body.seats[0].name).toBe('Al');
  });
});
