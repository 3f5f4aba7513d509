// The mail ledger (local/rehearsal/game/ledger.ts) on two timelines rehearsals misjudged, as their
// traces recorded them: each wait now counts from the first log record after the look before it
// (when the server began it), not from the look that first saw it. The same checks still find a
// mail that is really early and a wait really left without mail.
import { describe, expect, it } from 'vitest';
import { MailLedger } from '../../local/rehearsal/game/ledger.js';
import { replyLocalPart } from '../../auth/reply-address.js';
import type { SentMail } from '../../local/rehearsal/surface.js';

const MIN = 60_000;
const T0 = Date.UTC(2030, 0, 1, 9);
const CAROL = 'carol@example.com';
const BOB = 'bob@example.com';
const settings = { graceMs: 3 * MIN, presentMs: 3 * MIN, lateMs: 2 * MIN };
const at = (minute: number) => T0 + Math.round(minute * MIN);

function mailTo(to: string, minute: number, headline: string, decisionId: number, seq: number): SentMail {
  const local = replyLocalPart('test-secret', { gameId: 'g1', seat: 1, decisionId, seq, expiresAtMs: at(7 * 24 * 60) });
  return {
    to: [to],
    subject: 'Dominion: a game [g1]',
    text: `${headline}\n`,
    html: '',
    replyTo: [`${local}@reply.localhost`],
    at: at(minute),
  };
}

describe('the mail ledger: when a wait began', () => {
  // Bob's link press at +271.000 ends his turn; the bot's turn follows in the same request (records
  // 297-300, the last at +271.006, the server's wait start). The referee's next look, 1.2 s later,
  // first finds Carol owing. The outbox job's minute came at +274.010: her mail went then, 3 minutes
  // after the server's start, 1.2 s short of 3 minutes after the look.
  const carolsTurn = () => {
    const l = new MailLedger([CAROL], settings, T0);
    l.owes(CAROL, at(270.98), false, 296);
    l.owes(CAROL, at(271.02), true, 300);
    l.acted(CAROL, at(274.5));
    return l;
  };
  const records = new Map([
    [296, at(270.5)],
    [297, at(271.0)],
    [298, at(271.002)],
    [299, at(271.004)],
    [300, at(271.006)],
  ]);
  const notice = (minute: number) => mailTo(CAROL, minute, "Carol, you're up. It is your turn 20.", 41, 300);

  it('a mail the grace period after the move that began the wait is on time, though the look came later', () => {
    expect(carolsTurn().check([notice(274.011)], at(280), records).problems).toEqual([]);
  });

  it('a mail before the grace period after that move is still early', () => {
    expect(
      carolsTurn()
        .check([notice(273.5)], at(280), records)
        .problems.join(),
    ).toMatch(/before the grace period of the wait that began at \+271\.0m \(first seen at \+271\.0m\)/);
  });

  it('without the records’ times, the look before is the earliest start (never the look that saw it)', () => {
    expect(carolsTurn().check([notice(274.011)], at(280), new Map()).problems).toEqual([]);
    expect(
      carolsTurn()
        .check([notice(273.9)], at(280), new Map())
        .problems.join(),
    ).toMatch(/before the grace period/);
  });

  // The deadline bot moved for Bob in the reminders job's run at +239.950 (records 401-402), and its
  // mail, stamped +239.956, says what still waits for him. The step's look came at the minute's end,
  // +240.170: the mail that told him is older than the look that saw the wait.
  const bobAfterTheDeadline = () => {
    const l = new MailLedger([BOB], settings, T0);
    l.owes(BOB, at(239.2), true, 400);
    l.acted(BOB, at(239.956));
    l.owes(BOB, at(240.17), true, 402);
    l.acted(BOB, at(314.955));
    return l;
  };
  const afterDeadline = new Map([
    [400, at(179.05)],
    [401, at(239.95)],
    [402, at(239.952)],
  ]);
  const deadlineMail = mailTo(BOB, 239.956, 'Bob, the deadline passed, so the Big Money bot moved for you.', 57, 402);

  it("the deadline bot's mail sent with the wait's own records tells the player, though stamped before the look", () => {
    const check = bobAfterTheDeadline().check([deadlineMail], at(320), afterDeadline);
    expect(check.lost).toBe(0);
    expect(check.problems).toEqual([]);
  });

  it('a wait no mail told is still lost', () => {
    const check = bobAfterTheDeadline().check([], at(320), afterDeadline);
    expect(check.lost).toBe(1);
    expect(check.problems.join()).toMatch(/owed a decision from \+240\.2m and had no mail to act on by \+245\.2m/);
  });
});
