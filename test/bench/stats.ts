/** Order statistics over one side's loads. */

/** The q-quantile with linear interpolation between ranks (R's type 7, the spreadsheet default). */
export function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const position = (sorted.length - 1) * q;
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  const a = sorted[lower]!;
  const b = sorted[upper]!;
  return a + (b - a) * (position - lower);
}

export interface Summary {
  n: number;
  median: number;
  p10: number;
  p90: number;
  min: number;
  max: number;
}

export function summarize(values: number[]): Summary {
  return {
    n: values.length,
    median: quantile(values, 0.5),
    p10: quantile(values, 0.1),
    p90: quantile(values, 0.9),
    min: Math.min(...values),
    max: Math.max(...values),
  };
}

/** Index of the value closest to the median (the lower one on a tie): the load a timeline picture shows. */
export function medianIndex(values: number[]): number {
  const median = quantile(values, 0.5);
  let best = 0;
  values.forEach((v, i) => {
    if (Math.abs(v - median) < Math.abs(values[best]! - median)) best = i;
  });
  return best;
}
