import Link from 'next/link';
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { api } from '@/lib/api';
import { requireEmail } from '@/lib/auth';
import { GameIdInput, isFormData } from '@/lib/forms';
import { YourMoveTitle } from '@/components/feedback/tab-title';
import { GameList, waitsForMe } from '@/components/lobby/game-list';

export const dynamic = 'force-dynamic';

/** Declines, leaves or (as the creator) cancels a game that has not started. */
async function leaveGame(fd: FormData): Promise<void> {
  'use server';
  const email = await requireEmail('/');
  const id = GameIdInput.safeParse(isFormData(fd) ? fd.get('gameId') : null);
  const r = id.success ? await api.leaveGame(email, id.data) : null;
  // A fixed message (not the server's text in the address): the usual cause is that the game started meanwhile.
  if (!r?.ok) redirect('/?leave=failed');
  revalidatePath('/');
  redirect('/');
}

export default async function MyGames({ searchParams }: { searchParams: Promise<{ leave?: string }> }) {
  const email = await requireEmail('/');
  const { leave } = await searchParams;
  const [r, profile] = await Promise.all([api.listGames(email), api.getProfile(email)]);
  // First sign-in: the name other players see is asked once, before the lobby.
  if (profile.ok && !profile.data.nameChosen) redirect('/welcome');
  return (
    <>
      <h1>My games</h1>
      <p>
        Signed in as {email}. <Link href="/games/new">Start a new game</Link> ·{' '}
        <Link href="/open-games">Open games</Link> · <Link href="/leaderboard">Leaderboard</Link> ·{' '}
        <Link href="/settings">Settings</Link> · <Link href="/api/auth/signout">Sign out</Link>
      </p>
      {leave === 'failed' && (
        <p role="alert" className="error">
          Could not leave that game: it may have started meanwhile.
        </p>
      )}
      {r.ok ? (
        <GameList games={r.data.games} now={Date.now()} leave={leaveGame} />
      ) : (
        <p role="alert" className="error">
          {r.message}
        </p>
      )}
      <YourMoveTitle waiting={r.ok && r.data.games.some(waitsForMe)} />
    </>
  );
}
