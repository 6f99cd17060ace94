// The performance targets of the product spec and the original Docusaurus site's numbers, checked
// against one benchmark's results.
import { maximum, median, percentile } from './statistics.ts';
import { formatBytes, formatDuration, formatKilobytes, formatRatio } from './units.ts';
import { outputAt, scaleRatio, type BenchResults, type Measured } from './results.ts';
import { isTimedOut } from './run-build.ts';
import { RSS_GROWTH_LIMIT } from './dev-memory.ts';

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
  measure(results: BenchResults): Measured | undefined;
  format(value: number): string;
  /** Upper limit; none for a metric reported only for comparison. */
  limit?: number;
  docusaurus: string;
  /** Shown when `measure` has nothing, e.g. the 10,000-page run was not requested. */
  missing?: string;
}

const value = (number: number): Measured => ({ value: number });
const tenThousand = (results: BenchResults) => results.synthetic.find((entry) => entry.pages === 10_000)?.run;
const notRequested = 'not run (--pages 1000,10000)';
// Issue #16: a page's weight depends on its place in the docs tree, not on the number of pages.
const SMALL_SITE_PAGES = 100;
const LARGE_SITE_PAGES = 5000;
const pageWeightNotRequested = `not run (--pages ${SMALL_SITE_PAGES},${LARGE_SITE_PAGES})`;
const typicalPageBytes = (results: BenchResults, pages: number) => outputAt(results.synthetic, pages)?.typicalPage.htmlBytes;

// A synthetic build's wall time, or a lower bound when it was stopped; undefined when that size was not requested.
function syntheticWall(results: BenchResults, pages: number): Measured | undefined {
  const run = results.synthetic.find((entry) => entry.pages === pages)?.run;
  if (!run) return undefined;
  return isTimedOut(run) ? { atLeast: run.limitMs } : value(run.wallMs);
}

// The 'search index' step of a finished synthetic build of `pages` pages.
function searchStep(results: BenchResults, pages: number): Measured | undefined {
  const run = results.synthetic.find((entry) => entry.pages === pages)?.run;
  const step = run && !isTimedOut(run) ? run.stats.timings.find((timing) => timing.name === 'search index') : undefined;
  return step ? value(step.ms) : undefined;
}

// Reference numbers: the Docusaurus build of this site, measured before the rewrite. Limits are the product
// spec's, and issue #16's (speed) where it sets one of its own.
const checks: Check[] = [
  { metric: 'Real site, cold build wall (median)', measure: (r) => value(median(r.cold.map((run) => run.wallMs))), format: formatDuration, limit: 1500, docusaurus: '28–31 s' },
  { metric: 'Real site, cold build wall (median), issue #16', measure: (r) => value(median(r.cold.map((run) => run.wallMs))), format: formatDuration, limit: 2500, docusaurus: '28–31 s' },
  { metric: 'Real site, cold build peak RSS (max)', measure: (r) => value(maximum(r.cold.map((run) => run.stats.peakRssBytes))), format: formatBytes, limit: 250e6, docusaurus: '0.8–1.0 GiB' },
  { metric: 'Real site, warm build wall (median)', measure: (r) => value(median(r.warm.map((run) => run.wallMs))), format: formatDuration, limit: 600, docusaurus: '16–22 s' },
  { metric: 'CLI bundle check when current (median)', measure: (r) => value(median(r.cliStartUp.bundleCheckMs)), format: (ms) => `${ms.toFixed(1)} ms`, limit: 50, docusaurus: '—' },
  { metric: '`site.mjs help` wall (median)', measure: (r) => value(median(r.cliStartUp.helpCommandMs)), format: formatDuration, docusaurus: '—' },
  { metric: '`npm start` to first page', measure: (r) => value(r.startToFirstPageMs), format: formatDuration, limit: 2000, docusaurus: '19–29 s' },
  { metric: 'Save to reload (median)', measure: (r) => value(median(r.saveToReloadMs)), format: formatDuration, limit: 100, docusaurus: '0.26–0.40 s' },
  { metric: 'Save to reload (p95)', measure: (r) => value(percentile(r.saveToReloadMs, 95)), format: formatDuration, limit: 100, docusaurus: '0.26–0.40 s' },
  { metric: '`npm start` to first page, cold caches, issue #16', measure: (r) => value(r.startToFirstPageMs), format: formatDuration, limit: 1000, docusaurus: '19–29 s' },
  { metric: 'Save to reload (p95), issue #16', measure: (r) => value(percentile(r.saveToReloadMs, 95)), format: formatDuration, limit: 80, docusaurus: '0.26–0.40 s' },
  { metric: 'Dev server RSS after 500 saves', measure: (r) => value(r.devMemory.rssAfter500SavesBytes), format: formatBytes, docusaurus: '—' },
  // Memory that grows with every save ends in a restart; flat means each build's caches hold only the current site.
  { metric: 'Dev server RSS, 500 saves ÷ 50 saves', measure: (r) => value(r.devMemory.rssAfter500SavesBytes / r.devMemory.rssAfter50SavesBytes), format: formatRatio, limit: RSS_GROWTH_LIMIT, docusaurus: '—' },
  { metric: '1,000 pages, build wall', measure: (r) => syntheticWall(r, 1000), format: formatDuration, limit: 10_000, docusaurus: '—', missing: 'not run (--pages 1000)' },
  // Issue #20: the search step of a cold build (records and terms were collected while compiling).
  { metric: '1,000 pages, search index step (cold build)', measure: (r) => searchStep(r, 1000), format: formatDuration, limit: 1000, docusaurus: '—', missing: 'not run (--pages 1000)' },
  { metric: '10,000 pages, build wall', measure: (r) => syntheticWall(r, 10_000), format: formatDuration, limit: 60_000, docusaurus: '—', missing: notRequested },
  {
    metric: '10,000 pages, peak RSS',
    measure: (r) => {
      const run = tenThousand(r);
      if (!run) return undefined;
      if (!isTimedOut(run)) return value(run.stats.peakRssBytes);
      // Off Linux a stopped build's memory is unknown; a zero lower bound shows that without a verdict.
      return { atLeast: run.peakRssBytes ?? 0 };
    },
    format: formatBytes, limit: 1.0e9, docusaurus: '—', missing: notRequested,
  },
  { metric: 'Per page at 10,000 ÷ per page at 1,000', measure: (r) => scaleRatio(r.synthetic), format: formatRatio, limit: 1.2, docusaurus: '—', missing: notRequested },
  {
    metric: 'Typical page HTML at 5,000 pages',
    measure: (r) => {
      const bytes = typicalPageBytes(r, LARGE_SITE_PAGES);
      return bytes === undefined ? undefined : value(bytes);
    },
    format: formatKilobytes, docusaurus: '—', missing: pageWeightNotRequested,
  },
  {
    metric: 'Typical page HTML, 5,000 pages ÷ 100 pages',
    measure: (r) => {
      const small = typicalPageBytes(r, SMALL_SITE_PAGES);
      const large = typicalPageBytes(r, LARGE_SITE_PAGES);
      return small === undefined || large === undefined ? undefined : value(large / small);
    },
    format: formatRatio, limit: 1.2, docusaurus: '—', missing: pageWeightNotRequested,
  },
  {
    metric: 'Output at 5,000 pages',
    measure: (r) => {
      const output = outputAt(r.synthetic, LARGE_SITE_PAGES);
      return output ? value(output.totalBytes) : undefined;
    },
    format: formatBytes, limit: 150e6, docusaurus: '—', missing: pageWeightNotRequested,
  },
];

// A lower bound fails a limit it already exceeds, and decides nothing otherwise.
function verdictOf(measured: Measured, limit: number | undefined): SummaryRow['verdict'] {
  if (limit === undefined) return '—';
  if ('value' in measured) return measured.value <= limit ? '✅' : '❌';
  return measured.atLeast > limit ? '❌' : '—';
}

/** Returns one row per target: measured value (`>` marks a lower bound), limit and whether it was met. */
export function summarize(results: BenchResults): SummaryRow[] {
  return checks.map((check) => {
    const measured = check.measure(results);
    const target = check.limit === undefined ? '—' : `≤ ${check.format(check.limit)}`;
    if (measured === undefined) return { metric: check.metric, measured: check.missing ?? '—', target, verdict: '—', docusaurus: check.docusaurus };
    const shown = 'value' in measured ? check.format(measured.value) : `> ${check.format(measured.atLeast)} (stopped)`;
    return { metric: check.metric, measured: shown, target, verdict: verdictOf(measured, check.limit), docusaurus: check.docusaurus };
  });
}
