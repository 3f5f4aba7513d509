'use client';
// The invitation's "Join this game" form: the invitee names their seat as they join (the creator
// names theirs on the new-game form), the seat's present name filled in. A refused name comes back
// under the field with what was typed.
import { useActionState } from 'react';
import { SubmitButton } from '@/components/feedback/submit-button';
import type { JoinState } from '@/app/games/[id]/actions';

export function JoinForm({
  gameId,
  suggested,
  action,
}: {
  gameId: string;
  suggested: string;
  action: (prev: JoinState, fd: FormData) => Promise<JoinState>;
}) {
  const [state, formAction] = useActionState(action, {});
  return (
    <form action={formAction} className="join" aria-label="Join this game">
      <input type="hidden" name="gameId" value={gameId} />
      <input type="hidden" name="suggested" value={suggested} />
      <p>
        <label htmlFor="join-name">Your name at this table</label>{' '}
        <input
          id="join-name"
          name="name"
          maxLength={30}
          defaultValue={state.name ?? suggested}
          aria-describedby={`join-hint${state.error ? ' join-error' : ''}`}
          aria-invalid={state.error ? true : undefined}
        />
      </p>
      {state.error && (
        <p id="join-error" role="alert" className="field-error">
          {state.error}
        </p>
      )}
      <p id="join-hint" className="hint">
        What the other players see, at the table and in their mail.
      </p>
      <SubmitButton className="primary" busyLabel="Joining…">
        Join this game
      </SubmitButton>
    </form>
  );
}
