// The VP chart's geometry: the SVG's size and margins, and the scales that place a turn and a VP
// total on it, with round ticks for both axes.
import type { VpPoint } from '@/lib/engine';

/** A round step (1, 2 or 5 × 10^k) giving about `parts` intervals over `span`. */
export function niceStep(span: number, parts: number): number {
  const raw = Math.max(span, 1) / parts;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * mag).find((s) => s >= raw)!;
  return Math.max(1, step);
}

export interface VpLine {
  name: string;
  values: number[];
}

/** The SVG's width and height and its left, right, top and bottom margins, in viewBox units. */
export const W = 640,
  H = 260,
  L = 44,
  R = 14,
  T = 12,
  B = 40;

export interface ChartScale {
  /** The last turn on the x axis (at least 1). */
  maxTurn: number;
  /** Where a turn is across, and a VP total up, in viewBox units. */
  x: (turn: number) => number;
  y: (vp: number) => number;
  xTicks: number[];
  yTicks: number[];
}

/** The axes fitted to the lines: y from 0 (or the lowest total) to the highest, both in round steps. */
export function chartScale(points: readonly VpPoint[], lines: readonly VpLine[]): ChartScale {
  const maxTurn = Math.max(1, points.at(-1)?.turn ?? 1);
  const all = lines.flatMap((l) => l.values);
  const yStep = niceStep(Math.max(...all, 1) - Math.min(...all, 0), 5);
  const lo = Math.floor(Math.min(0, ...all) / yStep) * yStep;
  const hi = Math.max(yStep, Math.ceil(Math.max(1, ...all) / yStep) * yStep);
  const x = (turn: number) => L + ((W - L - R) * turn) / maxTurn;
  const y = (vp: number) => T + ((H - T - B) * (hi - vp)) / (hi - lo);
  const xStep = niceStep(maxTurn, 8);
  const xTicks = Array.from({ length: Math.floor(maxTurn / xStep) + 1 }, (_, i) => i * xStep);
  const yTicks = Array.from({ length: Math.round((hi - lo) / yStep) + 1 }, (_, i) => lo + i * yStep);
  return { maxTurn, x, y, xTicks, yTicks };
}
