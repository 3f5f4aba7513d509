// What used to answer a 500 to a malformed request (issue "Hardening 2"): the proxy in front of the
// pages (a broken percent-encoding, another site's Origin, an action body React cannot decode),
// next-auth's routes (a callback URL it cannot parse, repeated or mistyped fields), and the form
// actions called with arguments that are not a form.
// @vitest-environment node
import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import { crossSite, readableFormAction, readableFormReply, readableTextReply } from '@/lib/action-request';
import { authRequestProblem } from '@/lib/auth-request';
import { authRedirect, readableCallbackUrl } from '@/lib/safe-next';
import { proxy } from '@/proxy';

vi.mock('server-only', () => ({}));
vi.mock('@/lib/auth', () => ({ requireEmail: async () => 'dora@example.com' }));
vi.mock('@/lib/api', () => ({ api: {} }));

const SITE = 'http://127.0.0.1:3000';
const req = (
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string | FormData } = {},
) =>
  new NextRequest(`${SITE}${path}`, {
    method: init.method ?? 'GET',
    headers: { host: '127.0.0.1:3000', ...init.headers },
    ...(init.body === undefined ? {} : { body: init.body }),
  });
const form = (entries: [string, string][]) => {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
};
const action = (body: string, headers: Record<string, string> = {}) =>
  req('/games/g1/answer', {
    method: 'POST',
    body,
    headers: { 'next-action': '60'.repeat(21), 'content-type': 'text/plain;charset=UTF-8', origin: SITE, ...headers },
  });

describe('the proxy in front of the pages', () => {
  it('answers 400 to an address whose percent-encoding does not decode', async () => {
    expect((await proxy(req('/games/%ZZ'))).status).toBe(400);
    expect((await proxy(req('/games/%E0%A4%A/log'))).status).toBe(400);
    expect((await proxy(req('/games/abc%20def'))).status).toBe(200);
  });

  it("answers 403 to a server action posted from another site, and lets this site's through", async () => {
    expect((await proxy(action('[]', { origin: 'https://evil.example' }))).status).toBe(403);
    expect((await proxy(action('[]', { origin: 'null' }))).status).toBe(403);
    expect((await proxy(action('[]'))).status).toBe(200);
    expect(
      crossSite(new Headers({ host: 'a.example', 'x-forwarded-host': 'site.example', origin: 'https://site.example' })),
    ).toBe(false);
    expect(crossSite(new Headers({ host: 'a.example' }))).toBe(false);
  });

  it('answers 400 to an action body React cannot decode', async () => {
    for (const bad of [
      '[',
      'not json',
      '{"a":1}',
      '["$@1"]',
      '["$1"]',
      '["$Q2"]',
      '["$nope"]',
      '["$n12x"]',
      '[{"a":1},"$0:0:b"]',
      '["x","$0:1:0"]',
    ]) {
      expect([bad, (await proxy(action(bad))).status]).toEqual([bad, 400]);
    }
    for (const good of [
      '[]',
      '[{"gameId":"g1","move":{"type":"endTurn"}}]',
      '["$$escaped","$undefined","$D2026-01-01T00:00:00.000Z","$n12","$K1"]',
      '[{"a":{"b":1}},"$0:0:a"]',
    ]) {
      expect([good, (await proxy(action(good))).status]).toEqual([good, 200]);
    }
  });

  it('reads a multipart action: its root and the parts it refers to must be there', () => {
    expect(
      readableFormReply(
        form([
          ['0', '[{},"$K1"]'],
          ['_1_displayName', 'Dora'],
        ]),
      ),
    ).toBe(true);
    expect(
      readableFormReply(
        form([
          ['0', '["$1","$1:x"]'],
          ['1', '{"x":[1]}'],
        ]),
      ),
    ).toBe(true);
    expect(
      readableFormReply(
        form([
          ['0', '["$1:y"]'],
          ['1', '{"x":[1]}'],
        ]),
      ),
    ).toBe(false);
    expect(
      readableFormReply(
        form([
          ['0', '["$@1"]'],
          ['1', '{"a":1}'],
        ]),
      ),
    ).toBe(true);
    expect(readableFormReply(form([['gameId', 'x']]))).toBe(false);
    expect(readableFormReply(form([['0', '["$@1"]']]))).toBe(false);
    expect(
      readableFormReply(
        form([
          ['0', '[]'],
          ['1', '{'],
        ]),
      ),
    ).toBe(false);
    expect(readTextDeep()).toBe(false);
  });

  it('reads a form posted without script: an action with bound arguments needs its parts', () => {
    expect(
      readableFormAction(
        form([
          ['$ACTION_ID_abc', ''],
          ['gameId', 'g1'],
        ]),
      ),
    ).toBe(true);
    expect(
      readableFormAction(
        form([
          ['$ACTION_REF_1', ''],
          ['$ACTION_1:0', '{"id":"abc","bound":"$@1"}'],
          ['$ACTION_1:1', '[{}]'],
        ]),
      ),
    ).toBe(true);
    expect(readableFormAction(form([['$ACTION_REF_1', '']]))).toBe(false);
    expect(
      readableFormAction(
        form([
          ['$ACTION_REF_1', ''],
          ['$ACTION_1:0', '{"bound":"$@1"}'],
        ]),
      ),
    ).toBe(false);
    expect(
      readableFormAction(
        form([
          ['$ACTION_REF_1', ''],
          ['$ACTION_1:0', '{"id":"abc","bound":"$@1"}'],
        ]),
      ),
    ).toBe(false);
  });
});

/** A body nested deeper than any form sends. */
const readTextDeep = () => readableTextReply(`${'['.repeat(100)}${']'.repeat(100)}`);

describe("next-auth's routes", () => {
  const post = (path: string, type: string, body: string) =>
    req(path, { method: 'POST', headers: { 'content-type': type }, body });

  it('refuses a callback URL it cannot parse, a repeated key, a field that is not a string and a broken body', async () => {
    expect(await authRequestProblem(req('/api/auth/signin/email?callbackUrl=a'))).toMatch(/callbackUrl/);
    expect(await authRequestProblem(req('/api/auth/callback/email?callbackUrl=%ZZ&token=t&email=a%40b.c'))).toMatch(
      /callbackUrl/,
    );
    expect(await authRequestProblem(req('/api/auth/csrf?callbackUrl=%2Fa&callbackUrl=%2Fb'))).toMatch(/more than once/);
    expect(
      await authRequestProblem(
        post('/api/auth/signin/email', 'application/x-www-form-urlencoded', 'email=a%40b.c&callbackUrl=javascript%3Ax'),
      ),
    ).toMatch(/callbackUrl/);
    expect(
      await authRequestProblem(
        post('/api/auth/signin/email', 'application/json', '{"email":"a@b.c","callbackUrl":123}'),
      ),
    ).toMatch(/not a string/);
    expect(await authRequestProblem(post('/api/auth/signin/email', 'application/json', '{"email":'))).toMatch(
      /not JSON/,
    );
    expect(await authRequestProblem(post('/api/auth/signin/email', 'application/json', '[1]'))).toMatch(/object/);
    expect(
      await authRequestProblem(
        post('/api/auth/signin/email', 'application/x-www-form-urlencoded', `csrfToken=${'x'.repeat(20_000)}`),
      ),
    ).toMatch(/too large/);
  });

  it('lets a sign-in through, with a path or a URL of the site as its callback', async () => {
    expect(
      await authRequestProblem(
        req('/api/auth/callback/email?callbackUrl=http%3A%2F%2F127.0.0.1%3A3000%2Fgames%2Fg1&token=t&email=a%40b.c'),
      ),
    ).toBeNull();
    expect(
      await authRequestProblem(
        post(
          '/api/auth/signin/email',
          'application/x-www-form-urlencoded',
          'email=a%40b.c&csrfToken=t&callbackUrl=%2Fgames%2Fg1&json=true',
        ),
      ),
    ).toBeNull();
    expect(await authRequestProblem(req('/api/auth/session'))).toBeNull();
  });

  it('redirects only within the site, and never throws on a URL it cannot parse', () => {
    const baseUrl = SITE;
    expect(authRedirect({ url: '/games/g1', baseUrl })).toBe(`${SITE}/games/g1`);
    expect(authRedirect({ url: `${SITE}/settings`, baseUrl })).toBe(`${SITE}/settings`);
    expect(authRedirect({ url: 'https://evil.example/', baseUrl })).toBe(SITE);
    expect(authRedirect({ url: '/\\evil.example', baseUrl })).toBe(SITE);
    expect(authRedirect({ url: 'a', baseUrl })).toBe(SITE);
    expect(authRedirect({ url: ['/a', '/b'], baseUrl })).toBe(SITE);
    expect(readableCallbackUrl('//evil.example')).toBe(false);
  });
});

describe('the sign-in page', () => {
  it('takes a repeated callbackUrl (an array) and an odd error without failing', async () => {
    const { default: SignIn } = await import('@/app/signin/page');
    const page = await SignIn({
      searchParams: Promise.resolve({ callbackUrl: ['/games/g1', '/b'], error: ['<b>x</b>', 'y'] }),
    });
    expect(JSON.stringify(page)).toContain('"callbackUrl":"/games/g1"');
    expect(JSON.stringify(page)).not.toContain('<b>x</b>');
  });
});

describe('form actions called with arguments that are not a form', () => {
  it('answer "not well formed" instead of failing', async () => {
    const { saveSettings, saveSettingsByLink } = await import('@/app/settings/actions');
    const { chooseName } = await import('@/app/welcome/actions');
    const { confirmAnswer } = await import('@/app/games/[id]/answer/actions');
    const { createGame } = await import('@/app/games/new/actions');
    // What a forged request can deliver to a server action: not a FormData at all.
    const junk = 'x' as unknown as FormData;
    // What a forged request can deliver to a server action: no state at all.
    const nothing = null as unknown as Record<string, never>;
    expect(await saveSettings(nothing, junk)).toEqual({ error: 'That request is not well formed.' });
    expect(await saveSettingsByLink(nothing, junk)).toEqual({ error: 'That request is not well formed.' });
    expect(await saveSettingsByLink(nothing, form([['token', 'bad']]))).toMatchObject({
      error: expect.stringMatching(/not valid/) as unknown,
    });
    expect(await chooseName(nothing, junk)).toEqual({ error: 'That request is not well formed.' });
    expect(await confirmAnswer(nothing, junk)).toEqual({ message: 'That request is not well formed.' });
    expect(await createGame(nothing, junk)).toEqual({ error: 'That request is not well formed.' });
  });

  it("the invitation's join form without a game id goes to My games", async () => {
    const { joinFromForm } = await import('@/app/games/[id]/actions');
    await expect(joinFromForm({}, 'x')).rejects.toMatchObject({ digest: expect.stringContaining(';/;') as unknown });
    await expect(
      joinFromForm(
        {},
        form([
          ['gameId', '%ZZ'],
          ['name', 'Bob'],
        ]),
      ),
    ).rejects.toMatchObject({ digest: expect.stringContaining(';/;') as unknown });
  });
});
