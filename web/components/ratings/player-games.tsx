// A player's games on their page: the current ones (to the table) and the finished ones (to their
// history). Only seats can open a game; the lines say what anyone may see.
import Link from 'next/link';
import type { PlayerGame } from '@contract/api';

export function PlayerGames({
  title,
  games,
  to,
}: {
  title: string;
  games: readonly PlayerGame[];
  to: 'table' | 'history';
}) {
  const id = `games-${to}`;
  return (
    <section aria-labelledby={id} className="panel">
      <h2 id={id}>{title}</h2>
      {games.length === 0 ? (
        <p className="muted">None.</p>
      ) : (
        <ul className="player-games">
          {games.map((g) => (
            <li key={g.gameId}>
              <Link href={to === 'table' ? `/games/${g.gameId}` : `/games/${g.gameId}/history`}>{g.title}</Link>{' '}
              <span className="muted">
                {g.players.join(', ')}
                {g.winners.length ? ` · won by ${g.winners.join(' and ')}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
