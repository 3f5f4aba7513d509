// The web app in its deployed form against the local runtime: the standalone build staged as the
// CDK app stages the function's asset, started by the rehearsal's launcher with only the variables
// the template and the Lambda runtime give it (AWS's standard endpoint variables point its SDK at
// dynalite and the SES emulator, through a recorder), then one player signs in by the emailed link
// with plain HTTP and the table of their game renders on the server.
// The browser tests' harness provides the build (only when stale, under their lock: one `next
// build` at a time) and the local runtime; no browser is opened.
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ensureAuthTable } from '../../web/lib/auth-table.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../local/stack.js';
import { signInAndRenderTable, startDeployedWeb, type DeployedWeb } from '../../local/rehearsal/web.js';
import type { SentMail } from '../../local/rehearsal/surface.js';
import { startE2E, type E2E, type Mail } from '../e2e/support.js';
import { freshUser, newGame } from '../lambdas/support.js';

/** The function's asset as infra/lib/web-site.ts `webCode` assembles it. */
function stageWebAsset(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'dominion-web-asset-'));
  const built = path.join(repoRoot, 'web/.next');
  cpSync(path.join(built, 'standalone'), dir, { recursive: true, dereference: true });
  cpSync(path.join(built, 'static'), path.join(dir, 'web/.next/static'), { recursive: true });
  const publicDir = path.join(repoRoot, 'web/public');
  if (existsSync(publicDir)) cpSync(publicDir, path.join(dir, 'web/public'), { recursive: true });
  writeFileSync(path.join(dir, 'run.sh'), '#!/bin/sh\nexec node web/server.js\n', { mode: 0o755 });
  return dir;
}

/** next-auth's table, made as the web makes it on the local stack (on AWS the CDK app makes it, not the web). */
async function createAuthTable(dynamoUrl: string, TableName: string): Promise<void> {
  const client = new DynamoDBClient({
    endpoint: dynamoUrl,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  await ensureAuthTable(client, TableName);
  client.destroy();
}

/** `table` is the resource as IAM names it after the table's ARN: `<table>` or `<table>/index/<name>`. */
interface AwsCall {
  service: string;
  action: string;
  table: string | null;
}

/** The action and table of one AWS API request: JSON protocols name it in X-Amz-Target, the query protocol (SES v1) in Action. */
function describeCall(service: string, target: string | undefined, body: string): AwsCall {
  if (target) {
    let table: string | null = null;
    try {
      const parsed: unknown = JSON.parse(body);
      const field = (k: string): unknown =>
        typeof parsed === 'object' && parsed !== null ? Reflect.get(parsed, k) : undefined;
      const named = field('TableName');
      const batch = field('RequestItems');
      const index = field('IndexName');
      table =
        typeof named === 'string'
          ? named
          : typeof batch === 'object' && batch !== null
            ? Object.keys(batch).join(',')
            : null;
      if (table !== null && typeof index === 'string') table += `/index/${index}`;
    } catch {
      /* not JSON */
    }
    return { service, action: target.split('.').pop() ?? target, table };
  }
  return { service, action: new URLSearchParams(body).get('Action') ?? '(unnamed)', table: null };
}

/** A pass-through HTTP proxy in front of an emulator that notes each call, as CloudTrail would. */
async function recorder(service: string, upstream: string, calls: AwsCall[]): Promise<{ url: string; server: Server }> {
  const to = new URL(upstream);
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const target = req.headers['x-amz-target'];
      calls.push(describeCall(service, typeof target === 'string' ? target : undefined, body.toString('utf8')));
      const out = request(
        {
          host: to.hostname,
          port: to.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, host: to.host },
        },
        (up) => {
          res.writeHead(up.statusCode ?? 502, up.headers);
          up.pipe(res);
        },
      );
      out.on('error', () => res.writeHead(502).end());
      out.end(body);
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', () => ok()));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** The SES emulator's mail in the rehearsal's shape (the emulator stamps `at` in seconds). */
const asSentMail = (m: Mail): SentMail => {
  const at: unknown = Reflect.get(m, 'at');
  return {
    to: m.destination.to,
    subject: m.subject,
    text: m.body.text ?? '',
    html: m.body.html ?? '',
    replyTo: [],
    at: typeof at === 'number' ? at * 1000 : 0,
  };
};

describe('the web app in its deployed form', () => {
  let e2e: E2E;
  let web: DeployedWeb;
  let assetDir: string;
  const proxies: Server[] = [];
  const calls: AwsCall[] = [];
  const serverLog: string[] = [];
  const authTable = 'dominion-rehearsal-auth';
  const functionName = 'dominion-rehearsal-web';

  beforeAll(async () => {
    e2e = await startE2E('rehearsal-web');
    assetDir = stageWebAsset();
    await createAuthTable(e2e.stack.dynamoUrl, authTable);
    const dynamo = await recorder('dynamodb', e2e.stack.dynamoUrl, calls);
    const ses = await recorder('ses', e2e.stack.mailUrl, calls);
    proxies.push(dynamo.server, ses.server);
    web = await startDeployedWeb({
      assetDir,
      log: (l) => serverLog.push(l),
      env: {
        // What the template gives the function (infra/lib/web-site.ts addSite, dominion-stack.ts).
        DOMINION_API_SECRET: e2e.stack.local.ctx.secret,
        NEXTAUTH_SECRET: randomBytes(32).toString('base64url'),
        AUTH_TRUST_HOST: 'true',
        DOMINION_AUTH_TABLE: authTable,
        DOMINION_MAIL_FROM: 'dominion@localhost',
        DOMINION_API_URL: e2e.stack.apiUrl,
        NODE_ENV: 'production',
        PORT: '3000',
        // What the Lambda runtime sets; the standard endpoint variables stand in for AWS's endpoints.
        AWS_REGION: 'eu-west-1',
        AWS_ACCESS_KEY_ID: functionName,
        AWS_SECRET_ACCESS_KEY: 'rehearsal',
        AWS_ENDPOINT_URL_DYNAMODB: dynamo.url,
        AWS_ENDPOINT_URL_SES: ses.url,
      },
    });
    e2e.step(`deployed web up in ${web.startMs.toFixed(0)} ms`);
  }, 900_000); // a stale web app is built first (about four minutes on 2 cores)

  afterAll(async () => {
    await web?.stop();
    for (const p of proxies) await new Promise<void>((ok) => p.close(() => ok()));
    if (assetDir) rmSync(assetDir, { recursive: true, force: true });
    await e2e?.close();
  }, 60_000);

  it('signs a player in by the emailed link and renders their table, calling only the auth table and SendEmail', async () => {
    const creator = freshUser('rehearsal');
    const gameId = await newGame(e2e.stack.local, creator, [{ bot: 'big-money' }]);
    const game = await e2e.api(creator, 'GET', `/games/${gameId}`);
    expect(game.status).toBe(200);
    const view = game.body.view as { players: { name: string }[]; kingdom: string[] };
    const calledBefore = calls.length;

    const visit = await signInAndRenderTable({
      url: web.url,
      email: creator,
      gameId,
      mails: async () => (await e2e.mails()).map(asSentMail),
      expectText: [...view.players.map((p) => p.name), ...view.kingdom],
    }).catch((e: unknown) => {
      console.error(`deployed web output:\n${serverLog.slice(-60).join('\n')}`);
      throw e;
    });
    e2e.step(
      `signed in in ${visit.signInMs.toFixed(0)} ms, table rendered in ${visit.renderMs.toFixed(0)} ms; AWS calls: ${JSON.stringify(calls.slice(calledBefore))}`,
    );

    expect(visit.signedIn).toBe(true);
    expect(visit.tableStatus).toBe(200);
    expect(visit.checks).toEqual(
      expect.arrayContaining(['the Supply', 'the decision box or the result', ...view.kingdom.map((c) => `"${c}"`)]),
    );
    const made = calls.slice(calledBefore);
    expect(made.map((c) => c.action)).toContain('SendEmail');
    // On AWS the CDK app makes the table: the deployed web never manages tables, and reaches only its own.
    expect(made.filter((c) => c.service === 'dynamodb' && /Table/.test(c.action))).toEqual([]);
    expect(made.filter((c) => c.service === 'dynamodb' && c.table?.split('/')[0] !== authTable)).toEqual([]);
  });

  it('shares the rehearsal clock: a sign-in link followed after its 24 hours is refused', async () => {
    const player = freshUser('late');
    const gameId = await newGame(e2e.stack.local, player, [{ bot: 'big-money' }]);
    let moved = false;
    // The link is made on the server's clock; once its mail is there, the clock jumps past the
    // link's lifetime before the link is followed.
    const mails = async () => {
      const all = (await e2e.mails()).map(asSentMail);
      // Its sign-in mail, not the game's own mail to the same player (that may come first).
      if (!moved && all.some((m) => m.to.includes(player) && m.text.includes('/api/auth/callback/email'))) {
        await web.setClockOffset(25 * 3600_000);
        moved = true;
      }
      return all;
    };
    try {
      await expect(signInAndRenderTable({ url: web.url, email: player, gameId, mails })).rejects.toThrow(
        /error=Verification/,
      );
      expect(moved).toBe(true);
    } finally {
      await web.setClockOffset(0);
    }
  });
});
