// Turns one benchmark's results into the Markdown the script prints.
import { formatTable } from './table.ts';
import { maximum, median, minimum, percentile } from './statistics.ts';
import { formatBytes, formatDuration, formatKilobytes, formatPerItem, formatRate, formatRatio } from './units.ts';
import { medianRun, scaleRatio, syntheticPerRoute, type BenchResults, type Measured, type SyntheticRun } from './results.ts';
import { isTimedOut, type BuildRun, type TimedOutBuild } from './run-build.ts';
import { summarize } from './targets.ts';

// A build's CPU time, every thread of its process: in user space + in the kernel.
function cpuTime({ stats }: BuildRun): string {
  return stats.cpuUserMs === undefined || stats.cpuSystemMs === undefined ? '?' : `${formatDuration(stats.cpuUserMs)} + ${formatDuration(stats.cpuSystemMs)}`;
}

function buildRow(label: string, runs: readonly BuildRun[]): string[] {
  const walls = runs.map((run) => run.wallMs);
  const typical = medianRun(runs);
  return [label, String(runs.length), formatDuration(median(walls)), formatDuration(minimum(walls)),
    formatDuration(typical.stats.durationMs), cpuTime(typical), formatBytes(maximum(runs.map((run) => run.stats.peakRssBytes))),
    formatRate(typical.stats.routes, typical.wallMs, 'routes')];
}

function realSiteTables(results: BenchResults): string {
  const routes = results.cold[0]?.stats.routes ?? 0;
  const builds = formatTable(
    ['Real site build', 'Runs', 'Wall (median)', 'Wall (min)', 'In-process (median run)', 'CPU user + system (median run)', 'Peak RSS (max)', 'Throughput (median run)'],
    [buildRow('Cold (caches cleared)', results.cold), buildRow('Warm', results.warm)],
    ['left', 'right', 'right', 'right', 'right', 'right', 'right', 'right'],
  );
  const reload = results.saveToReloadMs;
  const dev = formatTable(
    ['Dev server', 'Samples', 'Median', 'p95', 'Min', 'Max'],
    [
      ['`npm start` → first page', '1', formatDuration(results.startToFirstPageMs), '', '', ''],
      ['Save → reload event', String(reload.length), formatDuration(median(reload)), formatDuration(percentile(reload, 95)), formatDuration(minimum(reload)), formatDuration(maximum(reload))],
      ['RSS after 50 saves', '5', formatBytes(results.devMemory.rssAfter50SavesBytes), '', '', ''],
      ['RSS after 500 saves', '5', formatBytes(results.devMemory.rssAfter500SavesBytes), '', '', ''],
    ],
    ['left', 'right', 'right', 'right', 'right', 'right'],
  );
  return `## Real site (${routes} routes)\n\n${builds}\n\n${dev}`;
}

function shown(measured: Measured, format: (value: number) => string): string {
  return 'value' in measured ? format(measured.value) : `> ${format(measured.atLeast)}`;
}

function syntheticRow(entry: SyntheticRun, ratio: Measured | undefined): string[] {
  const { pages, run } = entry;
  const perRoute = shown(syntheticPerRoute(entry), formatPerItem);
  const ratioCell = pages === 10_000 && ratio ? shown(ratio, formatRatio) : '';
  if (isTimedOut(run)) {
    const lastStep = run.completedSteps.at(-1)?.name;
    return [pages.toLocaleString('en-US'), `${entry.expectedRoutes} expected`, `> ${formatDuration(run.limitMs)} (stopped)`, perRoute, '?',
      run.peakRssBytes === undefined ? '?' : `> ${formatBytes(run.peakRssBytes)}`,
      `unfinished after ${lastStep ? `"${lastStep}"` : 'start-up'}; ${run.htmlFilesWritten} HTML files written`, ratioCell];
  }
  const slowest = [...run.stats.timings].sort((a, b) => b.ms - a.ms)[0];
  const wall = entry.wallsMs ? `${formatDuration(run.wallMs)} (median of ${entry.wallsMs.map(formatDuration).join(' / ')})` : formatDuration(run.wallMs);
  return [pages.toLocaleString('en-US'), String(run.stats.routes), wall, perRoute, cpuTime(run), formatBytes(run.stats.peakRssBytes),
    slowest ? `${slowest.name} (${Math.round((slowest.ms / run.stats.durationMs) * 100)}%)` : '—', ratioCell];
}

function syntheticTable(results: BenchResults): string {
  const ratio = scaleRatio(results.synthetic);
  return `## Synthetic scale\n\n${formatTable(
    ['Pages', 'Routes', 'Wall', 'Per route', 'CPU user + system', 'Peak RSS', 'Slowest step (share of in-process time)', 'Per route vs 1,000'],
    results.synthetic.map((entry) => syntheticRow(entry, ratio)),
    ['right', 'right', 'right', 'right', 'right', 'right', 'left', 'right'],
  )}`;
}

// What each finished synthetic build wrote, and the one page weighed at every size (TYPICAL_PAGE_FILE).
function pageWeightTable(results: BenchResults): string {
  const weighed = results.synthetic.flatMap(({ pages, output }) => (output ? [{ pages, output }] : []));
  const file = weighed[0]?.output.typicalPage.file ?? '';
  return `## Page weight (\`${file}\`)\n\n${formatTable(
    ['Pages', 'Output', 'Files', 'Typical page HTML', 'Its sidebar', 'Sidebar share', 'Sidebar links'],
    weighed.map(({ pages, output }) => {
      const page = output.typicalPage;
      return [pages.toLocaleString('en-US'), formatBytes(output.totalBytes), String(output.files), formatKilobytes(page.htmlBytes),
        formatKilobytes(page.sidebarBytes), `${Math.round((page.sidebarBytes / page.htmlBytes) * 100)}%`, String(page.sidebarLinks)];
    }),
    ['right', 'right', 'right', 'right', 'right', 'right', 'right'],
  )}`;
}

function stepCell(run: BuildRun | TimedOutBuild, step: string, steps: readonly string[]): string {
  const timings = isTimedOut(run) ? run.completedSteps : run.stats.timings;
  const timing = timings.find((entry) => entry.name === step);
  // The pool is used only for much work on an idle machine (see build/content/compile-content.ts): say when it was.
  const workers = !isTimedOut(run) && step === 'compile markdown' ? run.stats.compileWorkers ?? 0 : 0;
  if (timing) return `${Math.round(timing.ms)} ms${workers > 0 ? ` (${workers} workers)` : ''}`;
  if (!isTimedOut(run)) return '—';
  // A stopped build was in the first step after its last reported one that it never reported (a step only some builds
  // run, such as the twins started ahead, may lie between); the later ones never started.
  const last = Math.max(...timings.map((entry) => steps.indexOf(entry.name)));
  const stoppedIn = steps.find((name, index) => index > last && !timings.some((entry) => entry.name === name));
  return step === stoppedIn ? 'unfinished' : '—';
}

// The step names of several builds in one list, each build's own order kept.
function pipelineOrder(builds: string[][]): string[] {
  const steps: string[] = [];
  for (const names of builds) {
    names.forEach((name, index) => {
      if (!steps.includes(name)) steps.splice(index === 0 ? 0 : steps.indexOf(names[index - 1]!) + 1, 0, name);
    });
  }
  return steps;
}

function stepTable(results: BenchResults): string {
  const columns: [string, BuildRun | TimedOutBuild][] = [
    ['Real site, cold (median run)', medianRun(results.cold)],
    ['Real site, warm (median run)', medianRun(results.warm)],
    ...results.synthetic.map(({ pages, run }): [string, BuildRun | TimedOutBuild] => [`${pages.toLocaleString('en-US')} pages`, run]),
  ];
  // Steps in pipeline order: a step only some builds run goes after the step each of them ran before it.
  const steps = pipelineOrder(columns.map(([, run]) => (isTimedOut(run) ? run.completedSteps : run.stats.timings).map((timing) => timing.name)));
  const rows = steps.map((step) => [step, ...columns.map(([, run]) => stepCell(run, step, steps))]);
  const total = ['(in-process total)', ...columns.map(([, run]) => (isTimedOut(run) ? '—' : `${Math.round(run.stats.durationMs)} ms`))];
  const startUp = ['(process start-up and exit)', ...columns.map(([, run]) => (isTimedOut(run) ? '—' : `${Math.round(run.wallMs - run.stats.durationMs)} ms`))];
  return `## Build steps\n\n${formatTable(['Step', ...columns.map(([label]) => label)], [...rows, total, startUp], ['left', ...columns.map(() => 'right' as const)])}`;
}

function summaryTable(results: BenchResults): string {
  const rows = summarize(results).map((row) => [row.metric, row.measured, row.target, row.verdict, row.docusaurus]);
  return `## Targets\n\n${formatTable(['Metric', 'Measured', 'Target', 'Met', 'Docusaurus (original)'], rows, ['left', 'right', 'right', 'left', 'right'])}`;
}

/** Returns the whole report: the detailed tables, then the target summary. */
export function formatReport(results: BenchResults): string {
  const { machine } = results;
  const header = `# Benchmark ${results.startedAt}\n\nNode ${machine.node} on ${machine.platform}, ${machine.cpuCount} × ${machine.cpu}, ${formatBytes(machine.memoryBytes)} RAM, load average ${machine.loadAverage.join(' / ')} (1/5/15 min) at the start.`;
  const sections = [header, realSiteTables(results)];
  if (results.synthetic.length > 0) sections.push(syntheticTable(results));
  if (results.synthetic.some((entry) => entry.output)) sections.push(pageWeightTable(results));
  sections.push(stepTable(results), summaryTable(results));
  return `${sections.join('\n\n')}\n`;
}
