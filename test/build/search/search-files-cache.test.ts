import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { cachedSearchFiles } from '../../../build/search/search-files-cache.ts';
import type { SearchPageSource } from '../../../build/search/search-page-source.ts';
import { repoRoot } from '../../helpers/fixture-site.ts';
import { searchPageFromHtml } from '../../search/fixtures/search-page.ts';

const page = (html: string): SearchPageSource => searchPageFromHtml({ url: '/docs/intro', lvl0: '文档', title: '简介', html, tag: 'docs-default-current' });

describe('the search files cache', () => {
  test('unchanged pages reuse the stored files; a changed page builds new ones', async () => {
    const cacheFile = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'search-cache-')), 'search.json');
    const cache = { rootDir: repoRoot, cacheFile };
    const first = await cachedSearchFiles([page('<p>加载文档</p>')], '/', { hashNames: true }, cache);
    // Tamper with the stored copy: getting it back shows the second call did not rebuild.
    const stored = await fs.readFile(cacheFile, 'utf8');
    expect(stored).toContain(first.manifestUrl);
    await fs.writeFile(cacheFile, stored.replace(first.manifestUrl, '/from-cache.json'));
    expect((await cachedSearchFiles([page('<p>加载文档</p>')], '/', { hashNames: true }, cache)).manifestUrl).toBe('/from-cache.json');
    const changed = await cachedSearchFiles([page('<p>遍历节点</p>')], '/', { hashNames: true }, cache);
    expect(changed.manifestUrl).toMatch(/^\/search\/manifest-[0-9a-f]{10}\.json$/);
    expect(changed.manifestUrl).not.toBe(first.manifestUrl);
  });

  test('a page that becomes unlisted leaves the index: the stored files are not reused', async () => {
    const cacheFile = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'search-cache-')), 'search.json');
    const cache = { rootDir: repoRoot, cacheFile };
    const other = { ...page('<p>遍历节点</p>'), url: '/docs/traversing', title: '遍历' };
    const both = await cachedSearchFiles([page('<p>加载文档</p>'), other], '/', { hashNames: true }, cache);
    const unlisted = await cachedSearchFiles([page('<p>加载文档</p>'), { ...other, unlisted: true }], '/', { hashNames: true }, cache);
    expect(unlisted.manifestUrl).not.toBe(both.manifestUrl);
    const manifest = JSON.parse(unlisted.files[0]!.contents.toString()) as { recordCount: number };
    const before = JSON.parse(both.files[0]!.contents.toString()) as { recordCount: number };
    expect(manifest.recordCount).toBeLessThan(before.recordCount);
    // Listed again: the files are the first build's.
    expect((await cachedSearchFiles([page('<p>加载文档</p>'), other], '/', { hashNames: true }, cache)).manifestUrl).toBe(both.manifestUrl);
  });

  test('a truncated or malformed cache file is rebuilt: the files are those of a clean build', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'search-cache-'));
    const clean = await cachedSearchFiles([page('<p>加载文档</p>')], '/', { hashNames: true }, { rootDir: repoRoot, cacheFile: path.join(dir, 'clean.json') });
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
      const files = await cachedSearchFiles([page('<p>加载文档</p>')], '/', { hashNames: true }, { rootDir: repoRoot, cacheFile });
      expect(files.manifestUrl, String(index)).toBe(clean.manifestUrl);
      expect(files.files.map((file) => [file.path, Buffer.from(file.contents).toString('base64')]), String(index))
        .toEqual(clean.files.map((file) => [file.path, Buffer.from(file.contents).toString('base64')]));
      expect(await fs.readFile(cacheFile), String(index)).toEqual(stored);
    }
  });
});
