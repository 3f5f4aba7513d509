'use client';
// Time away (vacation): from/until dates, and "Back now" to end it early. While away, deadlines
// wait and no reminders come; others see "on vacation until …" at the table and in the lobby.
import { useActionState } from 'react';
import type { ProfileResponse } from '@contract/api';
import type { AwayState } from '@/app/settings/away-actions';

const today = () => new Date().toISOString().slice(0, 10);

export function AwayForm({
  initial,
  action,
}: {
  initial: ProfileResponse;
  action: (prev: AwayState, fd: FormData) => Promise<AwayState>;
}) {
  const [state, formAction, pending] = useActionState(action, {});
  const p = state.profile ?? initial;
  const away = p.away ?? null;
  return (
    <form action={formAction} className="panel settings" aria-label="Vacation">
      <fieldset>
        <legend>Vacation</legend>
        {state.error && (
          <p role="alert" className="error">
            Not saved: {state.error}
          </p>
        )}
        <p role="status" className="hint">
          {pending ? 'Saving…' : (state.ok ?? '')}
        </p>
        {away ? (
          <p data-testid="away-now">
            {away.now
              ? `You are on vacation until ${away.until}.`
              : `You will be away from ${away.from} until ${away.until}.`}
          </p>
        ) : null}
        <p id="st-away-hint" className="hint">
          While you are away your deadlines wait and no reminders come; you are back on the &ldquo;until&rdquo; day
          (UTC). At most 30 days at a time and 60 in a year: {p.awayDaysLeft ?? 60} days left.
        </p>
        <p>
          <label htmlFor="st-away-from">Away from</label>{' '}
          <input
            id="st-away-from"
            type="date"
            name="from"
            min={today()}
            defaultValue={away?.from ?? today()}
            aria-describedby="st-away-hint"
          />
        </p>
        <p>
          <label htmlFor="st-away-until">Until</label>{' '}
          <input
            id="st-away-until"
            type="date"
            name="until"
            min={today()}
            defaultValue={away?.until ?? ''}
            aria-describedby="st-away-hint"
          />
        </p>
        <button type="submit" className="primary" disabled={pending}>
          Save vacation
        </button>{' '}
        {away && (
          <button type="submit" name="back" value="now" disabled={pending}>
            {away.now ? 'Back now' : 'Cancel it'}
          </button>
        )}
      </fieldset>
    </form>
  );
}
