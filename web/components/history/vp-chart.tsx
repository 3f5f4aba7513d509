import type { VpPoint } from '@/lib/engine';
import { ScrollX } from './scroll-x';

/** One colour and dash pattern per line, so lines differ without colour too. */
const STROKES: { color: string; dash?: string }[] = [
  { color: '#2f5d8a' }, { color: '#b5471b', dash: '7 4' }, { color: '#3c7d3f', dash: '2 3' },
  { color: '#7a3b8a', dash: '9 3 2 3' }, { color: '#9a7400', dash: '4 4' }, { color: '#444', dash: '1 3' },
];
export const strokeOf = (i: number) => STROKES[i % STROKES.length];

/** A round step (1, 2 or 5 × 10^k) giving about `parts` intervals over `span`. */
export function niceStep(span: number, parts: number): number {
  const raw = Math.max(span, 1) / parts;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * mag).find((s) => s >= raw)!;
  return Math.max(1, step);
}

export interface VpLine { name: string; values: number[] }

const W = 640, H = 260, L = 44, R = 14, T = 12, B = 40;

/** What the chart shows, in words (its accessible name). */
export function chartSummary(points: readonly VpPoint[], lines: readonly VpLine[], over: boolean): string {
  const last = points.at(-1);
  if (!last) return 'No turns yet.';
  const now = lines.map((l) => `${l.name} ${l.values.at(-1)}`).join(', ');
  return `Victory points over ${last.turn} ${last.turn === 1 ? 'turn' : 'turns'}; ${over ? 'final' : 'after the last finished turn'}: ${now}.`;
}

/**
 * Each line's VP at the start (turn 0) and at the end of every turn, as an inline SVG line chart
 * with labelled axes, a legend, a marker at the turn being shown, and the same numbers as a table.
 */
export function VpChart({ points, names, over, currentTurn }: {
  points: VpPoint[];
  /** Names of the lines, in the order of each point's `vp`. */
  names: string[];
  over: boolean;
  /** The turn under way at the step being shown. */
  currentTurn?: number;
}) {
  const lines: VpLine[] = names.map((name, i) => ({ name, values: points.map((p) => p.vp[i]) }));
  const all = lines.flatMap((l) => l.values);
  const maxTurn = Math.max(1, points.at(-1)?.turn ?? 1);
  const yStep = niceStep(Math.max(...all, 1) - Math.min(...all, 0), 5);
  const lo = Math.floor(Math.min(0, ...all) / yStep) * yStep;
  const hi = Math.max(yStep, Math.ceil(Math.max(1, ...all) / yStep) * yStep);
  const x = (turn: number) => L + ((W - L - R) * turn) / maxTurn;
  const y = (vp: number) => T + ((H - T - B) * (hi - vp)) / (hi - lo);
  const xStep = niceStep(maxTurn, 8);
  const xTicks = Array.from({ length: Math.floor(maxTurn / xStep) + 1 }, (_, i) => i * xStep);
  const yTicks = Array.from({ length: Math.round((hi - lo) / yStep) + 1 }, (_, i) => lo + i * yStep);
  const summary = chartSummary(points, lines, over);
  return (
    <section aria-labelledby="vp-h" className="panel vp-chart">
      <h2 id="vp-h">{over ? 'Victory points over the game' : 'Your victory points so far'}</h2>
      {points.length < 2 ? <p className="muted">No turn has ended yet.</p> : (
        <>
          <ScrollX label="VP chart"><svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary} className="chart" preserveAspectRatio="xMidYMid meet">
            <g className="grid" aria-hidden="true">
              {yTicks.map((v) => (
                <g key={`y${v}`}>
                  <line x1={L} x2={W - R} y1={y(v)} y2={y(v)} stroke={v === 0 ? '#999' : '#e2dccd'} />
                  <text x={L - 6} y={y(v) + 4} textAnchor="end" fontSize="13">{v}</text>
                </g>
              ))}
              {xTicks.map((t) => (
                <g key={`x${t}`}>
                  <line x1={x(t)} x2={x(t)} y1={H - B} y2={H - B + 4} stroke="#999" />
                  <text x={x(t)} y={H - B + 16} textAnchor="middle" fontSize="13">{t}</text>
                </g>
              ))}
              <line x1={L} x2={W - R} y1={H - B} y2={H - B} stroke="#666" />
              <line x1={L} x2={L} y1={T} y2={H - B} stroke="#666" />
              <text x={(L + W - R) / 2} y={H - 6} textAnchor="middle" fontSize="14">Turn</text>
              <text x={12} y={(T + H - B) / 2} textAnchor="middle" fontSize="14" transform={`rotate(-90 12 ${(T + H - B) / 2})`}>VP</text>
            </g>
            {currentTurn !== undefined && currentTurn <= maxTurn && (
              <line className="now" x1={x(currentTurn)} x2={x(currentTurn)} y1={T} y2={H - B} stroke="#e0a800" strokeWidth="2" strokeDasharray="3 3" />
            )}
            {lines.map((l, i) => (
              <polyline key={l.name + i} fill="none" stroke={strokeOf(i).color} strokeWidth="2.5" strokeDasharray={strokeOf(i).dash}
                strokeLinejoin="round" points={points.map((p, k) => `${x(p.turn).toFixed(1)},${y(l.values[k]).toFixed(1)}`).join(' ')} />
            ))}
          </svg></ScrollX>
          <ul className="vp-legend" aria-label="Legend">
            {lines.map((l, i) => (
              <li key={l.name + i}>
                <svg width="28" height="10" aria-hidden="true"><line x1="0" x2="28" y1="5" y2="5" stroke={strokeOf(i).color} strokeWidth="2.5" strokeDasharray={strokeOf(i).dash} /></svg>
                {' '}{l.name}: {l.values.at(-1)} VP
              </li>
            ))}
            {currentTurn !== undefined && currentTurn <= maxTurn && <li className="muted">dotted yellow: turn {currentTurn}, the step shown</li>}
          </ul>
          <details>
            <summary>VP by turn as a table</summary>
            <ScrollX label="VP by turn">
              <table className="vp-table">
                <caption className="visually-hidden">Victory points at the end of each turn</caption>
                <thead><tr><th scope="col">Turn</th>{lines.map((l, i) => <th key={i} scope="col">{l.name}</th>)}</tr></thead>
                <tbody>
                  {points.map((p, k) => (
                    <tr key={p.turn}><th scope="row">{p.turn === 0 ? 'start' : p.turn}</th>{lines.map((l, i) => <td key={i}>{l.values[k]}</td>)}</tr>
                  ))}
                </tbody>
              </table>
            </ScrollX>
          </details>
        </>
      )}
    </section>
  );
}
