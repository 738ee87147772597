// The geometry of the insights dashboard's charts, drawn as SVG on the server (no script): the daily
// line of a range over the faded line of the range before, and horizontal bars. Pure.

export interface LineChart {
  /** The drawing's box: the plot fills it, stretched to the width the page gives it. */
  width: number;
  height: number;
  /** SVG path data of this range's line and the previous range's. */
  line: string;
  previousLine: string;
  /** This range's points (dots are drawn when there are few). */
  points: { x: number; y: number }[];
  /** The scale from 0 up, evenly spaced from the bottom edge to the top one, with each gridline's y. */
  yTicks: { value: number; y: number }[];
  /** The days labelled under the plot: the first, the middle one of a longer range, and the last. */
  xTicks: number[];
}

/** A round step for about `parts` gridlines up to `max`: 1, 2 or 5 times a power of ten, at least 1. */
export function niceStep(max: number, parts = 4): number {
  if (max <= parts) return 1;
  const raw = max / parts;
  const power = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw)!;
}

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * Both ranges' daily values on one scale: day i of the range before under day i of this one. The y
 * axis starts at 0 and ends on a round number at or above the largest value. The labels are the
 * page's text around the drawing, so they keep their size whatever the drawing is stretched to.
 */
export function lineChart(values: readonly number[], previous: readonly number[], size = { width: 1000, height: 200 }): LineChart {
  const { width, height } = size;
  const max = Math.max(0, ...values, ...previous);
  const step = niceStep(max);
  const top = Math.max(step, Math.ceil(max / step) * step);
  const count = Math.max(values.length, previous.length, 1);
  const x = (i: number) => round(count === 1 ? width / 2 : (i * width) / (count - 1));
  const y = (v: number) => round(height - (v / top) * height);
  const path = (series: readonly number[]) => series.map((v, i) => `${i === 0 ? 'M' : 'L'}${x(i)} ${y(v)}`).join(' ');
  return {
    width,
    height,
    line: path(values),
    previousLine: path(previous),
    points: values.map((v, i) => ({ x: x(i), y: y(v) })),
    yTicks: Array.from({ length: Math.round(top / step) + 1 }, (_, i) => ({ value: i * step, y: y(i * step) })),
    xTicks: count === 1 ? [0] : count < 5 ? [0, count - 1] : [0, Math.floor((count - 1) / 2), count - 1],
  };
}

/** A bar's length as a share of the longest (0 to 100, one decimal), so bars compare within a chart. */
export function barPercent(value: number, largest: number): number {
  if (largest <= 0 || value <= 0) return 0;
  return Math.round((Math.min(value, largest) / largest) * 1000) / 10;
}
