import Link from 'next/link';
import { api } from '@/lib/api';
import { requireEmail } from '@/lib/auth';
import { GameIdInput } from '@/lib/forms';
import { HistoryStepper } from '@/components/history/history-stepper';

export const dynamic = 'force-dynamic';

export default async function HistoryPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<{ at?: string }> }) {
  const { id } = await params;
  const { at } = await searchParams;
  const gameId = GameIdInput.safeParse(id);
  if (!gameId.success) return <p role="alert">Not a game id.</p>;
  const email = await requireEmail(`/games/${id}/history`);
  const [h, game] = await Promise.all([api.history(email, gameId.data), api.getGame(email, gameId.data)]);
  if (!h.ok || !game.ok) return <section role="alert" className="panel error-page"><h1>No history</h1><p>{h.ok ? (game as { message: string }).message : h.message}</p></section>;
  const step = at === undefined ? h.data.seq : Math.max(0, Math.min(h.data.seq, Number.parseInt(at, 10) || 0));
  const players = game.data.seats.map((s) => ({ name: s.name }));
  return (
    <>
      <h1>History</h1>
      <p><Link href={`/games/${id}`}>Back to the table</Link></p>
      <HistoryStepper gameId={id} events={h.data.events} step={step} last={h.data.seq} over={h.data.over} players={players} />
    </>
  );
}
