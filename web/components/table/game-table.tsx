'use client';
import { DecisionPanel } from '@/components/decisions/decision-panel';
import type { GameView, LogEntry } from '@/lib/engine';
import type { MoveData } from '@/lib/moves';
import { waitingLabel } from '@/lib/waiting';
import { GameLog } from './log';
import { MyArea, Opponents, Result, Trash, TurnBar } from './players';
import { Supply } from './supply';

export interface GameTableProps {
  view: GameView;
  log: LogEntry[];
  onMove?: (m: MoveData) => void;
  busy?: boolean;
  /** The last rejected move's message (the engine's words). */
  error?: string | null;
  /** History mode: no decision widgets. */
  readOnly?: boolean;
  /** Where this game's history is (linked from the game-over result). */
  historyHref?: string;
}

/** The whole table for one viewer: decision first (it is what the player came for), then the board. */
export function GameTable({ view, log, onMove, busy, error, readOnly, historyHref }: GameTableProps) {
  const waiting = view.waitingOn.filter((w) => w.player !== view.viewer);
  return (
    <div className="table">
      <TurnBar view={view} />
      <Result view={view} {...(historyHref ? { historyHref } : {})} />
      {error && <div role="alert" className="error">Move rejected: {error}</div>}
      {!readOnly && view.decision && onMove && (
        <section aria-label="Your decision" className="panel your-decision">
          <DecisionPanel decision={view.decision} view={view} onMove={onMove} busy={busy} />
        </section>
      )}
      {!readOnly && !view.decision && !view.result && waiting.length > 0 && (
        <p className="waiting" aria-live="polite">Waiting for {waiting.map(waitingLabel).join('; ')}</p>
      )}
      <div className="board">
        <MyArea view={view} />
        <Supply view={view} />
        <Opponents view={view} />
        <Trash view={view} />
        <GameLog entries={log} players={view.players} title={readOnly ? 'Log' : 'This turn'} />
      </div>
    </div>
  );
}
