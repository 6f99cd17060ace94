import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test, vi } from 'vitest';
import { recoverOutputFolder } from '../../../build/output/output-folder.ts';
import { createOutputWriter } from '../../../build/output/output-writer.ts';

// The pid of a process that has exited: folders named with it belong to a build that was killed.
const deadPid = spawnSync(process.execPath, ['-e', '']).pid;

/** One folder state a kill can leave: entry name → the `index.html` text inside it, or '' for a plain file. */
type Layout = Record<string, string>;

async function lay(layout: Layout): Promise<string> {
  const parent = await fs.mkdtemp(path.join(os.tmpdir(), 'cheerio-site-swap-'));
  for (const [name, text] of Object.entries(layout)) {
    if (name.endsWith('.complete')) await fs.writeFile(path.join(parent, name), '');
    else {
      await fs.mkdir(path.join(parent, name));
      await fs.writeFile(path.join(parent, name, 'index.html'), text);
    }
  }
  return parent;
}

const staging = `.dist-staging-${deadPid}-AbC123`;
const old = `dist.old-${deadPid}-1700000000000`;

describe('recovering the output folder after a kill during the swap', () => {
  // Each state is the folder as left by a kill at one point of swapIntoPlace, in order.
  const states: [string, Layout, string][] = [
    ['while writing the staging folder', { dist: '旧', [staging]: '新的一半' }, '旧'],
    ['after marking staging complete', { dist: '旧', [staging]: '新', [`${staging}.complete`]: '' }, '旧'],
    ['between the two renames', { [old]: '旧', [staging]: '新', [`${staging}.complete`]: '' }, '新'],
    ['after the second rename', { dist: '新', [old]: '旧', [`${staging}.complete`]: '' }, '新'],
    ['while removing the old folder', { dist: '新', [old]: '' }, '新'],
    ['between the renames of a first build', { [staging]: '新', [`${staging}.complete`]: '' }, '新'],
    ['with no complete staging folder and no dist', { [old]: '旧', [staging]: '新的一半' }, '旧'],
  ];
  test.each(states)('a kill %s leaves a whole dist/ and no leftovers', async (_when, layout, expected) => {
    const parent = await lay(layout);
    await recoverOutputFolder(path.join(parent, 'dist'));
    expect(await fs.readdir(parent)).toEqual(['dist']);
    expect(await fs.readFile(path.join(parent, 'dist/index.html'), 'utf8')).toBe(expected);
  });

  test('prefers the newest complete staging folder', async () => {
    const newer = `.dist-staging-${deadPid}-XyZ789`;
    const parent = await lay({ [staging]: '较早', [`${staging}.complete`]: '', [newer]: '较新', [`${newer}.complete`]: '' });
    await fs.utimes(path.join(parent, `${staging}.complete`), new Date(2000, 0, 1), new Date(2000, 0, 1));
    await recoverOutputFolder(path.join(parent, 'dist'));
    expect(await fs.readFile(path.join(parent, 'dist/index.html'), 'utf8')).toBe('较新');
  });

  test('leaves the folders of a build that is still running alone', async () => {
    // The test runner's parent process is alive for the whole test.
    const running = `.dist-staging-${process.ppid}-Run123`;
    const parent = await lay({ dist: '旧', [running]: '正在写' });
    await recoverOutputFolder(path.join(parent, 'dist'));
    expect((await fs.readdir(parent)).sort()).toEqual([running, 'dist']);
  });
});

describe('output permissions', () => {
  test('a swapped-in build is readable by other users: folders 0755, files 0644', async () => {
    const parent = await fs.mkdtemp(path.join(os.tmpdir(), 'cheerio-site-mode-'));
    const outDir = path.join(parent, 'dist');
    const writer = await createOutputWriter(outDir, 'atomic');
    await writer.write('index.html', '<!doctype html>');
    await writer.write('docs/intro.html', '<!doctype html>');
    await writer.commit();
    const mode = async (relative: string) => (await fs.stat(path.join(outDir, relative))).mode & 0o777;
    expect(await mode('.')).toBe(0o755);
    expect(await mode('docs')).toBe(0o755);
    expect(await mode('index.html')).toBe(0o644);
    expect(await mode('docs/intro.html')).toBe(0o644);
    expect(await fs.readdir(parent)).toEqual(['dist']);
  });
});

describe('an output folder that is a symbolic link', () => {
  test('the build replaces the folder the link points to, and the link stays a link', async () => {
    const parent = await fs.mkdtemp(path.join(os.tmpdir(), 'cheerio-site-link-'));
    const webRoot = path.join(parent, 'www', 'site');
    await fs.mkdir(webRoot, { recursive: true });
    await fs.writeFile(path.join(webRoot, 'index.html'), '旧');
    const outDir = path.join(parent, 'dist');
    await fs.symlink(webRoot, outDir);
    for (const text of ['新', '更新']) {
      const writer = await createOutputWriter(outDir, 'atomic');
      await writer.write('index.html', text);
      await writer.commit();
      expect((await fs.lstat(outDir)).isSymbolicLink()).toBe(true);
      expect(await fs.readFile(path.join(webRoot, 'index.html'), 'utf8')).toBe(text);
    }
    expect((await fs.readdir(parent)).sort()).toEqual(['dist', 'www']);
    expect(await fs.readdir(path.join(parent, 'www'))).toEqual(['site']);
  });
});

describe('an output folder that is a mount point (a Docker volume)', () => {
  test('the build is copied into it when it cannot be renamed, and files the new build lacks are removed', async () => {
    const parent = await fs.mkdtemp(path.join(os.tmpdir(), 'cheerio-site-mount-'));
    const outDir = path.join(parent, 'dist');
    await fs.mkdir(path.join(outDir, 'old-folder'), { recursive: true });
    await fs.writeFile(path.join(outDir, 'index.html'), '旧');
    await fs.writeFile(path.join(outDir, 'old-folder/gone.html'), '旧');
    const { ino } = await fs.stat(outDir);
    // Linux refuses to rename a mount point with EBUSY; nothing else here is one.
    const rename = fs.rename;
    const spy = vi.spyOn(fs, 'rename').mockImplementation(async (from, to) => {
      if (path.resolve(String(from)) === outDir) throw Object.assign(new Error(`EBUSY: resource busy or locked, rename '${String(from)}'`), { code: 'EBUSY' });
      return rename(from, to);
    });
    try {
      const writer = await createOutputWriter(outDir, 'atomic');
      await writer.write('index.html', '新');
      await writer.write('docs/intro.html', '新');
      await writer.commit();
    } finally {
      spy.mockRestore();
    }
    expect((await fs.stat(outDir)).ino).toBe(ino);
    expect(await fs.readFile(path.join(outDir, 'index.html'), 'utf8')).toBe('新');
    expect(await fs.readFile(path.join(outDir, 'docs/intro.html'), 'utf8')).toBe('新');
    expect((await fs.readdir(outDir)).sort()).toEqual(['docs', 'index.html']);
    expect(await fs.readdir(parent)).toEqual(['dist']);
  });
});

describe('writing in place (the dev server)', () => {
  test('a changed file is replaced whole: a reader that opened the old one reads it to the end', async () => {
    const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cheerio-site-in-place-'));
    const writer = await createOutputWriter(outDir, 'in-place');
    const old = 'a'.repeat(100_000);
    await writer.write('assets/chunk.js', old);
    // A request being served holds the file open while the next build writes it.
    const reading = await fs.open(path.join(outDir, 'assets/chunk.js'));
    await writer.write('assets/chunk.js', 'b'.repeat(10));
    const { buffer } = await reading.read({ buffer: Buffer.alloc(200_000), position: 0 });
    await reading.close();
    expect(buffer.subarray(0, old.length).toString()).toBe(old);
    expect(await fs.readFile(path.join(outDir, 'assets/chunk.js'), 'utf8')).toBe('b'.repeat(10));
    expect(((await fs.stat(path.join(outDir, 'assets/chunk.js'))).mode & 0o777)).toBe(0o644);
    // No temporary file is left beside it.
    expect(await fs.readdir(path.join(outDir, 'assets'))).toEqual(['chunk.js']);
  });

  test('static files copied before are left alone; a changed one is copied again', async () => {
    const parent = await fs.mkdtemp(path.join(os.tmpdir(), 'cheerio-site-static-'));
    const [source, outDir] = [path.join(parent, 'static'), path.join(parent, 'dev')];
    await fs.mkdir(path.join(source, 'img'), { recursive: true });
    await fs.writeFile(path.join(source, 'img/logo.svg'), '<svg/>');
    await fs.writeFile(path.join(source, 'robots.txt'), 'User-agent: *\n');
    const writer = await createOutputWriter(outDir, 'in-place');
    await writer.copyFolder(source);
    const copied = await fs.stat(path.join(outDir, 'img/logo.svg'));
    await writer.copyFolder(source);
    expect((await fs.stat(path.join(outDir, 'img/logo.svg'))).ino).toBe(copied.ino);
    expect((await fs.stat(path.join(outDir, 'img/logo.svg'))).ctimeMs).toBe(copied.ctimeMs);
    await fs.writeFile(path.join(source, 'img/logo.svg'), '<svg viewBox="0 0 1 1"/>');
    await writer.copyFolder(source);
    expect(await fs.readFile(path.join(outDir, 'img/logo.svg'), 'utf8')).toBe('<svg viewBox="0 0 1 1"/>');
    expect(await fs.readFile(path.join(outDir, 'robots.txt'), 'utf8')).toBe('User-agent: *\n');
  });
});
