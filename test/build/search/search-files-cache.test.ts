import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import type { SearchedPage } from '../../../build/search/page-sources.ts';
import { searchTask } from '../../../build/search/search-files-cache.ts';
import { runSearchTask, searchFiles } from '../../../build/search/search-task.ts';
import { repoRoot } from '../../helpers/fixture-site.ts';
import { searchBlocksOfHtml } from '../../search/fixtures/search-page.ts';

// A page whose searchable blocks are stored as the page store keeps them: in a file named by what it was compiled from.
async function storedPage(dir: string, html: string, page: Partial<SearchedPage> = {}): Promise<SearchedPage> {
  const part = Buffer.from(JSON.stringify(searchBlocksOfHtml(html)));
  const file = path.join(dir, `${createHash('sha1').update(part).digest('hex')}.page`);
  await fs.writeFile(file, part);
  return { url: '/docs/intro', lvl0: '文档', title: '简介', tag: 'docs-default-current', search: { file, offset: 0, bytes: part.length }, ...page };
}

const task = (pages: SearchedPage[], options: { fixedNames?: boolean; cacheFile?: string } = {}) =>
  searchTask(pages, '/', { rootDir: repoRoot, cacheFile: path.join(os.tmpdir(), 'no-search-cache.json'), ...options });
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
    const { manifestUrl, ...search } = task([await storedPage(dir, '<p>加载文档</p>')], { cacheFile: path.join(dir, 'search.json') });
    const out = path.join(dir, 'out');
    const { written } = await runSearchTask(search, out);
    expect(written.map((file) => file.path)).toEqual([manifestUrl.slice(1), expect.stringMatching(/^search\/shard-0-/), expect.stringMatching(/^search\/records-0-/)]);
    for (const file of written) expect((await fs.stat(path.join(out, file.path))).size).toBe(file.bytes);
    // The page's title and its paragraph.
    expect(JSON.parse(await fs.readFile(path.join(out, manifestUrl), 'utf8'))).toMatchObject({ recordCount: 2 });
  });
});

describe('the search files cache', () => {
  test('unchanged pages reuse the stored files; a changed page builds new ones', async () => {
    const dir = await temporary();
    const cacheFile = path.join(dir, 'search.json');
    const { manifestUrl, ...first } = task([await storedPage(dir, '<p>加载文档</p>')], { cacheFile });
    expect((await searchFiles(first)).manifestUrl).toBe(manifestUrl);
    // Tamper with the stored copy: getting it back shows the second build did not index again.
    const stored = await fs.readFile(cacheFile, 'latin1');
    await fs.writeFile(cacheFile, stored.replace(manifestUrl, '/from-cache.json'), 'latin1');
    expect((await searchFiles(first)).manifestUrl).toBe('/from-cache.json');
    const { manifestUrl: changedUrl, ...changed } = task([await storedPage(dir, '<p>遍历节点</p>')], { cacheFile });
    expect((await searchFiles(changed)).manifestUrl).toBe(changedUrl);
    expect(changedUrl).not.toBe(manifestUrl);
  });

  test('a truncated or malformed cache file is rebuilt: the files are those of a clean build', async () => {
    const dir = await temporary();
    const page = await storedPage(dir, '<p>加载文档</p>');
    const { manifestUrl, ...clean } = task([page], { cacheFile: path.join(dir, 'clean.json') });
    const cleanFiles = await searchFiles(clean);
    const stored = await fs.readFile(path.join(dir, 'clean.json'));
    const damaged = [
      stored.subarray(0, stored.length - 10),
      Buffer.concat([stored, Buffer.from('extra')]),
      Buffer.from(`${JSON.stringify({ key: 1, files: 'x' })}\n`),
      Buffer.from('null\n'),
      Buffer.from('{"key":\n'),
    ];
    for (const [index, bytes] of damaged.entries()) {
      const cacheFile = path.join(dir, `damaged-${index}.json`);
      await fs.writeFile(cacheFile, bytes);
      const files = await searchFiles({ ...clean, cacheFile });
      expect(files.manifestUrl, String(index)).toBe(manifestUrl);
      expect(files.files.map((file) => [file.path, Buffer.from(file.contents).toString('base64')]), String(index))
        .toEqual(cleanFiles.files.map((file) => [file.path, Buffer.from(file.contents).toString('base64')]));
      expect(await fs.readFile(cacheFile), String(index)).toEqual(stored);
    }
  });

  test('a cache file that cannot be written costs only a warning', async () => {
    const dir = await temporary();
    const blocked = path.join(dir, 'a-file');
    await fs.writeFile(blocked, '');
    const { manifestUrl, ...search } = task([await storedPage(dir, '<p>加载文档</p>')], { cacheFile: path.join(blocked, 'search.json') });
    const files = await searchFiles(search);
    expect(files.manifestUrl).toBe(manifestUrl);
    expect(files.warning).toMatch(/^缓存文件未能写入/);
  });
});
