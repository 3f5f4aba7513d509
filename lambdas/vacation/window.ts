// A player's time away: the window they set (`Profile.away`) and the windows already over
// (`Profile.awayPast`, kept a year for the cap). Pure: the clock comes in as `now`.
//
// A window is a span of whole UTC days given as dates: away from 00:00 UTC of `from` until 00:00
// UTC of `until` (back on the `until` day). At most MAX_DAYS at a time, and at most CAP_DAYS in any
// rolling year (the 365 days up to the window's end): a calendar year would allow 120 days in four
// months across the new year, and reset on a date no player thinks of.
import { DAY } from '../kernel/durations.js';
import type { AwayWindow, Profile } from '../store/records.js';

export type { AwayWindow };

export const MAX_DAYS = 30;
export const CAP_DAYS = 60;
export const YEAR_MS = 365 * DAY;

/** The window the player is away in at `now` (null: not away). */
export function awayOn(p: Pick<Profile, 'away'> | null, now: number): AwayWindow | null {
  const w = p?.away;
  return w && w.from <= now && now < w.until ? w : null;
}

/** Every window the player has set that is not forgotten yet: the past ones and the current one. */
export const windowsOf = (p: Pick<Profile, 'away' | 'awayPast'> | null): AwayWindow[] =>
  [...(p?.awayPast ?? []), ...(p?.away ? [p.away] : [])].sort((a, b) => a.from - b.from);

/** 00:00 UTC of an ISO date (YYYY-MM-DD). */
export const dayStart = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`);
/** The ISO date (YYYY-MM-DD) of a time, in UTC. */
export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Time away (ms) in [start, end) over these windows. */
export function awayWithin(windows: readonly AwayWindow[], start: number, end: number): number {
  return windows.reduce((sum, w) => sum + Math.max(0, Math.min(end, w.until) - Math.max(start, w.from)), 0);
}

/** Days still free under the cap: the cap less the days away (rounded up) from a year before `now` on, those set ahead included. */
export function daysLeft(p: Pick<Profile, 'away' | 'awayPast'> | null, now: number): number {
  return Math.max(0, CAP_DAYS - Math.ceil(awayWithin(windowsOf(p), now - YEAR_MS, Infinity) / DAY));
}

/** What Settings shows: the window set and not over (null: none), as dates, and the days left. */
export function awayView(p: Pick<Profile, 'away' | 'awayPast'>, now: number) {
  const w = p.away && p.away.until > now ? p.away : null;
  return {
    away: w ? { from: isoDay(w.from), until: isoDay(w.until), now: w.from <= now } : null,
    awayDaysLeft: daysLeft(p, now),
  };
}
