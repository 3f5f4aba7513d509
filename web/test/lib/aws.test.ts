// @vitest-environment node
// The web server's outside calls end: against an endpoint that accepts the connection and never
// answers (a hung service), a DynamoDB call fails after its bounded attempts, the sign-in mail's
// SES send after its one attempt, and a call to the game API at its timeout, each within its
// limits, instead of holding a sign-in or a page forever.
import { createServer, type Socket } from 'node:net';
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
import { callBudgetMs, dynamoClient, SES_LIMITS, type CallLimits } from '@/lib/aws';

/** A TCP server that takes every connection and never says a word; counts the connections. */
function hole() {
  const sockets = new Set<Socket>();
  const h = {
    connections: 0,
    url: '',
    server: createServer((s) => {
      h.connections++;
      sockets.add(s);
      s.on('error', () => undefined);
    }),
    close: () =>
      new Promise<void>((ok) => {
        for (const s of sockets) s.destroy();
        h.server.close(() => ok());
      }),
  };
  return h;
}

let h: ReturnType<typeof hole>;
beforeAll(async () => {
  h = hole();
  await new Promise<void>((ok) => h.server.listen(0, '127.0.0.1', () => ok()));
  h.url = `http://127.0.0.1:${(h.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await h.close();
});

/** Runs `call`, which must fail; returns its error and how long it took. */
async function failing(call: () => Promise<unknown>): Promise<{ error: Error; ms: number }> {
  const t0 = Date.now();
  const error = await call().then(
    () => new Error('the call succeeded'),
    (e: Error) => e,
  );
  return { error, ms: Date.now() - t0 };
}

describe('the web app’s AWS clients against a hung endpoint', () => {
  it('DynamoDB: each attempt times out, the SDK tries a bounded number of times, then the call fails', async () => {
    const limits: CallLimits = { connectionTimeout: 1_000, requestTimeout: 1_500, maxAttempts: 2 };
    const before = h.connections;
    const client = dynamoClient({ region: 'local', endpoint: h.url }, limits);
    const { error, ms } = await failing(() => client.send(new DescribeTableCommand({ TableName: 'next-auth' })));
    client.destroy();
    expect(error.name).toBe('TimeoutError');
    expect(h.connections - before).toBe(limits.maxAttempts);
    // Each attempt waited for its request timeout; the whole call stayed within the budget
    // (plus scheduling slack for a loaded machine, far below "forever").
    expect(ms).toBeGreaterThanOrEqual(limits.maxAttempts * limits.requestTimeout - 100);
    expect(ms).toBeLessThan(callBudgetMs(limits) + 5_000);
  });

  it('SES: the sign-in mail is tried once with the product’s limits and fails at its request timeout', async () => {
    vi.stubEnv('DOMINION_SES_ENDPOINT', h.url);
    vi.resetModules();
    const { sendVerificationRequest } = await import('@/lib/mail');
    const before = h.connections;
    const url = 'http://127.0.0.1:3000/api/auth/callback/email?token=t&email=a%40example.com';
    const { error, ms } = await failing(() =>
      sendVerificationRequest({ identifier: 'a@example.com', url } as Parameters<typeof sendVerificationRequest>[0]),
    );
    vi.unstubAllEnvs();
    expect(error.name).toBe('TimeoutError');
    expect(h.connections - before).toBe(1); // never sent twice by the SDK
    expect(ms).toBeGreaterThanOrEqual(SES_LIMITS.requestTimeout - 100);
    expect(ms).toBeLessThan(callBudgetMs(SES_LIMITS) + 5_000);
  });
});

describe('the game API against a hung endpoint', () => {
  it('answers "did not answer in time" (504) at the configured timeout', async () => {
    vi.stubEnv('DOMINION_API_URL', h.url);
    vi.stubEnv('DOMINION_API_TIMEOUT_MS', '1000');
    vi.resetModules();
    const { api } = await import('@/lib/api');
    const t0 = Date.now();
    const r = await api.listGames('a@example.com');
    const ms = Date.now() - t0;
    vi.unstubAllEnvs();
    expect(r).toMatchObject({ ok: false, status: 504, code: 'timeout' });
    expect(ms).toBeGreaterThanOrEqual(900);
    expect(ms).toBeLessThan(6_000);
  });
});
