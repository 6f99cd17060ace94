import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, onTestFinished, test } from 'vitest';
import { npmScriptNodeFlags } from '../../scripts/bench/paths.ts';
import { createFixtureSite, repoRoot } from '../helpers/fixture-site.ts';

function cli(...args: string[]) {
  return cliWith({}, ...args);
}

function cliWith(env: Record<string, string>, ...args: string[]) {
  const result = spawnSync(process.execPath, [path.join(repoRoot, 'bin/site.mjs'), ...args], { encoding: 'utf8', timeout: 60_000, env: { ...process.env, CI: 'true', NO_COLOR: '1', ...env } });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('the cheerio-site command', () => {
  test('builds a site folder and prints each step and a summary', async () => {
    const siteDir = await createFixtureSite({ 'content/docs/intro.md': '# 简介\n' });
    const { code, output } = cli('build', '--site', siteDir);
    expect(code).toBe(0);
    expect(output).toContain('compile markdown');
    expect(output).toMatch(/完成：2 个路由/);
    // The closing table: routes, warnings, time, output size and the largest pages.
    expect(output).toMatch(/\| 路由 \| 2 \|/);
    expect(output).toMatch(/\| 警告 \| 0 \|/);
    expect(output).toMatch(/\| 输出 \| \d+ 个文件，共 [\d.]+ KB \|/);
    expect(output).toMatch(/\| 最大的页面 \| [^|]+\.html（[\d.]+ KB） \|/);
    await expect(fs.stat(path.join(siteDir, 'dist/docs/intro.html'))).resolves.toBeTruthy();
  });

  test('--stats-file writes the routes, step timings, peak memory and CPU time of the build as JSON', async () => {
    const siteDir = await createFixtureSite({ 'content/docs/intro.md': '# 简介\n' });
    const statsFile = path.join(siteDir, 'stats.json');
    expect(cli('build', '--site', siteDir, '--stats-file', statsFile).code).toBe(0);
    const stats = JSON.parse(await fs.readFile(statsFile, 'utf8')) as Record<string, unknown>;
    expect(stats).toMatchObject({ routes: 2, warnings: 0, compileWorkers: 0 });
    expect((stats.timings as { name: string }[]).map(({ name }) => name)).toContain('compile markdown');
    for (const figure of ['durationMs', 'peakRssBytes', 'cpuUserMs']) expect(stats[figure]).toBeGreaterThan(0);
    expect(stats.cpuSystemMs).toBeGreaterThanOrEqual(0);
  });

  test('exits 1 with the file, line and key of a content error and no stack trace', async () => {
    const siteDir = await createFixtureSite({ 'content/docs/intro.md': '---\nsidebar_position: oops\n---\n# 简介\n' });
    const { code, output } = cli('build', '--site', siteDir);
    expect(code).toBe(1);
    expect(output).toMatch(/intro\.md:2 \(sidebar_position\): invalid front matter/);
    expect(output).not.toMatch(/\n\s+at /);
  });

  test('exits 1 with --strict when a link is broken', async () => {
    const siteDir = await createFixtureSite({ 'content/docs/intro.md': '# 简介\n\n[坏链接](/docs/nowhere)\n' });
    const { code, output } = cli('build', '--site', siteDir, '--strict');
    expect(code).toBe(1);
    expect(output).toContain('intro.md:3:1');
  });

  test('with --strict a symlink loop under content/ fails the build, naming the link', async () => {
    const siteDir = await createFixtureSite({ 'content/docs/intro.md': '# 简介\n' });
    await fs.symlink('.', path.join(siteDir, 'content/docs/loop'));
    const { code, output } = cli('build', '--site', siteDir, '--strict');
    expect(code).toBe(1);
    expect(output).toMatch(/content\/docs\/loop: 符号链接.*形成循环.*\[symlink-loop\]/);
  });

  test('answers unknown options and commands with usage and exit code 2', () => {
    expect(cli('build', '--bogus').code).toBe(2);
    const unknown = cli('frobnicate');
    expect(unknown.code).toBe(2);
    expect(unknown.output).toContain('用法');
  });

  test('refuses to preview a folder that does not exist', () => {
    const { code, output } = cli('preview', '--dir', '/nonexistent/site');
    expect(code).toBe(1);
    expect(output).toContain('请先运行 npm run build');
  });

  test('preview restores a dist/ that a kill between the swap renames left missing, and removes leftovers', async () => {
    const siteDir = await createFixtureSite({ 'content/docs/intro.md': '# 简介\n' });
    const deadPid = spawnSync(process.execPath, ['-e', '']).pid;
    const staging = path.join(siteDir, `.dist-staging-${deadPid}-AbC123`);
    await fs.mkdir(staging);
    await fs.writeFile(path.join(staging, 'index.html'), '新');
    await fs.writeFile(`${staging}.complete`, '');
    await fs.mkdir(path.join(siteDir, `dist.old-${deadPid}-1700000000000`));
    const child = spawn(process.execPath, [path.join(repoRoot, 'bin/site.mjs'), 'preview', '--site', siteDir, '--port', '0'], { env: { ...process.env, NO_COLOR: '1' } });
    try {
      let output = '';
      await new Promise<void>((resolve, reject) => {
        const read = (chunk: Buffer) => {
          output += chunk;
          if (/预览 .*http/.test(output)) resolve();
        };
        child.stdout.on('data', read);
        child.stderr.on('data', read);
        child.on('exit', () => reject(new Error(output)));
      });
      expect(output).toContain('已从上次中断的构建中恢复');
      const url = /(http:\/\/\S+)/.exec(output)![1]!;
      expect(await (await fetch(url)).text()).toBe('新');
      expect((await fs.readdir(siteDir)).filter((name) => name.includes('dist'))).toEqual(['dist']);
    } finally {
      child.kill();
    }
  });

  test('Ctrl-C during a build leaves no staging folder and the old dist/ as it was', async () => {
    const pages = Object.fromEntries(Array.from({ length: 300 }, (_, index) => [`content/docs/page-${index}.md`, `# 第 ${index} 页\n\n正文。\n`]));
    const siteDir = await createFixtureSite({ 'content/docs/intro.md': '# 简介\n', ...pages });
    await fs.mkdir(path.join(siteDir, 'dist'));
    await fs.writeFile(path.join(siteDir, 'dist/index.html'), '旧');
    const child = spawn(process.execPath, [path.join(repoRoot, 'bin/site.mjs'), 'build', '--site', siteDir], { env: { ...process.env, NO_COLOR: '1' } });
    let output = '';
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
    // The staging folder exists from before the search index is written until the swap, after every page.
    await new Promise<void>((resolve) => {
      const read = (chunk: Buffer) => {
        output += chunk;
        if (/search index/.test(output)) resolve();
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
    });
    child.kill('SIGINT');
    expect(await exited, output).toBe('SIGINT');
    expect((await fs.readdir(siteDir)).filter((name) => name.includes('dist')), output).toEqual(['dist']);
    expect(await fs.readFile(path.join(siteDir, 'dist/index.html'), 'utf8')).toBe('旧');
  }, 60_000);

  test('npm run build, npm start and the cheerio-site binary start Node with the same flags', async () => {
    const shebang = (await fs.readFile(path.join(repoRoot, 'bin/site.mjs'), 'utf8')).split('\n')[0]!;
    const binaryFlags = /^#!\/usr\/bin\/env -S node (.+)$/.exec(shebang)?.[1];
    expect(binaryFlags).toMatch(/^--/);
    expect([npmScriptNodeFlags('build').join(' '), npmScriptNodeFlags('start').join(' ')]).toEqual([binaryFlags, binaryFlags]);
  });

  test('rejects a port that is not a number', () => {
    expect(cli('dev', '--port', 'abc').code).toBe(2);
  });

  test('a file system error (here an output folder inside a file) is one line naming the path, no stack trace', async () => {
    const siteDir = await createFixtureSite({ 'content/docs/intro.md': '# 简介\n', 'not-a-folder': 'x' });
    const { code, output } = cli('build', '--site', siteDir, '--out', path.join(siteDir, 'not-a-folder', 'dist'));
    expect(code).toBe(1);
    expect(output).toMatch(/not-a-folder.*(ENOTDIR|EEXIST)/);
    expect(output).not.toMatch(/\n\s+at /);
  });

  test('rejects a --base-url the config would refuse, before building anything', async () => {
    const siteDir = await createFixtureSite({ 'content/docs/intro.md': '# 简介\n' });
    for (const baseUrl of ['x', '//evil.com/', '/a b/']) {
      const { code, output } = cli('build', '--site', siteDir, '--base-url', baseUrl);
      expect(code, baseUrl).toBe(2);
      expect(output).toContain(`--base-url ${JSON.stringify(baseUrl)}`);
      expect(output).not.toMatch(/\n\s+at /);
    }
    await expect(fs.stat(path.join(siteDir, 'dist'))).rejects.toThrow();
  });
});

describe('the CLI bundle', () => {
  // Its own bundle folder (under node_modules, so the bundle's package imports resolve): corrupting the shared
  // one would break the other test files running at the same time.
  async function privateBundle() {
    const cacheDir = await fs.mkdtemp(path.join(repoRoot, 'node_modules/.cache/cheerio-site-cli-test-'));
    onTestFinished(() => fs.rm(cacheDir, { recursive: true, force: true }));
    const env = { CHEERIO_SITE_CLI_CACHE_DIR: cacheDir };
    expect(cliWith(env, 'help').code).toBe(0);
    return { env, bundle: path.join(cacheDir, 'cli.mjs'), record: path.join(cacheDir, 'cli-inputs.json') };
  }

  test('a bundle left empty by a crash while bundling is rebuilt, and the command works', async () => {
    const { env, bundle } = await privateBundle();
    const whole = await fs.readFile(bundle, 'utf8');
    await fs.writeFile(bundle, '');
    const { code, output } = cliWith(env, 'help');
    expect(code).toBe(0);
    expect(output).toContain('用法');
    expect(await fs.readFile(bundle, 'utf8')).toBe(whole);
  });

  test('a damaged chunk that only one command loads (llms.txt\'s) is rebuilt before that command runs', async () => {
    const { env, record } = await privateBundle();
    const { chunks } = JSON.parse(await fs.readFile(record, 'utf8')) as { chunks: (string | [string, number, number])[] };
    const chunk = chunks.map((entry) => (typeof entry === 'string' ? entry : entry[0])).find((name) => name.includes('llms-txt'))!;
    const file = path.join(env.CHEERIO_SITE_CLI_CACHE_DIR, chunk);
    const whole = await fs.readFile(file, 'utf8');
    await fs.writeFile(file, whole.slice(0, 100));
    const siteDir = await createFixtureSite({ 'content/docs/intro.md': '# 简介\n' });
    const { code, output } = cliWith(env, 'build', '--site', siteDir);
    expect(code, output).toBe(0);
    expect(await fs.readFile(file, 'utf8')).toBe(whole);
  });

  test('a broken bundle that its record calls current is rebuilt once and the command works', async () => {
    const { env, bundle, record } = await privateBundle();
    await fs.writeFile(bundle, 'export const notMain = 1;\n');
    const { size, mtimeMs } = await fs.stat(bundle);
    await fs.writeFile(record, JSON.stringify({ builtAt: Date.now() + 60_000, size, mtimeMs, inputs: [] }));
    const { code, output } = cliWith(env, 'help');
    expect(code).toBe(0);
    expect(output).not.toContain('main is not a function');
    expect(await fs.readFile(bundle, 'utf8')).toContain('function main(');
  });
});
