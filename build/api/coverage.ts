// Translation coverage of the API pages: translated keys against all keys, per page.
import type { ApiKey } from './keys.ts';

/** Coverage of one page. */
export interface PageCoverage {
  page: string;
  translated: number;
  total: number;
  /** Keys with no Chinese text yet, in page order. */
  missing: string[];
}

/** Coverage of all API pages. */
export interface ApiCoverage {
  pages: PageCoverage[];
  translated: number;
  total: number;
}

/** Counts translated keys per page. */
export function computeCoverage(keys: readonly ApiKey[], texts: ReadonlyMap<string, string>): ApiCoverage {
  const pages = new Map<string, PageCoverage>();
  for (const key of keys) {
    const page = pages.get(key.page) ?? pages.set(key.page, { page: key.page, translated: 0, total: 0, missing: [] }).get(key.page)!;
    page.total += 1;
    if (texts.has(key.key)) page.translated += 1;
    else page.missing.push(key.key);
  }
  const list = [...pages.values()].sort((a, b) => a.page.localeCompare(b.page, 'en'));
  return {
    pages: list,
    translated: list.reduce((sum, page) => sum + page.translated, 0),
    total: list.reduce((sum, page) => sum + page.total, 0),
  };
}

/** Whether every key has its Chinese text (what `--strict` requires). */
export function isFullyTranslated(coverage: ApiCoverage): boolean {
  return coverage.translated === coverage.total;
}

/** A plain-text table for the build log: page, translated / total, percentage. */
export function formatCoverageTable(coverage: ApiCoverage): string {
  const rows = coverage.pages.map((page) => [page.page, `${page.translated} / ${page.total}`, percent(page.translated, page.total)]);
  rows.push(['合计', `${coverage.translated} / ${coverage.total}`, percent(coverage.translated, coverage.total)]);
  const header = ['页面', '已翻译 / 总数', '覆盖率'];
  const widths = header.map((title, column) => Math.max(displayWidth(title), ...rows.map((row) => displayWidth(row[column]!))));
  const line = (cells: string[]) => cells.map((cell, column) => cell + ' '.repeat(widths[column]! - displayWidth(cell))).join('  ');
  return [line(header), ...rows.map(line)].join('\n');
}

function percent(part: number, whole: number): string {
  return whole === 0 ? '100%' : `${Math.floor((part / whole) * 1000) / 10}%`;
}

// CJK characters take two columns in a terminal.
function displayWidth(text: string): number {
  let width = 0;
  for (const char of text) width += /[\u3000-\u9fff\uff00-\uffef]/.test(char) ? 2 : 1;
  return width;
}
