import Link from 'next/link';
import { GameSetup } from '@/components/lobby/game-setup';
import { JoinForm } from '@/components/lobby/join-form';
import { GameClient } from '@/components/table/game-client';
import { SubmitButton } from '@/components/feedback/submit-button';
import { AwayNote } from '@/components/table/away-note';
import { randomUUID } from 'node:crypto';
import { ChatPanel } from '@/components/chat/chat-panel';
import { loadChat, muteChatFromForm, postChatFromForm } from './chat-actions';
import { joinFromForm, loadTable, sendMove, sendUndo, startNowFromForm } from './actions';
import { RematchPanel } from '@/components/table/rematch-panel';
import { answerRematch, loadRematch, proposeRematch } from './rematch-actions';

export const dynamic = 'force-dynamic';

export default async function GamePage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams?: Promise<{ chatError?: string }>;
}) {
  const { id } = await params;
  const data = await loadTable(id);
  const chatError = (await searchParams)?.chatError;
  if (!data.ok) {
    return (
      <section role="alert" className="panel error-page">
        <h1>This game cannot be shown</h1>
        <p>{data.message}</p>
        <p>
          <Link href="/">My games</Link>
        </p>
      </section>
    );
  }
  // A finished game's rematch, or this game's own while it is a rematch waiting for answers.
  const finished = !!data.view?.result && !data.spectator;
  const rematch = finished || data.about?.rematchOf ? await loadRematch(id) : null;
  // The chat of a game that has started (before, nobody has a seat to speak from); one that cannot be read shows none.
  const chat = data.status === 'open' ? null : await loadChat(id);
  return (
    <>
      <h1 className={data.about ? 'game-title' : 'visually-hidden'}>{data.about?.title ?? `Game ${id}`}</h1>
      <p className="game-links">
        <Link href={`/games/${id}/history`}>History</Link> · <Link href={`/games/${id}/log`}>Log</Link> ·{' '}
        <Link href="/rulings">Rulings</Link>
      </p>
      <AwayNote away={data.away} about={data.about} />
      {data.spectator && (
        <p className="panel spectator-note" role="note">
          You are watching this public game: you see what anyone without a seat sees, never a hand.
        </p>
      )}
      {data.status === 'open' && data.about && (
        <GameSetup setup={data.about} joined={data.joined} seats={data.seats} seat={data.seat ?? undefined} />
      )}
      {data.status === 'open' && data.seat === 0 && data.seats?.some((s) => s.free) && (
        <form action={startNowFromForm} className="panel start-now">
          <input type="hidden" name="gameId" value={id} />
          <p>Free seats are waiting for players from Open games. Or start now, a normal bot in each free seat:</p>
          <SubmitButton busyLabel="Starting…">Start now with bots</SubmitButton>
        </form>
      )}
      {data.status === 'open' && !data.joined && (
        <JoinForm
          gameId={id}
          suggested={data.seats?.find((s) => s.seat === data.seat)?.name ?? ''}
          action={joinFromForm}
        />
      )}
      {rematch?.ok && (
        <RematchPanel
          gameId={id}
          initial={rematch.rematch}
          finished={finished}
          propose={proposeRematch}
          answer={answerRematch}
        />
      )}
      {/* Keyed by status: once the last player joins, the table starts from the fresh data. */}
      <GameClient key={data.status} gameId={id} initial={data} load={loadTable} send={sendMove} sendUndo={sendUndo} />
      {chat?.ok && (
        <ChatPanel
          gameId={id}
          chat={chat.chat}
          formKey={`web-${randomUUID()}`}
          error={typeof chatError === 'string' ? chatError : undefined}
          post={postChatFromForm}
          mute={muteChatFromForm}
        />
      )}
    </>
  );
}
