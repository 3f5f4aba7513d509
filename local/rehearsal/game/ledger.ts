// The mail checks of a rehearsed game (docs/mail.md). The game tells the ledger what it saw, on the
// surface's clock: who owes a decision at each look and the log's seq then (a wait runs from the
// first look that finds a player owing until they act or owe nothing), each player's own moves, the
// open table's sightings, and when an address stopped and resumed taking mail. At the end the ledger
// reads every mail against that timeline:
//   - a "your move" mail goes for a wait, at least the grace period after it began, and none while
//     its player was seen at the table within the presence window. The server counts the grace
//     period from the move that began the wait (its log record's time), which comes before the look
//     that first sees it: by the request's own bots and the stream, up to a second or more under load,
//     and up to the clock's minute step when the deadline bot moved in a scheduled run. So the wait
//     began, at the earliest, at the first log record after the look before (`began`, from the
//     records' times when the game gives them, else that look's time): judged from the look itself,
//     a mail the server sent right at the grace period's end was seen as early whenever the
//     outbox job's minute fell in that gap (a run's looks drift against the job's minute by the real
//     time each step takes, so now and then one does);
//   - a "your move" mail, a take-back request or the deadline bot's mail goes once per point of the
//     game (recipient + decision + seq, read from its reply address); "your move" once per wait;
//   - none is lost: a wait that outlasts max(the look that saw it + grace, last seen + presence) +
//     2 minutes has had a mail its player can act on (a notice, a reminder, the deadline bot's, a
//     take-back request, the answer to a reply) by then, sent after the wait began (the deadline
//     bot's mail goes with the records that began the wait, before the look), when the address
//     takes mail;
//   - nothing at all reaches an address while it is marked undeliverable.
import type { SentMail } from '../surface.js';
import { kindOf, replyAddressOf, replyPoint } from './mail-reading.js';

const MINUTE = 60_000;

export interface LedgerSettings {
  graceMs: number;
  presentMs: number /** How late a mail may be after it is due (the outbox job's minute and a run). */;
  lateMs: number;
}

interface Wait {
  /** The look that first found the player owing. */
  start: number;
  end: number | null;
  /** The log's seq at that look, and the look before it (null: none): the wait began with a record between. */
  seq: number | null;
  after: { at: number; seq: number | null } | null;
}

export interface MailCheck {
  sent: number;
  duplicated: number;
  lost: number;
  problems: string[];
}

export class MailLedger {
  private readonly waits = new Map<string, Wait[]>();
  private readonly seen = new Map<string, number[]>();
  private readonly acts = new Map<string, number[]>();
  private readonly off = new Map<string, { from: number; to: number | null }[]>();
  /** Each player's latest look (time and seq). */
  private readonly lastLook = new Map<string, { at: number; seq: number | null }>();
  /** The log records' times by seq (`check`), read back from the game at the end. */
  private recordTimes: ReadonlyMap<number, number> = new Map();

  constructor(
    private readonly humans: readonly string[],
    private readonly s: LedgerSettings,
    private readonly origin: number,
  ) {
    for (const h of humans) {
      this.waits.set(h, []);
      this.seen.set(h, []);
      this.acts.set(h, []);
      this.off.set(h, []);
    }
  }

  /** A look at the game at log seq `seq`: whether `email` owes a decision now. */
  owes(email: string, at: number, owing: boolean, seq: number | null = null): void {
    const list = this.list(this.waits, email);
    const open = list.at(-1)?.end === null ? list.at(-1)! : null;
    if (owing && !open) list.push({ start: at, end: null, seq, after: this.lastLook.get(email) ?? null });
    if (!owing && open) open.end = at;
    this.lastLook.set(email, { at, seq });
  }

  /** `email` moved (or the deadline bot moved for them): their wait ends; what they owe next is a new one. */
  acted(email: string, at: number): void {
    this.list(this.acts, email).push(at);
    const open = this.list(this.waits, email).at(-1);
    if (open && open.end === null) open.end = at;
  }

  /** The open table read the game for `email` (GET ?present=1). */
  sighted(email: string, at: number): void {
    this.list(this.seen, email).push(at);
  }

  mailStopped(email: string, at: number): void {
    this.list(this.off, email).push({ from: at, to: null });
  }

  mailResumed(email: string, at: number): void {
    const last = this.list(this.off, email).at(-1);
    if (last && last.to === null) last.to = at;
  }

  /**
   * Every check over the game's mails (oldest first), the game having ended at `endAt`; `recordTimes`:
   * the log records' times by seq, as the game's history gives them (when and where the waits began).
   */
  check(mails: readonly SentMail[], endAt: number, recordTimes: ReadonlyMap<number, number> = new Map()): MailCheck {
    this.recordTimes = recordTimes;
    const out: MailCheck = { sent: 0, duplicated: 0, lost: 0, problems: [] };
    const points = new Set<string>();
    const perWait = new Map<Wait, number>();
    for (const m of mails) {
      const to = this.humans.find((h) => m.to.some((r) => r.toLowerCase() === h));
      if (!to) continue;
      out.sent++;
      const kind = kindOf(m);
      const what = `${to} got "${firstLine(m)}" at ${this.t(m.at)}`;
      if (this.list(this.off, to).some((o) => o.from <= m.at && (o.to === null || m.at < o.to)))
        out.problems.push(`${what} while the address was undeliverable`);
      // Reminders ask the same point again by design (a day later): only what may come once is counted.
      if (kind !== 'notice' && kind !== 'request' && kind !== 'deadline') continue;
      const point = replyPoint(replyAddressOf(m) ?? '');
      const key = point ? `${to} ${point.decisionId}@${point.seq}` : null;
      let again = key !== null && points.has(key);
      if (kind === 'notice' && !point) out.problems.push(`${what} without a reply address for its point of the game`);
      if (key) points.add(key);
      if (kind === 'notice') again = this.checkNotice(m, to, what, perWait, out) || again;
      if (again) {
        out.duplicated++;
        out.problems.push(`${what}: a second mail for the same point of the game`);
      }
    }
    for (const to of this.humans) this.checkLost(to, mails, endAt, out);
    return out;
  }

  /** A "your move" mail's checks against the wait it is about; true when that wait had one already. */
  private checkNotice(m: SentMail, to: string, what: string, perWait: Map<Wait, number>, out: MailCheck): boolean {
    const wait = this.waitAt(to, m.at);
    if (!wait) {
      out.problems.push(`${what} while owing nothing`);
      return false;
    }
    const began = this.began(wait);
    if (m.at < began + this.s.graceMs)
      out.problems.push(
        `${what}, before the grace period of the wait that began at ${this.t(began)} (first seen at ${this.t(wait.start)})`,
      );
    // Mail goes in the job runs that end a minute, before anyone acts in it: a sighting at the mail's own minute came after it.
    const sighting = this.list(this.seen, to).find((x) => x < m.at && m.at < x + this.s.presentMs);
    if (sighting !== undefined) out.problems.push(`${what} while at the table (seen at ${this.t(sighting)})`);
    const before = perWait.get(wait) ?? 0;
    perWait.set(wait, before + 1);
    return before > 0;
  }

  /** Each wait of `to` that outlasted its due time had a mail to act on by then (unless the address took no mail). */
  private checkLost(to: string, mails: readonly SentMail[], endAt: number, out: MailCheck): void {
    for (const w of this.list(this.waits, to)) {
      if (this.list(this.off, to).some((o) => o.from <= w.start && (o.to === null || w.start < o.to))) continue;
      // Seen at the table during the wait (or acting just before it), the player is mailed only once gone.
      const until = w.end ?? endAt;
      const lastSeen = Math.max(
        -Infinity,
        ...this.list(this.seen, to).filter((x) => x < until),
        ...this.list(this.acts, to).filter((x) => x <= w.start),
      );
      const due = Math.max(w.start + this.s.graceMs, lastSeen + this.s.presentMs) + this.s.lateMs;
      if ((w.end ?? endAt) <= due) continue;
      // A mail the wait's own records sent (the deadline bot's, a seat's mail due at once) is stamped
      // after they were made, and may be before the look that saw the wait.
      const began = this.began(w);
      const told = mails.some(
        (m) => m.at >= began && m.at <= due && m.to.some((r) => r.toLowerCase() === to) && actionable(m),
      );
      if (!told) {
        out.lost++;
        out.problems.push(`${to} owed a decision from ${this.t(w.start)} and had no mail to act on by ${this.t(due)}`);
      }
    }
  }

  /**
   * The earliest the server can have begun wait `w`: the first log record after the look before it
   * (its time as the game gives it), else that look's time; the look itself when there was none.
   */
  private began(w: Wait): number {
    const from = w.after?.seq ?? -Infinity;
    let first = Infinity;
    for (const [seq, at] of this.recordTimes)
      if (seq > from && (w.seq === null || seq <= w.seq)) first = Math.min(first, at);
    return Number.isFinite(first) ? first : (w.after?.at ?? w.start);
  }

  /** The wait a mail at `at` is about: the one it falls in; at a wait's last instant, that one (it prompted the act). */
  private waitAt(to: string, at: number): Wait | null {
    const list = this.list(this.waits, to);
    return (
      list.find((w) => w.start < at && (w.end === null || at <= w.end)) ??
      list.find((w) => w.start <= at && (w.end === null || at <= w.end)) ??
      null
    );
  }

  private list<T>(m: Map<string, T[]>, email: string): T[] {
    const l = m.get(email);
    if (!l) throw new Error(`${email} is not one of the game's humans`);
    return l;
  }

  /** A time as minutes into the game: "+42m". */
  private t(at: number): string {
    return `+${((at - this.origin) / MINUTE).toFixed(1)}m`;
  }
}

const firstLine = (m: SentMail) => (m.text.split('\n', 1)[0] ?? '').slice(0, 80);

/** A mail its player can act on: one that asks (links or a reply address), or tells them the deadline bot moved. */
function actionable(m: SentMail): boolean {
  const kind = kindOf(m);
  return (
    kind === 'notice' ||
    kind === 'reminder' ||
    kind === 'deadline' ||
    kind === 'request' ||
    (kind === 'answer' && m.replyTo.length > 0)
  );
}
