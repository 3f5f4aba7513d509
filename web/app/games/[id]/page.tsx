import Link from 'next/link';
import { SubmitButton } from '@/components/feedback/submit-button';
import { GameSetup } from '@/components/lobby/game-setup';
import { GameClient } from '@/components/table/game-client';
import { joinFromForm, loadTable, sendMove, sendUndo } from './actions';

export const dynamic = 'force-dynamic';

export default async function GamePage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams?: Promise<Record<string, string | string[] | undefined>> }) {
  const { id } = await params;
  const join = (await searchParams)?.join;
  const data = await loadTable(id);
  if (!data.ok) {
    return <section role="alert" className="panel error-page"><h1>This game cannot be shown</h1><p>{data.message}</p><p><Link href="/">My games</Link></p></section>;
  }
  return (
    <>
      <h1 className={data.about ? 'game-title' : 'visually-hidden'}>{data.about?.title ?? `Game ${id}`}</h1>
      <p className="game-links"><Link href={`/games/${id}/history`}>History</Link> · <Link href={`/games/${id}/log`}>Log</Link> · <Link href="/rulings">Rulings</Link></p>
      {join === 'failed' && <p role="alert" className="error">Could not join this game: it may have started or filled meanwhile.</p>}
      {data.status === 'open' && data.about && <GameSetup setup={data.about} joined={data.joined} seats={data.seats} seat={data.seat} />}
      {data.status === 'open' && !data.joined && (
        <form action={joinFromForm}><input type="hidden" name="gameId" value={id} /><SubmitButton className="primary" busyLabel="Joining…">Join this game</SubmitButton></form>
      )}
      {/* Keyed by status: once the last player joins, the table starts from the fresh data. */}
      <GameClient key={data.status} gameId={id} initial={data} load={loadTable} send={sendMove} sendUndo={sendUndo} />
    </>
  );
}
