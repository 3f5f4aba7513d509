'use client';
// The whole game's log on one page, as the reader may see it (the history's events: redacted like
// the view), turn by turn, narrowed at once by turn and by player. Each line links to the history
// at the move it came from.
import Link from 'next/link';
import { useMemo, useState } from 'react';
import { logLine } from '@/components/table/log';
import { filterTurns, logTurns, turnHeading, type LogEventIn, type LogTurn } from './log-turns';

const heading = (t: LogTurn, names: readonly string[]) =>
  t.player === null ? 'Before the first turn' : turnHeading(t.index, t.player, t.own, names);

export function WholeLog({
  gameId,
  events,
  names,
  initial,
}: {
  gameId: string;
  events: LogEventIn[];
  /** Display names by seat. */
  names: string[];
  initial?: { turn: number | null; player: number | null };
}) {
  const turns = useMemo(() => logTurns(events), [events]);
  const [turn, setTurn] = useState<number | null>(initial?.turn ?? null);
  const [player, setPlayer] = useState<number | null>(initial?.player ?? null);
  const shown = filterTurns(turns, { turn, player });
  const players = names.map((n) => ({ name: n }));
  const pick = (v: string) => (v === '' ? null : Number(v));
  return (
    <>
      {/* A GET form: without script it filters by reloading; with it, at once. */}
      <form method="get" className="log-filters" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="log-turn">Turn</label>{' '}
        <select id="log-turn" name="turn" value={turn ?? ''} onChange={(e) => setTurn(pick(e.target.value))}>
          <option value="">Every turn</option>
          {turns
            .filter((t) => t.player !== null)
            .map((t) => (
              <option key={t.index} value={t.index}>
                {heading(t, names)}
              </option>
            ))}
        </select>{' '}
        <label htmlFor="log-player">Player</label>{' '}
        <select id="log-player" name="player" value={player ?? ''} onChange={(e) => setPlayer(pick(e.target.value))}>
          <option value="">Everyone</option>
          {names.map((n, i) => (
            <option key={i} value={i}>
              {n}
            </option>
          ))}
        </select>{' '}
        <noscript>
          <button type="submit">Show</button>
        </noscript>
      </form>
      <p className="muted small" aria-live="polite">
        {shown.length === 0
          ? 'Nothing matches.'
          : `${shown.length} ${shown.length === 1 ? 'turn' : 'turns'}, ${shown.reduce((n, t) => n + t.lines.length, 0)} lines`}
      </p>
      {shown.map((t) => (
        <section key={t.index} className="panel log log-turn" aria-labelledby={`log-t${t.index}`}>
          <h2 id={`log-t${t.index}`}>{heading(t, names)}</h2>
          <ol className="log-lines">
            {t.lines.map((l, i) => (
              <li key={i} style={{ paddingLeft: `${l.entry.depth}em` }}>
                {logLine(l.entry, players)}{' '}
                <Link
                  className="muted small"
                  href={`/games/${gameId}/history?at=${l.seq}`}
                  aria-label={`Move ${l.seq} in the history`}
                >
                  #{l.seq}
                </Link>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </>
  );
}
