/** One bar of a histogram: values in [fromValue, toValue) (the last bar includes its upper edge). */
export interface HistogramBin {
  fromValue: number;
  toValue: number;
  count: number;
}

export interface HistogramRange {
  low: number;
  high: number;
}

/**
 * The range a histogram of a measurement spans: its observed values and its limits, so both limit
 * lines are on the chart, widened by half a bin width on each side. A single value gets ±1 % (or ±1).
 */
export function histogramRange(
  observedMin: number,
  observedMax: number,
  lsl: number | null,
  usl: number | null,
  bins: number,
): HistogramRange {
  let low = Math.min(observedMin, lsl ?? observedMin);
  let high = Math.max(observedMax, usl ?? observedMax);
  if (high === low) {
    const pad = low === 0 ? 1 : Math.abs(low) * 0.01;
    return { low: low - pad, high: high + pad };
  }
  const margin = (high - low) / bins / 2;
  low -= margin;
  high += margin;
  return { low, high };
}

/** Which bin a value falls in (clamped to the first and last bin). */
export function binIndex(value: number, range: HistogramRange, bins: number): number {
  const i = Math.floor(((value - range.low) / (range.high - range.low)) * bins);
  return Math.min(bins - 1, Math.max(0, i));
}

/** Counts per bin of `values` over `range` (equal widths). Non-finite values are left out. */
export function histogramOf(values: readonly number[], range: HistogramRange, bins: number): HistogramBin[] {
  const width = (range.high - range.low) / bins;
  const out: HistogramBin[] = Array.from({ length: bins }, (_, i) => ({
    fromValue: range.low + i * width,
    toValue: range.low + (i + 1) * width,
    count: 0,
  }));
  for (const v of values) if (Number.isFinite(v)) out[binIndex(v, range, bins)]!.count++;
  return out;
}
