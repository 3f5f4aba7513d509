// The one check of a new time away (Settings, POST /me, a reply `away until …`), and what it
// changes on the profile. Pure: the clock comes in as `now`; a refusal names the field it is about.
//
// The latest window stays in `Profile.away` after it ends (the back mail is owed for it); setting a
// new one moves it to `awayPast`, where windows are kept a year for the cap. A new window that
// starts while one is in progress, on or before its end, continues it (its 30 days count from the
// first start); one that starts later ends the current one now.
import { DAY } from '../kernel/durations.js';
import type { Profile } from '../store/records.js';
import { awayWithin, CAP_DAYS, dayStart, isoDay, MAX_DAYS, YEAR_MS, type AwayWindow } from './window.js';

/** A window as dates (YYYY-MM-DD), or 'back': end the time away now. */
export type AwayRequest = { from: string; until: string } | 'back';

export type AwayPlan =
  | { ok: true; away?: AwayWindow; awayPast: AwayWindow[]; said: string }
  | { ok: false; field: 'away.from' | 'away.until'; message: string };

type AwayFields = Pick<Profile, 'away' | 'awayPast'>;

const fail = (field: 'away.from' | 'away.until', message: string): AwayPlan => ({ ok: false, field, message });
const inProgress = (w: AwayWindow | undefined, now: number): boolean => !!w && w.from <= now && now < w.until;

/** The new away fields for `req`, or why not. */
export function planAway(p: AwayFields | null, req: AwayRequest, now: number): AwayPlan {
  const cur = p?.away;
  // Windows older than a year count for nothing: forgotten on the next write.
  const past = (p?.awayPast ?? []).filter((w) => w.until > now - YEAR_MS);
  if (req === 'back') {
    if (cur && inProgress(cur, now))
      return {
        ok: true,
        away: { from: cur.from, until: now },
        awayPast: past,
        said: 'You are back: your games count your time again from now.',
      };
    if (cur && cur.from > now)
      return { ok: true, awayPast: past, said: `Your time away from ${isoDay(cur.from)} is cancelled.` };
    return { ok: true, ...(cur ? { away: cur } : {}), awayPast: past, said: 'You were not away: nothing changed.' };
  }
  const f = dayStart(req.from);
  const u = dayStart(req.until);
  if (Number.isNaN(f)) return fail('away.from', `away.from: "${req.from}" is not a date (YYYY-MM-DD).`);
  if (Number.isNaN(u)) return fail('away.until', `away.until: "${req.until}" is not a date (YYYY-MM-DD).`);
  if (u <= f) return fail('away.until', `away.until: ${req.until} is not after away.from (${req.from}).`);
  const continues = !!cur && inProgress(cur, now) && f >= cur.from && f <= cur.until;
  if (!continues && f < dayStart(isoDay(now)))
    return fail('away.from', `away.from: ${req.from} is in the past: the earliest is today, ${isoDay(now)}.`);
  if (u <= now) return fail('away.until', `away.until: ${req.until} is in the past.`);
  const before = [...past];
  // A window that ended keeps its days; one cut short by this new one ends now; a future one is replaced.
  if (cur && !continues && cur.from <= now) before.push({ from: cur.from, until: Math.min(cur.until, now) });
  // A window that starts today starts after any time away that ended today: they never overlap.
  const start = continues && cur ? cur.from : Math.max(f, ...before.map((w) => w.until));
  if (u - start > MAX_DAYS * DAY) {
    return fail(
      'away.until',
      `away.until: at most ${MAX_DAYS} days away at a time; from ${isoDay(start)} that is until ${isoDay(start + MAX_DAYS * DAY)} at the latest.`,
    );
  }
  const w: AwayWindow = { from: start, until: u };
  const used = awayWithin(before, u - YEAR_MS, u);
  if (used + (u - start) > CAP_DAYS * DAY) {
    const left = Math.max(0, Math.floor((CAP_DAYS * DAY - used) / DAY));
    return fail(
      'away.until',
      `away.until: at most ${CAP_DAYS} days away in a year; the year up to ${req.until} has ${left} day${left === 1 ? '' : 's'} left.`,
    );
  }
  return {
    ok: true,
    away: w,
    awayPast: before,
    said: `You are away from ${isoDay(start)} until ${isoDay(u)} (back on that day, 00:00 UTC).`,
  };
}

/** Puts an accepted plan's fields on the profile about to be written. */
export function putAwayOn(p: AwayFields, plan: Extract<AwayPlan, { ok: true }>): void {
  if (plan.away) p.away = plan.away;
  else delete p.away;
  p.awayPast = plan.awayPast;
}
