// `npm run bench:move [-- --json]`: the move handler's latency next to the bare DynamoDB calls a
// move needs (META + latest snapshot, the events after it, one conditional put), measured
// alternately against dynalite for games of 50, 500 and 1,500 events, with the bytes the handler read
// (counted on other moves than those timed: counting bytes stringifies each item).
// The projection (summary, indexes, snapshot, mail) runs after each timed call as the stream
// consumer runs it on AWS (projectGame: it loads the game again), and is not timed. Per move, the
// store's requests, bytes and capacity units (as dynalite accounts them; means over the moves) for
// the handler and for the projection, and the replays of each (the EventsReplayed metric counts one
// per load that replays): docs/scale.md uses them. Last, what the history's timeline of a 3-player
// game of 500 moves weighs (bench-timeline.ts). BENCH_ROUNDS, BENCH_WARM_UP and BENCH_LENGTHS change
// the run (docs/backend.md, "Benchmark").
import { randomUUID } from 'node:crypto';
import { PutCommand, QueryCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { apply } from '../../lambdas/kernel/rules.js';
import { startLocal } from '../runtime.js';
import { plainObservability } from '../../lambdas/kernel/observability.js';
import { projectGame } from '../../lambdas/game/projection.js';
import { pad } from '../../lambdas/store/records.js';
import type { StoreStats } from '../../lambdas/store/ports.js';
import { weighTimeline, type TimelineFigures } from './bench-timeline.js';
import { appendGame, nextMove } from './bench-game.js';

const json = process.argv.includes('--json');
const LENGTHS = (process.env.BENCH_LENGTHS ?? '50,500,1500').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const K = 50;
/**
 * Moves counted at each length: one whole snapshot cycle, so the median move's bytes do not depend
 * on where in the cycle the counting starts (right after a snapshot a move reads few events, just
 * before the next one K of them).
 */
const COUNTED = K;
/**
 * Moves made before the counting and timing start at each length, as a container that has served a
 * game's moves for a while. With 3, the first length timed the handler before V8 had optimized its
 * code: 1.55–1.59× at 50 events run first, 1.38–1.41× run again after 500 in the same process.
 */
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 20);

type Counts = StoreStats;
const each = (f: (k: keyof Counts) => number): Counts => ({
  reads: f('reads'),
  bytesRead: f('bytesRead'),
  writes: f('writes'),
  bytesWritten: f('bytesWritten'),
  readUnits: f('readUnits'),
  writeUnits: f('writeUnits'),
  indexWrites: f('indexWrites'),
});
const diff = (a: Counts, b: Counts) => each((k) => b[k] - a[k]);
/** The mean of each count over the measured moves (mail goes out on some moves only: the mean spreads it). */
const means = (xs: Counts[]) => each((k) => round2(xs.reduce((sum, x) => sum + x[k], 0) / xs.length));
const pct = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};
const round2 = (x: number) => Math.round(x * 100) / 100;
/** This process's CPU time since `c` (dynalite runs in it): the ratio of these holds on a busy machine, where wall time waits for a core. */
const cpuMsSince = (c: NodeJS.CpuUsage) => {
  const u = process.cpuUsage(c);
  return (u.user + u.system) / 1000;
};

const obs = plainObservability();
const replays = () => obs.metrics.get('EventsReplayed')?.count ?? 0;
const l = await startLocal({ snapshotEvery: K, projection: 'stream', now: () => Date.now(), obs });
const { store } = l.ctx;
const table = l.dynamo;
let timeline: TimelineFigures;
const out: {
  events: number;
  handlerP50Ms: number;
  handlerP99Ms: number;
  bareP50Ms: number;
  ratio: number;
  cpuRatio: number;
  bytesRead: number;
  replaysPerMove: { request: number; projection: number };
  handler: Counts;
  projection: Counts;
  mailsPerMove: number;
}[] = [];
try {
  for (const length of LENGTHS) {
    const gameId = `bench${length}${randomUUID().slice(0, 6)}`;
    const players = ['alice@example.com', 'bob@example.com'];
    // Silver while more than 10 are left, never Gold: the game runs on at every length.
    const policy = { gold: false, silverLeft: 10 };
    const { state, rng } = await appendGame(
      store,
      {
        gameId,
        emails: players,
        names: ['Alice', 'Bob'],
        seed: `bench-${length}`,
        movesSeed: `bench-moves-${length}`,
        moves: length,
        policy,
      },
      K,
    );

    const bare = async () => {
      const c = process.cpuUsage();
      const t = performance.now();
      const [, snap] = await Promise.all([
        table.doc.send(new GetCommand({ TableName: table.name, Key: { pk: `GAME#${gameId}`, sk: 'META' } })),
        table.doc.send(
          new QueryCommand({
            TableName: table.name,
            KeyConditionExpression: 'pk = :p AND begins_with(sk, :s)',
            ExpressionAttributeValues: { ':p': `GAME#${gameId}`, ':s': 'SNAP#' },
            ScanIndexForward: false,
            Limit: 1,
          }),
        ),
      ]);
      const from = (snap.Items?.[0]?.seq as number | undefined) ?? 0;
      await table.doc.send(
        new QueryCommand({
          TableName: table.name,
          KeyConditionExpression: 'pk = :p AND sk BETWEEN :a AND :b',
          ExpressionAttributeValues: { ':p': `GAME#${gameId}`, ':a': `EV#${pad(from + 1)}`, ':b': 'EV#9999999999' },
        }),
      );
      await table.doc.send(
        new PutCommand({
          TableName: table.name,
          Item: { pk: `BARE#${gameId}`, sk: randomUUID(), move: { type: 'endPhase', player: 0 }, at: Date.now() },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
      return { ms: performance.now() - t, cpuMs: cpuMsSince(c) };
    };
    const handlerTimes: number[] = [];
    const bareTimes: number[] = [];
    const handlerCpu: number[] = [];
    const bareCpu: number[] = [];
    const bytes: number[] = [];
    const mailsCaught = async () =>
      ((await (await fetch(`${l.sesUrl}/store`)).json()) as { emails: unknown[] }).emails.length;
    let mails = 0;
    const handlerCounts: Counts[] = [];
    const projectionCounts: Counts[] = [];
    let requestReplays = 0;
    let projectionReplays = 0;
    // COUNTED moves counted (requests, bytes, units, replays, mail), then ROUNDS timed next to the
    // bare calls with the byte count off, as the handler runs on AWS (stringifying every item read
    // for the count is the benchmark's own cost, which the bare calls do not pay).
    for (let i = 0; i < WARM_UP + COUNTED + ROUNDS; i++) {
      const counted = i >= WARM_UP && i < WARM_UP + COUNTED;
      const timed = i >= WARM_UP + COUNTED;
      table.countBytes = counted;
      const move = nextMove(state, rng, policy);
      const email = players[move.player];
      const { player: _p, ...data } = move;
      const m0 = await mailsCaught();
      const s0 = { ...store.stats };
      const r0 = replays();
      const c = process.cpuUsage();
      const t = performance.now();
      const r = await l.call('POST', `/games/${gameId}/moves`, {
        token: l.token(email),
        body: { gameId, expectedSeq: state.seq, idempotencyKey: randomUUID(), move: data },
      });
      const dt = performance.now() - t;
      const dc = cpuMsSince(c);
      if (r.status !== 200) throw new Error(`move failed: ${r.raw}`);
      const s1 = { ...store.stats };
      const r1 = replays();
      const before = state.seq;
      apply(state, move);
      await projectGame(l.ctx, gameId, before + 1);
      await l.idle();
      const s2 = { ...store.stats };
      if (counted) {
        requestReplays += r1 - r0;
        projectionReplays += replays() - r1;
        mails += (await mailsCaught()) - m0;
        bytes.push(s1.bytesRead - s0.bytesRead);
        handlerCounts.push(diff(s0, s1));
        projectionCounts.push(diff(s1, s2));
      }
      if (!timed) continue;
      const bt = await bare();
      handlerTimes.push(dt);
      bareTimes.push(bt.ms);
      handlerCpu.push(dc);
      bareCpu.push(bt.cpuMs);
    }
    const h50 = pct(handlerTimes, 0.5);
    const b50 = pct(bareTimes, 0.5);
    out.push({
      events: length,
      handlerP50Ms: round2(h50),
      handlerP99Ms: round2(pct(handlerTimes, 0.99)),
      bareP50Ms: round2(b50),
      ratio: round2(h50 / b50),
      cpuRatio: round2(pct(handlerCpu, 0.5) / pct(bareCpu, 0.5)),
      bytesRead: Math.round(pct(bytes, 0.5)),
      replaysPerMove: { request: round2(requestReplays / COUNTED), projection: round2(projectionReplays / COUNTED) },
      handler: means(handlerCounts),
      projection: means(projectionCounts),
      mailsPerMove: round2(mails / COUNTED),
    });
  }
  timeline = await weighTimeline(l, K);
} finally {
  await l.close();
}
if (json) console.log(JSON.stringify({ lengths: out, timeline }));
else
  console.table(
    out.map(({ handler, projection, replaysPerMove, ...o }) => ({
      ...o,
      requestReplays: replaysPerMove.request,
      projectionReplays: replaysPerMove.projection,
      handlerReads: handler.reads,
      handlerWrites: handler.writes,
      projectionReads: projection.reads,
      projectionWrites: projection.writes,
    })),
  );
if (!json) console.table([timeline]);
