// The performance targets of the product spec and the original Docusaurus site's numbers, checked
// against one benchmark's results.
import { maximum, median, percentile } from './statistics.ts';
import { formatBytes, formatDuration, formatRatio } from './units.ts';
import { scaleRatio, type BenchResults } from './results.ts';

/** One line of the summary table. */
export interface SummaryRow {
  metric: string;
  measured: string;
  target: string;
  verdict: '✅' | '❌' | '—';
  docusaurus: string;
}

interface Check {
  metric: string;
  measure(results: BenchResults): number | undefined;
  format(value: number): string;
  /** Upper limit; none for a metric reported only for comparison. */
  limit?: number;
  docusaurus: string;
  /** Shown when `measure` has nothing, e.g. the 10,000-page run was not requested. */
  missing?: string;
}

const tenThousand = (results: BenchResults) => results.synthetic.find((entry) => entry.pages === 10_000)?.run;
const notRequested = 'not run (--pages 1000,10000)';

// Reference numbers: the Docusaurus build of this site, measured before the rewrite.
const checks: Check[] = [
  { metric: 'Real site, cold build wall (median)', measure: (r) => median(r.cold.map((run) => run.wallMs)), format: formatDuration, limit: 1500, docusaurus: '28–31 s' },
  { metric: 'Real site, cold build peak RSS (max)', measure: (r) => maximum(r.cold.map((run) => run.stats.peakRssBytes)), format: formatBytes, limit: 250e6, docusaurus: '0.8–1.0 GiB' },
  { metric: 'Real site, warm build wall (median)', measure: (r) => median(r.warm.map((run) => run.wallMs)), format: formatDuration, docusaurus: '16–22 s' },
  { metric: '`npm start` to first page', measure: (r) => r.startToFirstPageMs, format: formatDuration, limit: 2000, docusaurus: '19–29 s' },
  { metric: 'Save to reload (median)', measure: (r) => median(r.saveToReloadMs), format: formatDuration, limit: 100, docusaurus: '0.26–0.40 s' },
  { metric: 'Save to reload (p95)', measure: (r) => percentile(r.saveToReloadMs, 95), format: formatDuration, limit: 100, docusaurus: '0.26–0.40 s' },
  { metric: '10,000 pages, build wall', measure: (r) => tenThousand(r)?.wallMs, format: formatDuration, limit: 60_000, docusaurus: '—', missing: notRequested },
  { metric: '10,000 pages, peak RSS', measure: (r) => tenThousand(r)?.stats.peakRssBytes, format: formatBytes, limit: 1.5e9, docusaurus: '—', missing: notRequested },
  { metric: 'Per page at 10,000 ÷ per page at 1,000', measure: (r) => scaleRatio(r.synthetic), format: formatRatio, limit: 1.3, docusaurus: '—', missing: notRequested },
];

/** Returns one row per target: measured value, limit and whether it was met. */
export function summarize(results: BenchResults): SummaryRow[] {
  return checks.map((check) => {
    const value = check.measure(results);
    const target = check.limit === undefined ? '—' : `≤ ${check.format(check.limit)}`;
    if (value === undefined) return { metric: check.metric, measured: check.missing ?? '—', target, verdict: '—', docusaurus: check.docusaurus };
    const verdict = check.limit === undefined ? '—' : value <= check.limit ? '✅' : '❌';
    return { metric: check.metric, measured: check.format(value), target, verdict, docusaurus: check.docusaurus };
  });
}
