// "Since your move" at the top of the table: what happened since the player's last move, as the
// server wrote it for them (the engine's sinceLines, the same lines the mail opens with). Shows
// nothing when nothing happened. `firstTurn`: the reader has not played a turn yet (a player who
// joins after a bot began reads "Before your first turn", not "Since your move").
export function SincePanel({ lines, firstTurn = false }: { lines: readonly string[] | undefined; firstTurn?: boolean }) {
  if (!lines?.length) return null;
  return (
    <section className="panel since-panel" aria-labelledby="since-heading">
      <h2 id="since-heading">{firstTurn ? 'Before your first turn' : 'Since your move'}</h2>
      <ul>{lines.map((line, i) => <li key={i}>{line}</li>)}</ul>
    </section>
  );
}
