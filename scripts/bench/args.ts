// Command-line options of `npm run bench`.
import { parseArgs } from 'node:util';

/** What to measure. */
export interface BenchOptions {
  /** Synthetic site sizes to build, in pages. */
  pages: number[];
}

/** Usage text printed for `--help` and after a bad option. */
export const USAGE = `Usage: npm run bench -- [--pages N[,N…]]

Measures the real site (cold and warm builds, dev server start, save to reload), then builds a
synthetic site of each requested size (default 1000 pages).
  --pages 1000,10000   also compares per-page time at 10,000 pages with 1,000`;

/** Parses the arguments after `npm run bench --`; throws with a readable message on a bad value. */
export function parseBenchArgs(argv: string[]): BenchOptions | 'help' {
  const { values } = parseArgs({ args: argv, options: { pages: { type: 'string' }, help: { type: 'boolean', short: 'h' } }, strict: true });
  if (values.help) return 'help';
  const pages = (values.pages ?? '1000').split(',').map((part) => {
    const count = Number(part.trim().replace(/_/g, ''));
    if (!Number.isInteger(count) || count < 1) throw new Error(`--pages expects positive whole numbers, got ${JSON.stringify(part)}`);
    return count;
  });
  return { pages: [...new Set(pages)].sort((a, b) => a - b) };
}
