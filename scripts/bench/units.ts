// Human-readable durations, sizes and rates for the report.

/** Formats milliseconds: `85 ms` below one second, `1.23 s` from there on. */
export function formatDuration(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
}

/** Formats a byte count in decimal megabytes (10^6), the unit the targets are stated in. */
export function formatBytes(bytes: number): string {
  return bytes >= 1e9 ? `${(bytes / 1e9).toFixed(2)} GB` : `${Math.round(bytes / 1e6)} MB`;
}

/** Formats a byte count in decimal kilobytes (10^3), for one page's HTML. */
export function formatKilobytes(bytes: number): string {
  return `${(bytes / 1e3).toFixed(1)} kB`;
}

/** Formats a per-item time with enough precision for values well below a millisecond. */
export function formatPerItem(ms: number): string {
  return `${ms.toFixed(ms < 10 ? 2 : 1)} ms`;
}

/** Formats a ratio such as `1.08×`. */
export function formatRatio(ratio: number): string {
  return `${ratio.toFixed(2)}×`;
}

/** Formats a throughput such as `4.2 routes/s`. */
export function formatRate(count: number, ms: number, unit: string): string {
  const perSecond = count / (ms / 1000);
  return `${perSecond.toFixed(perSecond < 10 ? 1 : 0)} ${unit}/s`;
}
