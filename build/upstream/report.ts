// `upstream:check`'s report: every English page's status against the Chinese pages' pins, and every API text's,
// read from content/ and the lock alone (offline), as text for people and as JSON for tools.
import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { TRANSLATOR_NOTE_SUFFIX } from '../api/keys.ts';
import { literalBlockMap } from '../api/literal-block-map.ts';
import { parseSymbolsFile } from '../api/symbols-file.ts';
import { parsedEntries } from '../api/translations.ts';
import { readChinesePages } from './chinese-pages.ts';
import { apiDrift, compareUrl, pageDrift, type ApiDrift, type ChinesePage, type PageDrift } from './drift.ts';
import { readUpstreamLock, type UpstreamLock } from './lock-file.ts';
import { API_PINS_FILE, readApiPins, type ApiPins } from '../api/translated-from.ts';

/** The lock's file name, under content/. */
export const UPSTREAM_LOCK_FILE = 'upstream.lock.json';

/** Everything the report is made from, and the report itself. */
export interface UpstreamReport {
  lock: UpstreamLock;
  pages: PageDrift[];
  /** Docs pages and posts that say neither what they translate nor `upstream: own`. */
  undeclared: ChinesePage[];
  api: ApiDrift[];
}

/** Reads the lock, the pages' pins and the API pins under `contentDir` and compares them. */
export function upstreamReport(contentDir: string, projectDir: string): UpstreamReport {
  const lock = readUpstreamLock(path.join(contentDir, UPSTREAM_LOCK_FILE));
  const chinese = readChinesePages(contentDir, projectDir);
  return {
    lock,
    pages: pageDrift(lock, chinese),
    undeclared: chinese.filter((page) => page.pin === undefined),
    api: apiReport(contentDir),
  };
}

/** English hashes of the installed cheerio's keys (symbols.yaml), the keys with Chinese texts and their pins. */
export function apiSources(contentDir: string): { hashes: Map<string, string>; translated: string[]; pins: ApiPins; cheerio: string } {
  const symbols = parseSymbolsFile(fs.readFileSync(path.join(contentDir, 'api', 'symbols.yaml'), 'utf8'));
  const hashes = new Map<string, string>();
  for (const keys of Object.values(symbols.pages)) {
    for (const [key, value] of Object.entries(keys)) hashes.set(key, value.split(' ')[1] ?? '');
  }
  const translated: string[] = [];
  const directory = path.join(contentDir, 'api', 'zh-Hans');
  for (const relative of fg.sync('**/*.yaml', { cwd: directory }).sort()) {
    const file = path.join(directory, relative);
    const text = fs.readFileSync(file, 'utf8');
    for (const { key } of literalBlockMap(text) ?? parsedEntries(text, file)) {
      if (!key.endsWith(TRANSLATOR_NOTE_SUFFIX)) translated.push(key);
    }
  }
  return { hashes, translated, pins: readApiPins(path.join(contentDir, 'api', API_PINS_FILE)), cheerio: symbols.cheerio };
}

function apiReport(contentDir: string): ApiDrift[] {
  const { hashes, translated, pins } = apiSources(contentDir);
  return apiDrift(hashes, pins, translated);
}

/** Whether anything drifted: a page not current, an undeclared page, or an outdated API text. */
export function hasDrift(report: UpstreamReport): boolean {
  return report.pages.some((page) => page.status !== 'current') || report.undeclared.length > 0 || report.api.some((key) => key.status !== 'current');
}

/** The report as `--json` prints it. */
export function reportJson(report: UpstreamReport): string {
  return `${JSON.stringify({
    commit: report.lock.commit,
    pages: report.pages.map((page) => ({ source: page.source, route: page.route, status: page.status, sections: page.sections })),
    api: report.api.map((key) => ({ key: key.key, status: key.status })),
  }, null, 2)}\n`;
}

const STATUS_LABELS: Record<PageDrift['status'], string> = {
  current: '已同步',
  outdated: '英文已更新',
  missing: '缺少中文页面',
  moved: '英文页面已移动',
  removed: '英文原文已删除',
};

/** The report as people read it: one line per page that needs work, the compare link, then the API keys. */
export function reportText(report: UpstreamReport): string {
  const { lock } = report;
  const lines = [`上游：${lock.repository} ${lock.ref} @ ${lock.commit.slice(0, 8)}（${lock.date}）`];
  const current = report.pages.filter((page) => page.status === 'current').length;
  for (const page of report.pages.filter((candidate) => candidate.status !== 'current')) {
    const chinese = page.page ? `${page.page.file}（${page.page.route}）` : '（无）';
    lines.push(`- ${STATUS_LABELS[page.status]}：${page.source} → 中文 ${chinese}`);
    if (page.status === 'moved' && page.page) lines.push(`    英文路由：${page.page.pin.route} → ${page.route}`);
    if (page.sections.length > 0) lines.push(`    变化的章节：${page.sections.join('、')}`);
    if (page.page && page.status !== 'removed') lines.push(`    对比：${compareUrl(lock, page.page.pin.commit)}`);
  }
  for (const page of report.undeclared) lines.push(`- 未声明来源：${page.file}（在 front matter 中写 upstream，或 upstream: own）`);
  const outdatedKeys = report.api.filter((key) => key.status === 'outdated');
  for (const key of outdatedKeys) lines.push(`- API 英文已更新：${key.key}`);
  lines.push(`页面：${current}/${report.pages.length} 已同步；API 中文说明：${report.api.length - outdatedKeys.length}/${report.api.length} 已同步`);
  return `${lines.join('\n')}\n`;
}
