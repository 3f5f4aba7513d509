import { CardLabel } from '@/components/cards/card-label';
import type { DeckComposition } from '@/lib/engine';
import { ScrollX } from './scroll-x';

/** Card names over all decks, most copies overall first (then by name). */
export function deckRows(decks: readonly DeckComposition[]): { card: string; counts: number[]; total: number }[] {
  const cards = [...new Set(decks.flatMap((d) => Object.keys(d)))];
  return cards
    .map((card) => {
      const counts = decks.map((d) => d[card] ?? 0);
      return { card, counts, total: counts.reduce((a, b) => a + b, 0) };
    })
    .sort((a, b) => b.total - a.total || (a.card < b.card ? -1 : a.card > b.card ? 1 : 0));
}

/** Each player's final deck: how many of each card they ended with, wherever it was. */
export function DeckTable({ decks, names }: { decks: DeckComposition[]; names: string[] }) {
  const rows = deckRows(decks);
  const sizes = decks.map((d) => Object.values(d).reduce((a, b) => a + b, 0));
  return (
    <section aria-labelledby="decks-h" className="panel decks">
      <h2 id="decks-h">Final deck composition</h2>
      <ScrollX label="Final decks">
        <table className="deck-table">
          <caption className="visually-hidden">Cards each player ended with</caption>
          <thead>
            <tr>
              <th scope="col">Card</th>
              {names.map((n, i) => (
                <th key={i} scope="col">
                  {n}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.card}>
                <th scope="row">
                  <CardLabel name={r.card} />
                </th>
                {r.counts.map((c, i) => (
                  <td key={i} className={c === 0 ? 'muted' : undefined}>
                    {c}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">All cards</th>
              {sizes.map((s, i) => (
                <td key={i}>{s}</td>
              ))}
            </tr>
          </tfoot>
        </table>
      </ScrollX>
    </section>
  );
}
