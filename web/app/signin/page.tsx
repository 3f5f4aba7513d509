import { SignInForm } from '@/components/auth/sign-in-form';
import { firstValue, safeNext } from '@/lib/safe-next';

export default async function SignIn({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const q = await searchParams;
  const safe = safeNext(firstValue(q.callbackUrl));
  // next-auth's error codes are single words ("Verification"); anything else is not shown.
  const error = firstValue(q.error)?.match(/^\w{1,40}$/)?.[0];
  return (
    <section className="panel signin">
      <h1>Sign in</h1>
      <p>We email you a link; open it to sign in. No password.</p>
      {error && (
        <p role="alert" className="error">
          Sign-in failed ({error}). Ask for a new link.
        </p>
      )}
      <SignInForm callbackUrl={safe} />
    </section>
  );
}
