import Link from 'next/link';
import type { GameSummary } from '@lambdas/schemas';

export function waited(since: string, now: number): string {
  const mins = Math.max(0, Math.round((now - Date.parse(since)) / 60_000));
  if (mins < 60) return `${mins} min`;
  const hours = Math.round(mins / 60);
  return hours < 48 ? `${hours} h` : `${Math.round(hours / 24)} days`;
}

/** My games: where I owe a decision (longest waiting first), then others', then finished; open invitations. */
export function GameList({ games, now }: { games: GameSummary[]; now: number }) {
  const mine = games.filter((g) => g.status === 'active' && g.yourMove).sort((a, b) => a.updatedAt.localeCompare(b.updatedAt));
  const theirs = games.filter((g) => g.status === 'active' && !g.yourMove);
  const invites = games.filter((g) => g.status === 'open');
  const over = games.filter((g) => g.status === 'over');
  const row = (g: GameSummary, extra?: string) => (
    <li key={g.gameId}>
      <Link href={`/games/${g.gameId}`}>{g.players.join(', ')}</Link>
      {extra && <span className="muted"> — {extra}</span>}
      {g.status === 'over' && <> · <Link href={`/games/${g.gameId}/history`}>history</Link></>}
    </li>
  );
  const section = (title: string, list: GameSummary[], extra?: (g: GameSummary) => string) => (
    <section aria-label={title} className="panel">
      <h2>{title} ({list.length})</h2>
      {list.length === 0 ? <p className="muted">None.</p> : <ul>{list.map((g) => row(g, extra?.(g)))}</ul>}
    </section>
  );
  return (
    <>
      {section('Your move', mine, (g) => `waiting ${waited(g.updatedAt, now)}`)}
      {section('Invitations', invites, (g) => (g.yourMove ? 'open the game to join' : 'waiting for others to join'))}
      {section("Others' move", theirs)}
      {section('Finished', over)}
    </>
  );
}
