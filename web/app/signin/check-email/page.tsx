import { config } from '@/lib/config';

export const dynamic = 'force-dynamic';

export default function CheckEmail() {
  const viewer = config.mailViewerUrl();
  return (
    <section className="panel signin">
      <h1>Check your email</h1>
      <p>A sign-in link is on its way. It works once, for 24 hours.</p>
      {viewer && (
        <p>
          Running locally: no mail leaves this machine. Open the{' '}
          <a href={viewer} target="_blank" rel="noreferrer">
            local mail viewer
          </a>
          , where the newest mail is on top, and follow its <strong>Sign in</strong> link.
        </p>
      )}
    </section>
  );
}
