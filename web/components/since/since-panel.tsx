// "Since your move" at the top of the table and of an answer link's page: what happened since the
// player's last move, as the server wrote it for them (the engine's sinceLines, the same lines the
// mail opens with). Shows nothing when nothing happened. Given the reader's view, a reader who has
// not played a turn yet (they joined after a bot began) reads "Before your first turn" instead
// (the engine's sinceHeading, which heads the mail's lines too).
import { sinceHeading, type GameView } from '@/lib/engine';

export function SincePanel({ lines, view }: { lines: readonly string[] | undefined; view?: GameView | null }) {
  if (!lines?.length) return null;
  return (
    <section className="panel since-panel" aria-labelledby="since-heading">
      <h2 id="since-heading">{view ? sinceHeading(view) : 'Since your move'}</h2>
      <ul>
        {lines.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
