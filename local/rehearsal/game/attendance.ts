// A's attendance at the table, the three times it is not the usual prompt play:
//   - at A's second turn A sits at the open table past the grace period (the page polling
//     ?present=1 every minute: no mail may come), then plays;
//   - SES reports A's address bounced at the start of a later turn; A stays away past the grace
//     period and the presence window (no mail may come: the address is undeliverable), then plays,
//     and after that turn asks for mail again (POST /me resumeMail, as the settings page does);
//   - at A's next turn A stays away until the "your move" mail comes (it must, within grace +
//     presence + 2 minutes), then plays.
import { readGame, readProfile, updateProfile } from './api.js';
import { kindOf } from './mail-reading.js';
import { MINUTE, mailOf, type Run } from './run.js';

type Phase = 'before' | 'bounced' | 'resumed' | 'done';
/** A's turns before the one A lingers at the table for (A's second). */
const LINGER_AT_TURN = 1;

export class Attendance {
  private phase: Phase = 'before';
  private turns = 0;
  /** When A's current stay away began (A owed a decision then). */
  private awayFrom: number | null = null;
  /** When A sat down at the table to linger (A's second turn). */
  private lingerFrom: number | null = null;
  private bouncedAt = 0;
  private readonly found: string[] = [];

  constructor(
    private readonly r: Run,
    private readonly bounceAtTurn: number,
    private readonly presentMs: number,
    private readonly graceMs: number,
  ) {}

  /** How long A stays away: past the grace period and the presence window, with the job's minute to spare. */
  private get awayMs() {
    return this.graceMs + this.presentMs + 2 * MINUTE;
  }

  /** Called when A owes a decision: true when A stays away this step (the clock moved a minute). */
  async holdsA(): Promise<boolean> {
    const { r } = this;
    const now = r.surface.now();
    if (this.phase === 'before' && this.turns === LINGER_AT_TURN) {
      if (this.lingerFrom === null) {
        this.lingerFrom = now;
        r.log(`A sits at the open table ${(this.graceMs + this.presentMs) / MINUTE} minutes before playing`);
      }
      if (now < this.lingerFrom + this.graceMs + this.presentMs) {
        await readGame(r.surface, r.humans.a, r.gameId, true);
        r.ledger.sighted(r.humans.a, now);
        await r.surface.advance(MINUTE);
        return true;
      }
    }
    if (this.phase === 'before' && this.turns >= this.bounceAtTurn) {
      await r.surface.bounce(r.humans.a);
      await r.surface.settle();
      r.ledger.mailStopped(r.humans.a, now);
      this.bouncedAt = now;
      this.phase = 'bounced';
      if (!(await readProfile(r.surface, r.humans.a)).undeliverable)
        this.found.push("after the bounce, A's profile is not marked undeliverable");
      r.log(`A's address bounced; A stays away ${this.awayMs / MINUTE} minutes`);
    }
    if (this.phase === 'bounced' || this.phase === 'resumed') {
      this.awayFrom ??= now;
      if (this.phase === 'resumed' && (await this.noticeSince(this.awayFrom))) {
        r.log('A\'s "your move" mail came again after resumeMail');
        this.awayFrom = null;
        this.phase = 'done';
        return false;
      }
      if (now < this.awayFrom + this.awayMs) {
        await r.surface.advance(MINUTE);
        return true;
      }
      if (this.phase === 'resumed')
        this.found.push(`after resumeMail, no "your move" mail reached A within ${this.awayMs / MINUTE} minutes`);
      if (this.phase === 'bounced' && (await this.mailSince(this.bouncedAt)) > 0)
        this.found.push('A was mailed while the address was undeliverable');
      this.awayFrom = null;
      if (this.phase === 'resumed') this.phase = 'done';
    }
    return false;
  }

  /** Called after each of A's turns: after the turn played while bounced, A asks for mail again. */
  async afterTurn(): Promise<void> {
    this.turns++;
    if (this.phase !== 'bounced' || this.awayFrom !== null) return;
    const { r } = this;
    const p = await updateProfile(r.surface, r.humans.a, { resumeMail: true });
    if (p.undeliverable) this.found.push("resumeMail left A's address undeliverable");
    r.ledger.mailResumed(r.humans.a, r.surface.now());
    this.phase = 'resumed';
    r.log('A asks for mail again (resumeMail)');
  }

  problems(): string[] {
    return this.phase === 'done'
      ? this.found
      : [...this.found, `the bounce was not played through (it stopped at "${this.phase}")`];
  }

  private async noticeSince(t: number): Promise<boolean> {
    return (await mailOf(this.r, this.r.humans.a)).some((m) => m.mail.at >= t && kindOf(m.mail) === 'notice');
  }

  private async mailSince(t: number): Promise<number> {
    return (await mailOf(this.r, this.r.humans.a)).filter((m) => m.mail.at >= t).length;
  }
}
