'use client';
// Taking moves back at the table. What may be done comes from the server (the engine's undo rules):
// "Take back" when it is free (the player's last move revealed nothing and nobody has moved since),
// "Ask to take back" when the other players must agree; an open request shows who asked and who
// must still answer, with Accept / Refuse for those who must. Nothing shows when nothing may be done.
// It names what goes back (the server's words: "your buy of Silver and the end of your turn 5"), so
// a tap never rewinds more than the player reads; the table puts it below the decision.
import type { UndoAction, UndoView } from '@contract/api';
import type { PublicPlayer } from '@/lib/engine';

const moves = (n: number) => (n === 1 ? 'your last move' : `your last ${n} moves`);
const names = (seats: readonly number[], players: readonly Pick<PublicPlayer, 'name'>[]) =>
  seats.map((s) => players[s]?.name ?? `Player ${s + 1}`).join(', ');

export interface UndoBarProps {
  undo: UndoView | undefined;
  viewer: number | null;
  players: readonly Pick<PublicPlayer, 'name'>[];
  onUndo: (action: UndoAction) => void;
  busy: boolean;
}

export function UndoBar({ undo, viewer, players, onUndo, busy }: UndoBarProps) {
  if (!undo) return null;
  const req = undo.request;
  if (req) {
    const asker = players[req.by]?.name ?? `Player ${req.by + 1}`;
    const what = req.what ?? (req.count === 1 ? 'a move' : `${req.count} moves`);
    const mustAnswer = viewer !== null && req.waitingFor.includes(viewer);
    return (
      <section aria-label="Taking moves back" className="panel undo-request" role="status">
        {req.by === viewer ? (
          <p>
            You asked to take back {req.what ?? moves(req.count)}. Waiting for {names(req.waitingFor, players)}.
          </p>
        ) : (
          <p>
            <strong>
              {asker} asks to take back {what}.
            </strong>
            {mustAnswer ? ' Any move you make refuses too.' : ` Waiting for ${names(req.waitingFor, players)}.`}
          </p>
        )}
        {mustAnswer && (
          <div className="choices">
            <button type="button" className="choice" disabled={busy} onClick={() => onUndo('accept')}>
              Accept
            </button>
            <button type="button" className="choice" disabled={busy} onClick={() => onUndo('refuse')}>
              Refuse
            </button>
          </div>
        )}
      </section>
    );
  }
  if (undo.take) {
    return (
      <p className="undo">
        <button type="button" className="choice" disabled={busy} onClick={() => onUndo('take')}>
          Take back
        </button>
        {/* Said on the page, not in a tooltip: a phone shows no tooltip, and "Take back" alone does not say what. */}
        <span className="hint"> {undo.take.what ?? moves(undo.take.count)} (nothing new has been revealed since)</span>
      </p>
    );
  }
  if (undo.ask) {
    return (
      <p className="undo">
        <button
          type="button"
          className="choice"
          disabled={busy}
          onClick={() => onUndo('ask')}
          title={`Something has been revealed since: the other players decide`}
        >
          Ask to take back
        </button>
        <span className="hint">
          {' '}
          {undo.ask.what ?? moves(undo.ask.count)} ({undo.ask.count === 1 ? 'it' : 'they'} revealed something, or others
          moved since)
        </span>
      </p>
    );
  }
  return null;
}
