// The HTTP edge against hostile input (issue #16): names that pass for someone else's, bot ids that
// are Object.prototype properties, each refused with a 400 before anything is written; and the API
// contract: every route answered in these suites had its body checked (contract-check.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DisplayName, RESPONSE_BODIES } from '../../../contract/api.js';
import { ROUTE_TABLE } from '../../../lambdas/http/route-table.js';
import { lookOf } from '../../../lambdas/lobby/seat-names.js';
import type { Local } from '../../../local/runtime.js';
import { checkedAnswers } from '../contract-check.js';
import { autopilot, freshUser, http, key, local } from '../support.js';
import { finishGame } from '../ratings/support.js';

const STACKED = `b${'\u0301'.repeat(10)}ob`;
/** The probes: each alone, or beside "bob", must not be a seat or display name. */
const LONE_NAMES: [string, string][] = [
  ['bob + U+034F (combining grapheme joiner)', 'bob\u034F'],
  ['bob + U+FE0F (variation selector)', 'bob\uFE0F'],
  ['U+3164 alone (Hangul filler)', '\u3164'],
  ['U+2800 alone (Braille blank)', '\u2800'],
  ['U+115F alone (Hangul choseong filler)', '\u115F'],
  ['ten stacked combining marks', STACKED],
];

describe('display names (contract)', () => {
  it('refuses every probe of the issue', () => {
    for (const [what, name] of LONE_NAMES) expect(DisplayName.safeParse(name).success, what).toBe(false);
    for (const blank of ['\u00A0', 'a\u3000b', '\u200B', 'x\u2800', '\u1160'])
      expect(DisplayName.safeParse(blank).success, JSON.stringify(blank)).toBe(false);
  });

  it('keeps ordinary names, NFC-normalised', () => {
    expect(DisplayName.parse('  Zoë  ')).toBe('Zoë');
    expect(DisplayName.parse('Jose\u0301')).toBe('José');
    expect(DisplayName.parse('José').length).toBe(4);
    for (const ok of ['Bob', 'Анна', '李小龙', 'Nguyễn', 'Ana María', 'R2-D2', 'Zoë 2'])
      expect(DisplayName.safeParse(ok).success, ok).toBe(true);
  });

  it('sees a Cyrillic о, fullwidth letters and case as the same look', () => {
    expect(lookOf('bоb')).toBe(lookOf('bob'));
    expect(lookOf('ｂｏｂ')).toBe(lookOf('Bob'));
    expect(lookOf('bob 2')).not.toBe(lookOf('bob'));
    expect(lookOf('Rob')).not.toBe(lookOf('Bob'));
  });
});

describe('the edge refuses before it writes', () => {
  let l: Local;
  beforeAll(async () => {
    l = await local();
  });
  afterAll(async () => {
    await l?.close();
  });

  const myGames = async (email: string) =>
    (await http(l, 'GET', '/games', { token: l.token(email) })).body.games as unknown[];

  it.each(['constructor', '__proto__', 'toString'])(
    'POST /games with the bot "%s": 400, no game written',
    async (bot) => {
      const me = freshUser('proto');
      const r = await http(l, 'POST', '/games', {
        token: l.token(me),
        body: { seats: [{ bot }], recommended: 'First Game' },
      });
      expect(r.status, r.raw).toBe(400);
      expect(r.error.message).toContain(`There is no bot "${bot}"`);
      expect(await myGames(me)).toEqual([]);
    },
  );

  it('POST /games with a lookalike, invisible or blank seat name: 400, no game written', async () => {
    const me = freshUser('names');
    const tables: [string, unknown[], string?][] = [
      ...LONE_NAMES.map(([what, name]): [string, unknown[]] => [what, [{ bot: 'big-money', name }]]),
      [
        'bob + U+034F next to bob',
        [
          { bot: 'big-money', name: 'bob' },
          { bot: 'random', name: 'bob\u034F' },
        ],
      ],
      [
        'Cyrillic bоb next to bob',
        [
          { bot: 'big-money', name: 'bob' },
          { bot: 'random', name: 'bоb' },
        ],
      ],
      ['the creator as bob, an invitee as Cyrillic bоb', [{ email: freshUser('other'), name: 'bоb' }], 'bob'],
    ];
    for (const [what, seats, name] of tables) {
      const r = await http(l, 'POST', '/games', {
        token: l.token(me),
        body: { seats, recommended: 'First Game', ...(name ? { name } : {}) },
      });
      expect(r.status, `${what}: ${r.raw}`).toBe(400);
      expect(r.error.message, what).toMatch(/display name|looks like/);
    }
    expect(await myGames(me)).toEqual([]);
    // The same names apart, or plainly different, are fine.
    const ok = await http(l, 'POST', '/games', {
      token: l.token(me),
      body: {
        name: 'bob',
        seats: [
          { bot: 'big-money', name: 'Rob' },
          { bot: 'random', name: 'bob' },
        ],
        recommended: 'First Game',
      },
    });
    expect(ok.status, ok.raw).toBe(201);
    expect(ok.body.seats.map((s: { name: string }) => s.name)).toEqual(['bob', 'Rob', 'bob 2']);
  });

  it('POST /me refuses the same names, and stores nothing', async () => {
    const me = freshUser('me');
    for (const [what, name] of LONE_NAMES) {
      const r = await http(l, 'POST', '/me', { token: l.token(me), body: { displayName: name } });
      expect(r.status, `${what}: ${r.raw}`).toBe(400);
    }
    expect((await http(l, 'GET', '/me', { token: l.token(me) })).body.displayName).toBeNull();
  });

  it("a player joining with a profile name that looks like another seat's gets it numbered", async () => {
    const alice = freshUser('alice'),
      bob = freshUser('bob');
    const created = await http(l, 'POST', '/games', {
      token: l.token(alice),
      body: { name: 'Alice', seats: [{ email: bob }], recommended: 'First Game' },
    });
    expect(created.status, created.raw).toBe(201);
    // After the invitation, Bob names himself with a Cyrillic А; joining takes his name.
    expect((await http(l, 'POST', '/me', { token: l.token(bob), body: { displayName: 'Аlice' } })).status).toBe(200);
    const joined = await http(l, 'POST', `/games/${created.body.gameId}/join`, { token: l.token(bob), body: {} });
    expect(joined.status, joined.raw).toBe(200);
    expect(joined.body.seats.map((s: { name: string }) => s.name)).toEqual(['Alice', 'Аlice 2']);
  });
});

describe('the API contract', () => {
  let l: Local;
  beforeAll(async () => {
    l = await local();
  });
  afterAll(async () => {
    await l?.close();
  });

  it('names a response body for every route of the route table, and no other', () => {
    expect([...RESPONSE_BODIES.keys()].sort()).toEqual(ROUTE_TABLE.map((r) => `${r.method} ${r.path}`).sort());
  });

  it('every route answers with the body the contract gives it (checked on each answer)', async () => {
    const a = freshUser('ca'),
      b = freshUser('cb'),
      c = freshUser('cc');
    const t = (e: string) => ({ token: l.token(e) });
    await http(l, 'POST', '/me', { ...t(a), body: { notify: 'turn' } });
    await http(l, 'GET', '/me', t(a));
    const open = await http(l, 'POST', '/games', {
      ...t(a),
      body: { seats: [{ email: b }, { email: c }], recommended: 'First Game' },
    });
    await http(l, 'POST', `/games/${open.body.gameId}/leave`, { ...t(c), body: {} });
    await http(l, 'POST', `/games/${open.body.gameId}/join`, { ...t(b), body: {} });
    const gameId = open.body.gameId;
    await http(l, 'GET', '/games', t(a));
    for (let i = 0; i < 6; i++) {
      for (const e of [a, b]) {
        const g = await http(l, 'GET', `/games/${gameId}`, t(e));
        if (g.body.view?.decision)
          await http(l, 'POST', `/games/${gameId}/moves`, {
            ...t(e),
            body: { gameId, expectedSeq: g.body.seq, idempotencyKey: key(), move: autopilot(g.body.view) },
          });
      }
    }
    await http(l, 'GET', `/games/${gameId}/history`, t(a));
    await http(l, 'GET', `/games/${gameId}/history?at=3`, t(b));
    await http(l, 'GET', `/games/${gameId}/history?part=turn`, t(a));
    await http(l, 'GET', `/games/${gameId}/log`, t(a));
    await http(l, 'GET', `/games/nosuchgame1`, t(a));
    // An open public game: listed, a seat taken, started early with a bot, watched by a spectator.
    const opened = await http(l, 'POST', '/games', { ...t(a), body: { seats: [], open: { seats: 3, public: true } } });
    await http(l, 'GET', '/open-games?players=3&pace=daily', t(c));
    await http(l, 'POST', `/games/${opened.body.gameId}/seat`, { ...t(b), body: {} });
    await http(l, 'POST', `/games/${opened.body.gameId}/start`, { ...t(a), body: { bot: 'easy' } });
    await http(l, 'GET', `/games/${opened.body.gameId}`, t(c));
    // Ratings (test/lambdas/ratings/api.test.ts has rated players): the leaderboard, a page not found.
    await http(l, 'GET', '/leaderboard', t(a));
    await http(l, 'GET', '/players/nobody-rated', t(a));
    // Rematch (test/lambdas/rematch/): proposed, accepted, read.
    const over = await finishGame(l, [a, b], 0);
    await http(l, 'POST', `/games/${over}/rematch`, { ...t(a), body: { idempotencyKey: key() } });
    await http(l, 'POST', `/games/${over}/rematch/answer`, { ...t(b), body: { accept: true, idempotencyKey: key() } });
    await http(l, 'GET', `/games/${over}/rematch`, t(a));
    // Chat (test/lambdas/http/chat.test.ts): a message, then the read.
    await http(l, 'POST', `/games/${over}/chat`, { ...t(a), body: { text: 'good game', idempotencyKey: key() } });
    await http(l, 'GET', `/games/${over}/chat`, t(b));
    for (const r of ROUTE_TABLE)
      expect(checkedAnswers.get(`${r.method} ${r.path}`) ?? 0, `${r.method} ${r.path}`).toBeGreaterThan(0);
  });
});
