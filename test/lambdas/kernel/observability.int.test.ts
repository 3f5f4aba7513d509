// What the deployed functions log and measure: their own entry modules (infra/entries), built from
// the environment as on AWS, so with Powertools, against dynalite and the SES emulator. Their output
// is read back from stdout, as CloudWatch reads it: one JSON line per request with the request id,
// the game id and the seq; EMF blobs for the move's metrics (a refusal's code as its dimension);
// the outbox job's age of the oldest unsent mail.
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DynaliteLocal } from '../../../local/runtime.js';
import type { LambdaContext } from '../../../lambdas/kernel/observability.js';
import type { ApiGatewayEvent, HttpResponse } from '../../../lambdas/http/http.js';
import { autopilot, freshUser, key, local, newGame, whoOwes } from '../support.js';
import { TableResponse } from '../../../contract/api.js';

/** An EMF blob's metadata (CloudWatch's embedded metric format). */
interface EmfMeta {
  CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string }[] }[];
}
/** A JSON line written to stdout: a log line, or an EMF blob (metadata under `_aws`); its other fields as written. */
type Json = { _aws?: EmfMeta } & Record<string, unknown>;

/** Runs `work` with stdout captured; returns its result and the JSON lines written meanwhile. */
async function captured<T>(work: () => Promise<T>): Promise<{ result: T; lines: Json[] }> {
  const raw: string[] = [];
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    raw.push(...String(chunk).split('\n').filter(Boolean));
    return true;
  });
  try {
    const result = await work();
    return {
      result,
      lines: raw.flatMap((l) => {
        try {
          return [JSON.parse(l) as Json];
        } catch {
          return [];
        }
      }),
    };
  } finally {
    spy.mockRestore();
  }
}

const logLines = (lines: Json[]) => lines.filter((l) => typeof l.level === 'string');
const emf = (lines: Json[]) => lines.filter((l): l is Json & { _aws: EmfMeta } => !!l._aws?.CloudWatchMetrics);
/** The EMF blobs that carry metric `name`. */
const blobsWith = (lines: Json[], name: string) =>
  emf(lines).filter((b) => b._aws.CloudWatchMetrics[0].Metrics.some((m) => m.Name === name));

/** A metric's value in a blob: the sum when it was added more than once in the invocation (an array). */
const total = (v: unknown) =>
  Array.isArray(v) ? (v as number[]).reduce((a, b) => a + b, 0) : (v as number | undefined);

const lambdaContext = (fn: string, id: string): LambdaContext => ({
  awsRequestId: id,
  functionName: `dominion-dev-${fn}`,
  functionVersion: '$LATEST',
  invokedFunctionArn: `arn:aws:lambda:eu-west-1:123456789012:function:dominion-dev-${fn}`,
  memoryLimitInMB: '512',
});

/** A port nothing listens on: a connection to it is refused at once. */
async function closedPort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((ok) => srv.listen(0, '127.0.0.1', ok));
  const { port } = srv.address() as { port: number };
  await new Promise<void>((ok) => srv.close(() => ok()));
  return port;
}

let l: DynaliteLocal;
const saved = { ...process.env };
const alice = freshUser('alice');
let submitMove: (e: ApiGatewayEvent, c?: LambdaContext) => Promise<HttpResponse>;

beforeAll(async () => {
  l = await local();
  Object.assign(process.env, {
    APP_SECRET: l.ctx.secret,
    TABLE_NAME: l.dynamo.name,
    AWS_ENDPOINT_URL_DYNAMODB: l.dynamoUrl,
    AWS_REGION: 'local',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    // As Lambda sets it in an on-demand function (Powertools counts cold starts only then).
    AWS_LAMBDA_INITIALIZATION_TYPE: 'on-demand',
  });
  delete process.env.POWERTOOLS_DEV;
  ({ submitMove } = await import('../../../infra/entries/api/submit-move/submit-move.js'));
});

afterAll(async () => {
  for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
  Object.assign(process.env, saved);
  await l.close();
});

const moveEvent = (gameId: string, requestId: string, body: Record<string, unknown>): ApiGatewayEvent => ({
  rawPath: `/games/${gameId}/moves`,
  headers: { Authorization: `Bearer ${l.token(alice)}` },
  pathParameters: { gameId },
  body: JSON.stringify(body),
  requestContext: { http: { method: 'POST' }, requestId },
});

describe('the deployed functions, observed by Powertools', () => {
  let gameId: string;

  it('a move logs one JSON line with its request id, game id and seq, and emits its metrics as EMF', async () => {
    gameId = await newGame(l, alice, [{ bot: 'big-money' }]);
    await l.idle();
    const { v } = await whoOwes(l, gameId, [alice]);
    const replayable = (await l.ctx.store.events(gameId, 0)).filter((r) => r.kind === 'move').length;
    const body = { gameId, expectedSeq: v.seq, idempotencyKey: key(), move: autopilot(v.view!) };

    const { result, lines } = await captured(() =>
      submitMove(moveEvent(gameId, 'req-move-1', body), lambdaContext('submit-move', 'lambda-1')),
    );
    expect(result.statusCode, result.body).toBe(200);
    const appliedSeq = TableResponse.parse(JSON.parse(result.body)).appliedSeq;

    const logs = logLines(lines);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      level: 'INFO',
      message: 'request',
      service: 'dominion',
      requestId: 'req-move-1',
      gameId,
      seq: v.seq,
      appliedSeq,
      method: 'POST',
      path: `/games/${gameId}/moves`,
      status: 200,
      function_request_id: 'lambda-1',
      function_name: 'dominion-dev-submit-move',
    });
    expect(logs[0].ms).toBeTypeOf('number');

    const [move, ...others] = blobsWith(lines, 'MovesAccepted');
    expect(others).toEqual([]);
    expect(move._aws.CloudWatchMetrics[0]).toMatchObject({ Namespace: 'DominionByMail', Dimensions: [['service']] });
    expect(move).toMatchObject({ service: 'dominion', MovesAccepted: 1, EventsReplayed: replayable });
    expect(move.MoveLatency).toBeGreaterThan(0);
    // A cold container counts its cold start once, by function.
    expect(blobsWith(lines, 'ColdStart')).toEqual([
      expect.objectContaining({ ColdStart: 1, function_name: 'dominion-dev-submit-move' }),
    ]);
  });

  it('a refused move is counted by its error code, as its own dimension, and its line says why', async () => {
    const { v } = await whoOwes(l, gameId, [alice]);
    const stale = { gameId, expectedSeq: v.seq - 1, idempotencyKey: key(), move: autopilot(v.view!) };
    const { result, lines } = await captured(() =>
      submitMove(moveEvent(gameId, 'req-move-2', stale), lambdaContext('submit-move', 'lambda-2')),
    );
    expect(result.statusCode).toBe(409);
    expect(logLines(lines)).toEqual([
      expect.objectContaining({
        requestId: 'req-move-2',
        gameId,
        seq: v.seq - 1,
        status: 409,
        code: 'conflict',
        function_request_id: 'lambda-2',
      }),
    ]);
    const [refused, ...others] = blobsWith(lines, 'MovesRefused');
    expect(others).toEqual([]);
    expect(refused._aws.CloudWatchMetrics[0].Dimensions).toEqual([['service', 'code']]);
    expect(refused).toMatchObject({ code: 'conflict', MovesRefused: 1 });
    expect(blobsWith(lines, 'MovesAccepted')).toEqual([]);
    // No second cold start in a warm container.
    expect(blobsWith(lines, 'ColdStart')).toEqual([]);
  });

  it('the outbox job reports the age of the oldest mail it could not send, and 0 once all is sent', async () => {
    // Mail that waits 90 s already (on AWS: one the stream consumer could not send).
    const oldest = Date.now() - 90_000;
    const mailing = { to: alice, subject: 'Waiting', text: 'A mail that waits.', html: '<p>A mail that waits.</p>' };
    expect(await l.ctx.store.putMailing(gameId, 'observability-test', oldest, [mailing])).not.toBeNull();
    expect((await l.ctx.store.pendingOutbox())[0]).toMatchObject({ gameId, sk: 'MAIL#observability-test', at: oldest });

    const runOutbox = async (sesEndpoint: string) => {
      process.env.AWS_ENDPOINT_URL_SES = sesEndpoint;
      vi.resetModules(); // a new container: its clients read the environment again
      const { sendOutbox } = await import('../../../infra/entries/jobs/outbox.js');
      const before = Date.now();
      const { lines } = await captured(() => sendOutbox(undefined, lambdaContext('outbox', `outbox-${before}`)));
      return { lines, before, after: Date.now() };
    };

    const down = await runOutbox(`http://127.0.0.1:${await closedPort()}`);
    const [stuck] = blobsWith(down.lines, 'OldestUnsentMailAge');
    expect(stuck.OldestUnsentMailAge).toBeGreaterThanOrEqual((down.before - oldest) / 1000);
    expect(stuck.OldestUnsentMailAge).toBeLessThanOrEqual((down.after - oldest) / 1000);
    expect(total(stuck.MailsFailed)).toBeGreaterThan(0);
    expect(stuck.MailsSent).toBeUndefined();

    const up = await runOutbox(l.sesUrl);
    const [sent] = blobsWith(up.lines, 'OldestUnsentMailAge');
    expect(sent).toMatchObject({ OldestUnsentMailAge: 0 });
    expect(total(sent.MailsSent)).toBeGreaterThan(0);
    expect((await l.ctx.store.pendingOutbox()).filter((k) => k.gameId === gameId)).toEqual([]);
  });
});
