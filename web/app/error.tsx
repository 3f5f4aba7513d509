'use client';

/** Anything unexpected: a plain message, never a stack trace. */
export default function ErrorPage({ reset }: { error: Error; reset: () => void }) {
  return (
    <section role="alert" className="panel error-page">
      <h1>Something went wrong</h1>
      <p>The page could not be shown. Try again, or go back to your games.</p>
      <button type="button" onClick={() => reset()}>
        Try again
      </button>{' '}
      <a href="/">My games</a>
    </section>
  );
}
