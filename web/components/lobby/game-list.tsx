import Link from 'next/link';
import type { GameSummary } from '@contract/api';
import { SubmitButton } from '@/components/feedback/submit-button';

export function waited(since: string, now: number): string {
  const mins = Math.max(0, Math.round((now - Date.parse(since)) / 60_000));
  if (mins < 1) return 'under a minute';
  if (mins < 60) return `${mins} min`;
  const hours = Math.round(mins / 60);
  return hours < 48 ? `${hours} h` : `${Math.round(hours / 24)} days`;
}

/** Whether a game waits for this player: a decision in a running game, or an invitation to answer. */
export const waitsForMe = (g: GameSummary) => g.yourMove && (g.status === 'active' || g.status === 'open');

/** A form action that leaves the game named by the form's `gameId` (declining, leaving or cancelling it). */
export type LeaveAction = (fd: FormData) => void | Promise<void>;

/**
 * A rematch that waits for this player's answer: its row goes straight to the rematch panel, whose
 * Accept and Decline are the rematch's own (a decline cancels it for all, with a mail), not the lobby's leave.
 */
export const rematchWaits = (g: GameSummary) => g.status === 'open' && !!g.rematchOf && g.yourMove;

/** What leaving an unstarted game means for this seat: the creator (seat 0) cancels it for everyone. */
export const leaveLabel = (g: GameSummary) => (g.seat === 0 ? 'Cancel game' : g.yourMove ? 'Decline' : 'Leave');
const confirmLabel = (g: GameSummary) =>
  g.seat === 0 ? 'Yes, cancel it for everyone' : g.yourMove ? 'Yes, decline the invitation' : 'Yes, leave this game';

/**
 * My games: where I owe a decision (longest waiting first), then invitations (with a way out), others',
 * finished, and games cancelled before they started (kept a few days, so an invitee learns why it went).
 */
/** The line under a game's name: who plays, and whose move it is and what is asked, or how it ended. */
export function gameFacts(g: GameSummary): string {
  const parts: string[] = [];
  if (g.title) parts.push(g.players.join(', '));
  if (g.status === 'active' && g.asked?.length) parts.push(g.asked.join('; '));
  for (const a of g.away ?? []) parts.push(`${a.name} on vacation until ${a.until}`);
  if (g.status === 'over' && g.winners?.length) {
    parts.push(`${g.winners.join(' and ')} won`);
    if (g.scores) parts.push(g.players.map((p, i) => `${p} ${g.scores![i]} VP`).join(', '));
    parts.push(`ended ${g.updatedAt.slice(0, 10)}`);
  }
  if (g.status === 'over' && g.kingdom?.length) parts.push(`kingdom: ${g.kingdom.join(', ')}`);
  return parts.join(' · ');
}

/** A newcomer's lobby: one way on, not four empty boxes. */
function NoGamesYet() {
  return (
    <section aria-label="No games yet" className="panel">
      <h2>No games yet</h2>
      <p>
        Start one against a bot to learn the cards (about ten minutes), or invite friends by email: each of you moves
        whenever it suits you, and a mail says when it is your move.
      </p>
      <p>
        <Link href="/games/new" className="button-link">
          Start your first game
        </Link>
      </p>
    </section>
  );
}

export function GameList({ games, now, leave }: { games: GameSummary[]; now: number; leave?: LeaveAction }) {
  if (games.length === 0) return <NoGamesYet />;
  const mine = games
    .filter((g) => g.status === 'active' && g.yourMove)
    .sort((a, b) => a.updatedAt.localeCompare(b.updatedAt));
  const theirs = games.filter((g) => g.status === 'active' && !g.yourMove);
  const invites = games.filter((g) => g.status === 'open');
  const over = games.filter((g) => g.status === 'over');
  const cancelled = games.filter((g) => g.status === 'cancelled');
  const row = (g: GameSummary, extra?: string) => {
    const name = g.title ?? g.players.join(', ');
    const facts = gameFacts(g);
    return (
      <li key={g.gameId}>
        {g.status === 'cancelled' ? (
          <span>{name}</span>
        ) : (
          <Link href={`/games/${g.gameId}${rematchWaits(g) ? '#rematch' : ''}`}>{name}</Link>
        )}
        {extra && <span className="muted"> — {extra}</span>}
        {facts && <div className="small game-facts">{facts}</div>}
        {g.status === 'over' && (
          <>
            {' '}
            · <Link href={`/games/${g.gameId}/history`}>history</Link>
          </>
        )}
        {g.status === 'open' && leave && !rematchWaits(g) && (
          // Two steps (no script needed): leaving cannot be undone, and cancelling ends it for everyone.
          <details style={{ display: 'inline-block', marginLeft: '0.5em' }}>
            <summary>{leaveLabel(g)}…</summary>
            <form action={leave}>
              <input type="hidden" name="gameId" value={g.gameId} />
              <SubmitButton busyLabel="Sending…">{confirmLabel(g)}</SubmitButton>
            </form>
          </details>
        )}
      </li>
    );
  };
  const section = (title: string, list: GameSummary[], extra?: (g: GameSummary) => string) => (
    <section aria-label={title} className="panel">
      <h2>
        {title} ({list.length})
      </h2>
      {list.length === 0 ? <p className="muted">None.</p> : <ul>{list.map((g) => row(g, extra?.(g)))}</ul>}
    </section>
  );
  return (
    <>
      {section('Your move', mine, (g) => `waiting ${waited(g.updatedAt, now)}`)}
      {section('Invitations', invites, (g) =>
        rematchWaits(g)
          ? `a rematch: open it to accept or decline (proposed ${waited(g.updatedAt, now)} ago)`
          : g.yourMove
            ? `open the game to join (invited ${waited(g.updatedAt, now)} ago)`
            : `waiting for others to join (${waited(g.updatedAt, now)})`,
      )}
      {section("Others' move", theirs, (g) => `their move for ${waited(g.updatedAt, now)}`)}
      {section('Finished', over)}
      {cancelled.length > 0 && section('Cancelled', cancelled, () => 'cancelled before it started')}
    </>
  );
}
