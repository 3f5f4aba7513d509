import type { VpPoint } from '@/lib/engine';
import { ScrollX } from './scroll-x';
import type { VpLine } from './vp-chart-scale';

/** The chart's numbers as a table, folded away: the same VP at every turn, for reading rather than seeing. */
export function VpTable({ points, lines }: { points: readonly VpPoint[]; lines: readonly VpLine[] }) {
  return (
    <details>
      <summary>VP by turn as a table</summary>
      <ScrollX label="VP by turn">
        <table className="vp-table">
          <caption className="visually-hidden">Victory points at the end of each turn</caption>
          <thead>
            <tr>
              <th scope="col">Turn</th>
              {lines.map((l, i) => (
                <th key={i} scope="col">
                  {l.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {points.map((p, k) => (
              <tr key={p.turn}>
                <th scope="row">{p.turn === 0 ? 'start' : p.turn}</th>
                {lines.map((l, i) => (
                  <td key={i}>{l.values[k]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollX>
    </details>
  );
}
