// `upstream:accept`: the translator has brought these pages up to date, so their pins become what the lock says now.
import fs from 'node:fs';
import path from 'node:path';
import { readChinesePages } from './chinese-pages.ts';
import { lockedFileOf, type ChinesePage } from './drift.ts';
import { readUpstreamLock, type LockedFile, type UpstreamLock } from './lock-file.ts';
import { API_PINS_FILE, serializeApiPins } from '../api/translated-from.ts';
import type { SourcePin } from '../content/upstream-pin.ts';
import { apiSources, UPSTREAM_LOCK_FILE } from './report.ts';
import { withPin } from './write-pin.ts';

/** What an accept did: one line per file re-pinned, and a line per name it could not use. */
export interface AcceptResult {
  done: string[];
  problems: string[];
}

/**
 * Re-pins the pages and API keys `names` names (a page by our route, its English route or its file; an API text by
 * its key), or with `all` every page and every API text. Pages that say `upstream: own` are left alone.
 */
export function acceptPins(contentDir: string, projectDir: string, names: readonly string[], all: boolean): AcceptResult {
  const lock = readUpstreamLock(path.join(contentDir, UPSTREAM_LOCK_FILE));
  const named = new Set(names.map((name) => (name.startsWith('/') ? name.replace(/\/+$/, '') || '/' : name)));
  const used = new Set<string>();
  const result: AcceptResult = { done: [], problems: [] };
  for (const page of readChinesePages(contentDir, projectDir).filter((candidate) => candidate.pin !== 'own')) {
    const english = englishOf(lock, page);
    const match = [page.route, page.file, path.join(projectDir, page.file), english?.route].find((name) => name !== undefined && named.has(name));
    if (!all && !match) continue;
    if (match) used.add(match);
    if (!english) {
      result.problems.push(`${page.file}：上游锁中找不到对应的英文页面（英文已删除或路由不同），未更新`);
      continue;
    }
    const file = path.join(projectDir, page.file);
    fs.writeFileSync(file, withPin(fs.readFileSync(file, 'utf8'), pinOf(english)));
    result.done.push(`已更新 ${page.file} → ${english.path} @ ${english.commit.slice(0, 8)}（${english.date}）`);
  }
  const api = apiSources(contentDir);
  const pinsFile = path.join(contentDir, 'api', API_PINS_FILE);
  const { pins } = api;
  let changed = 0;
  for (const key of api.translated) {
    if (!all && !named.has(key)) continue;
    used.add(key);
    const hash = api.hashes.get(key);
    if (hash === undefined || pins.keys[key] === hash) continue;
    pins.keys[key] = hash;
    changed += 1;
  }
  if (all) pins.cheerio = api.cheerio;
  if (changed > 0 || (all && api.translated.length > 0)) {
    fs.writeFileSync(pinsFile, serializeApiPins(pins));
    result.done.push(`已更新 ${path.relative(projectDir, pinsFile)}：${changed} 个 API 键`);
  }
  for (const name of named) if (!used.has(name)) result.problems.push(`未找到页面或 API 键：${name}`);
  return result;
}

// A pinned page's English file; an unpinned one's is the English page at the same route (through the English redirects).
function englishOf(lock: UpstreamLock, page: ChinesePage): LockedFile | undefined {
  if (typeof page.pin === 'object') return lockedFileOf(lock, page.pin);
  const route = lock.redirects[page.route] ?? page.route;
  return lock.files.find((file) => file.route === route);
}

function pinOf(english: LockedFile): SourcePin {
  return {
    source: english.path,
    route: english.route,
    commit: english.commit,
    date: english.date,
    sections: Object.fromEntries(english.sections.map((section) => [section.slug, section.hash])),
  };
}
