// The reply words of time away, the one reading of them: a reply to any game mail whose first line
// is `away until 2026-12-05`, `away 2026-12-01 to 2026-12-05` (also `away from … until …`) or
// `back` sets the player's time away instead of making moves (lambdas/inbound/away-reply.ts).
import { isoDay } from './window.js';
import type { AwayRequest } from './plan.js';

const DATE = String.raw`(\d{4}-\d{2}-\d{2})`;
const UNTIL = new RegExp(String.raw`^away\s+(?:until|till|to)\s+${DATE}$`);
const SPAN = new RegExp(String.raw`^away\s+(?:from\s+)?${DATE}\s+(?:to|until|till|-)\s+${DATE}$`);
const BACK = /^(?:back|back now|i'?m back)$/;

/** The first line as time away (`from` today when only `until` is said), or null: not about time away. */
export function awayWords(lines: readonly string[], now: number): AwayRequest | null {
  const line = (lines[0] ?? '').trim().toLowerCase().replace(/\s+/g, ' ').replace(/[.!]$/, '');
  if (BACK.test(line)) return 'back';
  const until = UNTIL.exec(line);
  if (until) return { from: isoDay(now), until: until[1] };
  const span = SPAN.exec(line);
  return span ? { from: span[1], until: span[2] } : null;
}

/** Whether a first line means to be about time away but could not be read (answered with the forms). */
export const looksLikeAway = (lines: readonly string[]) => /^away\b/i.test((lines[0] ?? '').trim());

/** The forms a reply may take, for an answer that could not read one. */
export const AWAY_FORMS = ['away until 2026-12-05', 'away 2026-12-01 to 2026-12-05', 'back'];
