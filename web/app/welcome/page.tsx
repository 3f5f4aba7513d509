import { redirect } from 'next/navigation';
import { api } from '@/lib/api';
import { requireEmail } from '@/lib/auth';
import { WelcomeForm } from '@/components/settings/welcome-form';
import { safeNext } from '@/lib/safe-next';
import { chooseName } from './actions';

export const dynamic = 'force-dynamic';

/** First sign-in: the name other players will see, asked once, before the lobby. */
export default async function Welcome({ searchParams }: { searchParams: Promise<{ next?: string }> }) {
  const email = await requireEmail('/welcome');
  const next = safeNext((await searchParams).next);
  const r = await api.getProfile(email);
  if (r.ok && r.data.nameChosen) redirect(next);
  return (
    <>
      <h1>Welcome</h1>
      <p>Signed in as {email}.</p>
      {r.ok ? (
        <WelcomeForm suggested={r.data.displayName ?? r.data.defaultName} next={next} action={chooseName} />
      ) : (
        <p role="alert" className="error">
          {r.message}
        </p>
      )}
    </>
  );
}
