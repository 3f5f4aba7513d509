import Link from 'next/link';
import { api } from '@/lib/api';
import { requireEmail } from '@/lib/auth';

export const dynamic = 'force-dynamic';

/** The best 100 players with enough rated games, each linked to their page. */
export default async function Leaderboard() {
  const email = await requireEmail('/leaderboard');
  const r = await api.leaderboard(email);
  return (
    <>
      <h1>Leaderboard</h1>
      <p>
        <Link href="/">My games</Link>
      </p>
      {!r.ok ? (
        <p role="alert" className="error">
          {r.message}
        </p>
      ) : (
        <>
          <p className="muted">
            Players with at least {r.data.minGames} rated games. A rating moves with every finished game of two or more
            people.
          </p>
          {r.data.players.length === 0 ? (
            <p>Nobody has {r.data.minGames} rated games yet.</p>
          ) : (
            <table className="leaderboard">
              <caption className="visually-hidden">The best players by rating</caption>
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">Player</th>
                  <th scope="col">Rating</th>
                  <th scope="col">Games</th>
                  <th scope="col">Won</th>
                </tr>
              </thead>
              <tbody>
                {r.data.players.map((p) => (
                  <tr key={p.handle}>
                    <td>{p.place}</td>
                    <th scope="row">
                      <Link href={`/players/${encodeURIComponent(p.handle)}`}>{p.handle}</Link>
                    </th>
                    <td>{p.rating}</td>
                    <td>{p.played}</td>
                    <td>{p.won}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </>
  );
}
