// Summary statistics for a handful of timing samples.

function sorted(samples: readonly number[]): number[] {
  if (samples.length === 0) throw new Error('no samples');
  return [...samples].sort((a, b) => a - b);
}

/** Returns the median (the mean of the two middle samples when the count is even). */
export function median(samples: readonly number[]): number {
  const values = sorted(samples);
  const middle = Math.floor(values.length / 2);
  return values.length % 2 === 1 ? values[middle]! : (values[middle - 1]! + values[middle]!) / 2;
}

/**
 * Returns the p-th percentile (0–100) by linear interpolation between closest ranks (numpy's default).
 * With 10 samples nearest-rank p95 would simply be the maximum; interpolating keeps one outlier from
 * being the whole answer while still weighting it heavily.
 */
export function percentile(samples: readonly number[], p: number): number {
  if (p < 0 || p > 100) throw new RangeError(`percentile ${p} is outside 0–100`);
  const values = sorted(samples);
  const position = (values.length - 1) * (p / 100);
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  return values[lower]! + (values[upper]! - values[lower]!) * (position - lower);
}

/** Returns the smallest sample. */
export function minimum(samples: readonly number[]): number {
  return sorted(samples)[0]!;
}

/** Returns the largest sample. */
export function maximum(samples: readonly number[]): number {
  return sorted(samples).at(-1)!;
}
