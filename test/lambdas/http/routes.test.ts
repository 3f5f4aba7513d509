// The route table: matching methods and paths, each entry's handler found in the module the table
// names (the CDK app deploys from that), and malformed percent-encoding answered 400 over real HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HANDLERS, matchRoute, ROUTES } from '../../../lambdas/http/routes.js';
import { ROUTE_TABLE } from '../../../lambdas/http/route-table.js';
import { ApiFailure } from '../../../lambdas/kernel/errors.js';
import { memoryLocal } from '../support.js';
import type { Local } from '../../../local/runtime.js';

describe('route table', () => {
  it('matches paths with parameters and tells a wrong method apart', () => {
    const m = matchRoute('POST', '/games/abc123/moves');
    expect(m && m !== 'method' && m.params).toEqual({ gameId: 'abc123' });
    expect(matchRoute('PUT', '/games/abc123/moves')).toBe('method');
    expect(matchRoute('GET', '/nope')).toBeNull();
    const decoded = matchRoute('GET', '/games/a%20b');
    expect(decoded && decoded !== 'method' && decoded.params).toEqual({ gameId: 'a b' });
  });

  it("finds each route's handler as the named export of the module the table names", async () => {
    expect(ROUTES).toHaveLength(ROUTE_TABLE.length);
    for (const r of ROUTE_TABLE) {
      const mod = (await import(`../../../lambdas/http/handlers/${r.module}.ts`)) as Record<string, unknown>;
      expect(Object.hasOwn(mod, r.exportName), `${r.module}.${r.exportName}`).toBe(true);
      expect(mod[r.exportName], `${r.method} ${r.path}`).toBe(HANDLERS[r.exportName]);
    }
    expect(new Set(ROUTE_TABLE.map((r) => r.fn)).size).toBe(ROUTE_TABLE.length);
  });

  it('refuses malformed percent-encoding in a path parameter as a bad request', () => {
    for (const p of ['/games/%E0%A4%A', '/games/%', '/games/%zz/join']) {
      expect(() => matchRoute(p.endsWith('join') ? 'POST' : 'GET', p), p).toThrow(ApiFailure);
    }
  });
});

describe('malformed percent-encoding over HTTP', () => {
  let l: Local;
  beforeAll(async () => {
    l = await memoryLocal();
  });
  afterAll(async () => {
    await l?.close();
  });

  it.each([
    ['GET', '/games/%E0%A4%A'],
    ['GET', '/games/%'],
    ['POST', '/games/%zz/join'],
  ])('%s %s answers 400 with a clear message', async (method, path) => {
    const res = await fetch(`${l.apiUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${l.token('pct@example.com')}` },
      ...(method === 'POST' ? { body: '{}' } : {}),
    });
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(res.status).toBe(400);
    expect(body.error.code).toBe('bad-request');
    expect(body.error.message).toMatch(/not valid percent-encoding/);
    // The server is still answering.
    expect((await fetch(`${l.apiUrl}/health`)).status).toBe(200);
  });
});
