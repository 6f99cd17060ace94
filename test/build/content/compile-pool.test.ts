import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import type { Element } from 'hast';
import { afterAll, beforeAll, describe, expect, onTestFinished, test, vi } from 'vitest';
import { cacheRoot } from '../../../build/cache.ts';
import {
  closeCompilePool, closeHtmlSpill, compileChangedMarkdown, freshCompilePool, poolInUse, startCompilePoolEarly, workersForTwins, type CompileCache, type CompileCacheFiles,
} from '../../../build/content/compile-content.ts';
import { createCompilePool, WorkerLost, type CompilePool } from '../../../build/content/compile-pool.ts';
import { compileFailure, type CompileOutcome, type WorkerReply, type WorkerRequest } from '../../../build/content/compile-protocol.ts';
import compileInWorker from '../../../build/content/compile-worker.ts';
import { hashText } from '../../../build/content/load-content.ts';
import type { ContentFile } from '../../../build/content/types.ts';
import { BuildError } from '../../../build/diagnostics.ts';
import { createMemoryCodeBlockCache, codeBlockKey } from '../../../build/markdown/code-block-cache.ts';
import { compactHastJson } from '../../../build/markdown/compact-hast.ts';
import { markdownTwin } from '../../../build/twins/page-twin.ts';
import { twinsInWorkers } from '../../../build/twins/twins-in-workers.ts';
import { repoRoot } from '../../helpers/fixture-site.ts';

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

let dir: string;
const cacheFiles = (name: string): CompileCacheFiles => ({
  rootDir: repoRoot, cacheDir: cacheRoot(repoRoot), codeBlocks: path.join(dir, `${name}-code-blocks.json`), compiled: path.join(dir, `${name}-compiled.json`),
});

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'compile-pool-'));
});

afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

describe('the compile pool', () => {
  let pool: CompilePool;
  beforeAll(async () => {
    pool = await createCompilePool(repoRoot, cacheRoot(repoRoot), 2);
  });
  afterAll(() => pool.close());

  test('compiles every file exactly as the main thread does, warnings and their lines included', async () => {
    const inThread = await compileChangedMarkdown(files, '/zh/', { entries: new Map() }, cacheFiles('thread'));
    const pooled: CompileCache = { entries: new Map(), pool: Promise.resolve(pool) };
    const inPool = await compileChangedMarkdown(files, '/zh/', pooled, cacheFiles('pool'));
    expect([...inPool.keys()]).toEqual(files.map((file) => file.sourceFile));
    expect(inPool).toEqual(inThread);
    expect(inPool.get('/site/content/docs/loading.md')!.warnings.map((warning) => [warning.code, warning.line])).toEqual([['raw-html', 13], ['unknown-code-language', 9]]);
    expect(inPool.get('/site/content/docs/intro.md')!.html).toContain('href="/zh/docs/loading#load"');
    // The blocks the workers highlighted went into the main thread's cache file, one per fence.
    const [, ...blocks] = (await fs.readFile(cacheFiles('pool').codeBlocks, 'utf8')).trimEnd().split('\n');
    expect(blocks).toHaveLength(5);
  });

  test('a one-off build keeps the pooled pages\' HTML in its spill until it is done (in memory for a site this small); watch mode keeps it in the compiled pages', async () => {
    const oneOff: CompileCache = { entries: new Map(), pool: Promise.resolve(pool) };
    const compiled = await compileChangedMarkdown(files, '/zh/', oneOff, cacheFiles('spill'));
    const intro = compiled.get('/site/content/docs/intro.md')!;
    expect(Object.getOwnPropertyDescriptor(intro, 'html')?.get).toBeTypeOf('function');
    const html = intro.html;
    expect(html).toContain('<h1 id="简介">简介</h1>');
    // The compiled files on disk hold the HTML itself.
    expect(await fs.readFile(cacheFiles('spill').compiled, 'utf8')).toContain('简介</h1>');
    closeHtmlSpill(oneOff);
    expect(oneOff.entries.size).toBe(0);
    expect(oneOff.spill).toBeUndefined();

    const watched: CompileCache = { entries: new Map(), pool: Promise.resolve(pool) };
    const inMemory = await compileChangedMarkdown(files, '/zh/', watched, cacheFiles('watched'), { later: (_file, write) => void write(), watch: true });
    expect(Object.getOwnPropertyDescriptor(inMemory.get('/site/content/docs/intro.md')!, 'html')?.value).toBe(html);
    expect(watched.spill).toBeUndefined();
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
    const { compiled, codeBlocks: used } = await fresh.compile(files[1]!, { baseUrl: '/', routes, routesKey: 'routes-1', codeBlocks });
    expect(compiled.html).toContain('<div class="code-block from-main-thread"></div>');
    // The other blocks it highlighted came back into the cache, and the file's keys name all of them.
    expect(used.size).toBe(2);
    expect([...used].every((key) => codeBlocks.get(key) !== undefined)).toBe(true);
  });

  test('a worker makes a page\'s Markdown twin exactly as the main thread does', async () => {
    const page = { kind: 'doc', route: '/docs/loading', title: '加载', description: '如何加载文档', contentHtml: '<p>先看<a href="./intro">简介</a>。</p><pre><code>const a = 1;</code></pre>' } as const;
    const twin = await twinsInWorkers(Promise.resolve(pool))!(page, 'https://example.com/zh/');
    expect(twin).toEqual(markdownTwin(page, 'https://example.com/zh/'));
    expect(twin?.body).toContain('[简介](https://example.com/zh/docs/intro)');
  });

  test('a long list of files is compiled by fresh workers every so many files, with the same output', async () => {
    const many = Array.from({ length: 5 }, (_, index) => doc(`page-${index}`, `# 第 ${index} 页\n\n\`\`\`js\nconst page = ${index};\n\`\`\`\n`));
    const inThread = await compileChangedMarkdown(many, '/', { entries: new Map() }, cacheFiles('batches-thread'));
    const first = await createCompilePool(repoRoot, cacheRoot(repoRoot), 1);
    const closeFirst = vi.spyOn(first, 'close');
    const cache: CompileCache = { entries: new Map(), pool: Promise.resolve(first), filesPerPool: 2 };
    const pooled = await compileChangedMarkdown(many, '/', cache, cacheFiles('batches-pool'), { later: (_file, write) => void write(), watch: true });
    expect(pooled).toEqual(inThread);
    // Batches of at most two files: the first workers were stopped after theirs, and the last ones stay for the next build.
    expect(closeFirst).toHaveBeenCalledOnce();
    expect(await cache.pool).not.toBe(first);
    await closeCompilePool(cache);
  });

  test('after compiling, a one-off build swaps the workers for fresh ones that make the twins, and can close them', async () => {
    const compiling = await createCompilePool(repoRoot, cacheRoot(repoRoot), 1);
    const cache: CompileCache = { entries: new Map(), pool: Promise.resolve(compiling), workers: 1 };
    await freshCompilePool(cache, cacheFiles('fresh'));
    const fresh = cache.pool!;
    expect(await fresh).not.toBe(compiling);
    const page = { kind: 'doc', route: '/docs/a', title: '甲', description: '', contentHtml: '<p>正文</p>' } as const;
    expect(await twinsInWorkers(poolInUse(cache))!(page, 'https://example.com/')).toEqual(markdownTwin(page, 'https://example.com/'));
    await closeCompilePool(cache);
    expect(cache.pool).toBeUndefined();
  });

  test('for its twins, a one-off build keeps the workers that compiled a few thousand files, takes fresh ones after more, and none after this thread', async () => {
    const few = [doc('a', '# 甲\n')];
    const many = Array.from({ length: 2001 }, (_, index) => doc(`page-${index}`, '# 页\n'));
    const kept = await createCompilePool(repoRoot, cacheRoot(repoRoot), 1);
    const small: CompileCache = { entries: new Map(), pool: Promise.resolve(kept), workers: 1 };
    await workersForTwins(small, cacheFiles('twins-small'), few);
    expect(await small.pool).toBe(kept);
    await closeCompilePool(small);
    const replaced = await createCompilePool(repoRoot, cacheRoot(repoRoot), 1);
    const large: CompileCache = { entries: new Map(), pool: Promise.resolve(replaced), workers: 1 };
    await workersForTwins(large, cacheFiles('twins-large'), many);
    expect(await large.pool).not.toBe(replaced);
    await closeCompilePool(large);
    const unused = await createCompilePool(repoRoot, cacheRoot(repoRoot), 1);
    const closed = vi.spyOn(unused, 'close');
    const thread: CompileCache = { entries: new Map(), pool: Promise.resolve(unused), workers: 0 };
    await workersForTwins(thread, cacheFiles('twins-thread'), few);
    expect(thread.pool).toBeUndefined();
    expect(closed).toHaveBeenCalledOnce();
  });

  test('a file too large for a worker\'s heap cap loses its worker and is compiled in the main thread, alike', async () => {
    // A 24 MB heap starts a worker and compiles a short file, not some 100 KB of tables and links.
    const capped = await createCompilePool(repoRoot, cacheRoot(repoRoot), 1, 24);
    onTestFinished(() => capped.close());
    const rows = Array.from({ length: 1000 }, (_, n) => `第 ${n} 段：用 \`load\` 加载[文档](https://example.com/${n})。\n\n| 方法 | 返回值 |\n| - | - |\n| load | ${n} |\n`);
    const large = doc('large', `# 大文件\n\n${rows.join('\n')}`);
    const small = doc('small', '# 小文件\n\n正文。\n');
    const inThread = await compileChangedMarkdown([large, small], '/zh/', { entries: new Map() }, cacheFiles('lost-thread'));
    const inPool = await compileChangedMarkdown([large, small], '/zh/', { entries: new Map(), pool: Promise.resolve(capped) }, cacheFiles('lost-pool'));
    expect(inPool).toEqual(inThread);
    expect(inPool.get(large.sourceFile)!.html).toContain('<td>999</td>');
    // The pool started a new worker in place of the lost one.
    const context = { baseUrl: '/zh/', routes: new Map<string, string>(), routesKey: 'none', codeBlocks: createMemoryCodeBlockCache() };
    expect((await capped.compile(small, context)).compiled.html).toBe(inThread.get(small.sourceFile)!.html);
    await expect(capped.compile(large, context)).rejects.toBeInstanceOf(WorkerLost);
  });

  test('a file that fails in a worker is the BuildError the main thread would throw, naming the file', async () => {
    const broken = { ...doc('broken', ''), body: 42 as unknown as string };
    const inThread = await compileChangedMarkdown([broken], '/', { entries: new Map() }, cacheFiles('broken-thread')).catch((error: unknown) => error);
    const inPool = await compileChangedMarkdown([broken], '/', { entries: new Map(), pool: Promise.resolve(pool) }, cacheFiles('broken-pool')).catch((error: unknown) => error);
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
      source: files[0]!.body, filePath: files[0]!.sourceFile, baseUrl: '/', routesKey: 'listener-test', codeBlockKeysKey: 'listener-test', port: port2,
    })) as CompileOutcome;
    expect(outcome.ok && outcome.compiled.html).toContain('href="/docs/loading#load"');
    expect(outcome.ok && outcome.highlighted.length).toBe(1);
    expect(port2.listenerCount('message')).toBe(0);
  });
});

describe('starting the pool early', () => {
  // Eight long files, 640,000 characters in all: enough work for the pool.
  const long = Array.from({ length: 8 }, (_, page) => doc(`long-${page}`, `# 长文 ${page}\n\n${'很长的段落，'.repeat(13_000)}\n\n\`\`\`ts\nconst page = ${page};\n\`\`\`\n`));

  test('a cold build of much Markdown starts the workers before compiling, and compiles with them as the main thread would', async () => {
    // As on a 2-core machine, whatever the machine running the tests has.
    vi.spyOn(os, 'availableParallelism').mockReturnValue(2);
    onTestFinished(() => {
      vi.restoreAllMocks();
    });
    const cache: CompileCache = { entries: new Map() };
    startCompilePoolEarly(long, cache, cacheFiles('early'));
    expect(cache.pool).toBeDefined();
    try {
      const inPool = await compileChangedMarkdown(long, '/', cache, cacheFiles('early'));
      const inThread = await compileChangedMarkdown(long, '/', { entries: new Map() }, cacheFiles('early-thread'));
      expect(inPool).toEqual(inThread);
    } finally {
      await closeCompilePool(cache);
    }
  });

  test('a small site, one whose compiled files are on disk, or a one-core machine starts none', async () => {
    const cores = vi.spyOn(os, 'availableParallelism').mockReturnValue(2);
    onTestFinished(() => {
      vi.restoreAllMocks();
    });
    const small: CompileCache = { entries: new Map() };
    startCompilePoolEarly(files, small, cacheFiles('small'));
    expect(small.pool).toBeUndefined();
    await fs.writeFile(cacheFiles('warm').compiled, '{}');
    const warm: CompileCache = { entries: new Map() };
    startCompilePoolEarly(long, warm, cacheFiles('warm'));
    expect(warm.pool).toBeUndefined();
    cores.mockReturnValue(1);
    const oneCore: CompileCache = { entries: new Map() };
    startCompilePoolEarly(long, oneCore, cacheFiles('one-core'));
    expect(oneCore.pool).toBeUndefined();
  });
});

describe('stopping the pool', () => {
  test('closeCompilePool stops the workers, and a process that never closes its pool still exits', async () => {
    const script = path.join(dir, 'exit.mts');
    const source = (close: boolean) => `
      import { closeCompilePool, compileChangedMarkdown } from ${JSON.stringify(path.join(repoRoot, 'build/content/compile-content.ts'))};
      import { createCompilePool } from ${JSON.stringify(path.join(repoRoot, 'build/content/compile-pool.ts'))};
      const cache = { entries: new Map(), pool: createCompilePool(${JSON.stringify(repoRoot)}, ${JSON.stringify(cacheRoot(repoRoot))}, 2) };
      const files = ${JSON.stringify(files)};
      const compiled = await compileChangedMarkdown(files, '/', cache, ${JSON.stringify(cacheFiles(`exit-${close}`))});
      console.log(compiled.size);
      ${close ? 'await closeCompilePool(cache); console.log(cache.pool === undefined);' : ''}
    `;
    for (const close of [true, false]) {
      await fs.writeFile(script, source(close));
      const child = spawnSync(process.execPath, ['--import', 'tsx', script], { cwd: repoRoot, encoding: 'utf8', timeout: 30_000 });
      expect(child.stderr).toBe('');
      expect(child.status).toBe(0);
      expect(child.stdout.trim().split('\n')).toEqual(close ? ['3', 'true'] : ['3']);
    }
  });

  test('closing a cache that never started a pool does nothing', async () => {
    await expect(closeCompilePool({ entries: new Map() })).resolves.toBeUndefined();
  });
});
