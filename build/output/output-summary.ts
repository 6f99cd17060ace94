// The table a production build ends with: routes, warnings, time, output size and the largest pages.
import fs from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';

/** What a finished output folder holds. */
export interface OutputSummary {
  files: number;
  totalBytes: number;
  /** The biggest HTML pages, largest first. */
  largestPages: { file: string; bytes: number }[];
}

const LARGEST_SHOWN = 5;

/** Measures every file under `outDir`. */
export async function summariseOutput(outDir: string): Promise<OutputSummary> {
  const files = await fg('**/*', { cwd: outDir, dot: true });
  const sizes = await Promise.all(files.map(async (file) => ({ file, bytes: (await fs.stat(path.join(outDir, file))).size })));
  return {
    files: files.length,
    totalBytes: sizes.reduce((sum, entry) => sum + entry.bytes, 0),
    largestPages: sizes.filter((entry) => entry.file.endsWith('.html')).sort((a, b) => b.bytes - a.bytes).slice(0, LARGEST_SHOWN),
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
