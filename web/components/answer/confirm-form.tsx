'use client';
// The one button of an answer link's page: a form (a POST, never a GET), disabled while it is on its
// way, with the backend's words when the move is refused.
import { useActionState } from 'react';
import { SubmitButton } from '@/components/feedback/submit-button';
import type { ConfirmState } from '@/app/games/[id]/answer/actions';

export function ConfirmForm({
  gameId,
  token,
  label,
  action,
}: {
  gameId: string;
  token: string;
  label: string;
  action: (prev: ConfirmState, fd: FormData) => Promise<ConfirmState>;
}) {
  const [state, formAction] = useActionState(action, {});
  return (
    <form action={formAction} className="answer-form">
      <input type="hidden" name="gameId" value={gameId} />
      <input type="hidden" name="token" value={token} />
      <SubmitButton className="primary" busyLabel="Sending…">
        {label}
      </SubmitButton>
      {state.message && (
        <p role="alert" className="error">
          Not made: {state.message}
        </p>
      )}
    </form>
  );
}
