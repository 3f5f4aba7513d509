// Who may read or move in a game (tokens of every kind: sessions, a game's link, settings links,
// forged, tampered and expired ones), the history's `at` bounds, display names that could hide,
// reverse or spoof, and what the digest and bounce handling let out or let in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DynaliteLocal } from '../../../local/runtime.js';
import { onBounces } from '../../../lambdas/jobs/bounces.js';
import { runReminders } from '../../../lambdas/jobs/scheduled.js';
import { signToken, type TokenRequest } from '../../../auth/tokens.js';
import { verifyToken } from '../../../auth/verify.js';
import {
  autoMove,
  clearMail,
  Clock,
  freshUser,
  http,
  key,
  local,
  mail,
  newGame,
  setPrefs,
  whoOwes,
} from '../support.js';
import { HOUR } from './support.js';

const clock = new Clock();
let l: DynaliteLocal;
beforeAll(async () => {
  l = await local({ now: clock.now });
});
afterAll(async () => {
  await l?.close();
});

describe('access: who may read or move in a game', () => {
  const ALICE = freshUser('alice'),
    BOB = freshUser('bob'),
    CAROL = freshUser('carol');
  let gameId = '',
    otherGame = '';
  /** Signs any claims, well-formed or not (the API must refuse the ill-formed ones). */
  const sign = (
    { exp, use = 'session', ...rest }: { sub: string; exp: number; gid?: string; use?: string },
    secret = l.ctx.secret,
  ) => signToken(secret, { aud: use, ...rest } as TokenRequest, exp);
  const later = () => clock.now() + HOUR;

  beforeAll(async () => {
    gameId = await newGame(l, ALICE, [{ email: BOB }, { bot: 'big-money' }]);
    otherGame = await newGame(l, ALICE, [{ bot: 'big-money' }]);
    // A few moves whoever starts (the first player is drawn at random), so the game has a history.
    for (let moves = 0; moves < 6; moves++) {
      const { email, v } = await whoOwes(l, gameId, [ALICE, BOB]);
      const r = await autoMove(l, gameId, email, v);
      if (r.status !== 200) throw new Error(r.raw);
    }
  });

  it("only a player of the game, with a session or that game's link, reads it; everyone else gets 401/403", async () => {
    const aliceLink = sign({ sub: ALICE, gid: gameId, use: 'game', exp: later() });
    const valid = aliceLink.split('.');
    const tamperedClaims = Buffer.from(
      JSON.stringify({ sub: ALICE, gid: otherGame, use: 'game', exp: later() }),
    ).toString('base64url');
    const callers: [string, string | undefined, number, RegExp?][] = [
      ["a player's session", l.token(ALICE), 200],
      ["the player's link to this game", aliceLink, 200],
      [
        "the player's link to another game",
        sign({ sub: ALICE, gid: otherGame, use: 'game', exp: later() }),
        403,
        /another game/,
      ],
      ["a non-player's session", l.token(CAROL), 403, /not playing/],
      [
        'a non-player holding a link to this game',
        sign({ sub: CAROL, gid: gameId, use: 'game', exp: later() }),
        403,
        /not playing/,
      ],
      ["the player's settings link", sign({ sub: ALICE, use: 'prefs', exp: later() }), 401],
      ['a settings link naming this game', sign({ sub: ALICE, gid: gameId, use: 'prefs', exp: later() }), 401],
      ['a token signed with another secret', sign({ sub: ALICE, exp: later() }, 'not-the-app-secret-at-all'), 401],
      ['a link whose claims were changed to another game', `${tamperedClaims}.${valid[1]}`, 401],
      ['an expired session', sign({ sub: ALICE, exp: clock.now() - 1 }), 401],
      ['no token', undefined, 401],
    ];
    const reads = [
      `/games/${gameId}`,
      `/games/${gameId}/history`,
      `/games/${gameId}/history?at=1`,
      `/games/${gameId}/history?part=turn`,
      `/games/${gameId}/history?part=timeline`,
      `/games/${gameId}/log`,
    ];
    for (const [who, token, status, message] of callers) {
      for (const path of reads) {
        const r = await http(l, 'GET', path, { token });
        expect(r.status, `${who}: GET ${path}`).toBe(status);
        if (status !== 200) {
          expect(r.error.message, `${who}: GET ${path}`).toMatch(message ?? /./);
          expect(r.raw).not.toMatch(/Copper|Estate|"hand"|"view"/);
        }
      }
      // A move is refused the same way (before anything is read about the game).
      const m = await http(l, 'POST', `/games/${gameId}/moves`, {
        token,
        body: { gameId, expectedSeq: 0, idempotencyKey: key(), move: 'end' },
      });
      expect(
        m.status === status || (status === 200 && [403, 409].includes(m.status)),
        `${who}: POST moves → ${m.status}`,
      ).toBe(true);
    }
    // A Basic header is no bearer token.
    const basic = await fetch(`${l.apiUrl}/games/${gameId}`, {
      headers: { authorization: `Basic ${Buffer.from(`${ALICE}:x`).toString('base64')}` },
    });
    expect(basic.status).toBe(401);
  });

  it("a game's one-click link opens only that game: not the games list, not a new game, not the settings", async () => {
    const link = sign({ sub: ALICE, gid: gameId, use: 'game', exp: later() });
    const list = await http(l, 'GET', '/games', { token: link });
    expect(list.status, list.raw).toBe(403);
    expect(list.raw).not.toContain(otherGame);
    const create = await http(l, 'POST', '/games', {
      token: link,
      body: { seats: [{ email: freshUser('victim') }], recommended: 'First Game' },
    });
    expect(create.status, create.raw).toBe(403);
    expect((await http(l, 'GET', '/me', { token: link })).status).toBe(403);
    // The same player signed in sees both games.
    const mine = await http(l, 'GET', '/games', { token: l.token(ALICE) });
    expect(mine.body.games.map((g: { gameId: string }) => g.gameId)).toEqual(
      expect.arrayContaining([gameId, otherGame]),
    );
    // "My games" of Bob: names of the players only, never an email.
    const bobs = await http(l, 'GET', '/games', { token: l.token(BOB) });
    expect(bobs.raw).not.toContain(ALICE);
    expect(bobs.raw).toContain(gameId);
  });

  it('a settings link opens the settings of its own address only', async () => {
    const prefs = sign({ sub: BOB, use: 'prefs', exp: later() });
    const me = await http(l, 'GET', '/me', { token: prefs });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(BOB);
    expect(
      (await http(l, 'GET', '/me', { token: sign({ sub: BOB, use: 'prefs', exp: clock.now() - 1 }) })).status,
    ).toBe(401);
    expect(
      (
        await http(l, 'GET', '/me', {
          token: sign({ sub: BOB, use: 'prefs', exp: later() }, 'not-the-app-secret-at-all'),
        })
      ).status,
    ).toBe(401);
    expect((await http(l, 'GET', '/games', { token: prefs })).status).toBe(401);
    expect((await http(l, 'GET', `/games/${gameId}`, { token: prefs })).status).toBe(401);
  });

  it("the history's `at`: past the end is the end; negative, fractional, huge or not a number is a 400, never a 500", async () => {
    const token = l.token(ALICE);
    const last = (await http(l, 'GET', `/games/${gameId}/history`, { token })).body.seq;
    expect(last).toBeGreaterThan(0);
    const beyond = await http(l, 'GET', `/games/${gameId}/history?at=${last + 1000}`, { token });
    expect(beyond.status).toBe(200);
    expect(beyond.body).toMatchObject({ at: last, seq: last });
    const start = await http(l, 'GET', `/games/${gameId}/history?at=0`, { token });
    expect(start.body.events.map((e: { seq: number }) => e.seq)).toEqual([0]);
    // The largest seq the keys hold; one more once could end in a 500 from the database's key check.
    expect((await http(l, 'GET', `/games/${gameId}/history?at=9999999999`, { token })).body.at).toBe(last);
    for (const at of ['-1', '1.5', 'abc', '99999999998', '1e20', '9007199254740993', 'Infinity']) {
      const r = await http(l, 'GET', `/games/${gameId}/history?at=${encodeURIComponent(at)}`, { token });
      expect(r.status, `at=${at}: ${r.raw}`).toBe(400);
      expect(r.error.message).toMatch(/^Invalid query: at/);
    }
    for (const q of ['part=turn&at=1', 'part=everything', 'at=1&at2=3', 'view=revealed']) {
      const r = await http(l, 'GET', `/games/${gameId}/history?${q}`, { token });
      expect(r.status, `${q}: ${r.raw}`).toBe(400);
    }
  });
});

describe("display names: no markup, no invisible or direction-changing characters, no taking another player's name", () => {
  it('POST /me refuses names that could hide, reverse or spoof; accepts ordinary names in any script', async () => {
    const me = freshUser('dora');
    const refused: [string, string, RegExp][] = [
      ['markup', '<script>alert(1)</script>', /"<"/],
      ['a right-to-left override', '\u202Eecila', /invisible/],
      ['a zero-width space after a name', 'Bob\u200B', /invisible/],
      ['only a zero-width joiner', '\u200D', /invisible/],
      ['a byte-order mark inside', 'Bo\uFEFFb', /invisible/],
      ['a line separator', 'Bob\u2028Admin', /invisible/],
      ['a new line', 'Bob\nBcc: x@example.com', /invisible/],
      ['31 characters', 'x'.repeat(31), /at most 30/],
    ];
    for (const [what, displayName, message] of refused) {
      const r = await l.call('POST', '/me', { token: l.token(me), body: { displayName } });
      expect(r.status, what).toBe(400);
      expect(r.error.message, what).toMatch(message);
    }
    for (const displayName of ['Zoë & "Ann"', 'سارة', 'Dora 🎲', "O'Neil-Smith", 'x'.repeat(30)]) {
      const r = await l.call('POST', '/me', { token: l.token(me), body: { displayName } });
      expect(r.status, displayName).toBe(200);
      expect(r.body.displayName).toBe(displayName);
    }
  });

  it("names given when creating a game follow the same rules, and are escaped in the invitation's HTML", async () => {
    const host = freshUser('host'),
      guest = freshUser('guest');
    for (const body of [
      { name: '<b>Host</b>', seats: [{ email: guest }] },
      { seats: [{ email: guest, name: 'G\u202Euest' }] },
      { seats: [{ email: guest, name: 'Guest\r\nBcc: all@example.com' }] },
      { seats: [{ bot: 'big-money', name: 'Bot\u200B' }] },
    ]) {
      const r = await l.call('POST', '/games', { token: l.token(host), body: { ...body, recommended: 'First Game' } });
      expect(r.status, JSON.stringify(body)).toBe(400);
    }
    await clearMail(l);
    const ok = await l.call('POST', '/games', {
      token: l.token(host),
      body: { name: 'Tom & "Jerry"', seats: [{ email: guest }], recommended: 'First Game' },
    });
    expect(ok.status, ok.raw).toBe(201);
    const [invite] = (await mail(l)).filter((m) => m.destination.to[0] === guest);
    expect(invite.body.html).toContain('Tom &amp; &quot;Jerry&quot; invites you');
    expect(invite.body.html).not.toContain('"Jerry"');
    expect(invite.body.text).toContain('Tom & "Jerry" invites you');
    for (const part of [invite.subject, invite.body.text!, invite.body.html!]) expect(part).not.toContain(host);
  });

  it('a joining player whose name another seat has gets a numbered one, whatever the case', async () => {
    const alice = freshUser('alice'),
      bob = freshUser('bob'),
      mallory = freshUser('mallory');
    await setPrefs(l, bob, { displayName: 'Bob' });
    await setPrefs(l, mallory, { displayName: 'bob' });
    const created = await l.call('POST', '/games', {
      token: l.token(alice),
      body: { name: 'Alice', seats: [{ email: bob }, { email: mallory }], recommended: 'First Game' },
    });
    const id = created.body.gameId;
    expect((await l.call('POST', `/games/${id}/join`, { token: l.token(mallory) })).status).toBe(200);
    const g = await l.call('GET', `/games/${id}`, { token: l.token(alice) });
    expect(g.body.seats.map((s: { name: string }) => s.name)).toEqual(['Alice', 'Bob', 'bob 2']);
  });
});

describe('the digest and bounces', () => {
  it("the digest lists the player's games with names, never another player's address, and links only for them", async () => {
    const dana = freshUser('dana'),
      erin = freshUser('erin');
    await setPrefs(l, dana, { notify: 'digest' });
    const invited = await l.call('POST', '/games', {
      token: l.token(erin),
      body: { seats: [{ email: dana }], recommended: 'First Game' },
    });
    expect(invited.status).toBe(201);
    await clearMail(l);
    clock.advance(25 * HOUR);
    await runReminders(l.ctx);
    const [digest] = (await mail(l)).filter((m) => m.destination.to[0] === dana && /waiting for you/.test(m.subject));
    expect(digest.body.text).toContain(invited.body.gameId);
    for (const part of [digest.subject, digest.body.text!, digest.body.html!]) expect(part).not.toContain(erin);
    const tokens = await Promise.all(
      [...digest.body.text!.matchAll(/token=([\w.-]+)/g)].map((m) =>
        verifyToken(l.ctx.secret, m[1], ['game', 'prefs'], clock.now()),
      ),
    );
    expect(tokens.length).toBeGreaterThanOrEqual(2);
    for (const c of tokens) expect(c?.sub).toBe(dana);
  });

  it('a bounce record marks only the addresses it names, and only when it reads as an SES event', async () => {
    // Anyone able to write to the bounce queue could mark any address: on AWS only the EventBridge
    // rule for SES events may send to it (queue policy), so the handler trusts the record's shape.
    const victim = freshUser('victim'),
      bystander = freshUser('bystander');
    const record = (body: unknown) => ({ messageId: key(), body: JSON.stringify(body) });
    const event = (source: string, addresses: string[]) => ({
      source,
      'detail-type': 'Email Bounced',
      detail: {
        eventType: 'Bounce',
        bounce: { bounceType: 'Permanent', bouncedRecipients: addresses.map((emailAddress) => ({ emailAddress })) },
      },
    });
    const forged = record(event('my.app', [victim]));
    const listed = record(event('aws.ses', [`${victim}, ${bystander}`, `"Name" <${victim}>`]));
    const out = await onBounces(l.ctx, [forged, listed]);
    expect(out.batchItemFailures).toEqual([{ itemIdentifier: forged.messageId }]);
    expect((await l.ctx.store.getProfile(victim))?.undeliverable?.reason).toBe('bounce');
    // "a, b" is not one address: nobody else is marked by it.
    expect(await l.ctx.store.getProfile(bystander)).toBeNull();
  });
});
