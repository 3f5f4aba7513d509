// The mail report's "mixed" scenario (local/reports/mail-report-mixed.ts): three humans at grace 0 — one at
// the table, one only by answer links, one only by replies — in a seeded kingdom of Actions that ask
// questions, played to the end on the simulated clock. The goals of the mail-first turn: whoever
// plays from the mail gets the next question of their turn at once (no wait for a "present"
// window), the reply-only player gets no mail for nothing (no "Done:" answer that asks nothing) and
// far fewer than the 3.9 mails per own turn that answered every reply.
import { describe, expect, it } from 'vitest';
import { simulateMixed } from '../../local/reports/mail-report-mixed.js';

describe('the mail report: mixed (table, links, replies at grace 0)', () => {
  it('plays to the end; links and replies wait at most 5 s for their next question; every mail to the reply player asks something', async () => {
    const r = await simulateMixed({ gameNo: 0 });
    expect(r.over).toBe(true);
    const { Ann, Ben, Cat } = r.perPlayer;
    expect([Ann?.role, Ben?.role, Cat?.role]).toEqual(['table', 'links', 'replies']);
    expect(Ben.moves).toBeGreaterThan(30);
    expect(Cat.moves).toBeGreaterThan(30);
    expect(Ben.maxWaitSeconds).toBeLessThanOrEqual(5);
    expect(Cat.maxWaitSeconds).toBeLessThanOrEqual(5);
    expect(Cat.idleVisits).toBe(0);
    expect(Ben.idleVisits).toBe(0);
    // One mail per own turn, plus the questions other players' Actions ask her (this kingdom's Militia, Minion and Catapult).
    expect(Cat.mailsPerOwnTurn).toBeLessThan(2);
    expect(Cat.byReason.reply ?? 0).toBeLessThanOrEqual(Cat.ownTurns / 4);
  }, 120_000);

  it('is the same game every run (seeded)', async () => {
    const [a, b] = [await simulateMixed({ gameNo: 2 }), await simulateMixed({ gameNo: 2 })];
    expect(b).toEqual(a);
  }, 120_000);
});
