// Mail nobody should answer, and mail to the wrong address (lambdas/inbound/): an automatic reply
// (an out-of-office: RFC 3834 Auto-Submitted, Precedence, X-Autoreply, a list's copy, a bounce) to a
// game's reply address makes no move, gets no answer and leaves a log line — so an out-of-office
// cannot loop; a seat's replies past REPLIES_PER_MINUTE are neither read nor answered; mail to the
// address game mail comes From is taken (250) and answered once a day with where to write, never
// when automatic, and logged. Over the local SMTP server (a real one) into the real pipeline.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import nodemailer from 'nodemailer';
import { LOCAL_MAIL_FROM, type Local } from '../../../local/runtime.js';
import { plainObservability } from '../../../lambdas/kernel/observability.js';
import { automaticMark } from '../../../lambdas/inbound/automatic.js';
import { REPLIES_PER_MINUTE } from '../../../lambdas/inbound/answer-quota.js';
import { FROM_ADDRESS_SUBJECT } from '../../../lambdas/inbound/from-address.js';
import {
  Clock,
  clearMail,
  eventCount,
  freshUser,
  mail,
  memoryLocal,
  newGame,
  whoOwes,
  type CaughtMail,
} from '../support.js';

const clock = new Clock();
const logged: string[] = [];
let l: Local;
beforeAll(async () => {
  l = await memoryLocal({
    smtpPort: 0,
    now: clock.now,
    obs: plainObservability({
      level: 'info',
      write: (line) => {
        logged.push(line);
      },
    }),
  });
});
afterAll(async () => {
  await l?.close();
});

let n = 0;
/** Sends a mail over SMTP with extra header lines; resolves once the server took it. */
async function send(o: { from: string; to: string; text: string; headers?: Record<string, string> }) {
  const t = nodemailer.createTransport({ host: '127.0.0.1', port: l.smtpPort!, secure: false, ignoreTLS: true });
  try {
    return await t.sendMail({
      from: o.from,
      to: o.to,
      subject: 'Re: your move',
      text: o.text,
      messageId: `<auto-${process.pid}-${n++}@mail.example>`,
      headers: o.headers ?? {},
    });
  } finally {
    t.close();
  }
}

const mailsTo = async (to: string) =>
  ((await mail(l)) as (CaughtMail & { replyTo: string[] })[]).filter((m) => m.destination.to.includes(to));

async function game() {
  const [a, b] = [freshUser('alice'), freshUser('bob')];
  const gameId = await newGame(l, a, [{ email: b }]);
  const { email } = await whoOwes(l, gameId, [a, b]);
  // The "your move" mail goes out after the write: wait for it, and take the one with a reply address.
  await l.idle();
  const replyTo = (await mailsTo(email)).filter((m) => m.replyTo.length > 0).at(-1)?.replyTo[0];
  if (!replyTo) throw new Error(`No mail with a reply address reached ${email}.`);
  return { gameId, email, replyTo };
}

describe('automatic mail', () => {
  it('reads the marks of automatic mail, and only those', () => {
    const raw = (...h: string[]) => Buffer.from([...h, 'From: a@x.example', '', 'play treasures'].join('\r\n'));
    for (const h of [
      'Auto-Submitted: auto-replied',
      'Auto-Submitted: auto-generated; owner-email="a@x.example"',
      'Precedence: bulk',
      'Precedence: auto_reply',
      'Precedence: junk',
      'Precedence: list',
      'X-Autoreply: yes',
      'X-Autorespond: Out of office',
      'List-Id: <games.lists.example>',
      'Return-Path: <>',
      'Content-Type: multipart/report; report-type=delivery-status; boundary="b"',
    ]) {
      expect(automaticMark(raw(h)), h).not.toBeNull();
    }
    for (const h of [
      'Auto-Submitted: no',
      'Auto-Submitted: No',
      'Precedence: first-class',
      'Return-Path: <a@x.example>',
      'Content-Type: text/plain',
    ]) {
      expect(automaticMark(raw(h)), h).toBeNull();
    }
  });

  it('an out-of-office to a reply address: no move, no answer, a log line; 38 of them in a minute change nothing', async () => {
    const { gameId, email, replyTo } = await game();
    const n0 = await eventCount(l, gameId);
    await clearMail(l);
    logged.length = 0;
    for (let i = 0; i < 38; i++) {
      await send({
        from: email,
        to: replyTo,
        text: 'I am out of the office until Monday.\nend turn',
        headers: { 'Auto-Submitted': 'auto-replied' },
      });
    }
    await send({ from: email, to: replyTo, text: 'end turn', headers: { 'X-Autoreply': 'yes' } });
    await send({ from: email, to: replyTo, text: 'end turn', headers: { Precedence: 'bulk' } });
    await l.idle();
    expect(await eventCount(l, gameId)).toBe(n0);
    expect(await mail(l)).toEqual([]);
    const lines = logged.filter((x) => x.startsWith('inbound: a mail read'));
    expect(lines).toHaveLength(40);
    expect(lines[0]).toMatch(/outcome=dropped why=automatic mail \(auto-submitted: auto-replied\)/);
  });

  it("a seat's replies past the limit in a minute are neither read nor answered; a minute later they are again", async () => {
    const { gameId, email, replyTo } = await game();
    await clearMail(l);
    logged.length = 0;
    // Each line fails (no such card): nothing changes, and each reply within the limit is answered.
    for (let i = 0; i < REPLIES_PER_MINUTE + 3; i++) await send({ from: email, to: replyTo, text: `buy Nothing-${i}` });
    await l.idle();
    expect(await mailsTo(email)).toHaveLength(REPLIES_PER_MINUTE);
    expect(logged.filter((x) => /why=past the seat's reply limit/.test(x))).toHaveLength(3);
    clock.advance(60_000);
    const n0 = await eventCount(l, gameId);
    await send({ from: email, to: replyTo, text: 'play treasures' });
    expect(await eventCount(l, gameId)).toBe(n0 + 1);
  });
});

describe('mail to the From address', () => {
  it('is taken, answered once a day with where to write (never when automatic), and logged', async () => {
    const someone = freshUser('dana');
    await clearMail(l);
    logged.length = 0;
    const accepted = await send({ from: someone, to: LOCAL_MAIL_FROM, text: 'buy Gold' });
    expect(accepted.accepted).toEqual([LOCAL_MAIL_FROM]);
    await l.idle();
    const [answer, ...more] = await mailsTo(someone);
    expect(more).toEqual([]);
    expect(answer.subject).toBe(FROM_ADDRESS_SUBJECT);
    expect(answer.body.text).toMatch(/only sends game mail: nothing was done/);
    expect(answer.body.text).toMatch(/a reply address of its own/);
    // It takes no reply itself, and copies nothing of the mail.
    expect(answer.replyTo).toEqual([]);
    expect(answer.body.text).not.toContain('buy Gold');
    // Again the same day: logged, not answered; an automatic mail: not answered whatever the day.
    await send({ from: someone, to: LOCAL_MAIL_FROM, text: 'buy Gold' });
    clock.advance(24 * 3_600_000);
    await send({
      from: someone,
      to: LOCAL_MAIL_FROM,
      text: 'Out of office',
      headers: { 'Auto-Submitted': 'auto-replied' },
    });
    await l.idle();
    expect(await mailsTo(someone)).toHaveLength(1);
    const lines = logged.filter((x) => x.startsWith('inbound: a mail read'));
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/outcome=refused reason=from-address answered=true/);
    expect(lines[1]).toMatch(/outcome=refused reason=from-address answered=false/);
    expect(lines[2]).toMatch(/outcome=dropped why=to the From address; automatic mail/);
  });
});
