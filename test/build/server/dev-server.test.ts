import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { silentLogger } from '../../../build/log.ts';
import { startDevServer, type DevServer } from '../../../build/server/dev-server.ts';
import { LIVE_RELOAD_PATH } from '../../../theme/lib/constants.ts';
import { createFixtureSite, repoRoot } from '../../helpers/fixture-site.ts';

const site = {
  'content/docs/intro.md': '---\nsidebar_position: 1\n---\n# 简介\n\n第一版正文。\n',
  'content/docs/other.md': '---\nsidebar_position: 2\n---\n# 其他\n\n无关页面。\n',
  'content/docs/draft.md': '---\ndraft: true\n---\n# 草稿\n',
};

let server: DevServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Opens the live-reload stream and returns a function that waits for the next event of a type. */
async function openEvents(url: string) {
  const response = await fetch(new URL(LIVE_RELOAD_PATH.slice(1), url));
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return async function next(type: string): Promise<Record<string, unknown>> {
    for (;;) {
      const match = new RegExp(`event: ${type}\\ndata: (.*)\\n\\n`).exec(buffer);
      if (match) {
        buffer = buffer.slice(match.index + match[0].length);
        return JSON.parse(match[1]!) as Record<string, unknown>;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('stream closed');
      buffer += decoder.decode(value, { stream: true });
    }
  };
}

describe('dev server', () => {
  test('serves pages with the live-reload client and includes drafts', async () => {
    const siteDir = await createFixtureSite(site);
    server = await startDevServer({ rootDir: repoRoot, siteDir, outDir: path.join(siteDir, 'dev'), host: '127.0.0.1', port: 0, logger: silentLogger });
    const page = await fetch(new URL('docs/intro', server.url));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('第一版正文');
    expect(html).toContain('EventSource');
    expect((await fetch(new URL('docs/draft', server.url))).status).toBe(200);
    expect((await fetch(new URL('docs/nothing', server.url))).status).toBe(404);
  });

  test('rebuilds an edited page, reloads it, and does not re-render unrelated pages', async () => {
    const siteDir = await createFixtureSite(site);
    const outDir = path.join(siteDir, 'dev');
    server = await startDevServer({ rootDir: repoRoot, siteDir, outDir, host: '127.0.0.1', port: 0, logger: silentLogger });
    const otherBefore = await fs.stat(path.join(outDir, 'docs/other.html'));
    const next = await openEvents(server.url);
    await fs.writeFile(path.join(siteDir, 'content/docs/intro.md'), '---\nsidebar_position: 1\n---\n# 简介\n\n第二版正文。\n');
    const event = await next('reload');
    expect(event.changedRoutes).toEqual(['/docs/intro']);
    expect(await (await fetch(new URL('docs/intro', server.url))).text()).toContain('第二版正文');
    const otherAfter = await fs.stat(path.join(outDir, 'docs/other.html'));
    expect(otherAfter.mtimeMs).toBe(otherBefore.mtimeMs);
  });

  test('a new blog post appears in the list, its tag page, the feed, and a draft with its banner', async () => {
    const siteDir = await createFixtureSite({ ...site, 'content/blog/2024-01-01-first.md': '---\ntitle: 第一篇\ntags: [发布]\n---\n正文\n' });
    server = await startDevServer({ rootDir: repoRoot, siteDir, outDir: path.join(siteDir, 'dev'), host: '127.0.0.1', port: 0, logger: silentLogger });
    const next = await openEvents(server.url);
    await fs.writeFile(path.join(siteDir, 'content/blog/2024-02-01-second.md'), '---\ntitle: 第二篇\ntags: [发布]\n---\n正文\n');
    const event = await next('reload');
    expect(event.changedRoutes).toEqual(expect.arrayContaining(['/blog', '/blog/second', '/blog/tags/发布']));
    expect(await (await fetch(new URL('blog', server.url))).text()).toMatch(/第二篇[\s\S]*第一篇/);
    expect(await (await fetch(new URL('blog/tags/%E5%8F%91%E5%B8%83', server.url))).text()).toContain('2 篇文章含有标签「发布」');
    expect(await (await fetch(new URL('blog/rss.xml', server.url))).text()).toContain('第二篇');
    await fs.writeFile(path.join(siteDir, 'content/blog/2024-03-01-draft.md'), '---\ntitle: 写了一半\ndraft: true\n---\n正文\n');
    await next('reload');
    expect(await (await fetch(new URL('blog/draft', server.url))).text()).toContain('这是一篇草稿');
  });

  test('writes the search index under fixed names once edits pause, and refreshes it after an edit', async () => {
    const siteDir = await createFixtureSite(site);
    server = await startDevServer({ rootDir: repoRoot, siteDir, outDir: path.join(siteDir, 'dev'), host: '127.0.0.1', port: 0, logger: silentLogger });
    const html = await (await fetch(new URL('docs/intro', server.url))).text();
    expect(html).toContain('data-search-index="/search/index.json"');
    const records = async () => (await fetch(new URL('search/records.json', server!.url))).text();
    await expect.poll(records, { timeout: 5000 }).toContain('第一版正文');
    const next = await openEvents(server.url);
    await fs.writeFile(path.join(siteDir, 'content/docs/intro.md'), '---\nsidebar_position: 1\n---\n# 简介\n\n改过的正文。\n');
    await next('reload');
    await expect.poll(records, { timeout: 5000 }).toContain('改过的正文');
  });

  test('shows a content error in the browser and keeps serving the last good site', async () => {
    const siteDir = await createFixtureSite(site);
    server = await startDevServer({ rootDir: repoRoot, siteDir, outDir: path.join(siteDir, 'dev'), host: '127.0.0.1', port: 0, logger: silentLogger });
    const next = await openEvents(server.url);
    await fs.writeFile(path.join(siteDir, 'content/docs/other.md'), '---\nsidebar_position: [\n---\n# 其他\n');
    const error = await next("error");
    expect(error.message).toContain('malformed front matter');
    expect(String(error.file)).toMatch(/other\.md$/);
    expect((await fetch(new URL('docs/other', server.url))).status).toBe(200);
    // chokidar drops a second change to the same file within 50 ms; a person never saves that fast.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await fs.writeFile(path.join(siteDir, 'content/docs/other.md'), '---\nsidebar_position: 2\n---\n# 其他\n\n修好了。\n');
    await next('reload');
    expect(await (await fetch(new URL('docs/other', server.url))).text()).toContain('修好了');
  });

  test('starts even when the first build fails, shows the error, and recovers on the next save', async () => {
    const siteDir = await createFixtureSite({ ...site, 'content/docs/other.md': '---\nsidebar_position: [\n---\n# 其他\n' });
    server = await startDevServer({ rootDir: repoRoot, siteDir, outDir: path.join(siteDir, 'dev'), host: '127.0.0.1', port: 0, logger: silentLogger });
    const errorPage = await (await fetch(server.url)).text();
    expect(errorPage).toContain('构建出错');
    expect(errorPage).toContain('other.md');
    expect(errorPage).toContain('EventSource');
    const next = await openEvents(server.url);
    await fs.writeFile(path.join(siteDir, 'content/docs/other.md'), '---\nsidebar_position: 2\n---\n# 其他\n');
    expect((await next('reload')).changedRoutes).toEqual(['*']);
    expect(await (await fetch(new URL('docs/intro', server.url))).text()).toContain('第一版正文');
  });
});
