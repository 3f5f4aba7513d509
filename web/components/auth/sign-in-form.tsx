'use client';
import { signIn } from 'next-auth/react';
import { useId, useState } from 'react';

export function SignInForm({ callbackUrl }: { callbackUrl: string }) {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();
  return (
    <form onSubmit={async (e) => { e.preventDefault(); setBusy(true); await signIn('email', { email, callbackUrl }); setBusy(false); }}>
      <label htmlFor={id}>Email</label>{' '}
      <input id={id} name="email" type="email" required autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />{' '}
      <button type="submit" className="primary" disabled={busy}>Email me a sign-in link</button>
    </form>
  );
}
