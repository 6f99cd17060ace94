// The table a production build ends with: routes, warnings, time, output size and the largest pages.

/** What a finished output folder holds. */
export interface OutputSummary {
  files: number;
  totalBytes: number;
  /** The biggest HTML pages, largest first. */
  largestPages: { file: string; bytes: number }[];
}

const LARGEST_SHOWN = 5;

/**
 * Sums up an output folder from the size of each of its files (path relative to the folder → bytes), as the output
 * writer records them while it writes, so a large site's files need not be walked and stat-ed again afterwards.
 */
export function summariseOutput(sizes: ReadonlyMap<string, number>): OutputSummary {
  let totalBytes = 0;
  for (const bytes of sizes.values()) totalBytes += bytes;
  const pages = [...sizes].filter(([file]) => file.endsWith('.html')).map(([file, bytes]) => ({ file, bytes }));
  return {
    files: sizes.size,
    totalBytes,
    // Largest first; of two the same size, the one earlier in path order, whatever order they were written in.
    largestPages: pages.sort((a, b) => b.bytes - a.bytes || (a.file < b.file ? -1 : 1)).slice(0, LARGEST_SHOWN),
  };
}

/** Formats the summary as a small Markdown table (readable in a terminal and in a CI log). */
export function formatOutputSummary(build: { routes: number; warnings: number; durationMs: number }, output: OutputSummary): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const rows: [string, string][] = [
    ['路由', String(build.routes)],
    ['警告', String(build.warnings)],
    ['用时', `${(build.durationMs / 1000).toFixed(2)} 秒`],
    ['输出', `${output.files} 个文件，共 ${kb(output.totalBytes)}`],
    ...output.largestPages.map((page, index): [string, string] => [index === 0 ? '最大的页面' : '', `${page.file}（${kb(page.bytes)}）`]),
  ];
  return ['| 项目 | 数值 |', '| --- | --- |', ...rows.map(([name, value]) => `| ${name} | ${value} |`)].join('\n');
}
