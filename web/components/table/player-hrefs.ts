// At the end of a game the table links each player's name to their player page. The page goes by
// the player's rating handle (GET /players/<handle>), which can differ from the seat's name (a name
// taken first by another player gets "<name> 2"; a display name changed later): so the link uses the
// handle the backend gives a finished game's seats, and a seat without one (a bot, a player not
// rated yet) has no link.
import type { SeatView } from '@contract/api';

/** By seat: the player page of each rated human, else null. */
export function playerHrefs(seats: readonly Pick<SeatView, 'kind' | 'handle'>[]): (string | null)[] {
  return seats.map((s) => (s.kind === 'human' && s.handle ? `/players/${encodeURIComponent(s.handle)}` : null));
}
