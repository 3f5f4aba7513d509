'use client';
// The rematch, on a finished game's table (its mail's rematch link lands here, #rematch) and on the
// rematch's own page while it waits for answers: a Rematch button until one is proposed, then who has
// accepted, and Accept / Decline for a caller who has not answered; once it starts, a link to it.
import Link from 'next/link';
import { useState } from 'react';
import type { RematchView } from '@contract/api';
import type { RematchState } from '@/app/games/[id]/rematch-actions';

export interface RematchPanelProps {
  gameId: string;
  initial: RematchView | null;
  /** The game is over: a rematch may be proposed from here. */
  finished: boolean;
  propose: (gameId: string) => Promise<RematchState>;
  answer: (gameId: string, accept: boolean) => Promise<RematchState>;
}

const STATUS = new Map([
  ['open', 'waiting for answers'],
  ['active', 'started'],
  ['cancelled', 'declined: it will not be played'],
]);

export function RematchPanel({ gameId, initial, finished, propose, answer }: RematchPanelProps) {
  const [rematch, setRematch] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!rematch && !finished) return null;

  const act = (work: () => Promise<RematchState>) => {
    setBusy(true);
    setError(null);
    void work()
      .then((r) => (r.ok ? setRematch(r.rematch) : setError(r.message)))
      .catch(() => setError('That did not reach the server. Check your connection and try again.'))
      .finally(() => setBusy(false));
  };

  return (
    <section id="rematch" aria-labelledby="rematch-h" className="panel rematch">
      <h2 id="rematch-h">Rematch</h2>
      {!rematch && (
        <>
          <p>The same players and options, a new kingdom drawn like this one, the seats rotated by one.</p>
          <button type="button" disabled={busy} onClick={() => act(() => propose(gameId))}>
            Rematch
          </button>
        </>
      )}
      {rematch && (
        <>
          <p>
            {rematch.proposedBy} proposed a rematch: {STATUS.get(rematch.status) ?? rematch.status}.
          </p>
          <ul aria-label="Who has accepted">
            {rematch.seats.map((s) => (
              <li key={s.seat}>
                {s.name}
                {s.kind === 'bot' ? ' (bot)' : ''}: {s.accepted ? 'accepted' : 'not yet'}
              </li>
            ))}
          </ul>
          {rematch.status === 'open' && !rematch.youAccepted && (
            <p className="rematch-answers">
              <button type="button" disabled={busy} onClick={() => act(() => answer(gameId, true))}>
                Accept
              </button>{' '}
              <button type="button" disabled={busy} onClick={() => act(() => answer(gameId, false))}>
                Decline
              </button>
            </p>
          )}
          {rematch.status === 'active' && rematch.gameId !== gameId && (
            <p>
              <Link href={`/games/${rematch.gameId}`}>Open the rematch</Link>
            </p>
          )}
        </>
      )}
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
    </section>
  );
}
