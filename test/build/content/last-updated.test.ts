// Last-updated dates come from a fixture repository with known commits: one `git log` for the content folder.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { beforeAll, describe, expect, test } from 'vitest';
import { buildSite } from '../../../build/index.ts';
import { latestOf, parseLog, readLastUpdated } from '../../../build/content/last-updated.ts';
import type { Logger } from '../../../build/log.ts';
import { createFixtureSite, readOutput, repoRoot } from '../../helpers/fixture-site.ts';

// Committer dates in UTC: a doc written in January and edited in March, a post committed once in February.
const JANUARY = '2024-01-15T08:00:00Z';
const FEBRUARY = '2024-02-20T09:30:00Z';
const MARCH = '2024-03-03T23:59:00Z';

function git(cwd: string, args: string[], date?: string): void {
  const env = { ...process.env, GIT_AUTHOR_NAME: 'Test', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 'Test', GIT_COMMITTER_EMAIL: 't@example.com', ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}) };
  execFileSync('git', ['-c', 'init.defaultBranch=main', '-c', 'commit.gpgsign=false', ...args], { cwd, env, stdio: 'ignore' });
}

const files = {
  'content/docs/intro.md': '# 简介\n\n第一版。\n',
  'content/docs/guide.md': '# 指南\n\n正文。\n',
  'content/blog/2024-02-01-news.md': '---\ntitle: 新闻\n---\n正文。\n',
};

let siteDir: string;

beforeAll(async () => {
  siteDir = await createFixtureSite(files);
  git(siteDir, ['init', '-q']);
  git(siteDir, ['add', 'content/docs', 'content/site.config.yaml']);
  git(siteDir, ['commit', '-q', '-m', 'docs'], JANUARY);
  git(siteDir, ['add', 'content/blog']);
  git(siteDir, ['commit', '-q', '-m', 'post'], FEBRUARY);
  await fs.writeFile(path.join(siteDir, 'content/docs/intro.md'), '# 简介\n\n第二版。\n');
  git(siteDir, ['commit', '-q', '-am', 'edit intro'], MARCH);
  // Written after the last commit and never committed: no date.
  await fs.writeFile(path.join(siteDir, 'content/docs/draft-notes.md'), '# 笔记\n');
});

describe('reading when content last changed', () => {
  test('each file gets the time of the last commit that touched it', async () => {
    const result = await readLastUpdated(path.join(siteDir, 'content'));
    const dateOf = (file: string) => result.dates?.get(path.join(siteDir, 'content', file))?.toISOString();
    expect(dateOf('docs/intro.md')).toBe(new Date(MARCH).toISOString());
    expect(dateOf('docs/guide.md')).toBe(new Date(JANUARY).toISOString());
    expect(dateOf('blog/2024-02-01-news.md')).toBe(new Date(FEBRUARY).toISOString());
    expect(dateOf('docs/draft-notes.md')).toBeUndefined();
  });

  test('a page made from several files takes the latest of their dates', () => {
    const dates = new Map([['/a', new Date(JANUARY)], ['/b', new Date(MARCH)]]);
    expect(latestOf(dates, ['/a', '/b', '/missing'])?.toISOString()).toBe(new Date(MARCH).toISOString());
    expect(latestOf(undefined, ['/a'])).toBeUndefined();
  });

  test('file names with spaces and non-Latin letters are read whole', () => {
    const output = `\u001e1700000000\0\n文档/带 空格.md\0docs/a.md\0\u001e1600000000\0\ndocs/a.md\0`;
    const dates = parseLog(output, '/site/content');
    expect(dates.get('/site/content/文档/带 空格.md')?.getTime()).toBe(1700000000 * 1000);
    expect(dates.get('/site/content/docs/a.md')?.getTime()).toBe(1700000000 * 1000);
  });

  test('outside a repository there are no dates, and the reason says so', async () => {
    const outside = await fs.mkdtemp(path.join(os.tmpdir(), 'no-git-'));
    expect(await readLastUpdated(outside)).toEqual({ reason: '内容不在 git 仓库中' });
  });

  test('a shallow clone has no dates: its oldest commit would claim every file', async () => {
    const clone = await fs.mkdtemp(path.join(os.tmpdir(), 'shallow-'));
    git(clone, ['clone', '-q', '--depth', '1', `file://${siteDir}`, 'site']);
    expect(await readLastUpdated(path.join(clone, 'site', 'content'))).toEqual({ reason: '浅克隆（shallow clone）只有部分历史' });
  });
});

describe('a site built from a repository', () => {
  test('docs and posts show 最后更新于 with the date, in JSON-LD and in the sitemap', async () => {
    const outDir = path.join(siteDir, 'dist');
    await buildSite({ rootDir: repoRoot, siteDir, outDir });
    const intro = cheerio.load(await readOutput(outDir, 'docs/intro.html'));
    expect(intro('.last-updated').text()).toBe('最后更新于 2024年3月3日');
    expect(intro('.last-updated time').attr('datetime')).toBe(new Date(MARCH).toISOString());
    const jsonLd = JSON.parse(intro('script[type="application/ld+json"]').html()!) as Record<string, string>;
    expect(jsonLd.dateModified).toBe(new Date(MARCH).toISOString());
    const post = cheerio.load(await readOutput(outDir, 'blog/news.html'));
    expect(post('.last-updated').text()).toBe('最后更新于 2024年2月20日');
    expect(JSON.parse(post('script[type="application/ld+json"]').html()!)).toMatchObject({ '@type': 'BlogPosting', dateModified: new Date(FEBRUARY).toISOString() });
    const sitemap = cheerio.load(await readOutput(outDir, 'sitemap.xml'), { xml: true });
    const lastmod = (route: string) => sitemap('url').filter((_, url) => sitemap(url).find('loc').text() === `https://example.com${route}`).find('lastmod').text();
    expect(lastmod('/docs/guide')).toBe(new Date(JANUARY).toISOString());
    expect(lastmod('/docs/draft-notes')).toBe('');
    expect(cheerio.load(await readOutput(outDir, 'docs/draft-notes.html'))('.last-updated')).toHaveLength(0);
  });

  test('without git history the line is left out and the build says why once', async () => {
    const plain = await createFixtureSite(files);
    const said: string[] = [];
    const logger: Logger = { info: (message) => said.push(message), warn() {}, error() {}, progress() {} };
    await buildSite({ rootDir: repoRoot, siteDir: plain, outDir: path.join(plain, 'dist'), logger });
    expect(said.filter((message) => message.includes('最后更新于'))).toEqual(['不显示“最后更新于”日期：内容不在 git 仓库中']);
    expect(cheerio.load(await readOutput(path.join(plain, 'dist'), 'docs/intro.html'))('.last-updated')).toHaveLength(0);
  });
});
