'use client';
// The first-sign-in question: what name the other players see. The suggestion (the address's local
// part) is filled in; the answer is remembered (Settings changes it) and is the name a new game or
// a joined game gives the player's seat.
import { useActionState } from 'react';
import type { WelcomeState } from '@/app/welcome/actions';

export function WelcomeForm({
  suggested,
  next,
  action,
}: {
  suggested: string;
  next: string;
  action: (prev: WelcomeState, fd: FormData) => Promise<WelcomeState>;
}) {
  const [state, formAction, pending] = useActionState(action, {});
  return (
    <form action={formAction} className="panel settings" aria-label="Your name">
      <input type="hidden" name="next" value={next} />
      <p>
        <label htmlFor="wl-name">Your name at the table</label>{' '}
        <input
          id="wl-name"
          name="displayName"
          maxLength={30}
          defaultValue={state.name ?? suggested}
          autoFocus
          required
          aria-describedby={`wl-hint${state.error ? ' wl-error' : ''}`}
          aria-invalid={state.error ? true : undefined}
        />
      </p>
      {state.error && (
        <p id="wl-error" role="alert" className="field-error">
          {state.error}
        </p>
      )}
      <p id="wl-hint" className="hint">
        What other players see in games you start or join, and in their mail. Settings changes it later.
      </p>
      <button type="submit" className="primary" disabled={pending}>
        {pending ? 'Saving…' : 'Continue'}
      </button>
    </form>
  );
}
