// Keeping each game's copy of its players' time away (store AwayMark) in step with their profiles,
// so a move shows "on vacation until …" from what loading the game reads, not one profile read per
// seat. The profile stays the truth: the clocks (clocks.ts) read it; a mark is only what tables show.
//
// Two writers, ordered by the profile's revision (a mark never goes back to an older one):
// - a change of time away writes the player's mark in each live game of their "my games" list;
// - a seat taken (a new game, a join) writes the mark of its player, read after their "my games"
//   row is written. Either the change's list sees that row, or this read sees the change.
import type { AwayMarks, Profiles, ReadModels } from '../store/ports.js';
import type { AwayMark, Profile } from '../store/records.js';

const markOf = (p: Profile): AwayMark => ({
  email: p.email,
  ...(p.away ? { away: { from: p.away.from, until: p.away.until } } : {}),
  rev: p.rev,
});

/** After `p` (as just written) changed its time away: its mark at every table not over. */
export async function markAwayEverywhere(store: AwayMarks & ReadModels, p: Profile): Promise<void> {
  const live = (await store.userGames(p.email)).filter((g) => g.status === 'active' || g.status === 'open');
  await Promise.all(live.map((g) => store.putAwayMark(g.gameId, markOf(p))));
}

/**
 * After `email` took a seat in `gameId` (their "my games" row written): their mark there as their
 * profile now says, time away or none. A player with no profile has never set any; one with a
 * profile may have left this game while away and ended that time since, and a change reaches only
 * the games they sit at: so the mark is written even when it says nothing.
 */
export async function markAwayAt(store: AwayMarks & Profiles, gameId: string, email: string): Promise<void> {
  const p = await store.getProfile(email);
  if (p) await store.putAwayMark(gameId, markOf(p));
}
