// Every cache on disk is stored under one version (build/cache-version.ts): what the build ran with. An update of a
// package that makes pages, or an edit to the code that makes them, makes every page again; an edit to code that only
// schedules work keeps them.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { cacheVersion, SCHEDULING_SOURCES } from '../../build/cache-version.ts';
import { createFixtureSite, readOutput, repoRoot } from '../helpers/fixture-site.ts';

// A copy of the project that its own bin/site.mjs builds from, with sources, lockfiles and remark-gfm of its own to
// change; the other packages are links to this checkout's, so its caches and bundles are its own but nothing is installed.
async function copyProject(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cheerio-site-project-'));
  for (const entry of ['bin', 'build', 'client', 'theme', 'package.json', 'package-lock.json', 'tsconfig.json']) {
    await fs.cp(path.join(repoRoot, entry), path.join(dir, entry), { recursive: true });
  }
  await fs.mkdir(path.join(dir, 'node_modules'));
  for (const name of await fs.readdir(path.join(repoRoot, 'node_modules'))) {
    const [from, to] = [path.join(repoRoot, 'node_modules', name), path.join(dir, 'node_modules', name)];
    if (name === 'remark-gfm' || name === '.package-lock.json') await fs.cp(from, to, { recursive: true });
    else if (name !== '.cache') await fs.symlink(from, to);
  }
  return dir;
}

// A file the version leaves out as scheduling code, in `project`: the first listed one there (a folder gives its first file).
async function schedulingFile(project: string): Promise<string> {
  for (const entry of SCHEDULING_SOURCES) {
    const names = entry.endsWith('/') ? (await fs.readdir(path.join(project, entry)).catch(() => [])).sort().map((name) => entry + name) : [entry];
    for (const name of names) if (await fs.stat(path.join(project, name)).then((stats) => stats.isFile(), () => false)) return path.join(project, name);
  }
  throw new Error(`none of SCHEDULING_SOURCES (${SCHEDULING_SOURCES.join(', ')}) is a file of the project`);
}

async function editFile(file: string, edit: (text: string) => string): Promise<void> {
  await fs.writeFile(file, edit(await fs.readFile(file, 'utf8')));
}

// remark-gfm as installed, and a later version of it that no longer takes one tilde for strikethrough (GFM's
// `singleTilde: false`): the same page compiles to other HTML with each, which is how a page made again is told
// from one reused.
const REMARK_GFM_ENTRY = 'node_modules/remark-gfm/lib/index.js';
const ONE_TILDE_OFF: [string, string] = ['micromarkExtensions.push(gfm(settings))', 'micromarkExtensions.push(gfm({...settings, singleTilde: false}))'];

describe('a build after an update', () => {
  let project: string;
  let siteDir: string;
  let installedGfm: string;
  // Two pages, each with a word struck through by one tilde; what the build wrote for each, and its Markdown twin.
  const pages = { 'content/docs/intro.md': '# 简介\n\n~旧写法~ 已不再推荐。\n', 'content/docs/guide.md': '# 指南\n\n先读 ~旧文档~ 再说。\n' };
  const struck = ['<del>旧写法</del>', '<del>旧文档</del>'];
  const plain = ['<p>~旧写法~ 已不再推荐。</p>', '<p>先读 ~旧文档~ 再说。</p>'];
  const built = () => Promise.all(['docs/intro.html', 'docs/guide.html'].map((page) => readOutput(path.join(siteDir, 'dist'), page)));
  const twins = () => Promise.all(['docs/intro.md', 'docs/guide.md'].map((page) => readOutput(path.join(siteDir, 'dist'), page)));
  const expectEach = async (texts: string[]) => (await built()).forEach((html, index) => expect(html).toContain(texts[index]));

  function build(): void {
    const result = spawnSync(process.execPath, [path.join(project, 'bin/site.mjs'), 'build', '--site', siteDir, '--quiet'], {
      encoding: 'utf8', timeout: 120_000, env: { ...process.env, CI: 'true', NO_COLOR: '1' },
    });
    expect({ code: result.status, output: `${result.stdout}${result.stderr}` }).toEqual({ code: 0, output: '' });
  }

  // What `npm install remark-gfm@<version>` changes: the package's files, its version in both lockfiles.
  async function installRemarkGfm(version: string, entry: string): Promise<void> {
    await fs.writeFile(path.join(project, REMARK_GFM_ENTRY), entry);
    await editFile(path.join(project, 'node_modules/remark-gfm/package.json'), (text) => JSON.stringify({ ...JSON.parse(text), version }));
    for (const lockfile of ['package-lock.json', 'node_modules/.package-lock.json']) {
      await editFile(path.join(project, lockfile), (text) => {
        const lock = JSON.parse(text) as { packages: Record<string, { version: string }> };
        lock.packages['node_modules/remark-gfm']!.version = version;
        return JSON.stringify(lock, null, 2);
      });
    }
  }

  beforeAll(async () => {
    project = await copyProject();
    installedGfm = await fs.readFile(path.join(project, REMARK_GFM_ENTRY), 'utf8');
    expect(installedGfm).toContain(ONE_TILDE_OFF[0]);
    siteDir = await createFixtureSite(pages);
    build();
    await expectEach(struck);
  }, 240_000);

  test('after an update of remark-gfm, every page is compiled again with the new version', async () => {
    await installRemarkGfm('4.0.99', installedGfm.replace(...ONE_TILDE_OFF));
    build();
    await expectEach(plain);
    for (const twin of await twins()) expect(twin).not.toContain('~~旧');
  }, 120_000);

  test('after an edit to code that only schedules work, every compiled page is reused', async () => {
    // remark-gfm's files go back to the installed ones, the lockfiles left as they are: a page compiled again would
    // differ from the one reused.
    await fs.writeFile(path.join(project, REMARK_GFM_ENTRY), installedGfm);
    await fs.utimes(path.join(project, 'node_modules/.package-lock.json'), new Date(), new Date());
    await editFile(await schedulingFile(project), (text) => `${text}\n// Edited: where and when work runs, nothing else.\n`);
    build();
    await expectEach(plain);
  }, 120_000);

  test('after an edit to the Markdown pipeline, every page is compiled again', async () => {
    await editFile(path.join(project, 'build/markdown/compile-markdown.ts'), (text) => `${text}\n// Edited.\n`);
    build();
    await expectEach(struck);
  }, 120_000);
});

describe('cacheVersion', () => {
  // A project of its own folder, holding `files`.
  async function project(files: Record<string, string>): Promise<string> {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cache-version-'));
    for (const [relative, text] of Object.entries(files)) {
      await fs.mkdir(path.dirname(path.join(dir, relative)), { recursive: true });
      await fs.writeFile(path.join(dir, relative), text);
    }
    return dir;
  }
  // A scheduling file: the first one SCHEDULING_SOURCES names (not a folder).
  const scheduling = SCHEDULING_SOURCES.find((entry) => !entry.endsWith('/'))!;
  const lockfile = (gfm: string) => JSON.stringify({ packages: { 'node_modules/remark-gfm': { version: gfm } } });
  const sources = {
    'build/markdown/compile.ts': 'export const a = 1;\n',
    [scheduling]: 'export const b = 1;\n',
    'theme/lib/strings.ts': 'export const c = "复制";\n',
    'bin/cli-bundle.mjs': 'export const PATCHES = [];\n',
    'package.json': '{"dependencies":{"remark-gfm":"^4.0.0"}}',
  };

  test('two copies of one project share a version; the lockfile, a build source, the theme and the bundle rules each change it', async () => {
    const base = { ...sources, 'package-lock.json': lockfile('4.0.1') };
    const version = cacheVersion(await project(base));
    expect(cacheVersion(await project(base))).toBe(version);
    for (const [file, text] of [
      ['package-lock.json', lockfile('4.0.2')],
      ['build/markdown/compile.ts', 'export const a = 2;\n'],
      ['theme/lib/strings.ts', 'export const c = "已复制";\n'],
      ['bin/cli-bundle.mjs', 'export const PATCHES = [{ file: "x" }];\n'],
    ] as const) {
      expect(cacheVersion(await project({ ...base, [file]: text })), file).not.toBe(version);
    }
    expect(cacheVersion(await project({ ...base, [scheduling]: 'export const b = 2;\n' }))).toBe(version);
  });

  test('every file or folder SCHEDULING_SOURCES names is in the project, so the list follows the code it describes', () => {
    for (const entry of SCHEDULING_SOURCES) expect(existsSync(path.join(repoRoot, entry)), entry).toBe(true);
  });

  test('without a lockfile, the installed version of a dependency, or of one of its own, changes it', async () => {
    const installed = (gfm: string, micromark: string) => ({
      ...sources,
      'node_modules/remark-gfm/package.json': JSON.stringify({ version: gfm, dependencies: { micromark: '^4.0.0' } }),
      'node_modules/micromark/package.json': JSON.stringify({ version: micromark }),
    });
    const version = cacheVersion(await project(installed('4.0.1', '4.0.2')));
    expect(cacheVersion(await project(installed('4.0.1', '4.0.2')))).toBe(version);
    expect(cacheVersion(await project(installed('4.0.2', '4.0.2')))).not.toBe(version);
    expect(cacheVersion(await project(installed('4.0.1', '4.0.3')))).not.toBe(version);
  });
});
