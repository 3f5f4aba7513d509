// "Since your move" at the top of the table: what happened since the player's last move, as the
// server wrote it for them (the engine's sinceLines, the same lines the mail opens with). Shows
// nothing when nothing happened.
export function SincePanel({ lines }: { lines: readonly string[] | undefined }) {
  if (!lines?.length) return null;
  return (
    <section className="panel since-panel" aria-labelledby="since-heading">
      <h2 id="since-heading">Since your move</h2>
      <ul>{lines.map((line, i) => <li key={i}>{line}</li>)}</ul>
    </section>
  );
}
