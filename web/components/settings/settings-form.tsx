'use client';
import { useActionState } from 'react';
import type { NotifyPref, ProfileResponse, ReactionPrefs } from '@contract/api';
import type { SettingsState } from '@/lib/settings-form';

const CHOICES: { value: NotifyPref; label: string; hint: string }[] = [
  {
    value: 'every',
    label: 'Every decision',
    hint: "A mail whenever a game waits for you, including answers to other players' cards (Militia, Moat...).",
  },
  {
    value: 'turn',
    label: 'Only my turn',
    hint: 'A mail when your turn starts, plus reminders, invitations and results.',
  },
  {
    value: 'digest',
    label: 'Daily digest',
    hint: 'One mail a day listing every game waiting for you; invitations and results at once.',
  },
];

const DIPLOMAT: { value: ReactionPrefs['diplomat']; label: string }[] = [
  { value: 'always', label: 'Always reveal it (once per Attack) when I hold 5 or more cards' },
  { value: 'never', label: 'Never reveal it' },
  { value: 'ask', label: 'Ask me each time' },
];

/**
 * Display name, notification choice and how Reactions answer an Attack. `token` (the "Email settings" link) is sent along when the
 * page was opened from an email without signing in.
 */
export function SettingsForm({
  initial,
  action,
  token,
}: {
  initial: ProfileResponse;
  action: (prev: SettingsState, fd: FormData) => Promise<SettingsState>;
  token?: string;
}) {
  const [state, formAction, pending] = useActionState(action, {});
  // The form resets to these defaults after each save: what was stored, or what was sent and refused.
  const p = state.profile ?? initial;
  const name = state.values?.displayName ?? p.displayName ?? '';
  const notify = state.values?.notify ?? p.notify;
  const moatAuto = state.values ? state.values.moat === 'auto' : p.reactions.moat === 'auto';
  const diplomat = state.values?.diplomat ?? p.reactions.diplomat;
  return (
    <form action={formAction} className="panel settings" aria-label="Settings">
      {state.error && (
        <p role="alert" className="error">
          Not saved: {state.error}
        </p>
      )}
      <p role="status" className="hint">
        {pending ? 'Saving…' : state.ok ? 'Saved.' : ''}
      </p>
      {token && <input type="hidden" name="token" value={token} />}
      {token ? (
        // A mail can be forwarded: its link changes mail settings only, not the name others see.
        <p className="hint">Display name: {p.displayName ?? p.defaultName}. Sign in to change it.</p>
      ) : (
        <>
          <p>
            <label htmlFor="st-name">Display name</label>{' '}
            <input
              id="st-name"
              name="displayName"
              maxLength={30}
              defaultValue={name}
              placeholder={p.defaultName}
              aria-describedby="st-name-hint"
            />
          </p>
          <p id="st-name-hint" className="hint">
            What other players see when you start or join a game. Empty: &ldquo;{p.defaultName}&rdquo;.
          </p>
        </>
      )}
      <MailChoice notify={notify} />
      {/* Game settings, not mail settings: a forwarded email link does not change them. */}
      {!token && <ReactionChoices moatAuto={moatAuto} diplomat={diplomat} />}
      {p.undeliverable && (
        <fieldset>
          <legend>Mail is paused</legend>
          <p>
            Mail to {p.email} {p.undeliverable.reason === 'bounce' ? 'bounced' : 'was reported as spam'} on{' '}
            {p.undeliverable.at.slice(0, 10)}, so nothing is sent to it now.
          </p>
          <label className="check">
            <input type="checkbox" name="resumeMail" value="yes" /> Send mail to {p.email} again
          </label>
        </fieldset>
      )}
      <button type="submit" className="primary" disabled={pending}>
        Save settings
      </button>
    </form>
  );
}

/** How much mail: every decision, only one's turn, or a daily digest. */
function MailChoice({ notify }: { notify: string }) {
  return (
    <fieldset>
      <legend>Email me</legend>
      {CHOICES.map((c) => (
        <p key={c.value}>
          <label className="check">
            <input
              type="radio"
              name="notify"
              value={c.value}
              defaultChecked={notify === c.value}
              aria-describedby={`st-notify-${c.value}`}
            />
            {c.label}
          </label>
          <span id={`st-notify-${c.value}`} className="hint">
            {c.hint}
          </span>
        </p>
      ))}
    </fieldset>
  );
}

/** How Moat and Diplomat answer an Attack, fixed for each game as it starts. */
function ReactionChoices({ moatAuto, diplomat }: { moatAuto: boolean; diplomat: string }) {
  return (
    <fieldset>
      <legend>Reactions to an Attack</legend>
      <p id="st-react-hint" className="hint">
        Fixed for each game when it starts. Being asked tells the other players that you hold a Reaction, even if you
        decline.
      </p>
      <p>
        <label className="check">
          <input type="checkbox" name="moat" value="auto" defaultChecked={moatAuto} aria-describedby="st-react-hint" />
          Reveal Moat automatically (revealing never hurts)
        </label>
      </p>
      {DIPLOMAT.map((c) => (
        <p key={c.value}>
          <label className="check">
            <input type="radio" name="diplomat" value={c.value} defaultChecked={diplomat === c.value} />
            Diplomat: {c.label}
          </label>
        </p>
      ))}
    </fieldset>
  );
}
