import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import type { Element } from 'hast';
import { afterAll, beforeAll, describe, expect, onTestFinished, test, vi } from 'vitest';
import { cacheRoot } from '../../../build/cache.ts';
import {
  compileChangedMarkdown, compileInThisThread, workOf, type CompileCache, type CompileCacheFiles, type Work,
} from '../../../build/content/compile-content.ts';
import { compileFailure } from '../../../build/content/compile-failure.ts';
import { closeExecutor, executorFor, startExecutorEarly, threadsFor, type ExecutorSlot, type ExecutorStart } from '../../../build/executor/executor.ts';
import { createCompilePool, WorkerLost } from '../../../build/executor/pool.ts';
import type { CompileOutcome, WorkerReply, WorkerRequest } from '../../../build/executor/protocol.ts';
import compileInWorker from '../../../build/executor/compile-in-worker.ts';
import { hashText } from '../../../build/content/load-content.ts';
import type { ContentFile } from '../../../build/content/types.ts';
import { BuildError } from '../../../build/diagnostics.ts';
import { createMemoryCodeBlockCache, codeBlockKey } from '../../../build/markdown/code-block-cache.ts';
import { compactHastJson } from '../../../build/markdown/compact-hast.ts';
import { repoRoot } from '../../helpers/fixture-site.ts';
import { readBody, readMarkdown, readSearch } from '../../../build/page-store.ts';
import type { CompiledPage } from '../../../build/markdown/types.ts';
import type { SearchedPage } from '../../../build/search/page-sources.ts';
import { searchTask } from '../../../build/search/search-files-cache.ts';

const doc = (name: string, body: string): ContentFile => ({
  kind: 'doc', sourceFile: `/site/content/docs/${name}.md`, id: name, dirName: '', route: `/docs/${name}`,
  frontMatter: { draft: false, unlisted: false, hide_table_of_contents: false }, body, hash: hashText(body),
});

// Links between files, code in several languages, an admonition, and three warnings with their lines.
const files = [
  doc('intro', '# 简介\n\n看[加载](./loading.md#load)。\n\n```js title="app.js" {2}\nconst $ = cheerio.load(html);\n$(\'h1\').text();\n```\n\n:::tip 提示\n正文\n:::\n'),
  doc('loading', '# 加载\n\n## 加载文档 {#load}\n\n```ts\nconst a: number = 1;\n```\n\n```python\nprint(1)\n```\n\n<div onclick="x()">点</div>\n'),
  doc('html', '# HTML\n\n```html showLineNumbers\n<ul id="fruits">\n  <li>苹果</li>\n</ul>\n```\n\n```js {9}\nconst one = 1;\n```\n\n[坏链接](./missing.md)\n'),
];

// Compiled pages with their bodies read, without where each store keeps them: what two ways of compiling must agree on.
const readable = (compiled: Map<string, CompiledPage>) => new Map([...compiled].map(([file, page]) => {
  const { body, markdown, search, ...facts } = page;
  return [file, { ...facts, html: readBody(page), bytes: body.bytes, markdown: readMarkdown(page), markdownBytes: markdown.bytes, search: readSearch(page), searchBytes: search.bytes }];
}));

// A compile cache and the executor slot beside it, as a builder holds them; `threads` overrides the executor's choice.
function withExecutor(threads?: number): { cache: CompileCache; slot: ExecutorSlot; start: ExecutorStart; options: { compiler: (work: Work) => ReturnType<typeof executorFor> } } {
  const cache: CompileCache = { entries: new Map() };
  const slot: ExecutorSlot = threads === undefined ? {} : { threads };
  const start: ExecutorStart = { rootDir: repoRoot, cacheDir: cacheRoot(repoRoot), compileHere: (file, context) => compileInThisThread(file, cache, context), dev: false };
  onTestFinished(() => closeExecutor(slot));
  return { cache, slot, start, options: { compiler: (work) => executorFor(slot, work, start) } };
}

let dir: string;
const cacheFiles = (name: string): CompileCacheFiles => ({
  rootDir: repoRoot, cacheDir: cacheRoot(repoRoot), codeBlocks: path.join(dir, `${name}-code-blocks.json`), pages: path.join(dir, `${name}-pages`),
});

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'compile-pool-'));
});

afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

describe('the executor\'s workers', () => {
  test('compiles every file exactly as the main thread does, warnings and their lines included', async () => {
    const siteUrl = 'https://example.com/zh/';
    const inThread = await compileChangedMarkdown(files, '/zh/', { entries: new Map() }, cacheFiles('thread'), { siteUrl });
    const pooled = withExecutor(2);
    const inPool = await compileChangedMarkdown(files, '/zh/', pooled.cache, cacheFiles('pool'), { ...pooled.options, siteUrl });
    expect(pooled.cache.workers).toBe(2);
    expect([...inPool.keys()]).toEqual(files.map((file) => file.sourceFile));
    expect(readable(inPool)).toEqual(readable(inThread));
    expect(inPool.get('/site/content/docs/loading.md')!.warnings.map((warning) => [warning.code, warning.line])).toEqual([['raw-html', 13], ['unknown-code-language', 9]]);
    expect(readBody(inPool.get('/site/content/docs/intro.md')!)).toContain('href="/zh/docs/loading#load"');
    // The twin's Markdown, made in the worker, links against the site URL.
    expect(readMarkdown(inPool.get('/site/content/docs/intro.md')!)).toContain('[加载](https://example.com/zh/docs/loading#load)');
    // The blocks the workers highlighted went into the main thread's cache file, one per fence.
    const [, ...blocks] = (await fs.readFile(cacheFiles('pool').codeBlocks, 'utf8')).trimEnd().split('\n');
    expect(blocks).toHaveLength(5);
  });

  test('compiled pages are plain data: the same after a structured clone', async () => {
    const pooled = withExecutor(2);
    const compiled = await compileChangedMarkdown(files, '/zh/', pooled.cache, cacheFiles('plain'), pooled.options);
    expect(structuredClone(compiled)).toEqual(compiled);
    expect(readBody(compiled.get('/site/content/docs/intro.md')!)).toContain('<h1 id="简介">简介</h1>');
  });

  test('a worker takes a block from the main thread\'s cache instead of highlighting it', async () => {
    const codeBlocks = createMemoryCodeBlockCache();
    // A code block as rehype-code-blocks makes them (a div of class code-block), marked to show where it came from.
    const cached: Element = { type: 'element', tagName: 'div', properties: { className: ['code-block', 'from-main-thread'] }, children: [] };
    codeBlocks.set(codeBlockKey('ts', '', 'const a: number = 1;\n'), compactHastJson(cached));
    const routes = new Map(files.map((file) => [file.sourceFile, file.route]));
    // A new worker: one that compiled this file before keeps the block it highlighted then.
    const fresh = await createCompilePool(repoRoot, cacheRoot(repoRoot), 1);
    onTestFinished(() => fresh.close());
    const { compiled, codeBlocks: used } = await fresh.compile({ ...files[1]!, storeName: 'loading' }, { baseUrl: '/', siteUrl: 'https://example.com/', routes, routesKey: 'routes-1', codeBlocks, storeDir: dir });
    expect(readBody(compiled)).toContain('<div class="code-block from-main-thread"></div>');
    // The other blocks it highlighted came back into the cache, and the file's keys name all of them.
    expect(used.size).toBe(2);
    expect([...used].every((key) => codeBlocks.get(key) !== undefined)).toBe(true);
  });

  test('the executor that compiled in workers stops them when closed', async () => {
    const { cache, slot, options } = withExecutor(1);
    await compileChangedMarkdown(files, '/', cache, cacheFiles('close'), options);
    expect(slot.executor?.threads).toBe(1);
    await closeExecutor(slot);
    expect(slot.executor).toBeUndefined();
  });

  test('a file too large for a worker\'s heap cap loses its worker and is compiled in the main thread, alike', async () => {
    // A 24 MB heap starts a worker and compiles a short file, not some 100 KB of tables and links.
    const capped = await createCompilePool(repoRoot, cacheRoot(repoRoot), 1, 24);
    onTestFinished(() => capped.close());
    const rows = Array.from({ length: 1000 }, (_, n) => `第 ${n} 段：用 \`load\` 加载[文档](https://example.com/${n})。\n\n| 方法 | 返回值 |\n| - | - |\n| load | ${n} |\n`);
    const large = doc('large', `# 大文件\n\n${rows.join('\n')}`);
    const small = doc('small', '# 小文件\n\n正文。\n');
    const inThread = await compileChangedMarkdown([large, small], '/zh/', { entries: new Map() }, cacheFiles('lost-thread'));
    expect(readBody(inThread.get(large.sourceFile)!)).toContain('<td>999</td>');
    // The pool started a new worker in place of the lost one.
    const context = { baseUrl: '/zh/', siteUrl: 'http://localhost/zh/', routes: new Map<string, string>(), routesKey: 'none', codeBlocks: createMemoryCodeBlockCache(), storeDir: dir };
    expect(readBody((await capped.compile({ ...small, storeName: 'small' }, context)).compiled)).toBe(readBody(inThread.get(small.sourceFile)!));
    await expect(capped.compile({ ...large, storeName: 'large' }, context)).rejects.toBeInstanceOf(WorkerLost);
  });

  test('a file that fails in a worker is the BuildError the main thread would throw, naming the file', async () => {
    const broken = { ...doc('broken', ''), body: 42 as unknown as string };
    const inThread = await compileChangedMarkdown([broken], '/', { entries: new Map() }, cacheFiles('broken-thread')).catch((error: unknown) => error);
    const pooled = withExecutor(1);
    const inPool = await compileChangedMarkdown([broken], '/', pooled.cache, cacheFiles('broken-pool'), pooled.options).catch((error: unknown) => error);
    expect(inThread).toBeInstanceOf(BuildError);
    expect(inPool).toBeInstanceOf(BuildError);
    expect((inPool as BuildError).message).toBe((inThread as BuildError).message);
    expect((inPool as BuildError).location).toEqual({ file: '/site/content/docs/broken.md' });
    expect((inPool as BuildError).message).toMatch(/broken\.md: cannot compile Markdown: /);
  });
});

describe('compileFailure', () => {
  test('names the line and column a plugin gave, and keeps a BuildError as it was', () => {
    const placed = Object.assign(new Error('bad directive'), { place: { line: 3, column: 5 } });
    expect(compileFailure(placed, '/site/a.md')).toEqual({ location: { file: '/site/a.md', line: 3, column: 5 }, reason: 'cannot compile Markdown: bad directive' });
    const error = new BuildError({ file: '/site/b.md', line: 2, key: 'id' }, 'duplicate id');
    const { location, reason } = compileFailure(error, '/site/a.md');
    expect(new BuildError(location, reason).message).toBe(error.message);
  });
});

describe('a compile worker', () => {
  // A task's port that kept its listener kept the task, and with it every block the file highlighted: a worker's heap
  // grew with the files it had compiled until, under a large build's heap cap, it ran out of memory.
  test('lets go of each file once it is compiled: its task port keeps no listener', async () => {
    const { port1, port2 } = new MessageChannel();
    const routes: [string, string][] = files.map((file) => [file.sourceFile, file.route]);
    port1.on('message', (request: WorkerRequest) => port1.postMessage({ id: request.id, value: request.kind === 'routes' ? routes : [] } satisfies WorkerReply));
    onTestFinished(() => port1.close());
    const outcome = (await compileInWorker({
      source: files[0]!.body, filePath: files[0]!.sourceFile, storeDir: dir, storeName: 'listener', baseUrl: '/', siteUrl: 'https://example.com/', routesKey: 'listener-test', codeBlockKeysKey: 'listener-test', port: port2,
    })) as CompileOutcome;
    expect(outcome.ok && readBody(outcome.compiled)).toContain('href="/docs/loading#load"');
    expect(outcome.ok && outcome.highlighted.length).toBe(1);
    expect(port2.listenerCount('message')).toBe(0);
  });
});

describe('starting the executor early', () => {
  // Eight long files, 640,000 characters in all: enough work for the pool.
  const long = Array.from({ length: 8 }, (_, page) => doc(`long-${page}`, `# 长文 ${page}\n\n${'很长的段落，'.repeat(13_000)}\n\n\`\`\`ts\nconst page = ${page};\n\`\`\`\n`));

  test('a cold build of much Markdown starts the workers before compiling, and compiles with them as the main thread would', async () => {
    // As on a 2-core machine, whatever the machine running the tests has.
    vi.spyOn(os, 'availableParallelism').mockReturnValue(2);
    onTestFinished(() => {
      vi.restoreAllMocks();
    });
    const { cache, slot, start, options } = withExecutor();
    startExecutorEarly(slot, workOf(long), start, ['ts']);
    const early = slot.executor;
    expect(early?.threads).toBe(2);
    const inPool = await compileChangedMarkdown(long, '/', cache, cacheFiles('early'), options);
    expect(slot.executor).toBe(early);
    const inThread = await compileChangedMarkdown(long, '/', { entries: new Map() }, cacheFiles('early-thread'));
    expect(readable(inPool)).toEqual(readable(inThread));
  });

  test('a small site or a one-core machine starts no worker', async () => {
    const cores = vi.spyOn(os, 'availableParallelism').mockReturnValue(2);
    onTestFinished(() => {
      vi.restoreAllMocks();
    });
    const small = withExecutor();
    startExecutorEarly(small.slot, workOf(files), small.start, []);
    expect(small.slot.executor?.threads).toBe(0);
    cores.mockReturnValue(1);
    const oneCore = withExecutor();
    startExecutorEarly(oneCore.slot, workOf(long), oneCore.start, []);
    expect(oneCore.slot.executor?.threads).toBe(0);
  });

  test('the executor runs in this thread unless there is enough work for every core', () => {
    expect(threadsFor({ files: 8, characters: 600_000 }, 2)).toBe(2);
    expect(threadsFor({ files: 8, characters: 600_000 }, 4)).toBe(4);
    expect(threadsFor({ files: 7, characters: 10_000_000 }, 2)).toBe(0);
    expect(threadsFor({ files: 1000, characters: 599_999 }, 2)).toBe(0);
    expect(threadsFor({ files: 1000, characters: 10_000_000 }, 1)).toBe(0);
    // The dev server always compiles off its request thread.
    expect(threadsFor({ files: 1, characters: 10 }, 2, { dev: true })).toBe(1);
    expect(threadsFor({ files: 1, characters: 10 }, 1, { dev: true })).toBe(1);
    expect(threadsFor({ files: 8, characters: 600_000 }, 2, { dev: true })).toBe(2);
  });
});

describe('the search step', () => {
  // The compiled files as the search step is sent them, named for a cache file of their own.
  async function searchOf(name: string) {
    const { cache } = withExecutor(0);
    const compiled = await compileChangedMarkdown(files, '/', cache, cacheFiles(name));
    const pages = files.map((file): SearchedPage => ({ url: file.route, lvl0: '文档', tag: 'docs-default-current', title: file.id, search: compiled.get(file.sourceFile)!.search }));
    const { manifestUrl, ...task } = searchTask(pages, '/', { rootDir: repoRoot, cacheDir: path.join(dir, `${name}-search`) });
    return { task, manifestUrl };
  }
  const filesIn = async (folder: string) => Object.fromEntries(await Promise.all((await fs.readdir(path.join(folder, 'search'))).map(async (name) => [name, await fs.readFile(path.join(folder, 'search', name), 'utf8')])));

  test('made in a worker of its own, the search files are those made in this thread, written where the task said', async () => {
    const { task, manifestUrl } = await searchOf('search-parity');
    const inline = withExecutor(0);
    const pooled = withExecutor(1);
    await compileChangedMarkdown(files.slice(0, 1), '/', pooled.cache, cacheFiles('search-parity-pool'), pooled.options);
    const here = await executorFor(inline.slot, workOf(files), inline.start).search({ ...task, cacheDir: path.join(dir, 'search-parity-1') }, path.join(dir, 'search-here'));
    const there = await pooled.slot.executor!.search({ ...task, cacheDir: path.join(dir, 'search-parity-2') }, path.join(dir, 'search-there'));
    expect(pooled.slot.executor!.threads).toBe(1);
    expect(there).toEqual(here);
    expect(here.written[0]!.path).toBe(manifestUrl.slice(1));
    expect(await filesIn(path.join(dir, 'search-there'))).toEqual(await filesIn(path.join(dir, 'search-here')));
  });

  test('a page whose stored blocks are damaged fails the search in a worker as in this thread, naming its file', async () => {
    const { task } = await searchOf('search-damaged');
    const damaged = task.pages[1]!.search.file;
    await fs.writeFile(damaged, 'not a page');
    const pooled = withExecutor(1);
    await compileChangedMarkdown(files.slice(0, 1), '/', pooled.cache, cacheFiles('search-damaged-pool'), pooled.options);
    await expect(pooled.slot.executor!.search(task, path.join(dir, 'search-damaged-out'))).rejects.toThrow(`编译缓存已损坏：${damaged}`);
  });
});

describe('stopping the workers', () => {
  test('closeExecutor stops the workers, and a process that never closes them still exits', async () => {
    const script = path.join(dir, 'exit.mts');
    const source = (close: boolean) => `
      import { compileChangedMarkdown, compileInThisThread } from ${JSON.stringify(path.join(repoRoot, 'build/content/compile-content.ts'))};
      import { closeExecutor, executorFor } from ${JSON.stringify(path.join(repoRoot, 'build/executor/executor.ts'))};
      const cache = { entries: new Map() };
      const slot = { threads: 2 };
      const start = { rootDir: ${JSON.stringify(repoRoot)}, cacheDir: ${JSON.stringify(cacheRoot(repoRoot))}, compileHere: (file, context) => compileInThisThread(file, cache, context), dev: false };
      const files = ${JSON.stringify(files)};
      const compiled = await compileChangedMarkdown(files, '/', cache, ${JSON.stringify(cacheFiles(`exit-${close}`))}, { compiler: (work) => executorFor(slot, work, start) });
      console.log(compiled.size);
      ${close ? 'await closeExecutor(slot); console.log(slot.executor === undefined);' : ''}
    `;
    for (const close of [true, false]) {
      await fs.writeFile(script, source(close));
      const child = spawnSync(process.execPath, ['--import', 'tsx', script], { cwd: repoRoot, encoding: 'utf8', timeout: 30_000 });
      expect(child.stderr).toBe('');
      expect(child.status).toBe(0);
      expect(child.stdout.trim().split('\n')).toEqual(close ? ['3', 'true'] : ['3']);
    }
  });

  test('closing a slot that never started an executor does nothing', async () => {
    await expect(closeExecutor({})).resolves.toBeUndefined();
  });
});
