// Command-line options of `npm run bench`.
import { parseArgs } from 'node:util';

/** What to measure. */
export interface BenchOptions {
  /** Synthetic site sizes to build, in pages. */
  pages: number[];
  /** A synthetic build still running after this long is stopped and reported as a lower bound. */
  buildTimeoutMs: number;
}

/** 1,000 pages for the build-time figures, 100 and 5,000 for the page-weight targets (issue #16). */
const DEFAULT_PAGES = [100, 1000, 5000];

/** Ten times the 60 s target for 10,000 pages: anything slower has failed by a margin worth no more waiting. */
const DEFAULT_BUILD_TIMEOUT_SECONDS = 600;

/** Usage text printed for `--help` and after a bad option. */
export const USAGE = `Usage: npm run bench -- [--pages N[,N…]] [--build-timeout SECONDS]

Measures the real site (cold and warm builds, dev server start, save to reload), then builds a
synthetic site of each requested size (default ${DEFAULT_PAGES.join(',')} pages) and weighs its output.
  --pages 1000,10000        sizes to build: 1,000 and 10,000 compare per-page build time,
                            100 and 5,000 a typical page's HTML
  --build-timeout SECONDS   stop a synthetic build after this long (default ${DEFAULT_BUILD_TIMEOUT_SECONDS})`;

function positiveIntegers(option: string, text: string): number[] {
  return text.split(',').map((part) => {
    const count = Number(part.trim().replace(/_/g, ''));
    if (!Number.isInteger(count) || count < 1) throw new Error(`--${option} expects positive whole numbers, got ${JSON.stringify(part)}`);
    return count;
  });
}

/** Parses the arguments after `npm run bench --`; throws with a readable message on a bad value. */
export function parseBenchArgs(argv: string[]): BenchOptions | 'help' {
  const { values } = parseArgs({
    args: argv,
    options: { pages: { type: 'string' }, 'build-timeout': { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    strict: true,
  });
  if (values.help) return 'help';
  const pages = values.pages ? positiveIntegers('pages', values.pages) : DEFAULT_PAGES;
  const [timeoutSeconds = DEFAULT_BUILD_TIMEOUT_SECONDS] = values['build-timeout'] ? positiveIntegers('build-timeout', values['build-timeout']) : [];
  return { pages: [...new Set(pages)].sort((a, b) => a - b), buildTimeoutMs: timeoutSeconds * 1000 };
}
