// GET /games/<id>/answer?token=… — an answer link from a mail. It only shows (a GET never moves: mail
// scanners open links): the answer and the question, the game as the player sees it, and one button
// that makes the move. Works signed out: the link's own token is the player's, for this answer only.
import type { Metadata } from 'next';
import Link from 'next/link';
import { AnswerPage } from '@/components/answer/answer-page';
import { confirmAnswer, loadAnswerLink } from './actions';

export const dynamic = 'force-dynamic';
// The address holds a token: not for search engines, and not sent on to other sites.
export const metadata: Metadata = {
  title: 'Your answer · Dominion by Mail',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

export default async function AnswerLinkPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { id } = await params;
  const { token } = await searchParams;
  const data = await loadAnswerLink(id, token);
  if (!data.ok) {
    return (
      <section role="alert" className="panel error-page">
        <h1>This link cannot be used</h1>
        <p>{data.message}</p>
        <p>
          <Link href="/">My games</Link>
        </p>
      </section>
    );
  }
  return (
    <AnswerPage
      gameId={id}
      token={token as string}
      link={data.link}
      label={data.label}
      view={data.view}
      since={data.since}
      confirm={confirmAnswer}
    />
  );
}
