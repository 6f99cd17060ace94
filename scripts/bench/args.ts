// Command-line options of `npm run bench`.
import { parseArgs } from 'node:util';

/** What to measure. */
export interface BenchOptions {
  /** Synthetic site sizes to build, in pages. */
  pages: number[];
  /** A synthetic build still running after this long is stopped and reported as a lower bound. */
  buildTimeoutMs: number;
}

/** Ten times the 60 s target for 10,000 pages: anything slower has failed by a margin worth no more waiting. */
const DEFAULT_BUILD_TIMEOUT_SECONDS = 600;

/** Usage text printed for `--help` and after a bad option. */
export const USAGE = `Usage: npm run bench -- [--pages N[,N…]] [--build-timeout SECONDS]

Measures the real site (cold and warm builds, dev server start, save to reload), then builds a
synthetic site of each requested size (default 1000 pages).
  --pages 1000,10000        also compares per-page time at 10,000 pages with 1,000
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
  const pages = positiveIntegers('pages', values.pages ?? '1000');
  const [timeoutSeconds = DEFAULT_BUILD_TIMEOUT_SECONDS] = values['build-timeout'] ? positiveIntegers('build-timeout', values['build-timeout']) : [];
  return { pages: [...new Set(pages)].sort((a, b) => a - b), buildTimeoutMs: timeoutSeconds * 1000 };
}
