'use client';
// The history with every step in the page: the viewer's timeline (one request: every event and the
// board at every step as they may see it, the boards as patches) is rebuilt once, then first /
// previous / next / last, the arrow keys and "jump to turn" show a step at once, without asking
// the server. The address follows the step (?at=N), so a reload or a shared link opens it. Steps
// are numbered by the log's seqs, as the step-by-step page numbers them: moves taken back are no
// step (the take-back is one), so previous and next go between the events' seqs.
import { useCallback, useMemo, useState } from 'react';
import { timelineViews } from '@contract/patch';
import { placeIn } from '@contract/steps';
import type { TimelineResponse } from '@contract/api';
import type { GameView } from '@/lib/engine';
import { HistoryBoard } from './history-board';
import { HistoryStepper } from './history-stepper';
import { currentTurnLog } from '@/lib/engine';
import { GameStats } from './game-stats';

export function HistoryTimeline({
  gameId,
  timeline,
  initialStep,
}: {
  gameId: string;
  timeline: TimelineResponse;
  initialStep: number;
}) {
  const views = useMemo(() => timelineViews<GameView>(timeline), [timeline]);
  // One step per event, at its seq (every seq, unless moves were taken back: then they are not steps).
  const seqs = useMemo(() => timeline.events.map((e) => e.seq), [timeline.events]);
  const [step, setStep] = useState(() => placeIn(seqs, Math.max(0, initialStep)).index);
  const onStep = useCallback(
    (seq: number) => {
      const k = placeIn(seqs, Math.max(0, Number.isFinite(seq) ? Math.trunc(seq) : 0)).index;
      setStep(k);
      window.history.replaceState(window.history.state, '', `/games/${gameId}/history?at=${seqs[k]}`);
    },
    [gameId, seqs],
  );
  // The events up to the step (in seq order, one per step).
  const events = useMemo(() => timeline.events.slice(0, step + 1), [timeline.events, step]);
  const view = views[step];
  if (!view) return <p>The game has not started: waiting for every invited player to join.</p>;
  const players = view.players.map((p) => ({ name: p.name }));
  const { stats, over, turns } = timeline;
  return (
    <>
      <HistoryStepper
        gameId={gameId}
        events={events}
        place={placeIn(seqs, seqs[step])}
        over={over}
        players={players}
        turns={turns}
        onStep={onStep}
      >
        <HistoryBoard
          view={view}
          log={currentTurnLog(events.flatMap((e) => e.log))}
          logTitle={`Turn ${view.turn.number} up to move ${seqs[step]}`}
        />
      </HistoryStepper>
      <GameStats stats={stats} names={players.map((p) => p.name)} over={over} currentTurn={view.turn.number} />
    </>
  );
}
