'use client';
// The sign-in form: next-auth's email sign-in asks the server for a link, then moves to the
// check-email page. When the server cannot be reached or answers with an error that is not a
// redirect (the request failed before next-auth could choose a page), the form says so and can be
// sent again, instead of staying disabled with nothing on the screen.
import { signIn } from 'next-auth/react';
import { useId, useState } from 'react';

export const SEND_FAILED = 'The sign-in link could not be sent just now. Try again in a moment.';

export function SignInForm({ callbackUrl }: { callbackUrl: string }) {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const id = useId();
  const send = async () => {
    setBusy(true);
    setFailed(false);
    try {
      // On success the browser is already on its way to the check-email page.
      await signIn('email', { email, callbackUrl });
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      {failed && (
        <p role="alert" className="error">
          {SEND_FAILED}
        </p>
      )}
      <label htmlFor={id}>Email</label>{' '}
      <input
        id={id}
        name="email"
        type="email"
        required
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />{' '}
      <button type="submit" className="primary" disabled={busy}>
        Email me a sign-in link
      </button>
    </form>
  );
}
