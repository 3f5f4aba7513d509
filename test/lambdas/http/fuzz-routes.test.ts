// Fuzzing every route's body (a GET's query) through the local runtime (issue #16.1): arbitrary
// strings, arbitrary JSON and near-valid bodies (the right keys with hostile values: huge counts in
// move notation, Object.prototype names, odd Unicode) to each route of the route table. Every answer must be a 2xx
// or 4xx within a time bound, the body the contract gives it (support.ts checks each answer), the
// server still healthy, and the process's memory bounded. Prints the case count and slowest case.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TableResponse } from '../../../contract/api.js';
import { ROUTE_TABLE } from '../../../lambdas/http/route-table.js';
import type { Local } from '../../../local/runtime.js';
import { freshUser, http, local } from '../support.js';

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 60);
/** A single request slower than this fails the test (the machine is shared: generous, but far below a hang). */
const TIME_BOUND_MS = 5_000;
const HEAP_BOUND_BYTES = 300 * 1024 * 1024;

const PROTO = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'prototype'];
const CARDS = ['Copper', 'Estate', 'Village', 'Cellar', 'Militia', 'Province', 'Gold'];
const hostileString = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc.constantFrom(
    ...PROTO,
    '',
    ' ',
    '%',
    '%E0%A4%A',
    '\u0000',
    '\u202E',
    'bob\u034F',
    '\u3164',
    '\u2800',
    'x'.repeat(5000),
  ),
);
/** Move notation with unbounded counts and lists (the probe that once took 10 s and 2 GB). */
const notation = fc
  .tuple(
    fc.constantFrom('discard', 'play', 'buy', 'trash', 'order', 'gain', 'pick', 'end', 'pay'),
    fc.oneof(fc.constant(''), fc.nat().map(String), fc.constantFrom('9999999999', '1e8', '-1', '0x10', 'NaN')),
    fc.array(fc.constantFrom(...CARDS, ...PROTO), { maxLength: 30 }),
  )
  .map(([verb, n, cards]) => `${verb} ${n} ${cards.join(', ')}`.slice(0, 300));
const anyJson = fc.jsonValue({ maxDepth: 4 });

/** Bodies for one route: junk, any JSON, and the route's own keys with hostile values. */
function bodies(method: string, path: string, gameId: string, seq: () => number): fc.Arbitrary<string> {
  const junk = fc.oneof(
    hostileString,
    anyJson.map((v) => JSON.stringify(v)),
  );
  if (method === 'GET') return junk;
  const own: fc.Arbitrary<unknown> =
    path === '/games'
      ? fc.record(
          {
            seats: fc.array(
              fc.oneof(
                fc.record(
                  { bot: fc.oneof(fc.constantFrom(...PROTO, 'big-money', 'random'), hostileString) },
                  { requiredKeys: [] },
                ),
                fc.record(
                  { email: fc.oneof(fc.emailAddress(), hostileString), name: hostileString },
                  { requiredKeys: ['email'] },
                ),
              ),
              { maxLength: 7 },
            ),
            name: hostileString,
            recommended: fc.oneof(fc.constantFrom('First Game', ...PROTO), hostileString),
            kingdom: fc.array(fc.constantFrom(...CARDS, ...PROTO), { maxLength: 11 }),
            randomFrom: fc.array(fc.constantFrom('base', 'intrigue', 'empires', ...PROTO)),
            events: fc.array(fc.constantFrom('Advance', ...PROTO)),
            landmarks: fc.array(fc.constantFrom('Arena', ...PROTO)),
            randomLandscapes: fc.integer({ min: -3, max: 5 }),
            reminderHours: fc.double(),
            deadlineHours: fc.oneof(fc.double(), fc.integer()),
          },
          { requiredKeys: [] },
        )
      : path.endsWith('/moves')
        ? fc.record(
            {
              gameId: fc.oneof(fc.constant(gameId), hostileString),
              expectedSeq: fc.oneof(
                fc.constant(null).map(() => seq()),
                fc.integer(),
              ),
              idempotencyKey: fc.oneof(fc.uuid(), hostileString),
              move: fc.oneof(
                notation,
                hostileString,
                fc.record(
                  {
                    type: fc.constantFrom('play', 'buy', 'answer', 'payDebt', ...PROTO),
                    card: hostileString,
                    amount: fc.integer(),
                  },
                  { requiredKeys: ['type'] },
                ),
              ),
            },
            { requiredKeys: [] },
          )
        : path === '/me'
          ? fc.record(
              {
                displayName: fc.oneof(fc.constant(null), hostileString),
                notify: fc.oneof(fc.constantFrom('every', 'turn', 'digest', ...PROTO), hostileString),
                resumeMail: anyJson,
              },
              { requiredKeys: [] },
            )
          : fc.dictionary(fc.oneof(fc.constantFrom(...PROTO), fc.string({ maxLength: 10 })), anyJson, { maxKeys: 4 });
  return fc.oneof(
    junk,
    own.map((v) => JSON.stringify(v)),
  );
}

describe("fuzzing every route's body", () => {
  let l: Local;
  const me = freshUser('fuzz');
  let gameId = '';
  let seq = 0;
  beforeAll(async () => {
    l = await local();
    const g = await http(l, 'POST', '/games', {
      token: l.token(me),
      body: { seats: [{ bot: 'big-money' }], recommended: 'First Game' },
    });
    gameId = g.body.gameId;
  });
  afterAll(async () => {
    await l?.close();
  });

  it('answers every request with a 2xx or 4xx within the bound, memory bounded', async () => {
    const heapBefore = process.memoryUsage().heapUsed;
    let cases = 0;
    let slowest = { ms: 0, route: '', body: '' };
    for (const r of ROUTE_TABLE) {
      const path = r.path.replace('{gameId}', gameId);
      await fc.assert(
        fc.asyncProperty(
          bodies(r.method, r.path, gameId, () => seq),
          fc.boolean(),
          async (body, withQuery) => {
            // A GET carries no body: its fuzz goes into the query (known keys or the string itself).
            const query =
              r.method !== 'GET'
                ? ''
                : withQuery
                  ? `?at=${encodeURIComponent(body.slice(0, 30))}&part=${encodeURIComponent(body.slice(30, 40))}`
                  : `?${encodeURIComponent(body.slice(0, 200))}=1`;
            const t0 = performance.now();
            const res = await http(l, r.method, `${path}${query}`, {
              token: l.token(me),
              ...(r.method === 'GET' ? {} : { rawBody: body }),
            });
            const ms = performance.now() - t0;
            cases++;
            if (ms > slowest.ms) slowest = { ms, route: `${r.method} ${r.path}`, body: body.slice(0, 120) };
            if (r.path.endsWith('/moves') && res.status === 200) seq = TableResponse.parse(res.body).seq;
            expect(res.status, `${r.method} ${path}: ${body.slice(0, 200)} → ${res.raw.slice(0, 200)}`).toBeLessThan(
              500,
            );
            expect(ms, `${r.method} ${path} took ${Math.round(ms)} ms: ${body.slice(0, 200)}`).toBeLessThan(
              TIME_BOUND_MS,
            );
          },
        ),
        { numRuns: RUNS_PER_ROUTE },
      );
    }
    // The server still answers, and the game still reads.
    expect((await http(l, 'GET', '/health')).status).toBe(200);
    expect((await http(l, 'GET', `/games/${gameId}`, { token: l.token(me) })).status).toBe(200);
    global.gc?.();
    const heapGrowth = process.memoryUsage().heapUsed - heapBefore;
    console.log(
      JSON.stringify({
        fuzz: {
          cases,
          routes: ROUTE_TABLE.length,
          slowestMs: Math.round(slowest.ms),
          slowestRoute: slowest.route,
          slowestBody: slowest.body,
          heapGrowthMB: Math.round(heapGrowth / 2 ** 20),
        },
      }),
    );
    expect(heapGrowth).toBeLessThan(HEAP_BOUND_BYTES);
  }, 600_000);
});
