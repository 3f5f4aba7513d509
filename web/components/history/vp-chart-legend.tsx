import type { VpLine } from './vp-chart-scale';

/** One colour and dash pattern per line, so lines differ without colour too. */
const STROKES: { color: string; dash?: string }[] = [
  { color: '#2f5d8a' },
  { color: '#b5471b', dash: '7 4' },
  { color: '#3c7d3f', dash: '2 3' },
  { color: '#7a3b8a', dash: '9 3 2 3' },
  { color: '#9a7400', dash: '4 4' },
  { color: '#444', dash: '1 3' },
];
export const strokeOf = (i: number) => STROKES[i % STROKES.length];

/** Each line's stroke beside its name and final VP, and what the marker at the step shown means. */
export function VpLegend({
  lines,
  currentTurn,
  maxTurn,
}: {
  lines: readonly VpLine[];
  currentTurn?: number;
  maxTurn: number;
}) {
  return (
    <ul className="vp-legend" aria-label="Legend">
      {lines.map((l, i) => (
        <li key={l.name + i}>
          <svg width="28" height="10" aria-hidden="true">
            <line
              x1="0"
              x2="28"
              y1="5"
              y2="5"
              stroke={strokeOf(i).color}
              strokeWidth="2.5"
              strokeDasharray={strokeOf(i).dash}
            />
          </svg>{' '}
          {l.name}: {l.values.at(-1)} VP
        </li>
      ))}
      {currentTurn !== undefined && currentTurn <= maxTurn && (
        <li className="muted">dotted yellow: turn {currentTurn}, the step shown</li>
      )}
    </ul>
  );
}
