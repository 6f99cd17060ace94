// `npm run bench`: measures build and dev-server speed against the spec's targets and prints Markdown.
// Progress goes to stderr, the report to stdout, so `npm run bench > report.md` keeps just the tables.
import fs from 'node:fs/promises';
import { parseBenchArgs, USAGE } from './bench/args.ts';
import { cleanUpNow, cleanUpOnSignals } from './bench/cleanup.ts';
import { measureCliStartUp } from './bench/cli-start-up.ts';
import { resultsFile } from './bench/paths.ts';
import { measureColdBuilds, measureDevServer, measureDevServerMemory, measureWarmBuilds } from './bench/real-site.ts';
import { formatReport } from './bench/report.ts';
import { describeMachine, type BenchResults, type SyntheticRun } from './bench/results.ts';
import { warmCliBundle } from './bench/run-build.ts';
import { measureSyntheticBuild } from './bench/synthetic-build.ts';
import { formatFirstLoadReport, measureFirstLoad } from './bench/first-load.ts';
import { formatSearchReport, measureSearch } from './bench/search.ts';
import { formatKeystrokes, measureKeystrokes, withBuiltSite } from './bench/search-keystroke.ts';

const log = (line: string) => process.stderr.write(`${line}\n`);

async function main(argv: string[]): Promise<number> {
  let options;
  try {
    options = parseBenchArgs(argv);
  } catch (error) {
    log(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (options === 'help') {
    log(USAGE);
    return 0;
  }
  cleanUpOnSignals();
  const startedAt = new Date().toISOString();
  const machine = describeMachine();
  try {
    log('Preparing the CLI bundle…');
    await warmCliBundle();
    log('CLI start-up');
    const cliStartUp = measureCliStartUp();
    log('Real site: cold builds');
    const cold = await measureColdBuilds(log);
    log('Real site: warm builds');
    const warm = await measureWarmBuilds(log);
    log('Dev server');
    const dev = await measureDevServer(log);
    log('Dev server memory over 500 saves');
    const devMemory = await measureDevServerMemory(log);
    const synthetic: SyntheticRun[] = [];
    for (const pages of options.pages) {
      log(`Synthetic site: ${pages} pages`);
      synthetic.push(await measureSyntheticBuild(pages, options.buildTimeoutMs, log));
    }
    log('Search and first load');
    const search = await withBuiltSite(async (outDir) => ({
      files: await measureSearch(log, { outDir }),
      keystrokes: await measureKeystrokes(outDir),
      firstLoad: await measureFirstLoad(outDir),
    }));
    const results: BenchResults = { machine, startedAt, cliStartUp, cold, warm, ...dev, devMemory, synthetic };
    process.stdout.write(formatReport(results));
    process.stdout.write(`\n${formatSearchReport(search.files, synthetic)}`);
    const { keystrokes } = search;
    process.stdout.write(formatKeystrokes(keystrokes));
    process.stdout.write(`\n${formatFirstLoadReport(search.firstLoad)}`);
    await fs.writeFile(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
    process.stdout.write(`\nResults saved to ${resultsFile}\n`);
    return 0;
  } finally {
    cleanUpNow();
  }
}

process.exitCode = await main(process.argv.slice(2)).catch((error: unknown) => {
  log(`Benchmark failed: ${error instanceof Error ? error.stack ?? error.message : String(error)}`);
  return 1;
});
