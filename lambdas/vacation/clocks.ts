// The waiting seats' clocks in one game, time away skipped: what the scheduled job asks instead of
// the plain reminder and deadline times (game/reminder-due.ts). One profile read per waiting human.
import type { Profiles } from '../store/ports.js';
import type { GameMeta, Profile, Wait } from '../store/records.js';
import { awayTiming, honoursVacation } from './push.js';
import { windowsOf } from './window.js';

export interface SeatClocks {
  reminderAt(w: Wait): number;
  deadlineAt(w: Wait): number | null;
  /** The soonest time the job has something to do for these waits (undefined: none wait). */
  nextDueAt(waits: readonly Wait[]): number | undefined;
  /** The profiles read, by seat (null: none stored); a caller that writes one puts it back here. */
  profiles: Map<number, Profile | null>;
}

/** Whether the "welcome back" mail is owed for a profile's latest window: it began, it is over, not yet written. */
export const welcomeOwed = (p: Profile | null, now: number) =>
  !!p?.away && !p.away.welcomed && p.away.from < p.away.until && p.away.until <= now;

export async function seatClocks(store: Profiles, meta: GameMeta, waits: readonly Wait[]): Promise<SeatClocks> {
  const seats = [...new Set(waits.map((w) => w.seat))];
  const read = await Promise.all(
    seats.map(async (s) => {
      const email = meta.seats[s]?.email;
      return [s, email ? await store.getProfile(email) : null] as const;
    }),
  );
  const profiles = new Map<number, Profile | null>(read);
  const timing = (w: Wait) => awayTiming(w, meta, windowsOf(profiles.get(w.seat) ?? null));
  return {
    profiles,
    reminderAt: (w) => timing(w).reminderAt,
    deadlineAt: (w) => timing(w).deadlineAt,
    nextDueAt(ws) {
      const times = ws.flatMap((w) => {
        const t = timing(w);
        const away = profiles.get(w.seat)?.away;
        // The job comes back when a window ends, to send the "welcome back" mail once.
        const back = honoursVacation(meta) && away && !away.welcomed ? away.until : Infinity;
        return [t.reminderAt, t.deadlineAt ?? Infinity, w.mailAt ?? Infinity, back];
      });
      return times.length ? Math.min(...times) : undefined;
    },
  };
}
