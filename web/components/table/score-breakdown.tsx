// Where each player's VP came from at the end of the game: the engine's breakdown (cards with VP by
// name, Curses, VP tokens, each Landmark that scores), in the words the result mail uses.
import { scoreParts, type GameView } from '@/lib/engine';

export function ScoreBreakdowns({ view }: { view: GameView }) {
  if (!view.breakdown) return null;
  return (
    // Labelled, not headed: the result's one heading says who won.
    <section aria-label="Where the VP came from" className="breakdowns">
      <p className="breakdowns-title">Where the VP came from</p>
      {view.breakdown.map((b, i) => {
        const name = view.players[i]?.name ?? `Player ${i + 1}`;
        const parts = scoreParts(b);
        return (
          <table key={i} className="breakdown">
            <caption>{name}</caption>
            <tbody>
              {parts.map((p) => (
                <tr key={p.label}>
                  <th scope="row">{p.label}</th>
                  <td>{p.vp}</td>
                </tr>
              ))}
              {parts.length === 0 && (
                <tr>
                  <th scope="row">Nothing that scores</th>
                  <td>0</td>
                </tr>
              )}
              <tr className="total">
                <th scope="row">Total</th>
                <td>{b.total}</td>
              </tr>
            </tbody>
          </table>
        );
      })}
    </section>
  );
}
