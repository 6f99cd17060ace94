import { describe, expect, test } from 'vitest';
import { parseBenchArgs } from '../../scripts/bench/args.ts';
import { formatReport } from '../../scripts/bench/report.ts';
import type { OutputWeight } from '../../scripts/bench/output-weight.ts';
import type { BenchResults } from '../../scripts/bench/results.ts';
import type { BuildRun } from '../../scripts/bench/run-build.ts';
import { summarize } from '../../scripts/bench/targets.ts';

const timings = [{ name: 'compile markdown', ms: 300 }, { name: 'render pages', ms: 200 }];
const build = (wallMs: number, routes: number, peakRssBytes = 150e6): BuildRun => ({ wallMs, stats: { routes, warnings: 0, durationMs: wallMs - 300, timings, peakRssBytes } });

const results: BenchResults = {
  machine: { node: 'v20', platform: 'linux', cpu: 'cpu', cpuCount: 2, memoryBytes: 8e9, loadAverage: [0.1, 0.2, 0.3] },
  startedAt: '2025-01-01T00:00:00.000Z',
  cliStartUp: { bundleCheckMs: [3, 2, 4], helpCommandMs: [150, 140, 160] },
  cold: [build(1200, 12), build(1400, 12), build(1300, 12)],
  warm: [build(900, 12), build(800, 12), build(1000, 12)],
  startToFirstPageMs: 1800,
  saveToReloadMs: [40, 50, 60, 70, 80, 90, 60, 50, 40, 300],
  devMemory: { rssAfter50SavesBytes: 200e6, rssAfter500SavesBytes: 240e6 },
  synthetic: [
    { pages: 1000, expectedRoutes: 1020, run: build(10_200, 1020) },
    { pages: 10_000, expectedRoutes: 10_020, run: { timedOut: true, limitMs: 600_000, completedSteps: timings.slice(0, 1), htmlFilesWritten: 3000, peakRssBytes: 1e9 } },
  ],
};

const row = (metric: string) => summarize(results).find((entry) => entry.metric.startsWith(metric))!;

describe('checking results against the targets', () => {
  test('passes a value under its limit and fails one over it', () => {
    expect(row('Real site, cold build wall')).toMatchObject({ measured: '1.30 s', target: '≤ 1.50 s', verdict: '✅', docusaurus: '28–31 s' });
    expect(row('Save to reload (median)').verdict).toBe('✅');
    expect(row('Save to reload (p95)').verdict).toBe('❌');
    expect(row('Dev server RSS, 500 saves ÷ 50 saves')).toMatchObject({ measured: '1.20×', target: '≤ 1.30×', verdict: '✅' });
    const growing = { ...results, devMemory: { rssAfter50SavesBytes: 181e6, rssAfter500SavesBytes: 691e6 } };
    expect(summarize(growing).find((entry) => entry.metric.startsWith('Dev server RSS, 500'))?.verdict).toBe('❌');
  });

  test('checks issue #16\'s targets too: cold and warm builds, the CLI bundle check, 1,000 pages', () => {
    expect(row('Real site, cold build wall (median), issue #16')).toMatchObject({ measured: '1.30 s', target: '≤ 2.50 s', verdict: '✅' });
    expect(row('Real site, warm build wall')).toMatchObject({ measured: '900 ms', target: '≤ 600 ms', verdict: '❌' });
    expect(row('CLI bundle check')).toMatchObject({ measured: '3.0 ms', target: '≤ 50.0 ms', verdict: '✅' });
    expect(row('`site.mjs help`')).toMatchObject({ measured: '150 ms', verdict: '—' });
    expect(row('1,000 pages, build wall')).toMatchObject({ measured: '10.20 s', target: '≤ 10.00 s', verdict: '❌' });
    expect(summarize({ ...results, synthetic: [] }).find((entry) => entry.metric.startsWith('1,000 pages'))?.measured).toBe('not run (--pages 1000)');
  });

  test('reports a stopped 10,000-page build as a lower bound that fails the wall target', () => {
    expect(row('10,000 pages, build wall')).toMatchObject({ measured: '> 600.00 s (stopped)', verdict: '❌' });
    expect(row('Per page at 10,000')).toMatchObject({ measured: '> 5.99× (stopped)', verdict: '❌' });
    // 1 GB so far says nothing yet about the 1 GB limit.
    expect(row('10,000 pages, peak RSS')).toMatchObject({ measured: '> 1.00 GB (stopped)', verdict: '—' });
  });

  test('prints every table, marking the step a stopped build was in', () => {
    const report = formatReport(results);
    for (const heading of ['## Real site (12 routes)', '## Synthetic scale', '## Build steps', '## Targets']) expect(report).toContain(heading);
    expect(report).toMatch(/\| render pages .*\| +unfinished \|/);
    expect(report).toMatch(/\| RSS after 500 saves +\| +5 \| +240 MB \|/);
    const pooled = formatReport({ ...results, synthetic: [{ pages: 1000, expectedRoutes: 1020, run: { ...build(10_200, 1020), stats: { ...build(10_200, 1020).stats, compileWorkers: 2 } } }] });
    expect(pooled).toMatch(/\| compile markdown +\| +300 ms \| +300 ms \| +300 ms \(2 workers\) \|/);
  });

  test('prints each build\'s CPU time in user space and in the kernel, where its stats have it', () => {
    const timed = (run: BuildRun): BuildRun => ({ ...run, stats: { ...run.stats, cpuUserMs: 21_520, cpuSystemMs: 5_090 } });
    const report = formatReport({ ...results, cold: results.cold.map(timed), synthetic: [{ pages: 1000, expectedRoutes: 1020, run: timed(build(10_200, 1020)) }] });
    expect(report).toMatch(/\| Cold \(caches cleared\) +\| +3 \| +1\.30 s \| +1\.20 s \| +1\.00 s \| +21\.52 s \+ 5\.09 s \|/);
    expect(report).toMatch(/\| +1,000 \| +1020 \| +10\.20 s \| +10\.0 ms \| +21\.52 s \+ 5\.09 s \|/);
    expect(formatReport(results)).toMatch(/\| Warm +\| +3 \| +900 ms \| +800 ms \| +600 ms \| +\? \|/);
  });

  test('puts a step only some builds run where those builds ran it, and finds a stopped build\'s step past it', () => {
    const saving = { name: 'save compile caches', ms: 300 };
    const withTwins = (wallMs: number): BuildRun => ({ ...build(wallMs, 1020), stats: { ...build(wallMs, 1020).stats, timings: [timings[0]!, { name: 'start markdown twins', ms: 80 }, saving, timings[1]!] } });
    const stopped = { timedOut: true as const, limitMs: 600_000, completedSteps: [timings[0]!, saving], htmlFilesWritten: 0 };
    const report = formatReport({ ...results, synthetic: [{ pages: 1000, expectedRoutes: 1020, run: withTwins(9_800) }, { pages: 10_000, expectedRoutes: 10_020, run: stopped }] });
    const rows = report.split('\n').filter((line) => /^\| (compile markdown|start markdown twins|save compile caches|render pages) /.test(line));
    expect(rows.map((line) => line.split('|')[1]!.trim())).toEqual(['compile markdown', 'start markdown twins', 'save compile caches', 'render pages']);
    // The stopped build never started its twins ahead (a large build does not): it was rendering, not there.
    expect(rows[1]).toMatch(/\| +— \|$/);
    expect(rows[3]).toMatch(/\| +unfinished \|$/);
  });

  test('shows a size built three times by its median build, with every build\'s wall time, and checks the median', () => {
    const thrice = { ...results, synthetic: [{ pages: 1000, expectedRoutes: 1020, run: build(9_800, 1020), wallsMs: [10_400, 9_800, 9_600] }] };
    expect(formatReport(thrice)).toMatch(/\| +1,000 \| +1020 \| +9\.80 s \(median of 10\.40 s \/ 9\.80 s \/ 9\.60 s\) \|/);
    expect(summarize(thrice).find((entry) => entry.metric.startsWith('1,000 pages, build wall'))).toMatchObject({ measured: '9.80 s', verdict: '✅' });
  });
});

describe('page weight against the targets', () => {
  const output = (htmlBytes: number, totalBytes: number): OutputWeight => ({
    totalBytes, files: 100, typicalPage: { file: 'docs/topic-01/page-00001.html', htmlBytes, sidebarBytes: 20_000, sidebarLinks: 120 },
  });
  const weighed = (largePageBytes: number, largeOutputBytes: number): BenchResults => ({
    ...results,
    synthetic: [
      { pages: 100, expectedRoutes: 120, run: build(4_000, 120), output: output(60_000, 7e6) },
      { pages: 5000, expectedRoutes: 5020, run: build(150_000, 5020), output: output(largePageBytes, largeOutputBytes) },
    ],
  });
  const rowOf = (bench: BenchResults, metric: string) => summarize(bench).find((entry) => entry.metric.startsWith(metric))!;

  test('compares the typical page at 5,000 pages with the same page at 100, and the output at 5,000 with 150 MB', () => {
    const heavy = weighed(84_600, 452e6);
    expect(rowOf(heavy, 'Typical page HTML at 5,000 pages')).toMatchObject({ measured: '84.6 kB', target: '—', verdict: '—' });
    expect(rowOf(heavy, 'Typical page HTML, 5,000 pages ÷ 100 pages')).toMatchObject({ measured: '1.41×', target: '≤ 1.20×', verdict: '❌' });
    expect(rowOf(heavy, 'Output at 5,000 pages')).toMatchObject({ measured: '452 MB', target: '≤ 150 MB', verdict: '❌' });
    const light = weighed(72_000, 150e6);
    expect(rowOf(light, 'Typical page HTML, 5,000 pages ÷ 100 pages')).toMatchObject({ measured: '1.20×', verdict: '✅' });
    expect(rowOf(light, 'Output at 5,000 pages').verdict).toBe('✅');
  });

  test('names the sizes to build when the 100- or 5,000-page build is missing', () => {
    expect(rowOf(results, 'Typical page HTML, 5,000 pages ÷ 100 pages')).toMatchObject({ measured: 'not run (--pages 100,5000)', verdict: '—' });
    expect(rowOf(results, 'Output at 5,000 pages').measured).toBe('not run (--pages 100,5000)');
  });

  test('prints the page-weight table with the sidebar\'s share of the page', () => {
    const report = formatReport(weighed(84_600, 452e6));
    expect(report).toContain('## Page weight (`docs/topic-01/page-00001.html`)');
    expect(report).toMatch(/\| +5,000 \| +452 MB \| +100 \| +84\.6 kB \| +20\.0 kB \| +24% \| +120 \|/);
  });
});

describe('benchmark options', () => {
  test('default to 100-, 1,000- and 5,000-page synthetic builds and a 10-minute limit', () => {
    expect(parseBenchArgs([])).toEqual({ pages: [100, 1000, 5000], buildTimeoutMs: 600_000 });
  });

  test('accept a comma-separated page list, sorted and without repeats', () => {
    expect(parseBenchArgs(['--pages', '10000,1000,1000', '--build-timeout', '90'])).toEqual({ pages: [1000, 10_000], buildTimeoutMs: 90_000 });
  });

  test('reject a page count that is not a positive whole number', () => {
    expect(() => parseBenchArgs(['--pages', '1000,abc'])).toThrow('--pages expects positive whole numbers');
  });
});
