import Link from 'next/link';
import { api } from '@/lib/api';
import { requireEmail } from '@/lib/auth';
import { OpenGamesFilter } from '@/lib/forms';
import { OpenGameFilters, OpenGameList } from '@/components/lobby/open-game-list';
import { takeSeatFromForm } from './actions';

export const dynamic = 'force-dynamic';

export default async function OpenGames({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const email = await requireEmail('/open-games');
  const raw = await searchParams;
  const filter = OpenGamesFilter.parse(raw);
  const r = await api.openGames(email, filter);
  return (
    <>
      <h1>Open games</h1>
      <p>
        Games waiting for players: take a free seat and you are in. <Link href="/">My games</Link> ·{' '}
        <Link href="/games/new">Open a game of your own</Link>
      </p>
      {raw.join === 'failed' && (
        <p role="alert" className="error">
          Could not take that seat: the game may have filled or started meanwhile.
        </p>
      )}
      <OpenGameFilters filter={filter} />
      {r.ok ? (
        <OpenGameList games={r.data.games} join={takeSeatFromForm} />
      ) : (
        <p role="alert" className="error">
          {r.message}
        </p>
      )}
    </>
  );
}
