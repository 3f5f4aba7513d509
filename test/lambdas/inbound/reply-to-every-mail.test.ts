// Every mail that invites a reply has a Reply-To that works. One game is played through every kind
// of mail the product sends — the invitation, "your move" for a turn and for another player's
// question, a reminder, the deadline bot's mail, the answer to a reply, a take-back request, a
// refusal, the answer to mail at the From address, the game's end — and each mail that says a reply
// does something ("reply to this mail", "Replies go to", reply examples) must carry one Reply-To,
// name it in its text, and that address must take a reply: one sent to it is read against the game
// (answered), not dropped or refused. A mail that carries a Reply-To says so in its text too.
import { describe, expect, it } from 'vitest';
import { LOCAL_MAIL_FROM } from '../../../local/runtime.js';
import { receiveMail } from '../../../lambdas/inbound/receive.js';
import { signedReplyAddress } from '../../../lambdas/inbound/inbound.js';
import { runReminders } from '../../../lambdas/jobs/scheduled.js';
import type { Mailer } from '../../../lambdas/kernel/mailer.js';
import type { Notification } from '../../../lambdas/store/records.js';
import { Clock, freshUser, key, KINGDOM, memoryLocalPerFile } from '../support.js';

const HOUR = 3_600_000;
const clock = new Clock();
const sent: Notification[] = [];
const capture = (m: Mailer): Mailer => ({
  ...m,
  budgetMs: m.budgetMs,
  send: async (n, id) => {
    await m.send(n, id);
    sent.push(n);
  },
});
const l = memoryLocalPerFile({ now: clock.now, wrapMailer: capture });

/** Alice opens with Militia; Bob holds five cards (his discard has more answers than links). */
const SETUP = {
  firstPlayer: 0,
  players: {
    0: { hand: ['Militia', 'Copper', 'Copper', 'Copper', 'Copper'] },
    1: { hand: ['Copper', 'Estate', 'Silver', 'Village', 'Smithy'] },
  },
};

/** Whether a mail tells its reader that replying to it does something. */
const invitesReply = (text: string) =>
  /reply to this mail|replying to this mail|Replies go to|You may write/i.test(text);

function rawReply(from: string, to: string, text: string): Buffer {
  return Buffer.from(
    [`From: ${from}`, `To: ${to}`, 'Subject: Re: your move', `Message-ID: <${key()}@phone.example>`, '', text, ''].join(
      '\r\n',
    ),
  );
}

const reply = async (from: string, to: string, text: string) => {
  const out = await receiveMail(l.ctx, { raw: rawReply(from, to, text), recipients: [to] }, LOCAL_MAIL_FROM);
  await l.idle();
  return out;
};
const lastTo = (email: string) => sent.filter((n) => n.to === email).at(-1)!;

async function playEveryKindOfMail(): Promise<{ gameId: string; alice: string; bob: string }> {
  const [alice, bob] = [freshUser('alice'), freshUser('bob')];
  const created = await l.call('POST', '/games', {
    token: l.token(alice),
    body: {
      name: 'Alice',
      seats: [{ email: bob, name: 'Bob' }],
      kingdom: KINGDOM,
      mailGraceMinutes: 0,
      reminderHours: 1,
      deadlineHours: 2,
    },
  });
  expect(created.status, created.raw).toBe(201);
  const gameId = created.body.gameId;
  const meta = (await l.ctx.store.getMeta(gameId))!;
  await l.ctx.store.replaceMeta({ ...meta, config: { ...meta.config, setup: SETUP } }, meta.version);
  expect((await l.call('POST', `/games/${gameId}/join`, { token: l.token(bob) })).status).toBe(200);
  await l.idle();
  // Alice's turn by reply: Militia (Bob is asked), then the rest once Bob has answered (the deadline bot, for him).
  await reply(alice, lastTo(alice).replyTo!, 'play Militia');
  clock.advance(HOUR + 60_000);
  await runReminders(l.ctx);
  await l.idle();
  clock.advance(HOUR);
  await runReminders(l.ctx);
  await l.idle();
  await reply(alice, lastTo(alice).replyTo!, 'play treasures');
  await reply(alice, lastTo(alice).replyTo!, 'end turn');
  // Alice asks to take her turn's end back (a new hand was drawn: Bob is asked).
  const seq = (await l.call('GET', `/games/${gameId}`, { token: l.token(alice) })).body.seq;
  const asked = await l.call('POST', `/games/${gameId}/moves`, {
    token: l.token(alice),
    body: { gameId, expectedSeq: seq, idempotencyKey: key(), undo: 'ask' },
  });
  expect(asked.status, asked.raw).toBe(200);
  await l.idle();
  // Someone else replies to Bob's mail (a refusal); someone writes to the From address.
  await reply(freshUser('carol'), lastTo(bob).replyTo!, 'play treasures');
  await reply(freshUser('dana'), LOCAL_MAIL_FROM, 'buy Gold');
  return { gameId, alice, bob };
}

describe('every mail that invites a reply has a Reply-To that works', () => {
  it('renders every kind of mail; each that says "reply" carries a reply address that takes replies', async () => {
    const { gameId, alice, bob } = await playEveryKindOfMail();
    const kinds = new Set(sent.map((n) => `${n.reason}${n.replyTo ? '+replyTo' : ''}`));
    // The kinds this game went through (a take-back request's mail is a decision's with a reply address).
    for (const k of ['invite', 'turn+replyTo', 'decision+replyTo', 'reminder+replyTo', 'reply+replyTo', 'reply'])
      expect(kinds, [...kinds].join(', ')).toContain(k);
    expect(sent.some((n) => n.text.includes('asks to take back') && n.replyTo)).toBe(true);
    expect(sent.some((n) => n.text.includes('the deadline passed'))).toBe(true);
    let checked = 0;
    // The mail of the game (the answers to the replies sent below are not checked again).
    for (const n of [...sent]) {
      if (!invitesReply(n.text) && !n.replyTo) continue;
      // Says so, and has one: the address it names is its Reply-To.
      expect(invitesReply(n.text), n.text).toBe(true);
      expect(n.replyTo, n.text).toBeDefined();
      expect(n.text).toContain(`Replies go to ${n.replyTo}`);
      // Works: one of our signed, unexpired addresses, for this game and the recipient's seat...
      const check = signedReplyAddress(l.ctx, [n.replyTo!]);
      expect(check?.ok, n.replyTo).toBe(true);
      if (!check?.ok) continue;
      expect(check.claims.gameId).toBe(gameId);
      expect([alice, bob][check.claims.seat]).toBe(n.to);
      // ...and a reply to it is read against the game (a line that is no move: it changes nothing).
      clock.advance(60_000);
      const out = await reply(n.to, n.replyTo!, 'hello there');
      expect(out.kind, `${n.reason}: ${n.text.slice(0, 80)}`).toBe('answered');
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(6);
  });
});
