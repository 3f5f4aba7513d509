import Link from 'next/link';
import { placeOf } from '@contract/steps';
import { api } from '@/lib/api';
import { requireGameCaller } from '@/lib/game-link';
import { GameIdInput } from '@/lib/forms';
import { HistoryBoard } from '@/components/history/history-board';
import { HistoryStepper } from '@/components/history/history-stepper';
import { currentTurnLog } from '@/lib/engine';
import { HistoryTimeline } from '@/components/history/history-timeline';
import { GameStats } from '@/components/history/game-stats';

export const dynamic = 'force-dynamic';

/** `?at=` as a seq: absent → the last move; anything else not a whole number → the start. */
function stepParam(at: string | undefined): number | undefined {
  if (at === undefined) return undefined;
  const n = Number.parseInt(at, 10);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

export default async function HistoryPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ at?: string }>;
}) {
  const { id } = await params;
  const { at } = await searchParams;
  const gameId = GameIdInput.safeParse(id);
  if (!gameId.success) return <p role="alert">Not a game id.</p>;
  const { as } = await requireGameCaller(gameId.data, `/games/${id}/history`);
  const back = (
    <p>
      <Link href={`/games/${id}`}>Back to the table</Link> · <Link href={`/games/${id}/log`}>The whole log</Link>
    </p>
  );
  const notStarted = (
    <>
      <h1>History</h1>
      {back}
      <p>The game has not started: waiting for every invited player to join.</p>
    </>
  );
  // One request for every step: stepping is then instant, in the page.
  const t = await api.timeline(as, gameId.data);
  if (t.ok) {
    if (!t.data.start) return notStarted;
    return (
      <div className="history-page">
        <h1>History</h1>
        {back}
        <HistoryTimeline gameId={id} timeline={t.data} initialStep={stepParam(at) ?? t.data.seq} />
      </div>
    );
  }
  // A game too long for one timeline: each step is a request (the events up to it and the board then).
  if (t.status !== 413)
    return (
      <section role="alert" className="panel error-page">
        <h1>No history</h1>
        <p>{t.message}</p>
      </section>
    );
  const h = await api.history(as, gameId.data, stepParam(at));
  if (!h.ok)
    return (
      <section role="alert" className="panel error-page">
        <h1>No history</h1>
        <p>{h.message}</p>
      </section>
    );
  const { view, events, turns, stats, over } = h.data;
  if (!view) return notStarted;
  const players = view.players.map((p) => ({ name: p.name }));
  const place = placeOf(h.data);
  return (
    <div className="history-page">
      <h1>History</h1>
      {back}
      <HistoryStepper gameId={id} events={events} place={place} over={over} players={players} turns={turns}>
        <HistoryBoard
          view={view}
          log={currentTurnLog(events.flatMap((e) => e.log))}
          logTitle={`Turn ${view.turn.number} up to move ${place.step}`}
        />
      </HistoryStepper>
      <GameStats stats={stats} names={players.map((p) => p.name)} over={over} currentTurn={view.turn.number} />
    </div>
  );
}
