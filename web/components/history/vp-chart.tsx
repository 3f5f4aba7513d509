import type { VpPoint } from '@/lib/engine';
import { ScrollX } from './scroll-x';
import { ChartAxes } from './vp-chart-axes';
import { VpLegend, strokeOf } from './vp-chart-legend';
import { B, chartScale, H, T, W, type VpLine } from './vp-chart-scale';
import { VpTable } from './vp-table';

// Still importable from here, as before the chart's parts had files of their own.
export { strokeOf } from './vp-chart-legend';
export { niceStep, type VpLine } from './vp-chart-scale';

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
export function VpChart({
  points,
  names,
  over,
  currentTurn,
}: {
  points: VpPoint[];
  /** Names of the lines, in the order of each point's `vp`. */
  names: string[];
  over: boolean;
  /** The turn under way at the step being shown. */
  currentTurn?: number;
}) {
  const lines: VpLine[] = names.map((name, i) => ({ name, values: points.map((p) => p.vp[i]) }));
  const { maxTurn, x, y, xTicks, yTicks } = chartScale(points, lines);
  const summary = chartSummary(points, lines, over);
  return (
    <section aria-labelledby="vp-h" className="panel vp-chart">
      <h2 id="vp-h">{over ? 'Victory points over the game' : 'Your victory points so far'}</h2>
      {points.length < 2 ? (
        <p className="muted">No turn has ended yet.</p>
      ) : (
        <>
          <ScrollX label="VP chart">
            <svg
              viewBox={`0 0 ${W} ${H}`}
              role="img"
              aria-label={summary}
              className="chart"
              preserveAspectRatio="xMidYMid meet"
            >
              <ChartAxes x={x} y={y} xTicks={xTicks} yTicks={yTicks} />
              {currentTurn !== undefined && currentTurn <= maxTurn && (
                <line
                  className="now"
                  x1={x(currentTurn)}
                  x2={x(currentTurn)}
                  y1={T}
                  y2={H - B}
                  stroke="#e0a800"
                  strokeWidth="2"
                  strokeDasharray="3 3"
                />
              )}
              {lines.map((l, i) => (
                <polyline
                  key={l.name + i}
                  fill="none"
                  stroke={strokeOf(i).color}
                  strokeWidth="2.5"
                  strokeDasharray={strokeOf(i).dash}
                  strokeLinejoin="round"
                  points={points.map((p, k) => `${x(p.turn).toFixed(1)},${y(l.values[k]).toFixed(1)}`).join(' ')}
                />
              ))}
            </svg>
          </ScrollX>
          <VpLegend lines={lines} currentTurn={currentTurn} maxTurn={maxTurn} />
          <VpTable points={points} lines={lines} />
        </>
      )}
    </section>
  );
}
