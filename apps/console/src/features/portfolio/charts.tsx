/**
 * Small hand-written SVG charts for the portfolio (ADR 078): no chart library for a handful of
 * bars and lines. Each chart is an image with its text alternative (every value, in words), and
 * the screen always puts the same figures in a table beside it.
 */
export interface Bar {
  label: string;
  /** Parts per million; null: nothing to show. */
  ppm: number | null;
  text: string;
}

const WIDTH = 360;
const BAR_HEIGHT = 22;
const GAP = 8;
const LABEL = 110;

export function BarChart({ title, bars }: { title: string; bars: readonly Bar[] }) {
  const height = bars.length * (BAR_HEIGHT + GAP);
  const alternative = `${title}: ${bars.map((b) => `${b.label} ${b.text}`).join('; ')}`;
  return (
    <svg className="chart" role="img" aria-label={alternative} viewBox={`0 0 ${WIDTH} ${height}`} width="100%" preserveAspectRatio="xMinYMin meet">
      <title>{alternative}</title>
      {bars.map((bar, i) => {
        const y = i * (BAR_HEIGHT + GAP);
        const length = ((WIDTH - LABEL - 60) * Math.min(bar.ppm ?? 0, 1_000_000)) / 1_000_000;
        return (
          <g key={bar.label} aria-hidden="true">
            <text x={0} y={y + 15} className="chart-label">{bar.label}</text>
            <rect x={LABEL} y={y} width={Math.max(length, 1)} height={BAR_HEIGHT} className="chart-bar" />
            <text x={LABEL + length + 4} y={y + 15} className="chart-value">{bar.text}</text>
          </g>
        );
      })}
    </svg>
  );
}

export interface Line {
  label: string;
  /** Parts per million at x = 0, 1, 2, ... */
  points: readonly number[];
}

const LINE_HEIGHT = 180;
const PAD = 28;

/** Lines over months since disbursal, 0 to 100% up the side; the alternative names each line's last value. */
export function LineChart({ title, lines, summary }: { title: string; lines: readonly Line[]; summary: string }) {
  const longest = Math.max(1, ...lines.map((l) => l.points.length - 1));
  const x = (i: number) => PAD + ((WIDTH - 2 * PAD) * i) / longest;
  const y = (ppm: number) => LINE_HEIGHT - PAD - ((LINE_HEIGHT - 2 * PAD) * ppm) / 1_000_000;
  const alternative = `${title}: ${summary}`;
  return (
    <svg className="chart" role="img" aria-label={alternative} viewBox={`0 0 ${WIDTH} ${LINE_HEIGHT}`} width="100%" preserveAspectRatio="xMinYMin meet">
      <title>{alternative}</title>
      <g aria-hidden="true">
        <line x1={PAD} y1={y(0)} x2={WIDTH - PAD} y2={y(0)} className="chart-axis" />
        <line x1={PAD} y1={y(0)} x2={PAD} y2={y(1_000_000)} className="chart-axis" />
        {lines.map((line, n) => (
          <g key={line.label} className={`chart-series chart-series-${n % 6}`}>
            <polyline fill="none" points={line.points.map((ppm, i) => `${x(i)},${y(ppm)}`).join(' ')} />
            <text x={x(line.points.length - 1) + 3} y={y(line.points.at(-1) ?? 0)} className="chart-value">{line.label}</text>
          </g>
        ))}
      </g>
    </svg>
  );
}
