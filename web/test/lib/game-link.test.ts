// One-click links from game mail: /games/<id>/open keeps a valid link's token in a cookie scoped to
// that game's pages and redirects (relatively) to the game; those pages act as the link's player
// only when nobody is signed in, and only for that game.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { signToken, type TokenRequest } from '@auth/tokens';
import { verifyToken } from '@auth/verify';

vi.mock('server-only', () => ({}));
const state = vi.hoisted(() => ({
  session: null as null | { user: { email: string } },
  cookies: new Map<string, string>(),
}));
vi.mock('next-auth', () => ({ getServerSession: vi.fn(async () => state.session) }));
vi.mock('@/lib/auth', () => ({ authOptions: {} }));
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: (k: string) => (state.cookies.has(k) ? { value: state.cookies.get(k) } : undefined) }),
}));

import { gameCaller, linkCookie } from '@/lib/game-link';
import { GET } from '@/app/games/[id]/open/route';

const SECRET = 'local-development-secret';
const GAME = 'game_0001';
const link = ({ exp = Date.now() + 3_600_000, ...claims }: Partial<{ aud: string; gid: string; exp: number }> = {}) =>
  signToken(SECRET, { aud: 'game', sub: 'bob@example.com', gid: GAME, ...claims } as TokenRequest, exp);
const open = (query: string, id = GAME) =>
  GET(new NextRequest(`http://127.0.0.1:3000/games/${id}/open?${query}`), { params: Promise.resolve({ id }) });

beforeEach(() => {
  state.session = null;
  state.cookies.clear();
});

describe('/games/<id>/open', () => {
  it("keeps a valid link in an HTTP-only cookie for this game's pages and goes to the game (relative redirect)", async () => {
    const token = link();
    const res = await open(`token=${token}`);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/games/${GAME}`);
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toContain(`${linkCookie(GAME)}=${token}`);
    expect(cookie).toContain(`Path=/games/${GAME}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect((await open(`token=${token}&to=history`)).headers.get('location')).toBe(`/games/${GAME}/history`);
    // The result mail's second link: the whole log. Any other `to` is the table (looked up, never an own-property slip).
    expect((await open(`token=${token}&to=log`)).headers.get('location')).toBe(`/games/${GAME}/log`);
    for (const to of ['constructor', '__proto__', 'answer'])
      expect((await open(`token=${token}&to=${to}`)).headers.get('location')).toBe(`/games/${GAME}`);
  });

  it('an answer link\'s token (its page\'s "Open the game") opens the game with a game token for the same player, game and expiry', async () => {
    const exp = Date.now() + 3_600_000;
    const answer = signToken(
      SECRET,
      { aud: 'answer', sub: 'bob@example.com', gid: GAME, seq: 4, ans: 'discard Estate, Estate' },
      exp,
    );
    const res = await open(`token=${answer}`);
    expect(res.headers.get('location')).toBe(`/games/${GAME}`);
    const kept = decodeURIComponent(
      res.headers.get('set-cookie')!.match(new RegExp(`${linkCookie(GAME)}=([^;]+)`))![1],
    );
    expect(kept).not.toBe(answer);
    const claims = await verifyToken(SECRET, kept, 'game', Date.now());
    expect(claims).toEqual({ aud: 'game', sub: 'bob@example.com', gid: GAME, exp: Math.floor(exp / 1000) });
    // Another game's answer link opens nothing here.
    const other = signToken(
      SECRET,
      { aud: 'answer', sub: 'bob@example.com', gid: 'another_game', seq: 4, ans: 'yes' },
      exp,
    );
    expect((await open(`token=${other}`)).headers.get('set-cookie')).toBeNull();
  });

  it('sends an invalid, expired, other-game or session token to sign in, setting nothing', async () => {
    for (const token of [
      'nonsense',
      link({ exp: Date.now() - 1 }),
      link({ gid: 'another_game' }),
      link({ aud: 'session' }),
      link({ aud: 'prefs' }),
      signToken('another-secret-entirely', { aud: 'game', sub: 'bob@example.com', gid: GAME }, Date.now() + 1e6),
    ]) {
      const res = await open(`token=${encodeURIComponent(token)}`);
      expect(res.headers.get('location')).toBe(`/signin?callbackUrl=${encodeURIComponent(`/games/${GAME}`)}`);
      expect(res.headers.get('set-cookie')).toBeNull();
    }
  });
});

describe('a rotated secret', () => {
  it('still opens a link signed with the previous secret while DOMINION_API_SECRET_PREVIOUS names it', async () => {
    const before = { ...process.env };
    process.env.DOMINION_API_SECRET = 'the-next-secret-after-rotation';
    try {
      process.env.DOMINION_API_SECRET_PREVIOUS = SECRET;
      expect((await open(`token=${link()}`)).headers.get('location')).toBe(`/games/${GAME}`);
      delete process.env.DOMINION_API_SECRET_PREVIOUS;
      expect((await open(`token=${link()}`)).headers.get('location')).toMatch(/^\/signin/);
    } finally {
      process.env = before;
    }
  });
});

describe('who a game page acts as', () => {
  it("the signed-in player first; else this game's link; else nobody", async () => {
    state.cookies.set(linkCookie(GAME), link());
    state.session = { user: { email: 'Alice@Example.com' } };
    expect(await gameCaller(GAME)).toEqual({ as: 'alice@example.com', email: 'alice@example.com' });
    state.session = null;
    expect(await gameCaller(GAME)).toEqual({
      as: { token: state.cookies.get(linkCookie(GAME)) },
      email: 'bob@example.com',
    });
    expect(await gameCaller('another_game')).toBeNull();
    state.cookies.set(linkCookie('another_game'), link());
    expect(await gameCaller('another_game')).toBeNull();
  });
});
