// The daily digest (run by the reminder job): one mail per day to each digest user who has games
// waiting on them, or new table talk, listing them all with one-click links. Digest users get no
// per-game mail or reminders, so this is how they learn it is their move, and what was said.
import type { Deps } from '../kernel/deps.js';
import { skipReason } from '../outbox/prefs.js';
import { digestLetter } from '../letters/digest-letter.js';
import { talkForDigest } from '../chat/digest-chat.js';
import type { UserGame } from '../store/records.js';
import { DAY } from '../kernel/durations.js';

export const DIGEST_EVERY_MS = DAY;

/** Games in a "my games" list that wait on the player: their move, or an invitation to answer. */
export const waitingOn = (games: readonly UserGame[]) =>
  games
    .filter((g) => g.yourMove && (g.status === 'active' || g.status === 'open'))
    .sort((a, b) => a.updatedAt - b.updatedAt);

/**
 * Mails each due digest user (GSI1 DIGEST: last digest over 24 h ago) whose games wait on them, or
 * whose tables have chat new since they last saw it (a digest of talk alone goes out too). The
 * profile write recording the digest is conditional on the last digest time read, so of two
 * concurrent runs exactly one mails; a failed send gives the day back, so the next run retries.
 */
export async function runDigests(d: Deps): Promise<number> {
  const now = d.now();
  let sent = 0;
  for (const email of await d.store.digestDue(now - DIGEST_EVERY_MS)) {
    const p = await d.store.getProfile(email);
    if (!p || skipReason(p, 'digest') || (p.lastDigestAt !== undefined && now - p.lastDigestAt < DIGEST_EVERY_MS))
      continue;
    const all = await d.store.userGames(email);
    const games = waitingOn(all);
    const talk = await talkForDigest(d.store, all, p.lastDigestAt, now);
    if (games.length === 0 && talk.length === 0) continue;
    const claimed = await d.store.claimDigest(p, now);
    if (!claimed) continue;
    try {
      await d.mailer.send(digestLetter(email, games, talk, d, now));
      sent++;
    } catch (e) {
      d.obs.error('digest: a send failed; the day is given back', {}, e);
      // Only if nothing else changed the profile since the claim.
      const back = { ...claimed, lastDigestAt: p.lastDigestAt };
      if (back.lastDigestAt === undefined) delete back.lastDigestAt;
      await d.store.putProfile(back).catch((err) => d.obs.error('digest: could not give the day back', {}, err));
    }
  }
  return sent;
}
