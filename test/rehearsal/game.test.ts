// The rehearsal's game on the plain local runtime: three humans and a bot to the game's end, A at
// the table over HTTP, B only from answer links, C only by mail replies; one take-back asked and
// accepted from the mail, A's address bounced once and resumed; every mail checked by the ledger
// (after its grace period, never at an open table, once per point of the game, none lost). The
// kingdom is dealt at random from every set with Events and Landmarks, so each run differs
// (REHEARSAL_SEED fixes the players' plan, not the deal). Below it, the ledger and the mail reading
// on made-up timelines: each check fails when it should.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playGame } from '../../local/rehearsal/game/play.js';
import { MailLedger } from '../../local/rehearsal/game/ledger.js';
import { replyPoint, writableIn } from '../../local/rehearsal/game/mail-reading.js';
import { linesOf } from '../../local/rehearsal/game/players.js';
import { replyLocalPart } from '../../auth/reply-address.js';
import type { SentMail } from '../../local/rehearsal/surface.js';
import { localSurface, type LocalSurface } from './local-surface.js';

describe('the rehearsed game on the local runtime', () => {
  let surface: LocalSurface;
  beforeAll(async () => {
    surface = await localSurface({ store: 'memory' });
  });
  afterAll(async () => {
    await surface?.close();
  });

  it('plays to the end on every surface, with a take-back and a bounce, and its mail checks out', async () => {
    const lines: string[] = [];
    const started = Date.now();
    const seed = process.env.REHEARSAL_SEED ?? `local-${started}`;
    const report = await playGame(surface, { seed, log: (l) => lines.push(l) });
    console.log(JSON.stringify({ seed, ...report, seconds: Math.round((Date.now() - started) / 1000) }));
    expect(report.problems, lines.slice(-30).join('\n')).toEqual([]);
    expect(report.gameOver).toBe(true);
    expect(report.winners.length).toBeGreaterThan(0);
    expect(report.moves.http).toBeGreaterThan(0);
    expect(report.moves.links).toBeGreaterThan(0);
    expect(report.moves.replies).toBeGreaterThan(0);
    expect(report.moves.bot).toBeGreaterThan(0);
    expect(report.takeBack).toBe(true);
    expect(report.bounced).toBe(report.players.a);
    expect(report.mailsSent).toBeGreaterThan(0);
    expect(report.mailsDuplicated).toBe(0);
    expect(report.mailsLost).toBe(0);
  }, 240_000);
});

const MIN = 60_000;
const T0 = Date.UTC(2030, 0, 1, 9);
const BOB = 'bob@example.com';
const settings = { graceMs: 3 * MIN, presentMs: 3 * MIN, lateMs: 2 * MIN };

/** A "your move" mail to Bob at `minute`, its reply address for decision `decisionId` at `seq`. */
function notice(minute: number, decisionId = 7, seq = 12): SentMail {
  const local = replyLocalPart('test-secret', {
    gameId: 'g1',
    seat: 1,
    decisionId,
    seq,
    expiresAtMs: T0 + 7 * 24 * 60 * MIN,
  });
  return {
    to: [BOB],
    subject: 'Dominion: a game [g1]',
    text: "Bob, you're up. It is your turn 3.\n",
    html: '',
    replyTo: [`${local}@reply.localhost`],
    at: T0 + minute * MIN,
  };
}

/** Bob owes from minute `from` to minute `to` (acting then). */
function ledgerWithWait(from: number, to: number | null): MailLedger {
  const l = new MailLedger([BOB], settings, T0);
  l.owes(BOB, T0 + from * MIN, true);
  if (to !== null) l.acted(BOB, T0 + to * MIN);
  return l;
}

describe('the mail ledger', () => {
  it('a mail after the grace period, once, for a wait: no problem', () => {
    expect(ledgerWithWait(0, 3).check([notice(3)], T0 + 10 * MIN)).toEqual({
      sent: 1,
      duplicated: 0,
      lost: 0,
      problems: [],
    });
  });

  it('finds a mail before the grace period, a second mail for one point, and a lost one', () => {
    expect(
      ledgerWithWait(0, 5)
        .check([notice(1)], T0 + 10 * MIN)
        .problems.join(),
    ).toMatch(/before the grace period/);
    const twice = ledgerWithWait(0, 9).check([notice(3), notice(6)], T0 + 10 * MIN);
    expect(twice.duplicated).toBe(1);
    const lost = ledgerWithWait(0, 9).check([], T0 + 10 * MIN);
    expect(lost.lost).toBe(1);
    expect(lost.problems.join()).toMatch(/no mail to act on by \+5\.0m/);
  });

  it('finds a mail at an open table, to an undeliverable address, and for nothing owed', () => {
    const seen = ledgerWithWait(0, 4);
    seen.sighted(BOB, T0 + 2 * MIN);
    expect(seen.check([notice(4)], T0 + 10 * MIN).problems.join()).toMatch(/while at the table/);
    const off = ledgerWithWait(0, 4);
    off.mailStopped(BOB, T0);
    expect(off.check([notice(4)], T0 + 10 * MIN).problems.join()).toMatch(/undeliverable/);
    expect(
      ledgerWithWait(0, 2)
        .check([notice(5)], T0 + 10 * MIN)
        .problems.join(),
    ).toMatch(/while owing nothing/);
  });
});

describe('reading the mail as the players do', () => {
  it('reads the point of the game out of a reply address as the server wrote it', () => {
    expect(replyPoint(notice(0, 4_000_000_000, 70_000).replyTo[0])).toEqual({
      seat: 1,
      decisionId: 4_000_000_000,
      seq: 70_000,
    });
  });

  it('turns link words and "You may write" lines into the lines a reply takes', () => {
    expect(linesOf('Play all Treasures, buy Gold and end your turn')).toEqual([
      'play treasures',
      'buy Gold',
      'end turn',
    ]);
    expect(linesOf('Buy nothing, end turn')).toEqual(['end turn']);
    expect(linesOf('Discard Copper, Estate')).toEqual(['Discard Copper, Estate']);
    const answer = (line: string): SentMail => ({
      ...notice(0),
      text: `Done: play Cellar.\nNow: …\nYou may write: ${line}\n`,
    });
    expect(writableIn(answer('play treasures | buy Gold ($6) | end turn.'))).toEqual([
      'play treasures',
      'buy Gold',
      'end turn',
    ]);
    expect(writableIn(answer('discard 2 of Copper, Estate, Silver (e.g. "discard Copper, Estate").'))).toEqual([
      'discard Copper, Estate',
    ]);
    expect(writableIn(answer('choose 1 of: +2 Cards | +1 Action.'))).toEqual(['choose +2 Cards', 'choose +1 Action']);
    expect(writableIn(answer('bid a number from 0 to 5.'))).toEqual(['bid 0']);
  });
});
