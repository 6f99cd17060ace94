import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { silentLogger, type Logger } from '../../../build/log.ts';
import { startDevServer, type DevServer } from '../../../build/server/dev-server.ts';
import { injectLiveReload } from '../../../build/server/live-reload.ts';
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A logger that keeps every message, for tests that check what the dev server said. */
function collectingLogger(): Logger & { messages: string[] } {
  const messages: string[] = [];
  return { messages, info: (message) => messages.push(message), warn: (message) => messages.push(message), error: (message) => messages.push(message), progress: () => {} };
}

/** Resolves once the page at `route` shows `text`; a save that was lost never gets there and times out. */
async function pageShows(server: DevServer, route: string, text: string): Promise<void> {
  await expect.poll(async () => (await fetch(new URL(route, server.url))).text(), { timeout: 5000, interval: 20 }).toContain(text);
}

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

  test('answers the first page asked for before its first build is done, with the page that build writes', async () => {
    const siteDir = await createFixtureSite(site);
    const outDir = path.join(siteDir, 'dev');
    const logger = collectingLogger();
    server = await startDevServer({ rootDir: repoRoot, siteDir, outDir, host: '127.0.0.1', port: 0, logger });
    const served = await (await fetch(new URL('docs/intro', server.url))).text();
    expect(served).toContain('第一版正文');
    await server.idle();
    const early = logger.messages.findIndex((message) => message.startsWith('/docs/intro 先于整站构建渲染完成'));
    const built = logger.messages.findIndex((message) => message.startsWith('首次构建完成'));
    expect(early).toBeGreaterThanOrEqual(0);
    expect(built).toBeGreaterThan(early);
    expect(served).toBe(injectLiveReload(await fs.readFile(path.join(outDir, 'docs/intro.html'), 'utf8')));
  });

  test('rebuilds an edited page, reloads it, and does not re-render unrelated pages', async () => {
    const siteDir = await createFixtureSite(site);
    const outDir = path.join(siteDir, 'dev');
    server = await startDevServer({ rootDir: repoRoot, siteDir, outDir, host: '127.0.0.1', port: 0, logger: silentLogger });
    // The server answers before its first build is done; the files are all there once it is idle.
    await server.idle();
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
    // Edits are made to the site its first build made (it answers before that build is done).
    await server.idle();
    const next = await openEvents(server.url);
    await fs.writeFile(path.join(siteDir, 'content/blog/2024-02-01-second.md'), '---\ntitle: 第二篇\ntags: [发布]\n---\n正文\n');
    const event = await next('reload');
    expect(event.changedRoutes).toEqual(expect.arrayContaining(['/blog', '/blog/second', '/blog/tags/发布']));
    expect(await (await fetch(new URL('blog', server.url))).text()).toMatch(/第二篇[\s\S]*第一篇/);
    expect(await (await fetch(new URL('blog/tags/%E5%8F%91%E5%B8%83', server.url))).text()).toContain('2 篇文章含有标签「发布」');
    // Tabs reload once the pages are written; the feeds follow before the build is done.
    await server.idle();
    expect(await (await fetch(new URL('blog/rss.xml', server.url))).text()).toContain('第二篇');
    await fs.writeFile(path.join(siteDir, 'content/blog/2024-03-01-draft.md'), '---\ntitle: 写了一半\ndraft: true\n---\n正文\n');
    await next('reload');
    expect(await (await fetch(new URL('blog/draft', server.url))).text()).toContain('这是一篇草稿');
  });

  test('reloads no tab for a save that changes no page, and every tab for a changed file under static/', async () => {
    const siteDir = await createFixtureSite({ ...site, 'static/notes.txt': '第一版附件' });
    server = await startDevServer({ rootDir: repoRoot, siteDir, outDir: path.join(siteDir, 'dev'), host: '127.0.0.1', port: 0, logger: silentLogger });
    await server.idle();
    const next = await openEvents(server.url);
    // The same text saved again: the rebuild renders nothing, so open tabs keep their place.
    await fs.writeFile(path.join(siteDir, 'content/docs/intro.md'), site['content/docs/intro.md']);
    await server.idle();
    await fs.writeFile(path.join(siteDir, 'static/notes.txt'), '第二版附件');
    // The first reload event is the static file's: the repeated save sent none.
    expect((await next('reload')).changedRoutes).toEqual(['*']);
    expect(await (await fetch(new URL('notes.txt', server.url))).text()).toBe('第二版附件');
  });

  test('writes the search index under fixed names once edits pause, and refreshes it after an edit', async () => {
    const siteDir = await createFixtureSite(site);
    server = await startDevServer({ rootDir: repoRoot, siteDir, outDir: path.join(siteDir, 'dev'), host: '127.0.0.1', port: 0, logger: silentLogger });
    const html = await (await fetch(new URL('docs/intro', server.url))).text();
    expect(html).toContain('data-search-manifest="/search/manifest.json"');
    const records = async () => (await fetch(new URL('search/records-0.json', server!.url))).text();
    await expect.poll(records, { timeout: 5000 }).toContain('第一版正文');
    const next = await openEvents(server.url);
    await fs.writeFile(path.join(siteDir, 'content/docs/intro.md'), '---\nsidebar_position: 1\n---\n# 简介\n\n改过的正文。\n');
    await next('reload');
    await expect.poll(records, { timeout: 5000 }).toContain('改过的正文');
  });

  test('shows a content error in the browser and keeps serving the last good site', async () => {
    const siteDir = await createFixtureSite(site);
    server = await startDevServer({ rootDir: repoRoot, siteDir, outDir: path.join(siteDir, 'dev'), host: '127.0.0.1', port: 0, logger: silentLogger });
    // Edits are made to the site its first build made (it answers before that build is done).
    await server.idle();
    const next = await openEvents(server.url);
    await fs.writeFile(path.join(siteDir, 'content/docs/other.md'), '---\nsidebar_position: [\n---\n# 其他\n');
    const error = await next("error");
    expect(error.message).toContain('front matter 的 YAML 语法错误');
    expect(String(error.file)).toMatch(/other\.md$/);
    expect((await fetch(new URL('docs/other', server.url))).status).toBe(200);
    await fs.writeFile(path.join(siteDir, 'content/docs/other.md'), '---\nsidebar_position: 2\n---\n# 其他\n\n修好了。\n');
    await next('reload');
    // A build may have read the file half-written; the save's last build shows the fix.
    await pageShows(server, 'docs/other', '修好了');
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

  test('shows the second of two quick saves: 20 pairs saved 20 ms apart', async () => {
    const siteDir = await createFixtureSite(site);
    server = await startDevServer({ rootDir: repoRoot, siteDir, outDir: path.join(siteDir, 'dev'), host: '127.0.0.1', port: 0, logger: silentLogger });
    const file = path.join(siteDir, 'content/docs/intro.md');
    for (let pair = 1; pair <= 20; pair++) {
      await fs.writeFile(file, `---\nsidebar_position: 1\n---\n# 简介\n\n第 ${pair} 对的第一次保存。\n`);
      await sleep(20);
      await fs.writeFile(file, `---\nsidebar_position: 1\n---\n# 简介\n\n第 ${pair} 对的第二次保存。\n`);
      await pageShows(server, 'docs/intro', `第 ${pair} 对的第二次保存`);
    }
  });

  test('shows a fix saved 20 ms after broken front matter', async () => {
    const siteDir = await createFixtureSite(site);
    server = await startDevServer({ rootDir: repoRoot, siteDir, outDir: path.join(siteDir, 'dev'), host: '127.0.0.1', port: 0, logger: silentLogger });
    const file = path.join(siteDir, 'content/docs/other.md');
    for (let attempt = 1; attempt <= 3; attempt++) {
      await fs.writeFile(file, '---\nsidebar_position: [\n---\n# 其他\n');
      await sleep(20);
      await fs.writeFile(file, `---\nsidebar_position: 2\n---\n# 其他\n\n第 ${attempt} 次修好了。\n`);
      await pageShows(server, 'docs/other', `第 ${attempt} 次修好了`);
    }
  });

  test.each([
    ['a link to its own folder', [['loop', '.']]],
    ['two links to each other', [['first', 'second'], ['second', 'first']]],
  ])('stays up and names the looping path when content/ gains %s', async (_name, links) => {
    const siteDir = await createFixtureSite(site);
    const logger = collectingLogger();
    server = await startDevServer({ rootDir: repoRoot, siteDir, outDir: path.join(siteDir, 'dev'), host: '127.0.0.1', port: 0, logger });
    for (const [link, target] of links) await fs.symlink(target!, path.join(siteDir, 'content/docs', link!));
    const looping = path.join('content', 'docs', links[0]![0]!);
    await expect.poll(() => logger.messages.join('\n'), { timeout: 5000 }).toContain(`${looping} 形成循环`);
    await server.idle();
    expect(await (await fetch(new URL('docs/intro', server.url))).text()).toContain('第一版正文');
  });

  test('tells open tabs of a deleted or renamed page to reload, and the old address then answers 404', async () => {
    const siteDir = await createFixtureSite(site);
    server = await startDevServer({ rootDir: repoRoot, siteDir, outDir: path.join(siteDir, 'dev'), host: '127.0.0.1', port: 0, logger: silentLogger });
    // Edits are made to the site its first build made (it answers before that build is done).
    await server.idle();
    const next = await openEvents(server.url);
    await fs.rename(path.join(siteDir, 'content/docs/other.md'), path.join(siteDir, 'content/docs/renamed.md'));
    const renamed = await next('reload');
    expect(renamed.removedRoutes).toEqual(['/docs/other']);
    expect((await fetch(new URL('docs/other', server.url))).status).toBe(404);
    await pageShows(server, 'docs/renamed', '无关页面');
    // A rename is two watcher events that may make two builds; listen afresh once both are done.
    await server.idle();
    const afterRename = await openEvents(server.url);
    await fs.rm(path.join(siteDir, 'content/docs/renamed.md'));
    expect((await afterRename('reload')).removedRoutes).toEqual(['/docs/renamed']);
    expect((await fetch(new URL('docs/renamed', server.url))).status).toBe(404);
  });

  test('a page that takes seconds to compile holds up no other request: compiling runs off the server\'s thread', async () => {
    // 4,000 lines of a minified-looking script, each under the highlighter's length cap: seconds of highlighting.
    // A new version changes the code too, so nothing of it is highlighted already.
    const line = (version: number) => `const value${version} = "${'x'.repeat(900)}"; // ${'a + b '.repeat(10)}`;
    const slow = (version: number) => `# 慢页面\n\n第 ${version} 版。\n\n\`\`\`js\n${Array.from({ length: 4000 }, () => line(version)).join('\n')}\n\`\`\`\n`;
    const siteDir = await createFixtureSite({ ...site, 'content/docs/slow.md': slow(1) });
    server = await startDevServer({ rootDir: repoRoot, siteDir, outDir: path.join(siteDir, 'dev'), host: '127.0.0.1', port: 0, logger: silentLogger });
    await server.idle();
    const next = await openEvents(server.url);
    const saved = performance.now();
    await fs.writeFile(path.join(siteDir, 'content/docs/slow.md'), slow(2));
    let reloaded = false;
    const reload = next('reload').then(() => {
      reloaded = true;
    });
    // Other pages asked for back to back while the slow one compiles: each answers at once.
    const latencies: number[] = [];
    while (!reloaded) {
      const asked = performance.now();
      expect((await fetch(new URL('docs/intro', server.url))).status).toBe(200);
      latencies.push(performance.now() - asked);
    }
    await reload;
    const saveToReload = performance.now() - saved;
    await pageShows(server, 'docs/slow', '第 2 版');
    expect(saveToReload).toBeGreaterThan(1000);
    expect(latencies.length).toBeGreaterThan(3);
    expect(Math.max(...latencies)).toBeLessThan(saveToReload / 2);
  });
});
