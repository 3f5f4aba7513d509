// Who at a table is on vacation, as everyone there may see it: "on vacation until …" (public: a
// date). Read from the away marks beside each game's META (marks.ts): a table has them from loading
// the game, and a list of games reads them with the META it reads anyway. No profile is read.
import type { AwayMarks } from '../store/ports.js';
import type { AwayMark, GameMeta, UserGame } from '../store/records.js';
import { awayOn, isoDay } from './window.js';

/** Who is on vacation, by name with the day they are back. */
export interface AwayLine {
  name: string;
  until: string;
}

/** Seat → the date its player is back (YYYY-MM-DD), for the human seats away at `now`. */
export function awayUntilBySeat(
  meta: Pick<GameMeta, 'seats'>,
  marks: readonly AwayMark[],
  now: number,
): Map<number, string> {
  const byEmail = new Map(marks.map((m) => [m.email, m]));
  return new Map(
    meta.seats.flatMap((s, seat) => {
      const w = s.email && !s.bot ? awayOn(byEmail.get(s.email) ?? null, now) : null;
      return w ? [[seat, isoDay(w.until)] as const] : [];
    }),
  );
}

/** Game → its seated humans (but `reader`) away at `now`, by seat name with the day they are back. */
export function awayAtTables(
  tables: readonly { meta: Pick<GameMeta, 'gameId' | 'seats'>; away: readonly AwayMark[] }[],
  reader: string,
  now: number,
): Map<string, AwayLine[]> {
  const lines = tables.map(({ meta, away }) => {
    const until = awayUntilBySeat(meta, away, now);
    const out = [...until].flatMap(([seat, day]) =>
      meta.seats[seat].email === reader ? [] : [{ name: meta.seats[seat].name, until: day }],
    );
    return [meta.gameId, out] as const;
  });
  return new Map(lines.filter(([, a]) => a.length > 0));
}

/** For the lobby's "my games": in each running or unstarted game, the other players away now (one read a game). */
export async function awayInGames(
  store: AwayMarks,
  games: readonly UserGame[],
  reader: string,
  now: number,
): Promise<Map<string, AwayLine[]>> {
  const live = games.filter((g) => g.status === 'active' || g.status === 'open');
  const tables = await Promise.all(live.map((g) => store.getMetaAndAway(g.gameId)));
  return awayAtTables(
    tables.flatMap((t) => (t ? [t] : [])),
    reader,
    now,
  );
}
