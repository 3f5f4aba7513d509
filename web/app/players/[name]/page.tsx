import Link from 'next/link';
import { api } from '@/lib/api';
import { requireEmail } from '@/lib/auth';
import { RatingChart } from '@/components/ratings/rating-chart';
import { PlayerGames } from '@/components/ratings/player-games';

export const dynamic = 'force-dynamic';

/** The name as typed: a segment may reach the page still percent-encoded ("%" alone stays as it is). */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A player's page: rating and its history, games played / won / abandoned, their games, favourite cards. */
export default async function PlayerPage({ params }: { params: Promise<{ name: string }> }) {
  const { name } = await params;
  const handle = decoded(name);
  const email = await requireEmail(`/players/${encodeURIComponent(handle)}`);
  const r = await api.getPlayer(email, handle);
  if (!r.ok) {
    return (
      <section role="alert" className="panel error-page">
        <h1>No player page</h1>
        <p>{r.message}</p>
        <p>
          <Link href="/leaderboard">Leaderboard</Link> · <Link href="/">My games</Link>
        </p>
      </section>
    );
  }
  const p = r.data;
  return (
    <>
      <h1>{p.handle}</h1>
      <p>
        <Link href="/">My games</Link> · <Link href="/leaderboard">Leaderboard</Link>
      </p>
      <section aria-labelledby="rating-h" className="panel">
        <h2 id="rating-h">
          Rating <span className="rating-value">{p.rating}</span>
        </h2>
        <RatingChart history={p.history} />
        <dl className="player-stats">
          <div>
            <dt>Rated games</dt>
            <dd>{p.played}</dd>
          </div>
          <div>
            <dt>Won</dt>
            <dd>{p.won}</dd>
          </div>
          <div>
            <dt>Abandoned</dt>
            <dd>{p.abandoned}</dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="cards-h" className="panel">
        <h2 id="cards-h">Favourite cards</h2>
        {p.favouriteCards.length === 0 ? (
          <p className="muted">No Kingdom card bought in a rated game yet.</p>
        ) : (
          <ol className="favourite-cards">
            {p.favouriteCards.map((c) => (
              <li key={c.card}>
                {c.card} <span className="muted">×{c.bought}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
      <PlayerGames title="Current games" games={p.currentGames} to="table" />
      <PlayerGames title="Finished games" games={p.finishedGames} to="history" />
    </>
  );
}
