// Which mail reaches a player: their notification preference and whether the address still takes
// mail. Decided when a mail is about to go out, so a preference changed after the move that
// queued the mail still applies to it.
import type { NotifyPref, NotifyReason, Profile } from '../store/records.js';
import type { Profiles } from '../store/ports.js';

export const DEFAULT_NOTIFY: NotifyPref = 'every';

/** The reasons each preference is mailed for. */
// The answer to a player's own reply by mail ('reply') always goes: they are waiting for it.
const REASONS: Record<NotifyPref, readonly NotifyReason[]> = {
  every: ['turn', 'decision', 'over', 'invite', 'reminder', 'reply'],
  // Reminders still come, so a game never stalls on a decision the player was not told about.
  turn: ['turn', 'over', 'invite', 'reminder', 'reply'],
  // Everything waiting on the player is in the daily digest instead.
  digest: ['over', 'invite', 'digest', 'reply'],
};

/** The name a player gets when nobody chose one: their email's local part. */
export const defaultName = (email: string) => email.split('@')[0];

/** A player's profile, or the defaults when none is stored (rev 0). */
export function withDefaults(p: Profile | null, email: string, now: number): Profile {
  return p ?? { email, notify: DEFAULT_NOTIFY, rev: 0, updatedAt: now };
}

/** Why a mail for `reason` is not sent to this player (null: send it). */
export function skipReason(
  p: Pick<Profile, 'notify' | 'undeliverable'> | null,
  reason: NotifyReason | undefined,
): string | null {
  if (p?.undeliverable) return `undeliverable (${p.undeliverable.reason})`;
  const pref = p?.notify ?? DEFAULT_NOTIFY;
  return REASONS[pref].includes(reason ?? 'turn') ? null : `preference (${pref})`;
}

/** Reads the recipient's profile now and tells why not to mail them (null: mail them). */
export async function mailSkip(store: Profiles, to: string, reason: NotifyReason | undefined): Promise<string | null> {
  return skipReason(await store.getProfile(to), reason);
}
