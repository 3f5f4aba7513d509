// The web site's answers to malformed requests: every page, route handler and server action of the
// production build on the local stack, asked with repeated query keys, overlong values, broken
// percent-encodings, control characters, unicode, wrong types, ids of missing games and of other
// players' games, and server actions with a broken body, a wrong action id or another site's
// Origin; signed out and signed in (plain HTTP, no browser). Bad input must get a 4xx (or the
// page's own "cannot be shown"), never a 5xx.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../local/stack.js';
import { freshUser, newGame } from '../lambdas/support.js';
import { startE2E, type E2E } from './support.js';

let e2e: E2E;

/** Cookies by name, from Set-Cookie answers. */
class Jar {
  readonly cookies = new Map<string, string>();
  take(res: Response) {
    for (const c of res.headers.getSetCookie()) {
      const [pair = ''] = c.split(';');
      const eq = pair.indexOf('=');
      if (eq > 0) this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1));
    }
  }
  header = () => [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
}

/** Signs in with next-auth's email provider over plain HTTP; returns the session's cookies. */
async function signIn(email: string): Promise<Jar> {
  const site = e2e.stack.webUrl;
  const jar = new Jar();
  const csrfRes = await fetch(`${site}/api/auth/csrf`);
  jar.take(csrfRes);
  const { csrfToken } = (await csrfRes.json()) as { csrfToken: string };
  const sent = await fetch(`${site}/api/auth/signin/email`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, csrfToken, callbackUrl: `${site}/` }),
  });
  expect(sent.status).toBe(302);
  const link = await e2e.linkIn(email, (m) => m.subject.startsWith('Sign in'), 'sign-in');
  const back = await fetch(link, { redirect: 'manual', headers: { cookie: jar.header() } });
  jar.take(back);
  expect([...jar.cookies.keys()].some((k) => k.endsWith('session-token'))).toBe(true);
  return jar;
}

interface Probe {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | FormData;
}
interface Found {
  status: number;
  what: string;
  body: string;
}

const MB = 'x'.repeat(100 * 1024);
/** Node's default limit on a request's headers, the request line included. */
const MAX_HEADER_BYTES = 16 * 1024;
/** Query values that are wrong in every way a page could mishandle (already percent-encoded where needed). */
const BAD_VALUES = [
  '%ZZ',
  '%',
  '%E0%A4%A',
  '%00',
  '%01%1F%7F',
  '%F0%9F%82%A1%C3%BC%E2%80%AE',
  'a%0d%0aSet-Cookie:%20x=1',
  '-1',
  '1e309',
  'NaN',
  'null',
  '[]',
  '%7B%22a%22%3A1%7D',
  '..%2F..%2F',
  'http%3A%2F%2Fevil.example%2F',
  '%2F%2Fevil.example',
  '%2F%5Cevil.example',
  'javascript%3Aalert(1)',
  'x'.repeat(10_000),
  MB,
];
const KEYS = ['callbackUrl', 'error', 'token', 'at', 'turn', 'player', 'next', 'leave', 'to', 'email', 'csrf'];
const BAD_IDS = [
  '%ZZ',
  '%',
  '%00',
  '%E2%80%AE',
  'a'.repeat(5000),
  '..%2F..%2Fsettings',
  'nope',
  'g'.repeat(21),
  '%F0%9F%82%A1',
  '0',
];

/** Every page and route handler (web/app), with `{id}` for a game id. */
const PAGES = [
  '/',
  '/signin',
  '/signin/check-email',
  '/games/new',
  '/games/{id}',
  '/games/{id}/answer',
  '/games/{id}/history',
  '/games/{id}/log',
  '/games/{id}/open',
  '/rulings',
  '/settings',
  '/settings/notifications',
  '/welcome',
  '/api/auth/signin',
  '/api/auth/signin/email',
  '/api/auth/callback/email',
  '/api/auth/csrf',
  '/api/auth/session',
  '/api/auth/providers',
  '/api/auth/signout',
  '/api/auth/error',
  '/api/auth/verify-request',
  '/api/auth/nope',
];

/** The build's server actions: id → the pages (app/…/page) that hold them. */
function serverActions(): Map<string, string[]> {
  const file = path.join(repoRoot, 'web/.next/server/server-reference-manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
    node: Record<string, { workers: Record<string, unknown> }>;
  };
  return new Map(Object.entries(manifest.node).map(([id, a]) => [id, Object.keys(a.workers)]));
}
const pagePath = (worker: string, id: string) =>
  worker
    .replace(/^app/, '')
    .replace(/\/page$/, '')
    .replace('[id]', id) || '/';

/** Server-action requests that are wrong: body, argument types, action id, origin. */
function actionProbes(actionId: string, page: string, origin: string): Probe[] {
  const fetchAction = (body: string, extra: Record<string, string> = {}): Probe => ({
    method: 'POST',
    path: page,
    body,
    headers: { 'next-action': actionId, 'content-type': 'text/plain;charset=UTF-8', origin, ...extra },
  });
  const form = new FormData();
  form.append('gameId', '%ZZ');
  form.append('token', MB);
  form.append('displayName', '\u0000\u202e');
  form.append('sets', 'Nope');
  const mpa = new FormData();
  mpa.append(`$ACTION_ID_${actionId}`, '');
  mpa.append('gameId', 'nope');
  return [
    fetchAction('['),
    fetchAction('not json'),
    fetchAction('{"a":1}'),
    fetchAction('[]'),
    fetchAction('[null,"x"]'),
    fetchAction('[1,2,3,4]'),
    fetchAction('["$K1"]'),
    fetchAction('["$@1"]'),
    fetchAction('[{"a":1},"$0:0:b"]'),
    fetchAction('["$n12x"]'),
    fetchAction('[{"gameId":123,"move":[]}]'),
    fetchAction(`["${MB}"]`),
    fetchAction('[]', { origin: 'https://evil.example' }),
    fetchAction('[]', { origin: 'null' }),
    { method: 'POST', path: page, body: form, headers: { 'next-action': actionId, origin } },
    { method: 'POST', path: page, body: form, headers: { 'next-action': actionId, origin: 'https://evil.example' } },
    { method: 'POST', path: page, body: mpa, headers: { origin } },
    { method: 'POST', path: page, body: mpa, headers: { origin: 'https://evil.example' } },
    {
      method: 'POST',
      path: page,
      body: '--x\r\nbroken',
      headers: { 'next-action': actionId, 'content-type': 'multipart/form-data; boundary=x', origin },
    },
  ];
}

/** A probe in one line: method, path, action id, origin, body. */
function oneLine(p: Probe): string {
  const body = p.body instanceof FormData ? `form(${[...p.body.keys()].join(',')})` : p.body?.slice(0, 40);
  const h = p.headers ?? {};
  return `${p.method} ${p.path.slice(0, 100)}${h['next-action'] ? ` action ${h['next-action'].slice(0, 8)}` : ''}${h.origin ? ` from ${h.origin}` : ''}${body ? ` ${body}` : ''}`;
}

/** Requests every probe (a few at a time) and returns the answers that are 5xx. */
async function run(probes: Probe[], jar: Jar | null): Promise<Found[]> {
  const found: Found[] = [];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < probes.length; i = next++) {
      const p = probes[i];
      const headers = { ...p.headers, ...(jar ? { cookie: jar.header() } : {}) };
      // A request line over Node's header limit (16 KB) is refused by the HTTP layer itself: a 431,
      // or the connection closed while the request is still being written. Anything else that
      // fails to answer is a fault (599 here).
      const refusedByHttp = p.path.length > MAX_HEADER_BYTES ? 431 : 599;
      const res = await fetch(`${e2e.stack.webUrl}${p.path}`, {
        method: p.method,
        headers,
        body: p.body ?? null,
        redirect: 'manual',
      }).catch((e: Error) => ({ status: refusedByHttp, text: async () => e.message }));
      const body = await res.text();
      if (res.status >= 500) found.push({ status: res.status, what: oneLine(p), body: body.slice(0, 200) });
    }
  };
  await Promise.all([worker(), worker(), worker()]);
  return found;
}

/** Every page with every bad query value (and repeated keys), and game pages with bad ids. */
function pageProbes(gameIds: string[]): Probe[] {
  const probes: Probe[] = [];
  for (const page of PAGES.filter((p) => p.includes('{id}'))) {
    for (const id of BAD_IDS) probes.push({ method: 'GET', path: page.replace('{id}', id) });
  }
  const pages = PAGES.flatMap((p) => (p.includes('{id}') ? gameIds.map((id) => p.replace('{id}', id)) : [p]));
  for (const page of pages) {
    probes.push({ method: 'GET', path: page });
    probes.push({ method: 'GET', path: `${page}?${KEYS.map((k) => `${k}=a&${k}=b`).join('&')}` });
    for (const v of BAD_VALUES)
      probes.push({ method: 'GET', path: `${page}?${KEYS.map((k) => `${k}=${v}`).join('&')}` });
    probes.push({
      method: 'POST',
      path: page,
      headers: { 'content-type': 'application/json' },
      body: '{"callbackUrl":123,"email":[1],"csrfToken":{}}',
    });
    probes.push({
      method: 'POST',
      path: page,
      headers: { 'content-type': 'application/json' },
      body: '{"callbackUrl":',
    });
    probes.push({
      method: 'POST',
      path: page,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `email=a%40b.c&email=x&callbackUrl=%ZZ&callbackUrl=b&csrfToken=${MB}`,
    });
  }
  return probes;
}

describe('the web site under malformed requests', () => {
  beforeAll(async () => {
    e2e = await startE2E('web-fuzz');
  }, 900_000);

  afterAll(async () => {
    await e2e?.close();
  }, 60_000);

  it("answers the probe's findings with a clear 4xx (or the page itself)", async () => {
    const site = e2e.stack.webUrl;
    const status = async (p: string, init: RequestInit = {}) =>
      (await fetch(`${site}${p}`, { redirect: 'manual', ...init })).status;
    expect(await status('/signin?callbackUrl=a&callbackUrl=b')).toBe(200);
    expect(await status('/api/auth/callback/email?callbackUrl=a&token=t&email=a%40b.c')).toBe(400);
    expect(
      await status('/api/auth/signin/email', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'email=a%40b.c&csrfToken=t&callbackUrl=a',
      }),
    ).toBe(400);
    expect(await status('/games/%ZZ')).toBe(400);
    const confirm =
      [...serverActions()].find(([, workers]) => workers.includes('app/games/[id]/answer/page'))?.[0] ?? '';
    expect(
      await status('/games/abc/answer', {
        method: 'POST',
        headers: { 'next-action': confirm, 'content-type': 'text/plain;charset=UTF-8', origin: 'https://evil.example' },
        body: '[]',
      }),
    ).toBe(403);
  });

  it('answers no request with a 5xx, signed out or signed in', async () => {
    const t0 = Date.now();
    try {
      const me = freshUser('fuzz');
      const other = freshUser('other');
      await e2e.api(me, 'POST', '/me', { displayName: 'Fuzz' });
      const mine = await newGame(e2e.stack.local, me, [{ bot: 'normal' }]);
      const theirs = await newGame(e2e.stack.local, other, [{ bot: 'normal' }]);
      const jar = await signIn(me);
      const gameIds = [mine, theirs];
      const probes = pageProbes(gameIds);
      for (const [actionId, workers] of serverActions()) {
        for (const w of workers)
          for (const id of gameIds) probes.push(...actionProbes(actionId, pagePath(w, id), e2e.stack.webUrl));
      }
      // A wrong action id: one that could be an id but is none of this build's, and one that could not.
      for (const bad of ['00'.repeat(21), 'nope', '%ZZ'])
        probes.push(...actionProbes(bad, `/games/${mine}`, e2e.stack.webUrl).slice(0, 4));
      const found = [...(await run(probes, null)), ...(await run(probes, jar))];
      e2e.step(
        `${probes.length * 2} requests in ${((Date.now() - t0) / 1000).toFixed(0)} s: ${found.length} answered 5xx`,
      );
      expect(found.map((f) => `${f.status} ${f.what}: ${f.body}`)).toEqual([]);
    } catch (e) {
      await e2e.failed();
      throw e;
    }
  }, 600_000);
});
