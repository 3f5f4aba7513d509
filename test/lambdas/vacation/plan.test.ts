// The one check of a time away (planAway) and awayOn, at every edge: 30 days exactly and 31, the
// yearly cap, a window that continues or overlaps another, dates in the past, "back".
import { describe, expect, it } from 'vitest';
import { planAway, type AwayPlan } from '../../../lambdas/vacation/plan.js';
import { awayOn, dayStart, daysLeft, windowsOf } from '../../../lambdas/vacation/window.js';
import type { AwayWindow } from '../../../lambdas/store/records.js';

const DAY = 86_400_000;
const NOW = Date.parse('2026-12-01T12:00:00Z');
const d = dayStart;
const ok = (p: AwayPlan) => {
  if (!p.ok) throw new Error(p.message);
  return p;
};
const refused = (p: AwayPlan) => {
  if (p.ok) throw new Error('accepted');
  return p;
};

describe('awayOn', () => {
  const p = { away: { from: d('2026-12-03'), until: d('2026-12-05') } };
  it('is the window from its first instant up to (not at) its end', () => {
    expect(awayOn(p, d('2026-12-03') - 1)).toBeNull();
    expect(awayOn(p, d('2026-12-03'))).toEqual(p.away);
    expect(awayOn(p, d('2026-12-05') - 1)).toEqual(p.away);
    expect(awayOn(p, d('2026-12-05'))).toBeNull();
    expect(awayOn(null, NOW)).toBeNull();
    expect(awayOn({}, NOW)).toBeNull();
  });
});

describe('planAway', () => {
  it('takes 30 days exactly, refuses 31 naming away.until', () => {
    expect(ok(planAway(null, { from: '2026-12-02', until: '2027-01-01' }, NOW)).away).toEqual({
      from: d('2026-12-02'),
      until: d('2027-01-01'),
    });
    const r = refused(planAway(null, { from: '2026-12-02', until: '2027-01-02' }, NOW));
    expect(r.field).toBe('away.until');
    expect(r.message).toMatch(/at most 30 days.*2027-01-01/);
  });

  it('refuses a start in the past, an end not after the start, an end already past', () => {
    expect(refused(planAway(null, { from: '2026-11-30', until: '2026-12-05' }, NOW)).field).toBe('away.from');
    expect(refused(planAway(null, { from: '2026-12-05', until: '2026-12-05' }, NOW)).field).toBe('away.until');
    expect(refused(planAway(null, { from: '2026-12-06', until: '2026-12-05' }, NOW)).field).toBe('away.until');
    expect(refused(planAway(null, { from: '2026-13-01', until: '2026-12-05' }, NOW)).field).toBe('away.from');
    // Today is not in the past: away from 00:00 today.
    expect(ok(planAway(null, { from: '2026-12-01', until: '2026-12-02' }, NOW)).away?.from).toBe(d('2026-12-01'));
  });

  it('holds 60 days in the rolling year: 60 exactly, not 61; older windows fall out', () => {
    const past: AwayWindow[] = [{ from: d('2026-06-01'), until: d('2026-07-01') }];
    expect(ok(planAway({ awayPast: past }, { from: '2026-12-02', until: '2027-01-01' }, NOW)).awayPast).toEqual(past);
    const r = refused(planAway({ awayPast: past }, { from: '2026-12-02', until: '2027-01-02' }, NOW));
    // 31 days is refused first by the 30-day rule; the cap speaks when each window is short enough.
    expect(r.message).toMatch(/30 days/);
    const past2: AwayWindow[] = [...past, { from: d('2026-09-01'), until: d('2026-09-21') }];
    const capped = refused(planAway({ awayPast: past2 }, { from: '2026-12-02', until: '2026-12-13' }, NOW));
    expect(capped.field).toBe('away.until');
    expect(capped.message).toMatch(/60 days away in a year; .* 10 days left/);
    expect(ok(planAway({ awayPast: past2 }, { from: '2026-12-02', until: '2026-12-12' }, NOW)).away?.until).toBe(
      d('2026-12-12'),
    );
    // A year later the June window no longer counts, and is forgotten.
    const later = Date.parse('2027-07-05T00:00:00Z');
    const plan = ok(planAway({ awayPast: past2 }, { from: '2027-07-10', until: '2027-08-09' }, later));
    expect(plan.awayPast).toEqual([past2[1]]);
    expect(daysLeft({ awayPast: past2 }, NOW)).toBe(10);
  });

  it('continues a window in progress (its 30 days from the first start), and ends it when the new one starts later', () => {
    const cur = { from: d('2026-11-25'), until: d('2026-12-03') };
    expect(ok(planAway({ away: cur }, { from: '2026-12-01', until: '2026-12-20' }, NOW)).away).toEqual({
      from: cur.from,
      until: d('2026-12-20'),
    });
    expect(refused(planAway({ away: cur }, { from: '2026-12-01', until: '2026-12-26' }, NOW)).message).toMatch(
      /from 2026-11-25 that is until 2026-12-25/,
    );
    const apart = ok(planAway({ away: cur }, { from: '2026-12-10', until: '2026-12-12' }, NOW));
    expect(apart.away).toEqual({ from: d('2026-12-10'), until: d('2026-12-12') });
    expect(apart.awayPast).toEqual([{ from: cur.from, until: NOW }]);
  });

  it('never overlaps a window that ended today: the new one starts when that one ended', () => {
    const ended = { from: d('2026-11-28'), until: NOW - 3_600_000 };
    const plan = ok(planAway({ away: ended }, { from: '2026-12-01', until: '2026-12-04' }, NOW));
    expect(plan.away?.from).toBe(ended.until);
    expect(plan.awayPast).toEqual([ended]);
    expect(windowsOf(plan).every((w, i, all) => i === 0 || all[i - 1].until <= w.from)).toBe(true);
  });

  it('back: ends a window in progress now, cancels one ahead, changes nothing otherwise', () => {
    const cur = { from: d('2026-11-30'), until: d('2026-12-05') };
    expect(ok(planAway({ away: cur }, 'back', NOW)).away).toEqual({ from: cur.from, until: NOW });
    const ahead = ok(planAway({ away: { from: d('2026-12-10'), until: d('2026-12-12') } }, 'back', NOW));
    expect(ahead.away).toBeUndefined();
    expect(ahead.said).toMatch(/cancelled/);
    expect(ok(planAway(null, 'back', NOW)).said).toMatch(/not away/);
    expect(NOW + DAY).toBeGreaterThan(NOW);
  });
});
