'use client';
// What an answer link's page shows around its one button: the answer chosen and the question it
// answers, or — when the link can no longer be used — why, and what waits for the player now; then
// the game as the player sees it (their view only: turn, their hand and play area, the Supply, the
// others' public counts). No control here makes a move but the confirm form.
import type { AnswerLinkView } from '@contract/api';
import type { GameView } from '@/lib/engine';
import { SincePanel } from '@/components/since/since-panel';
import { MyArea, Opponents, TurnBar } from '@/components/table/players';
import { Supply } from '@/components/table/supply';
import type { ConfirmState } from '@/app/games/[id]/answer/actions';
import { ConfirmForm } from './confirm-form';

interface Props {
  gameId: string;
  token: string;
  link: AnswerLinkView;
  /** The answer in words ("Play all Treasures and buy Gold"), as the mail's link said it. */
  label: string;
  view: GameView | null;
  since: string[];
  confirm: (prev: ConfirmState, fd: FormData) => Promise<ConfirmState>;
}

const HEADINGS = new Map<AnswerLinkView['status'], string>([
  ['ready', 'Confirm your answer'],
  ['done', 'Done: your answer was made'],
  ['stale', 'This answer link is out of date'],
  ['refused', 'This answer cannot be made'],
  ['over', 'The game is over'],
]);

/** What waits for the player now (after a used or stale link), and the way to the game. */
function WaitsNow({ view, openHref }: { view: GameView | null; openHref: (to?: 'history') => string }) {
  if (view?.result)
    return (
      <p>
        <a href={openHref('history')}>See how the game ended</a>
      </p>
    );
  return (
    <>
      <p>
        {view?.decision ? (
          <>
            Now the game waits for you: <strong>{view.decision.prompt}</strong>
          </>
        ) : (
          'Nothing waits for you now: a mail comes when something does.'
        )}
      </p>
      <p>
        <a href={openHref()} className="button-link">
          Open the game
        </a>
      </p>
    </>
  );
}

export function AnswerPage({ gameId, token, link, label, view, since, confirm }: Props) {
  // Through /open with the link's token: the game opens on this device even when signed out (a plain
  // link, not next/link, so nothing prefetches it).
  const openHref = (to?: 'history') =>
    `/games/${gameId}/open?token=${encodeURIComponent(token)}${to ? `&to=${to}` : ''}`;
  // The question: a request to take moves back (the link says it), else the decision the player owes.
  const question = link.question ?? view?.decision?.prompt;
  const ready = link.status === 'ready' && question;
  return (
    <>
      <h1>{HEADINGS.get(link.status)}</h1>
      <section aria-label="Your answer" className="panel answer-confirm">
        {ready ? (
          <>
            <p>{question}</p>
            <p>
              Your answer: <strong>{label}</strong>
            </p>
            {link.detail && <p className="answer-detail">{link.detail}</p>}
            <ConfirmForm gameId={gameId} token={token} label={label} action={confirm} />
            <p className="hint">
              Nothing is sent until you press the button. To answer differently, <a href={openHref()}>open the game</a>.
            </p>
          </>
        ) : (
          <>
            {link.status === 'done' && (
              <p>
                You answered: <strong>{label}</strong>.
              </p>
            )}
            {link.status === 'stale' && (
              <p>The game has moved on since the mail was sent, so “{label}” was not made.</p>
            )}
            {(link.status === 'refused' || link.status === 'over') && (
              <p>
                “{label}”: {link.message ?? 'not possible now.'}
              </p>
            )}
            <WaitsNow view={view} openHref={openHref} />
          </>
        )}
      </section>
      <SincePanel lines={since} view={view} />
      {view && (
        <div className="table">
          <TurnBar view={view} />
          <div className="board">
            <MyArea view={view} />
            <Supply view={view} />
            <Opponents view={view} />
          </div>
        </div>
      )}
    </>
  );
}
