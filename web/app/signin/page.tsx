import { SignInForm } from '@/components/auth/sign-in-form';

export default async function SignIn({ searchParams }: { searchParams: Promise<{ callbackUrl?: string; error?: string }> }) {
  const { callbackUrl, error } = await searchParams;
  const safe = callbackUrl && callbackUrl.startsWith('/') && !callbackUrl.startsWith('//') ? callbackUrl : '/';
  return (
    <section className="panel signin">
      <h1>Sign in</h1>
      <p>We email you a link; open it to sign in. No password.</p>
      {error && <p role="alert" className="error">Sign-in failed ({error}). Ask for a new link.</p>}
      <SignInForm callbackUrl={safe} />
    </section>
  );
}
