import Link from 'next/link';
import { api } from '@/lib/api';
import { requireGameCaller } from '@/lib/game-link';
import { GameIdInput } from '@/lib/forms';
import { WholeLog } from '@/components/log/whole-log';

export const dynamic = 'force-dynamic';

/** `?turn=` / `?player=` (the filters without script) as whole numbers, or null. */
const whole = (v: string | undefined) => (v !== undefined && /^\d{1,5}$/.test(v) ? Number(v) : null);

/** The whole game's log, as this player may see it, filterable by turn and player. */
export default async function LogPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ turn?: string; player?: string }>;
}) {
  const { id } = await params;
  const q = await searchParams;
  const gameId = GameIdInput.safeParse(id);
  if (!gameId.success) return <p role="alert">Not a game id.</p>;
  const { as } = await requireGameCaller(gameId.data, `/games/${id}/log`);
  // The history without `at`: every event, redacted for this player like the view.
  const h = await api.history(as, gameId.data);
  if (!h.ok)
    return (
      <section role="alert" className="panel error-page">
        <h1>No log</h1>
        <p>{h.message}</p>
      </section>
    );
  const names = h.data.view?.players.map((p) => p.name) ?? [];
  return (
    <div className="log-page">
      <h1>Game log</h1>
      <p>
        <Link href={`/games/${id}`}>Back to the table</Link> · <Link href={`/games/${id}/history`}>History</Link>
      </p>
      <p className="muted small">
        {h.data.over
          ? 'The game is over: every card is named.'
          : 'While the game runs you see only what you could see at the time.'}
      </p>
      {h.data.view ? (
        <WholeLog
          gameId={id}
          events={h.data.events}
          names={names}
          initial={{ turn: whole(q.turn), player: whole(q.player) }}
        />
      ) : (
        <p>The game has not started: waiting for every invited player to join.</p>
      )}
    </div>
  );
}
