// The Open games list: games waiting for players, each with its players, sets, kingdom and pace, a
// button that takes a free seat at once, and a Watch link for public games. The filters are a plain
// GET form (player count, sets, pace), so a filtered list is a link and works without script.
import Link from 'next/link';
import type { OpenGameSummary } from '@contract/api';
import type { OpenGamesFilter } from '@/lib/forms';
import { SubmitButton } from '@/components/feedback/submit-button';

const SETS: [string, string][] = [
  ['base', 'Base'],
  ['intrigue', 'Intrigue'],
  ['empires', 'Empires'],
];
const PACES: [string, string][] = [
  ['fast', 'fast (a move within 12 h)'],
  ['daily', 'a move a day'],
  ['relaxed', 'relaxed'],
];
const setName = (s: string) => SETS.find(([v]) => v === s)?.[1] ?? s;

/** The pace in words: the deadline (or reminder) that sets it. */
function paceText(g: OpenGameSummary): string {
  const label = PACES.find(([v]) => v === g.pace)?.[1] ?? g.pace;
  return g.deadlineHours === null
    ? `${label}, reminder after ${g.reminderHours} h, no deadline`
    : `${label}, deadline ${g.deadlineHours} h`;
}

export function OpenGameFilters({ filter }: { filter: OpenGamesFilter }) {
  return (
    <form method="get" action="/open-games" className="panel open-filters" aria-label="Filter open games">
      <p>
        <label htmlFor="og-players">Players</label>{' '}
        <select id="og-players" name="players" defaultValue={filter.players ?? ''}>
          <option value="">any</option>
          {['2', '3', '4', '5', '6'].map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>{' '}
        <label htmlFor="og-pace">Pace</label>{' '}
        <select id="og-pace" name="pace" defaultValue={filter.pace ?? ''}>
          <option value="">any</option>
          {PACES.map(([v, label]) => (
            <option key={v} value={v}>
              {label}
            </option>
          ))}
        </select>
      </p>
      <fieldset>
        <legend>Only these sets</legend>
        {SETS.map(([v, label]) => (
          <span key={v} className="set-choice">
            <input
              id={`og-set-${v}`}
              type="checkbox"
              name="sets"
              value={v}
              defaultChecked={filter.sets.includes(v as OpenGamesFilter['sets'][number])}
            />{' '}
            <label htmlFor={`og-set-${v}`}>{label}</label>{' '}
          </span>
        ))}
      </fieldset>
      <p>
        <button type="submit">Show games</button>
      </p>
    </form>
  );
}

/** A form action that takes a free seat of the game named by the form's `gameId`. */
export type TakeSeatAction = (fd: FormData) => void | Promise<void>;

function OpenGameRow({ g, join }: { g: OpenGameSummary; join: TakeSeatAction }) {
  const headingId = `og-${g.gameId}`;
  return (
    <li aria-labelledby={headingId} className="open-game">
      <strong id={headingId}>{g.title}</strong>
      <div className="small game-facts">
        {g.players.join(', ')} · {g.free} of {g.seats} seats free · {g.sets.map(setName).join(', ')} · {paceText(g)}
        {g.undo ? '' : ' · no take-backs'}
        {g.minRating !== undefined ? ` · rating ${g.minRating} or more` : ''}
        {(g.away ?? []).map((a) => ` · ${a.name} on vacation until ${a.until}`).join('')}
      </div>
      <div className="small game-facts">Kingdom: {g.kingdom.join(', ')}</div>
      <div className="open-game-actions">
        {g.yours ? (
          <Link href={`/games/${g.gameId}`}>Your seat: open the game</Link>
        ) : (
          <form action={join}>
            <input type="hidden" name="gameId" value={g.gameId} />
            <SubmitButton busyLabel="Taking the seat…">Join {g.title}</SubmitButton>
          </form>
        )}
        {g.public && !g.yours && <Link href={`/games/${g.gameId}`}>Watch</Link>}
      </div>
    </li>
  );
}

export function OpenGameList({ games, join }: { games: OpenGameSummary[]; join: TakeSeatAction }) {
  return (
    <section aria-label="Games waiting for players" className="panel">
      <h2>Waiting for players ({games.length})</h2>
      {games.length === 0 ? (
        <p className="muted">
          None right now. <Link href="/games/new">Open one</Link>: choose &ldquo;Players in all&rdquo; under &ldquo;Open
          to anyone&rdquo;.
        </p>
      ) : (
        <ul className="open-games">
          {games.map((g) => (
            <OpenGameRow key={g.gameId} g={g} join={join} />
          ))}
        </ul>
      )}
    </section>
  );
}
