// SES bounces and complaints (EventBridge events in SQS records): permanent bounces and complaints
// mark the address undeliverable, and then no game mail, reminder or invitation goes to it until
// the player asks for mail again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DynaliteLocal } from '../../../local/runtime.js';
import { onBounces, type SqsRecord } from '../../../lambdas/jobs/bounces.js';
import { runReminders } from '../../../lambdas/jobs/scheduled.js';
import { autoMove, Clock, key, local, mail, newGame } from '../support.js';

const HOUR = 3_600_000;
const clock = new Clock();
let l: DynaliteLocal;
beforeAll(async () => {
  l = await local({ now: clock.now });
});
afterAll(async () => {
  await l?.close();
});

let userNo = 0;
const user = (name: string) => `${name}.${userNo++}@example.com`;
const mailTo = async (email: string) => (await mail(l)).filter((m) => m.destination.to[0] === email);

/** An EventBridge event as SES event publishing sends it (the fields SES documents, abridged). */
function sesEvent(detailType: string, detail: Record<string, unknown>, to: string[]) {
  const at = new Date(clock.now()).toISOString();
  return {
    version: '0',
    id: `ev-${key()}`,
    'detail-type': detailType,
    source: 'aws.ses',
    account: '123456789012',
    time: at,
    region: 'eu-west-1',
    resources: ['arn:aws:ses:eu-west-1:123456789012:configuration-set/dominion'],
    detail: {
      ...detail,
      mail: {
        timestamp: at,
        source: 'dominion@example.com',
        messageId: key(),
        destination: to,
        tags: { 'ses:configuration-set': ['dominion'] },
      },
    },
  };
}
const bounce = (bounceType: 'Permanent' | 'Transient' | 'Undetermined', ...to: string[]) =>
  sesEvent(
    'Email Bounced',
    {
      eventType: 'Bounce',
      bounce: {
        bounceType,
        bounceSubType: bounceType === 'Permanent' ? 'General' : 'MailboxFull',
        timestamp: new Date(clock.now()).toISOString(),
        feedbackId: key(),
        bouncedRecipients: to.map((emailAddress) => ({
          emailAddress,
          action: 'failed',
          status: '5.1.1',
          diagnosticCode: 'smtp; 550 5.1.1 user unknown',
        })),
      },
    },
    to,
  );
const complaint = (...to: string[]) =>
  sesEvent(
    'Email Complaint Received',
    {
      eventType: 'Complaint',
      complaint: {
        complainedRecipients: to.map((emailAddress) => ({ emailAddress })),
        timestamp: new Date(clock.now()).toISOString(),
        feedbackId: key(),
        complaintFeedbackType: 'abuse',
      },
    },
    to,
  );
let msgNo = 0;
const record = (body: unknown): SqsRecord => ({
  messageId: `msg-${msgNo++}`,
  body: typeof body === 'string' ? body : JSON.stringify(body),
});
const marked = async (email: string) => (await l.ctx.store.getProfile(email))?.undeliverable ?? null;

describe('the bounce handler', () => {
  it('marks permanent bounces and complaints, ignores transient bounces, and reports unreadable records', async () => {
    const [gone, named, full, angry, fine] = [user('gone'), user('named'), user('full'), user('angry'), user('fine')];
    const records = [
      record(bounce('Permanent', gone, `"Named Person" <${named.toUpperCase()}>`)),
      record(bounce('Transient', full)),
      record(bounce('Undetermined', full)),
      record(complaint(angry)),
      record('{"detail-type": "Email Bounced", '),
      record({ hello: 'world' }),
      record(sesEvent('Email Delivered', { eventType: 'Delivery', delivery: { recipients: [fine] } }, [fine])),
    ];
    const r = await onBounces(l.ctx, records);
    expect(r.batchItemFailures).toEqual([
      { itemIdentifier: records[4].messageId },
      { itemIdentifier: records[5].messageId },
    ]);
    expect(await marked(gone)).toEqual({ reason: 'bounce', at: clock.now() });
    expect(await marked(named)).toEqual({ reason: 'bounce', at: clock.now() });
    expect(await marked(angry)).toEqual({ reason: 'complaint', at: clock.now() });
    expect(await marked(full)).toBeNull();
    expect(await marked(fine)).toBeNull();
    const me = await l.call('GET', '/me', { token: l.token(angry) });
    expect(me.body.undeliverable).toEqual({ reason: 'complaint', at: new Date(clock.now()).toISOString() });

    // SQS delivers at least once: a repeat changes nothing.
    clock.advance(HOUR);
    expect((await onBounces(l.ctx, [records[0]])).batchItemFailures).toEqual([]);
    expect(await marked(gone)).toEqual({ reason: 'bounce', at: clock.now() - HOUR });
  });

  it('an undeliverable address gets no game mail, reminder or invitation, until the player asks again', async () => {
    const [alice, bob] = [user('alice'), user('bob')];
    const gameId = await newGame(l, alice, [{ email: bob }], { reminderHours: 2 });
    await onBounces(l.ctx, [record(bounce('Permanent', bob))]);
    const before = { alice: (await mailTo(alice)).length, bob: (await mailTo(bob)).length };

    // Both play whole turns: each turn start would mail the other.
    for (let i = 0; i < 60; i++) {
      const views = await Promise.all(
        [alice, bob].map((e) => l.call('GET', `/games/${gameId}`, { token: l.token(e) })),
      );
      const at = views.findIndex((v) => v.body.view!.decision);
      const v = views[at].body;
      const r = await autoMove(l, gameId, [alice, bob][at], v);
      expect(r.status, r.raw).toBe(200);
    }
    expect((await mailTo(alice)).length).toBeGreaterThan(before.alice);
    expect((await mailTo(bob)).length).toBe(before.bob);

    // Reminders: only Alice's, when she is the one waited on.
    const waiter = (await l.call('GET', `/games/${gameId}`, { token: l.token(bob) })).body.view!.decision ? bob : alice;
    clock.advance(3 * HOUR);
    const run = await runReminders(l.ctx);
    expect(run.reminded).toBe(waiter === alice ? 1 : 0);
    expect((await mailTo(bob)).length).toBe(before.bob);

    // Invitations neither.
    await l.call('POST', '/games', {
      token: l.token(alice),
      body: { seats: [{ email: bob }], recommended: 'First Game' },
    });
    expect((await mailTo(bob)).length).toBe(before.bob);

    // Changing a setting does not clear the mark; asking for mail does.
    expect(
      (await l.call('POST', '/me', { token: l.token(bob), body: { notify: 'turn' } })).body.undeliverable,
    ).toMatchObject({ reason: 'bounce' });
    expect((await l.call('POST', '/me', { token: l.token(bob), body: { resumeMail: true } })).body).toMatchObject({
      undeliverable: null,
      notify: 'turn',
    });
    await l.call('POST', '/games', {
      token: l.token(alice),
      body: { seats: [{ email: bob }], recommended: 'First Game' },
    });
    expect((await mailTo(bob)).map((m) => m.body.text).slice(before.bob)).toEqual([
      expect.stringContaining('invites you'),
    ]);
  });

  it('is what the deployed bounces function (infra/entries/jobs/bounces.ts) runs, with a partial batch response', async () => {
    const saved = { ...process.env };
    Object.assign(process.env, {
      APP_SECRET: l.ctx.secret,
      TABLE_NAME: l.dynamo.name,
      AWS_ENDPOINT_URL_DYNAMODB: l.dynamoUrl,
      AWS_REGION: 'local',
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
    });
    try {
      const { onBounces: bounceHandler } = await import('../../../infra/entries/jobs/bounces.js');
      const who = user('lambda');
      const records = [record(complaint(who)), record('not json')];
      expect(await bounceHandler({ Records: records })).toEqual({
        batchItemFailures: [{ itemIdentifier: records[1].messageId }],
      });
      expect((await marked(who))?.reason).toBe('complaint');
    } finally {
      for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
      Object.assign(process.env, saved);
    }
  });
});
