import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, onTestFinished, test } from 'vitest';
import type { SearchedPage } from '../../../build/search/page-sources.ts';
import { searchTask } from '../../../build/search/search-files-cache.ts';
import { runSearchTask } from '../../../build/search/search-task.ts';
import { repoRoot } from '../../helpers/fixture-site.ts';
import { searchBlocksOfHtml } from '../../search/fixtures/search-page.ts';

// A page whose searchable blocks are stored as the page store keeps them: in a file named by what it was compiled from.
async function storedPage(dir: string, html: string, page: Partial<SearchedPage> = {}): Promise<SearchedPage> {
  const part = Buffer.from(JSON.stringify(searchBlocksOfHtml(html)));
  const file = path.join(dir, `${createHash('sha1').update(part).digest('hex')}.page`);
  await fs.writeFile(file, part);
  return { url: '/docs/intro', lvl0: '文档', title: '简介', tag: 'docs-default-current', search: { file, offset: 0, bytes: part.length }, ...page };
}

const task = (pages: SearchedPage[], options: { fixedNames?: boolean; cacheDir?: string } = {}) =>
  searchTask(pages, '/', { rootDir: repoRoot, cacheDir: path.join(os.tmpdir(), 'no-search-cache'), ...options });
const temporary = () => fs.mkdtemp(path.join(os.tmpdir(), 'search-cache-'));

describe('the search files are named by their inputs', () => {
  test('the same pages give the same names before anything is built; a changed page, title or listing gives new ones', async () => {
    const dir = await temporary();
    const intro = await storedPage(dir, '<p>加载文档</p>');
    const first = task([intro]);
    expect(first.manifestUrl).toMatch(/^\/search\/manifest-[0-9a-f]{10}\.json$/);
    expect(task([{ ...intro }]).manifestUrl).toBe(first.manifestUrl);
    const changed = [
      task([await storedPage(dir, '<p>遍历节点</p>')]),
      task([{ ...intro, title: '别的标题' }]),
      task([intro, await storedPage(dir, '<p>遍历节点</p>', { url: '/docs/traversing', unlisted: true })]),
      task([intro, await storedPage(dir, '<p>遍历节点</p>', { url: '/docs/traversing' })]),
    ];
    expect(new Set([first, ...changed].map((each) => each.manifestUrl)).size).toBe(4);
    // An unlisted page is not indexed, so it does not change the files.
    expect(changed[2]!.manifestUrl).toBe(first.manifestUrl);
  });

  test('the dev server gets fixed names', async () => {
    expect(task([await storedPage(await temporary(), '<p>加载文档</p>')], { fixedNames: true }).manifestUrl).toBe('/search/manifest.json');
  });

  test('the files are written under the names the pages were given', async () => {
    const dir = await temporary();
    const { manifestUrl, ...search } = task([await storedPage(dir, '<p>加载文档</p>')], { cacheDir: path.join(dir, 'search') });
    const out = path.join(dir, 'out');
    const { written } = await runSearchTask(search, out);
    expect(written.map((file) => file.path)).toEqual([manifestUrl.slice(1), expect.stringMatching(/^search\/shard-0-/), expect.stringMatching(/^search\/records-0-/)]);
    for (const file of written) expect((await fs.stat(path.join(out, file.path))).size).toBe(file.bytes);
    // The page's title and its paragraph.
    expect(JSON.parse(await fs.readFile(path.join(out, manifestUrl), 'utf8'))).toMatchObject({ recordCount: 2 });
  });
});

// Each file of an output folder's search/ folder, by name, with its contents.
const filesIn = async (folder: string) => Object.fromEntries(await Promise.all((await fs.readdir(path.join(folder, 'search'))).sort()
  .map(async (name) => [name, await fs.readFile(path.join(folder, 'search', name), 'utf8')])));
// The inode of each file there: a file linked from the cache has the cache's.
const inodesIn = async (folder: string) => Promise.all((await fs.readdir(path.join(folder, 'search'))).sort().map(async (name) => (await fs.stat(path.join(folder, 'search', name))).ino));

describe('the search files cache', () => {
  test('unchanged pages reuse the kept files, linked into the output; a changed page builds new ones', async () => {
    const dir = await temporary();
    const cacheDir = path.join(dir, 'cache');
    const { manifestUrl, ...first } = task([await storedPage(dir, '<p>加载文档</p>')], { cacheDir });
    await runSearchTask(first, path.join(dir, 'out-1'));
    const index = await fs.stat(path.join(cacheDir, 'index.json'));
    await runSearchTask(first, path.join(dir, 'out-2'));
    // Not built again: the index is the first build's, and both outputs hold the cache's own files.
    expect((await fs.stat(path.join(cacheDir, 'index.json'))).mtimeMs).toBe(index.mtimeMs);
    expect(await inodesIn(path.join(dir, 'out-2'))).toEqual(await inodesIn(cacheDir));
    expect(await filesIn(path.join(dir, 'out-2'))).toEqual(await filesIn(path.join(dir, 'out-1')));
    const { manifestUrl: changedUrl, ...changed } = task([await storedPage(dir, '<p>遍历节点</p>')], { cacheDir });
    const { written } = await runSearchTask(changed, path.join(dir, 'out-3'));
    expect(written[0]!.path).toBe(changedUrl.slice(1));
    expect(changedUrl).not.toBe(manifestUrl);
    expect(Object.keys(await filesIn(cacheDir))).not.toContain(manifestUrl.slice('/search/'.length));
  });

  test('a damaged cache is built again: the files are those of a clean build', async () => {
    const dir = await temporary();
    const page = await storedPage(dir, '<p>加载文档</p>');
    const { manifestUrl, ...clean } = task([page], { cacheDir: path.join(dir, 'clean') });
    await runSearchTask(clean, path.join(dir, 'clean-out'));
    const cleanFiles = await filesIn(path.join(dir, 'clean-out'));
    const manifest = path.join('search', manifestUrl.slice('/search/'.length));
    const damages: [string, (cacheDir: string) => Promise<void>][] = [
      ['index cut short', async (cacheDir) => fs.truncate(path.join(cacheDir, 'index.json'), 20)],
      ['index of another shape', async (cacheDir) => fs.writeFile(path.join(cacheDir, 'index.json'), JSON.stringify({ key: 1, files: 'x' }))],
      ['index naming a file outside', async (cacheDir) => {
        const index = JSON.parse(await fs.readFile(path.join(cacheDir, 'index.json'), 'utf8')) as { files: { path: string }[] };
        index.files[0]!.path = '../outside.json';
        await fs.writeFile(path.join(cacheDir, 'index.json'), JSON.stringify(index));
      }],
      ['a file cut short', async (cacheDir) => fs.truncate(path.join(cacheDir, manifest), 10)],
      ['a file missing', async (cacheDir) => fs.rm(path.join(cacheDir, manifest))],
      ['a file edited in place, same size', async (cacheDir) => {
        const file = path.join(cacheDir, manifest);
        const { mtime } = await fs.stat(file);
        await fs.writeFile(file, (await fs.readFile(file, 'utf8')).replace('"', '\''));
        // Written a second later, as an edit would be: the time the index holds is no longer the file's.
        await fs.utimes(file, mtime, new Date(mtime.getTime() + 1000));
      }],
    ];
    for (const [name, damage] of damages) {
      const cacheDir = path.join(dir, name);
      await fs.cp(path.join(dir, 'clean'), cacheDir, { recursive: true, preserveTimestamps: true });
      await damage(cacheDir);
      const out = path.join(dir, `${name}-out`);
      await runSearchTask({ ...clean, cacheDir }, out);
      expect(await filesIn(out), name).toEqual(cleanFiles);
      // Kept whole again: the next build links them.
      await runSearchTask({ ...clean, cacheDir }, `${out}-again`);
      expect(await inodesIn(`${out}-again`), name).toEqual(await inodesIn(cacheDir));
    }
  });

  test('a cache that cannot be kept costs only a warning: the files are written into the output', async () => {
    const dir = await temporary();
    const blocked = path.join(dir, 'a-file');
    await fs.writeFile(blocked, '');
    const { manifestUrl, ...search } = task([await storedPage(dir, '<p>加载文档</p>')], { cacheDir: path.join(blocked, 'search') });
    const { written, warning } = await runSearchTask(search, path.join(dir, 'out'));
    expect(written[0]!.path).toBe(manifestUrl.slice(1));
    expect(warning).toMatch(/^缓存文件未能写入/);
    expect(Object.keys(await filesIn(path.join(dir, 'out')))).toHaveLength(3);
  });

  test('a file already in a live folder is replaced whole by the link', async () => {
    const dir = await temporary();
    const { manifestUrl, ...search } = task([await storedPage(dir, '<p>加载文档</p>')], { cacheDir: path.join(dir, 'cache'), fixedNames: true });
    const out = path.join(dir, 'live');
    await fs.mkdir(path.join(out, 'search'), { recursive: true });
    await fs.writeFile(path.join(out, manifestUrl), 'old');
    await runSearchTask(search, out);
    expect(JSON.parse(await fs.readFile(path.join(out, manifestUrl), 'utf8'))).toMatchObject({ recordCount: 2 });
    expect(await fs.readdir(path.join(out, 'search'))).toHaveLength(3);
  });

  test('into a folder on another file system (here /dev/shm, where it is one) the files are copied, and copied over again', async () => {
    const dir = await temporary();
    const { manifestUrl, ...search } = task([await storedPage(dir, '<p>加载文档</p>')], { cacheDir: path.join(dir, 'cache'), fixedNames: true });
    // Where /dev/shm cannot be written, the folder is beside the cache and the files linked: the contents must be the same.
    const out = await fs.mkdtemp('/dev/shm/search-out-').catch(() => fs.mkdtemp(path.join(os.tmpdir(), 'search-out-')));
    onTestFinished(() => fs.rm(out, { recursive: true, force: true }));
    await runSearchTask(search, out);
    await fs.writeFile(path.join(out, manifestUrl), 'old');
    await runSearchTask(search, out);
    expect(await filesIn(out)).toEqual(await filesIn(path.join(dir, 'cache')));
  });
});
