// A player's rating over their rated games, as a small inline SVG line: no chart library, scales
// to its box (a phone's width too), and says in words what it shows for screen readers.
import type { RatingPoint } from '@contract/api';

const W = 320;
const H = 120;
const PAD = 8;

export function RatingChart({ history }: { history: readonly RatingPoint[] }) {
  if (history.length < 2) return null;
  const ratings = history.map((p) => p.rating);
  const lo = Math.min(...ratings);
  const hi = Math.max(...ratings);
  const span = Math.max(1, hi - lo);
  const x = (i: number) => PAD + (i * (W - 2 * PAD)) / (history.length - 1);
  const y = (r: number) => H - PAD - ((r - lo) * (H - 2 * PAD)) / span;
  const points = history.map((p, i) => `${x(i).toFixed(1)},${y(p.rating).toFixed(1)}`).join(' ');
  const summary = `Rating over the last ${history.length} rated games: from ${ratings[0]} to ${ratings.at(-1)}, lowest ${lo}, highest ${hi}.`;
  return (
    <figure className="rating-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary} preserveAspectRatio="none">
        <polyline points={points} fill="none" stroke="currentColor" strokeWidth="2" vectorEffect="non-scaling-stroke" />
      </svg>
      <figcaption className="muted">
        {hi} highest · {lo} lowest
      </figcaption>
    </figure>
  );
}
