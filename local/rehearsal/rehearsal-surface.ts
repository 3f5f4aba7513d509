// The rehearsal as its players and the world reach it (surface.ts): the HTTP API as the web server
// calls it (a session token signed with the secret the template gives the web server), the mail the
// SES emulator took, replies as SES's receipt rule delivers them (the raw message into the bucket,
// the function invoked asynchronously), bounces as SES publishes them (an EventBridge event, the
// rule's pattern, its queue, the queue's mapping), and time: `advance` runs each schedule at its
// rate on the rehearsal's clock, and `settle` runs the event source mappings until nothing is left.
import { randomBytes, randomUUID } from 'node:crypto';
import type { _Record } from '@aws-sdk/client-dynamodb-streams';
import { signToken } from '../../auth/tokens.js';
import {
  invokeAsync,
  dueRuns,
  rateMs,
  type AsyncFailure,
  type AsyncTarget,
  type Schedule,
} from './lambda/async-invoke.js';
import type { LocalQueue } from './aws/sqs.js';
import { REHEARSAL_SCOPE } from './aws/template.js';
import { filterOf, matchesPattern } from './lambda/event-filter.js';
import { QueuePoller } from './lambda/queue-mapping.js';
import type { Parts } from './rehearsal.js';
import { StreamPoller, type StreamHandler } from './lambda/stream-mapping.js';
import { callApi, readNewMail } from './sent-mail.js';
import type { ApiAnswer, SentMail, Surface } from './surface.js';

export interface RehearsalSurface extends Surface {
  /** Asynchronous invocations that failed after their retries (each also sent to its destination). */
  readonly failures: AsyncFailure[];
  readonly streams: StreamPoller[];
  readonly queuePollers: QueuePoller[];
}

export function rehearsalSurface(p: Parts): RehearsalSurface {
  const failures: AsyncFailure[] = [];
  const { queueOf, sendAs, asyncTarget } = deliveries(p);

  const streams = streamPollers(p, sendAs);
  const queuePollers = queuePollersFor(p, queueOf);
  const schedules: Schedule[] = p.deployment.schedules.map((s) => {
    const everyMs = rateMs(s.expression);
    return { name: s.name, everyMs, target: asyncTarget(s.fn), nextAt: p.clock.now() + everyMs };
  });

  const seen: SentMail[] = [];
  async function settle(): Promise<void> {
    for (let round = 0; round < 100; round++) {
      for (const s of streams) await s.drain();
      for (const q of queuePollers) await q.drain();
      if (!(await Promise.all(streams.map((s) => s.pending()))).some(Boolean)) {
        await readNewMail(p.sesUrl, seen, p.clock.now());
        return;
      }
    }
    throw new Error('The stream kept growing: 100 rounds of deliveries did not empty it');
  }

  async function call(token: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<ApiAnswer> {
    const answer = await callApi(p.api.url, token, method, path, body);
    // On AWS the stream consumer runs within a second of the write: the mail of a move follows it.
    await settle();
    return answer;
  }

  return {
    failures,
    streams,
    queuePollers,
    // What the web server does for a signed-in player (web/lib/api.ts): a five-minute session token.
    api: (email, method, path, body) =>
      call(
        signToken(p.appSecret, { aud: 'session', sub: email.toLowerCase() }, p.clock.now() + 5 * 60_000),
        method,
        path,
        body,
      ),
    apiWithToken: call,
    async mails() {
      await settle();
      return [...seen];
    },
    async receiveMail(raw, recipients) {
      await receiveAsSes(p, raw, recipients, asyncTarget, failures);
      await settle();
    },
    async bounce(email) {
      publishBounce(p, email, queueOf);
      await settle();
    },
    now: () => p.clock.now(),
    async advance(ms) {
      await settle();
      const end = p.clock.now() + ms;
      for (const run of dueRuns(schedules, end)) {
        const step = run.at - p.clock.now();
        if (step > 0) p.clock.advance(step);
        await invokeAsync(run.schedule.target, {}, failures);
        await settle();
      }
      const rest = end - p.clock.now();
      if (rest > 0) p.clock.advance(rest);
      await settle();
    },
    settle,
  };
}

/** The template's queue mappings, each a poller of its queue into its function. */
function queuePollersFor(p: Parts, queueOf: (arn: string) => LocalQueue): QueuePoller[] {
  return p.deployment.queues.map(
    (m) =>
      new QueuePoller(queueOf(m.queueArn), p.functions.get(m.fn), {
        batchSize: m.batchSize,
        partialBatch: m.partialBatch,
        region: REHEARSAL_SCOPE.region,
        check: (action) => p.check(m.fn, action, m.queueArn),
      }),
  );
}

/** A mail arriving as SES's receipt rules take it: each rule whose recipients it names stores it in the bucket and invokes its function. */
async function receiveAsSes(
  p: Parts,
  raw: string,
  recipients: string[],
  asyncTarget: (fn: string) => AsyncTarget,
  failures: AsyncFailure[],
): Promise<void> {
  const at = p.clock.now();
  for (const rule of p.deployment.receiptRules) {
    const mine = recipients.filter((r) =>
      rule.recipients.some((x) => r.toLowerCase() === x || r.toLowerCase().endsWith(`@${x}`)),
    );
    if (!mine.length) continue;
    // SES's message id names the object its S3 action wrote, then the Lambda action runs (asynchronously).
    const messageId = randomBytes(20).toString('hex');
    await p.s3.putRaw(rule.bucket, `${rule.prefix}${messageId}`, Buffer.from(raw, 'utf8'));
    await invokeAsync(asyncTarget(rule.fn), sesReceiptEvent(at, messageId, mine, rule.fn), failures);
  }
}

/** A bounce as SES publishes it: the event sent to the queue of every EventBridge rule whose pattern matches it. */
function publishBounce(p: Parts, email: string, queueOf: (arn: string) => LocalQueue): void {
  const event = sesBounceEvent(p.clock.now(), email, sesConfigurationSet(p));
  let delivered = 0;
  for (const rule of p.deployment.eventRules) {
    if (!matchesPattern(rule.pattern, event)) continue;
    for (const arn of rule.targetArns) {
      queueOf(arn).send(JSON.stringify(event));
      delivered++;
    }
  }
  if (!delivered) throw new Error('No EventBridge rule of the template takes SES bounce events');
}

/** The configuration set SES tags its events with: the mail identity's default one. */
function sesConfigurationSet(p: Parts): string {
  const found = p.deployment.sesConfigurationSet;
  if (!found) throw new Error('The template gives the mail identity no configuration set');
  return found;
}

/** The template's stream mappings, each a poller of the table's local stream into its function. */
function streamPollers(p: Parts, sendAs: (fn: string, arn: string, body: unknown) => Promise<void>): StreamPoller[] {
  return p.deployment.streams.map((s) => {
    const table = p.tables.find((t) => t.streamArn === s.streamArn);
    if (!table?.localStreamArn) throw new Error(`No local stream for ${s.streamArn}`);
    const fn = p.functions.get(s.fn);
    const onFailureArn = s.onFailureArn;
    return new StreamPoller(p.db, table.localStreamArn, ((e) => fn.invoke(e)) as StreamHandler, {
      batchSize: s.batchSize,
      retryAttempts: s.retryAttempts,
      filter: filterOf(s.filters),
      check: (action) => p.check(s.fn, action, s.streamArn),
      ...(onFailureArn
        ? {
            onFailure: (records: _Record[]) =>
              sendAs(s.fn, onFailureArn, {
                DDBStreamBatchInfo: {
                  streamArn: s.streamArn,
                  batchSize: records.length,
                  startSequenceNumber: records[0]?.dynamodb?.SequenceNumber,
                },
              }),
          }
        : {}),
    });
  });
}

/** The event SES's receipt rule gives its Lambda action: every verdict PASS. */
function sesReceiptEvent(at: number, messageId: string, recipients: string[], functionArn: string) {
  const pass = { status: 'PASS' };
  const time = new Date(at).toISOString();
  return {
    Records: [
      {
        eventSource: 'aws:ses',
        eventVersion: '1.0',
        ses: {
          mail: { timestamp: time, messageId, destination: recipients, headersTruncated: false },
          receipt: {
            timestamp: time,
            processingTimeMillis: 300,
            recipients,
            spamVerdict: pass,
            virusVerdict: pass,
            spfVerdict: pass,
            dkimVerdict: pass,
            dmarcVerdict: pass,
            action: { type: 'Lambda', functionArn, invocationType: 'Event' },
          },
        },
      },
    ],
  };
}

/** A permanent bounce as SES publishes it to EventBridge, tagged with the identity's configuration set. */
function sesBounceEvent(at: number, email: string, configurationSet: string) {
  const time = new Date(at).toISOString();
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': 'Email Bounced',
    source: 'aws.ses',
    account: REHEARSAL_SCOPE.accountId,
    time,
    region: REHEARSAL_SCOPE.region,
    resources: [],
    detail: {
      eventType: 'Bounce',
      bounce: {
        bounceType: 'Permanent',
        bounceSubType: 'General',
        bouncedRecipients: [{ emailAddress: email }],
        timestamp: time,
        feedbackId: randomUUID(),
      },
      mail: {
        timestamp: time,
        messageId: randomUUID(),
        destination: [email],
        tags: { 'ses:configuration-set': [configurationSet] },
      },
    },
  };
}

/** The template's queues by ARN, sending to them as a function's role, and each function as an asynchronous target with its retries and failure destination. */
function deliveries(p: Parts) {
  const queueByArn = new Map<string, LocalQueue>([...p.queues.values()].map((q) => [q.arn, q]));
  const queueOf = (arn: string) => {
    const q = queueByArn.get(arn);
    if (!q) throw new Error(`No queue ${arn} in the template`);
    return q;
  };
  /** Lambda sends to a destination (or a dead-letter queue) with the function's role. */
  const sendAs = async (fn: string, arn: string, body: unknown) => {
    await p.check(fn, 'sqs:SendMessage', arn);
    queueOf(arn).send(JSON.stringify(body));
  };
  const asyncTarget = (fn: string): AsyncTarget => {
    const def = p.deployment.functions.find((f) => f.name === fn)!;
    const cfg = p.deployment.asyncConfigs.get(fn);
    const destination = cfg?.onFailureArn ?? def.deadLetterArn;
    return {
      fn: p.functions.get(fn),
      retryAttempts: cfg?.retryAttempts ?? 2,
      ...(destination
        ? {
            onFailure: (f: AsyncFailure) =>
              sendAs(fn, destination, {
                requestContext: { functionArn: fn, condition: 'RetriesExhausted' },
                responsePayload: { errorMessage: f.error },
                requestPayload: f.event,
              }),
          }
        : {}),
    };
  };
  return { queueOf, sendAs, asyncTarget };
}
