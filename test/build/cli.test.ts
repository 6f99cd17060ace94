import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
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
    expect(output).toContain('✓ 编译 Markdown');
    expect(output).toMatch(/完成：2 个路由/);
    // The closing table: routes, warnings, time, output size and the largest pages.
    expect(output).toMatch(/\| 路由 \| 2 \|/);
    expect(output).toMatch(/\| 警告 \| 0 \|/);
    expect(output).toMatch(/\| 输出 \| \d+ 个文件，共 [\d.]+ KB \|/);
    expect(output).toMatch(/\| 最大的页面 \| [^|]+\.html（[\d.]+ KB） \|/);
    await expect(fs.stat(path.join(siteDir, 'dist/docs/intro.html'))).resolves.toBeTruthy();
  });

  test('--stats-file writes the routes, warnings, base URL, step timings, peak memory and CPU time of the build as JSON', async () => {
    const siteDir = await createFixtureSite({ 'content/docs/intro.md': '# 简介\n\n[没有这页](./nothing.md)\n' });
    const statsFile = path.join(siteDir, 'stats.json');
    expect(cli('build', '--site', siteDir, '--stats-file', statsFile, '--base-url', '/zh/').code).toBe(0);
    const stats = JSON.parse(await fs.readFile(statsFile, 'utf8')) as Record<string, unknown>;
    expect(stats).toMatchObject({ routes: 2, warnings: 1, compileWorkers: 0, baseUrl: '/zh/', routeList: expect.arrayContaining(['/docs/intro']) });
    expect(stats.routeList).toHaveLength(2);
    expect(stats.warningList).toEqual([expect.objectContaining({ code: 'broken-link', file: expect.stringContaining('intro.md') })]);
    expect((stats.timings as { name: string }[]).map(({ name }) => name)).toContain('compile markdown');
    for (const figure of ['durationMs', 'peakRssBytes', 'cpuUserMs']) expect(stats[figure]).toBeGreaterThan(0);
    expect(stats.cpuSystemMs).toBeGreaterThanOrEqual(0);
  });

  test('exits 1 with the file, line and key of a content error and no stack trace', async () => {
    const siteDir = await createFixtureSite({ 'content/docs/intro.md': '---\nsidebar_position: oops\n---\n# 简介\n' });
    const { code, output } = cli('build', '--site', siteDir);
    expect(code).toBe(1);
    expect(output).toMatch(/intro\.md:2:19 \(sidebar_position\): front matter 有误：应为数字，写的是 "oops"/);
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

  test('answers unknown options and commands with one Chinese line, a hint where to look, and exit code 2', () => {
    expect(cli('build', '--bogus')).toEqual({ code: 2, output: '错误 build 没有选项 --bogus；运行 cheerio-site build --help 查看用法\n' });
    expect(cli('frobnicate')).toEqual({ code: 2, output: '错误 未知命令 frobnicate；运行 cheerio-site --help 查看用法\n' });
    expect(cli('biuld')).toEqual({ code: 2, output: '错误 未知命令 biuld（是不是想用 build？）；运行 cheerio-site --help 查看用法\n' });
    expect(cli('preview', '--prot', '8080').output).toBe('错误 preview 没有选项 --prot（是不是想用 --port？）；运行 cheerio-site preview --help 查看用法\n');
  });

  test('an option another command takes is an error naming it and its commands', () => {
    expect(cli('build', '--port', '1')).toEqual({ code: 2, output: '错误 build 不接受选项 --port（它属于 dev、preview）；运行 cheerio-site build --help 查看用法\n' });
    expect(cli('dev', '--strict')).toEqual({ code: 2, output: '错误 dev 不接受选项 --strict（它属于 build）；运行 cheerio-site dev --help 查看用法\n' });
  });

  test.each([
    [['build', '--out'], '选项 --out 需要一个值 <目录>', 'build'],
    [['build', '--out', '--strict'], '选项 --out 需要一个值 <目录>', 'build'],
    [['build', '--strict=yes'], '选项 --strict 是开关，不接受值（收到 --strict=yes）', 'build'],
    [['build', 'extra'], 'build 不接受参数 extra', 'build'],
    [['docs:version'], 'docs:version 需要一个参数 <版本名>', 'docs:version'],
    [['dev', '--port', 'abc'], '--port 需要 0 到 65535 之间的整数，收到 abc', 'dev'],
    [['build', '--url', 'example'], '--url 需要一个完整的网址，例如 https://example.github.io，收到 example', 'build'],
  ])('%j is refused in one Chinese line with exit code 2', (args, message, command) => {
    expect(cli(...args)).toEqual({ code: 2, output: `错误 ${message}；运行 cheerio-site ${command} --help 查看用法\n` });
  });

  test('--version and -v print the version from package.json', async () => {
    const { version } = JSON.parse(await fs.readFile(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string };
    expect(cli('--version')).toEqual({ code: 0, output: `cheerio-site ${version}\n` });
    expect(cli('-v')).toEqual({ code: 0, output: `cheerio-site ${version}\n` });
  });

  test('-h, --help and help list every command; a command\'s --help, -h and help <command> list its options', () => {
    const tool = cli('--help');
    expect(tool.code).toBe(0);
    for (const command of ['build', 'dev', 'preview', 'docs:version', 'help']) expect(tool.output).toMatch(new RegExp(`^  ${command}\\b`, 'm'));
    expect(cli('-h')).toEqual(tool);
    expect(cli('help')).toEqual(tool);
    expect(cli()).toEqual(tool);
    const build = cli('build', '--help');
    expect(build.code).toBe(0);
    expect(build.output).toMatch(/^用法：cheerio-site build \[选项\]/);
    expect(build.output).toMatch(/^  --strict +把所有警告/m);
    expect(build.output).not.toContain('--port');
    expect(cli('build', '-h')).toEqual(build);
    expect(cli('help', 'build')).toEqual(build);
    expect(cli('help', 'docs:version').output).toMatch(/^用法：cheerio-site docs:version <版本名> \[选项\]/);
  });

  test('the README\'s table of flags lists each option with exactly the commands --help gives it', async () => {
    const readme = await fs.readFile(path.join(repoRoot, 'README.md'), 'utf8');
    const fromReadme = new Map<string, string[]>();
    for (const [, flags, commands] of readme.matchAll(/^\| (`--[^|]+) \| ([a-z:, ]+) \| .* \|$/gm)) {
      for (const [, flag] of flags!.matchAll(/`--([a-z-]+)/g)) fromReadme.set(flag!, commands!.split(', ').sort());
    }
    const fromHelp = new Map<string, string[]>();
    for (const command of ['build', 'dev', 'preview', 'docs:version']) {
      for (const [, flag] of cli(command, '--help').output.matchAll(/^  (?:-h, )?--([a-z-]+)/gm)) {
        if (flag !== 'help') fromHelp.set(flag!, [...(fromHelp.get(flag!) ?? []), command].sort());
      }
    }
    expect(Object.fromEntries(fromReadme)).toEqual(Object.fromEntries(fromHelp));
  });

  test('every line a build prints is Chinese, warnings included', async () => {
    const siteDir = await createFixtureSite({ 'content/docs/intro.md': '# 简介\n\n[坏链接](/docs/nowhere)\n\n```pyhton\nx\n```\n' });
    const { code, output } = cli('build', '--site', siteDir);
    expect(code).toBe(0);
    const lines = output.split('\n').filter((line) => line.trim() !== '' && !/^\|[ -|]+\|$/.test(line));
    expect(lines.length).toBeGreaterThan(10);
    expect(lines.filter((line) => !/[\u4e00-\u9fff\uff01-\uff5e]/.test(line))).toEqual([]);
    expect(output).toMatch(/警告 .*intro\.md:3:1: 链接 \/docs\/nowhere 失效：没有路由为 \/docs\/nowhere 的页面 \[broken-link\]/);
  });

  test('--quiet prints only warnings and errors', async () => {
    const siteDir = await createFixtureSite({ 'content/docs/intro.md': '# 简介\n' });
    expect(cli('build', '--site', siteDir, '--quiet')).toEqual({ code: 0, output: '' });
    const broken = await createFixtureSite({ 'content/docs/intro.md': '# 简介\n\n[坏链接](/docs/nowhere)\n' });
    const { code, output } = cli('build', '--site', broken, '--quiet');
    expect(code).toBe(0);
    expect(output.trim().split('\n')).toEqual([expect.stringMatching(/^警告 .*intro\.md:3:1: 链接 \/docs\/nowhere 失效/)]);
  });

  test('--quiet still prints the preview server\'s address', async () => {
    const siteDir = await createFixtureSite({ 'content/docs/intro.md': '# 简介\n' });
    await fs.mkdir(path.join(siteDir, 'dist'));
    await fs.writeFile(path.join(siteDir, 'dist/index.html'), '首页');
    const child = spawn(process.execPath, [path.join(repoRoot, 'bin/site.mjs'), 'preview', '--site', siteDir, '--port', '0', '--quiet'], { env: { ...process.env, NO_COLOR: '1' } });
    onTestFinished(() => void child.kill());
    const output = await new Promise<string>((resolve, reject) => {
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => {
        text += chunk;
        if (text.includes('\n')) resolve(text);
      });
      child.on('exit', () => reject(new Error(text)));
    });
    expect(output).toMatch(/^预览 .*：http:\/\/127\.0\.0\.1:\d+\/\n$/);
  });

  test('a failed build ends on its error: nothing printed after it, exit code 1', async () => {
    const siteDir = await createFixtureSite({ 'content/docs/intro.md': '---\nsidebar_position: oops\n---\n# 简介\n' });
    await fs.cp(path.join(repoRoot, 'content/api'), path.join(siteDir, 'content/api'), { recursive: true });
    const result = spawnSync(process.execPath, [path.join(repoRoot, 'bin/site.mjs'), 'build', '--site', siteDir], { encoding: 'utf8', timeout: 60_000, env: { ...process.env, CI: 'true', NO_COLOR: '1' } });
    expect(result.status).toBe(1);
    // stderr ends the output: nothing goes to stdout after the error (the coverage line, a step) and stderr's last line is it.
    expect(result.stderr.trim().split('\n').at(-1)).toMatch(/^错误 .*intro\.md:2:19 \(sidebar_position\): front matter 有误：应为数字，写的是 "oops"$/);
    expect(result.stdout).not.toMatch(/API 参考|最后更新日期|覆盖率/);
  });

  test('every front matter problem of every page is reported in one run, the count last', async () => {
    const siteDir = await createFixtureSite({
      'content/docs/intro.md': '---\ntitle: 简介\ntitel: 简介\n---\n# 简介\n',
      'content/docs/other.md': '---\nsidebar_position: 第二\n---\n# 其他\n',
    });
    const result = spawnSync(process.execPath, [path.join(repoRoot, 'bin/site.mjs'), 'build', '--site', siteDir], { encoding: 'utf8', timeout: 60_000, env: { ...process.env, CI: 'true', NO_COLOR: '1' } });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines).toContainEqual(expect.stringMatching(/^错误 .*intro\.md:3:1 \(titel\): front matter 有误：未知的键 titel（是不是想写 title？）$/));
    expect(lines).toContainEqual(expect.stringMatching(/^错误 .*other\.md:2:19 \(sidebar_position\): front matter 有误：应为数字，写的是 "第二"$/));
    expect(lines.at(-1)).toBe('构建失败：共 2 个错误');
  });

  test('a taken port moves to the next free one, and says so', async () => {
    const siteDir = await createFixtureSite({ 'content/docs/intro.md': '# 简介\n' });
    await fs.mkdir(path.join(siteDir, 'dist'));
    await fs.writeFile(path.join(siteDir, 'dist/index.html'), '首页');
    const blocker = http.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    onTestFinished(() => void blocker.close());
    const taken = (blocker.address() as { port: number }).port;
    const { child, output } = await startPreview(siteDir, String(taken));
    onTestFinished(() => void child.kill());
    const used = Number(/端口 \d+ 已被占用，改用 (\d+)/.exec(output)?.[1]);
    expect(output).toContain(`警告 端口 ${taken} 已被占用，改用 ${used}`);
    expect(used).toBeGreaterThan(taken);
    expect(await (await fetch(`http://127.0.0.1:${used}/`)).text()).toBe('首页');
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
    const { child, output } = await startPreview(siteDir, '0');
    try {
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
        if (/搜索索引/.test(output)) resolve();
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
    for (const baseUrl of ['x', '//evil.com/', '/a b/', '/a;b/', '/a{b}/', '/a%20b/']) {
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

// `cheerio-site preview` on the site's dist/, once it has printed the address it serves (with what it printed before).
async function startPreview(siteDir: string, port: string): Promise<{ child: ChildProcessWithoutNullStreams; output: string }> {
  const child = spawn(process.execPath, [path.join(repoRoot, 'bin/site.mjs'), 'preview', '--site', siteDir, '--port', port], { env: { ...process.env, NO_COLOR: '1' } });
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
  return { child, output };
}
