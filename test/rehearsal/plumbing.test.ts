// The rehearsal's stand-ins for the AWS plumbing between functions: event filtering as Lambda's
// FilterCriteria read it, Scheduler's rate expressions on the rehearsal's clock, the asynchronous
// invocation's retries and destination, and API Gateway's payload 2.0 events for the routes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dueRuns,
  invokeAsync,
  rateMs,
  type AsyncFailure,
  type Schedule,
} from '../../local/rehearsal/lambda/async-invoke.js';
import { startApiGateway, type ApiGateway, type ApiRoute } from '../../local/rehearsal/lambda/api-gateway.js';
import { filterOf, matchesPattern } from '../../local/rehearsal/lambda/event-filter.js';
import { FunctionError, type DeployedFunction } from '../../local/rehearsal/lambda/functions.js';

const insertOfEvent = (eventName: string, sk: string) => ({ eventName, dynamodb: { NewImage: { sk: { S: sk } } } });

describe("event filtering (the stream mapping's FilterCriteria)", () => {
  // The pattern the stack's stream mapping carries (infra/lib/jobs.ts), as the template holds it.
  const stackFilter = filterOf({
    Filters: [{ Pattern: '{"eventName":["INSERT"],"dynamodb":{"NewImage":{"sk":{"S":[{"prefix":"EV#"}]}}}}' }],
  });

  it('passes only INSERTs of event items', () => {
    expect(stackFilter(insertOfEvent('INSERT', 'EV#0000000001'))).toBe(true);
    expect(stackFilter(insertOfEvent('MODIFY', 'EV#0000000001'))).toBe(false);
    expect(stackFilter(insertOfEvent('INSERT', 'SUMMARY'))).toBe(false);
    expect(stackFilter({ eventName: 'INSERT' })).toBe(false);
  });

  it('reads exists and anything-but, refuses what it does not know, and passes everything without filters', () => {
    expect(matchesPattern({ a: [{ exists: true }] }, { a: 1 })).toBe(true);
    expect(matchesPattern({ a: [{ exists: false }] }, { a: 1 })).toBe(false);
    expect(matchesPattern({ a: [{ 'anything-but': ['x'] }] }, { a: 'y' })).toBe(true);
    expect(matchesPattern({ a: [{ 'anything-but': ['x'] }] }, { a: 'x' })).toBe(false);
    expect(() => matchesPattern({ a: [{ numeric: ['>', 1] }] }, { a: 2 })).toThrow(/numeric/);
    expect(filterOf(undefined)({ anything: true })).toBe(true);
  });

  it("matches the bounce rule's pattern against an SES event", () => {
    const pattern = {
      source: ['aws.ses'],
      'detail-type': ['Email Bounced', 'Email Complaint Received'],
      detail: { mail: { tags: { 'ses:configuration-set': ['dominion-dev-mail'] } } },
    };
    const event = {
      source: 'aws.ses',
      'detail-type': 'Email Bounced',
      detail: { mail: { tags: { 'ses:configuration-set': ['dominion-dev-mail'] } } },
    };
    expect(matchesPattern(pattern, event)).toBe(true);
    expect(
      matchesPattern(pattern, { ...event, detail: { mail: { tags: { 'ses:configuration-set': ['other'] } } } }),
    ).toBe(false);
  });
});

/** A function stand-in that fails its first `failures` invocations. */
function flaky(failures: number) {
  const events: unknown[] = [];
  // A stand-in with only what the stream mapping calls (invoke); the rest of DeployedFunction is never read.
  const fn = {
    spec: { name: 'fn' },
    invoke: async (e: unknown) => {
      events.push(e);
      if (events.length <= failures) throw new FunctionError('fn', 'Error', `failure ${events.length}`);
      return null;
    },
  } as unknown as DeployedFunction;
  return { fn, events };
}

describe('schedules and asynchronous invocations', () => {
  it('reads rate expressions and refuses cron', () => {
    expect(rateMs('rate(1 minute)')).toBe(60_000);
    expect(rateMs('rate(15 minutes)')).toBe(900_000);
    expect(rateMs('rate(2 hours)')).toBe(7_200_000);
    expect(() => rateMs('cron(0 12 * * ? *)')).toThrow(/Unsupported/);
  });

  it('runs each schedule at each of its times up to now, in time order', () => {
    const target = { fn: flaky(0).fn, retryAttempts: 0 };
    const every1: Schedule = { name: 'outbox', everyMs: 60_000, target, nextAt: 60_000 };
    const every15: Schedule = { name: 'reminders', everyMs: 900_000, target, nextAt: 900_000 };
    const runs = dueRuns([every15, every1], 16 * 60_000);
    // At the same time, the schedules run in the order given (a stable sort).
    expect(runs.map((r) => `${r.schedule.name}@${r.at / 60_000}`)).toEqual([
      ...Array.from({ length: 14 }, (_, i) => `outbox@${i + 1}`),
      'reminders@15',
      'outbox@15',
      'outbox@16',
    ]);
    expect(every1.nextAt).toBe(17 * 60_000);
    expect(dueRuns([every1, every15], 16 * 60_000)).toEqual([]);
  });

  it('retries a failed event as configured, then sends it to the destination once', async () => {
    const failures: AsyncFailure[] = [];
    const sent: AsyncFailure[] = [];
    const twice = flaky(2);
    expect(
      await invokeAsync(
        {
          fn: twice.fn,
          retryAttempts: 2,
          onFailure: async (f) => {
            sent.push(f);
          },
        },
        { n: 1 },
        failures,
      ),
    ).toBe(true);
    expect(twice.events).toHaveLength(3);
    const always = flaky(9);
    expect(
      await invokeAsync(
        {
          fn: always.fn,
          retryAttempts: 2,
          onFailure: async (f) => {
            sent.push(f);
          },
        },
        { n: 2 },
        failures,
      ),
    ).toBe(false);
    expect(always.events).toHaveLength(3);
    expect(sent.map((f) => f.event)).toEqual([{ n: 2 }]);
    expect(failures).toHaveLength(1);
  });
});

describe('API Gateway (HTTP API, payload 2.0)', () => {
  const routes: ApiRoute[] = [
    { method: 'GET', path: '/games/{gameId}', fn: 'get-game' },
    { method: 'POST', path: '/games/{gameId}/moves', fn: 'submit-move' },
  ];
  const seen: { fn: string; event: Record<string, unknown> }[] = [];
  let gw: ApiGateway;
  beforeAll(async () => {
    gw = await startApiGateway(
      {
        routes,
        invoke: async (fn, event) => {
          seen.push({ fn, event: event as Record<string, unknown> });
          if (fn === 'submit-move') throw new FunctionError(fn, 'Error', 'boom');
          return { statusCode: 201, headers: { 'x-a': '1' }, body: '{"ok":true}' };
        },
      },
      () => Date.UTC(2030, 0, 1),
    );
  });
  afterAll(() => gw.close());

  it("turns a request into the route's event and the function's answer into the response", async () => {
    const res = await fetch(`${gw.url}/games/g%201?present=1`, { headers: { authorization: 'Bearer t' } });
    expect(res.status).toBe(201);
    expect(res.headers.get('x-a')).toBe('1');
    expect(await res.json()).toEqual({ ok: true });
    const e = seen.at(-1)!;
    expect(e.fn).toBe('get-game');
    expect(e.event).toMatchObject({
      version: '2.0',
      routeKey: 'GET /games/{gameId}',
      rawPath: '/games/g%201',
      rawQueryString: 'present=1',
      pathParameters: { gameId: 'g 1' },
      queryStringParameters: { present: '1' },
      isBase64Encoded: false,
      requestContext: { http: { method: 'GET' }, stage: '$default', timeEpoch: Date.UTC(2030, 0, 1) },
    });
    expect((e.event.headers as Record<string, string>).authorization).toBe('Bearer t');
  });

  it('answers 404 without a route and 500 when the function fails, as API Gateway does', async () => {
    const none = await fetch(`${gw.url}/nowhere`);
    expect(none.status).toBe(404);
    expect(await none.json()).toEqual({ message: 'Not Found' });
    const failed = await fetch(`${gw.url}/games/g1/moves`, { method: 'POST', body: '{"a":1}' });
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ message: 'Internal Server Error' });
    expect(seen.at(-1)!.event.body).toBe('{"a":1}');
  });
});
