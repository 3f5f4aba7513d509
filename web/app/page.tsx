import Link from 'next/link';
import { api } from '@/lib/api';
import { requireEmail } from '@/lib/auth';
import { GameList } from '@/components/lobby/game-list';

export const dynamic = 'force-dynamic';

export default async function MyGames() {
  const email = await requireEmail('/');
  const r = await api.listGames(email);
  return (
    <>
      <h1>My games</h1>
      <p>Signed in as {email}. <Link href="/games/new">Start a new game</Link> · <Link href="/settings">Settings</Link> · <Link href="/api/auth/signout">Sign out</Link></p>
      {r.ok ? <GameList games={r.data.games} now={Date.now()} /> : <p role="alert" className="error">{r.message}</p>}
    </>
  );
}
