import { B, H, L, R, T, W, type ChartScale } from './vp-chart-scale';

/** The grid, the ticks and the axis titles, hidden from screen readers: the chart's name says it all. */
export function ChartAxes({ x, y, xTicks, yTicks }: Pick<ChartScale, 'x' | 'y' | 'xTicks' | 'yTicks'>) {
  return (
    <g className="grid" aria-hidden="true">
      {yTicks.map((v) => (
        <g key={`y${v}`}>
          <line x1={L} x2={W - R} y1={y(v)} y2={y(v)} stroke={v === 0 ? '#999' : '#e2dccd'} />
          <text x={L - 6} y={y(v) + 4} textAnchor="end" fontSize="13">
            {v}
          </text>
        </g>
      ))}
      {xTicks.map((t) => (
        <g key={`x${t}`}>
          <line x1={x(t)} x2={x(t)} y1={H - B} y2={H - B + 4} stroke="#999" />
          <text x={x(t)} y={H - B + 16} textAnchor="middle" fontSize="13">
            {t}
          </text>
        </g>
      ))}
      <line x1={L} x2={W - R} y1={H - B} y2={H - B} stroke="#666" />
      <line x1={L} x2={L} y1={T} y2={H - B} stroke="#666" />
      <text x={(L + W - R) / 2} y={H - 6} textAnchor="middle" fontSize="14">
        Turn
      </text>
      <text
        x={12}
        y={(T + H - B) / 2}
        textAnchor="middle"
        fontSize="14"
        transform={`rotate(-90 12 ${(T + H - B) / 2})`}
      >
        VP
      </text>
    </g>
  );
}
