'use client';
// The history with every step in the page: the viewer's timeline (one request: every event and the
// board at every step as they may see it, the boards as patches) is rebuilt once, then first /
// previous / next / last, the arrow keys and "jump to turn" show a step at once, without asking
// the server. The address follows the step (?at=N), so a reload or a shared link opens it.
import { useCallback, useMemo, useState } from 'react';
import { timelineViews } from '@contract/patch';
import type { TimelineResponse } from '@contract/api';
import type { GameView } from '@/lib/engine';
import { DeckTable } from './deck-table';
import { HistoryBoard } from './history-board';
import { currentTurnLog, HistoryStepper } from './history-stepper';
import { VpChart } from './vp-chart';

export function HistoryTimeline({ gameId, timeline, initialStep }: { gameId: string; timeline: TimelineResponse; initialStep: number }) {
  const views = useMemo(() => timelineViews<GameView>(timeline), [timeline]);
  const last = views.length - 1;
  const [step, setStep] = useState(Math.min(Math.max(0, initialStep), last));
  const onStep = useCallback((seq: number) => {
    const at = Math.min(Math.max(0, Number.isFinite(seq) ? Math.trunc(seq) : 0), last);
    setStep(at);
    window.history.replaceState(window.history.state, '', `/games/${gameId}/history?at=${at}`);
  }, [gameId, last]);
  // The events up to the step (events are in seq order, one per seq).
  const events = useMemo(() => timeline.events.slice(0, step + 1), [timeline.events, step]);
  const view = views[step];
  if (!view) return <p>The game has not started: waiting for every invited player to join.</p>;
  const players = view.players.map((p) => ({ name: p.name }));
  const { stats, over, turns } = timeline;
  return (
    <>
      <HistoryStepper gameId={gameId} events={events} step={step} last={last} over={over} players={players} turns={turns} onStep={onStep}>
        <HistoryBoard view={view} log={currentTurnLog(events)} logTitle={`Turn ${view.turn.number} up to move ${step}`} />
      </HistoryStepper>
      {stats && <VpChart points={stats.vp} names={stats.seats.map((s) => players[s]?.name ?? `Player ${s + 1}`)} over={over} currentTurn={view.turn.number} />}
      {stats?.decks && <DeckTable decks={stats.decks} names={players.map((p) => p.name)} />}
    </>
  );
}
