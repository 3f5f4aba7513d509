// "Since your move" at the top of the table and of an answer link's page: what happened since the
// player's last move, as the server wrote it for them (the engine's sinceLines, the same lines the
// mail opens with). Shows nothing when nothing happened. Given the reader's view, a reader who has
// not played a turn yet (they joined after a bot began) reads "Before your first turn" instead.
import type { GameView } from '@/lib/engine';

/** The viewer has not finished a turn yet: none begun, or their first is the one in progress. */
export function beforeFirstTurn(v: GameView): boolean {
  const me = v.viewer === null ? undefined : v.players[v.viewer];
  return !!me && me.turnsTaken <= (v.turn.player === v.viewer ? 1 : 0);
}

export function SincePanel({ lines, view }: { lines: readonly string[] | undefined; view?: GameView | null }) {
  if (!lines?.length) return null;
  return (
    <section className="panel since-panel" aria-labelledby="since-heading">
      <h2 id="since-heading">{view && beforeFirstTurn(view) ? 'Before your first turn' : 'Since your move'}</h2>
      <ul>{lines.map((line, i) => <li key={i}>{line}</li>)}</ul>
    </section>
  );
}
