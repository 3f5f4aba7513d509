'use client';
// The whole table for one viewer: the decision first (it is what the player came for), taking moves
// back below it, then their hand, the Supply, the others, the trash and the log (a wide screen shows
// the Supply above the hand, as at a real table: CSS). Moves from any control (tiles, buttons) pass
// one gate: a move worth a second thought is asked once, and a turn with nothing left is ended for
// the player when they chose so (never where a take-back led). A new decision or question scrolls
// its box back into view.
import { useRef, useState, type ReactNode } from 'react';
import { DecisionPanel } from '@/components/decisions/decision-panel';
import { useHandPick } from '@/components/decisions/hand-pick';
import type { GameView, LogEntry } from '@/lib/engine';
import { needsConfirm, type MoveData } from '@/lib/moves';
import { waitingLabel } from '@/lib/waiting';
import { AutoEndOption, useAutoEnd, useAutoEndPref } from './auto-end';
import { GameLog } from './log';
import { MyArea, Opponents, Result, Trash, TurnBar } from './players';
import { useScrollToDecision } from './scroll-to-decision';
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
  /** Each seat's player page (null: a bot), linked from the game-over result. */
  playerHrefs?: readonly (string | null)[];
  /** The game stands where a take-back left it: no turn is ended for the player here. */
  autoEndOff?: boolean;
  /** Taking moves back: shown below the decision, never above it (a tap there rewinds the game). */
  undoControl?: ReactNode;
}

export function GameTable({
  view,
  log,
  onMove,
  busy = false,
  error,
  readOnly,
  historyHref,
  playerHrefs,
  autoEndOff,
  undoControl,
}: GameTableProps) {
  const waiting = view.waitingOn.filter((w) => w.player !== view.viewer);
  const [ask, setAsk] = useState<{ question: string; move: MoveData } | null>(null);
  const [autoEnd, setAutoEnd] = useAutoEndPref();
  const live = !readOnly && onMove ? onMove : undefined;
  // A choice of cards from the hand is made on the hand's tiles: the picks are shared with the panel.
  const pick = useHandPick(live ? view.decision : null);
  useAutoEnd(readOnly || autoEndOff ? null : view.decision, autoEnd, busy, live);
  const decisionBox = useRef<HTMLElement>(null);
  useScrollToDecision(decisionBox, live && view.decision ? `${view.decision.id}${ask ? ':ask' : ''}` : null);
  const gated =
    live &&
    ((m: MoveData) => {
      const question = needsConfirm(view, view.decision, m);
      if (question) setAsk({ question, move: m });
      else {
        setAsk(null);
        live(m);
      }
    });
  return (
    <div className="table">
      <TurnBar view={view} />
      <Result view={view} {...(historyHref ? { historyHref } : {})} {...(playerHrefs ? { playerHrefs } : {})} />
      {error && (
        <div role="alert" className="error">
          Move rejected: {error}
        </div>
      )}
      {gated && view.decision && (
        <section ref={decisionBox} aria-label="Your decision" className="panel your-decision">
          {ask ? (
            <ConfirmMove
              question={ask.question}
              yes={() => {
                setAsk(null);
                live(ask.move);
              }}
              no={() => setAsk(null)}
            />
          ) : (
            <DecisionPanel decision={view.decision} view={view} onMove={gated} busy={busy} pick={pick} />
          )}
          {view.decision.kind === 'turn' && <AutoEndOption on={autoEnd} set={setAutoEnd} />}
        </section>
      )}
      {!readOnly && !view.decision && !view.result && waiting.length > 0 && (
        <p className="waiting" aria-live="polite">
          Waiting for {waiting.map(waitingLabel).join('; ')}
        </p>
      )}
      {!readOnly && undoControl}
      <div className="board">
        <MyArea view={view} onMove={gated || undefined} busy={busy} pick={pick} />
        <Supply view={view} onMove={gated || undefined} busy={busy} />
        <Opponents view={view} />
        <Trash view={view} />
        <GameLog entries={log} players={view.players} title={readOnly ? 'Log' : 'This turn'} />
      </div>
    </div>
  );
}

/** "Are you sure?" before a move the table questions (needsConfirm): yes makes it, no goes back. */
function ConfirmMove({ question, yes, no }: { question: string; yes: () => void; no: () => void }) {
  return (
    <div role="group" aria-label="Are you sure?" className="decision confirm">
      <p>
        <strong>{question}</strong>
      </p>
      <div className="choices">
        <button type="button" className="primary" autoFocus onClick={yes}>
          Yes
        </button>
        <button type="button" className="choice" onClick={no}>
          No, go back
        </button>
      </div>
    </div>
  );
}
