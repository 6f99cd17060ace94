import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { compareDistFolders, normaliseHashes } from '../../scripts/diff-dist/compare.ts';

const folders: string[] = [];
afterEach(async () => { await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true }))); });

async function dist(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'diff-dist-'));
  folders.push(dir);
  for (const [name, contents] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), contents);
  }
  return dir;
}

const page = (title: string, css = 'style-AAAAAAAA.css', search = 'index-0123456789.json') =>
  `<html><head><link rel="stylesheet" href="/assets/${css}"><meta name="search" content="/search/${search}"></head><body><h1>${title}</h1></body></html>`;

describe('compareDistFolders', () => {
  test('two builds that differ only in content hashes are identical', async () => {
    const a = await dist({
      'index.html': page('你好'),
      'assets/style-AAAAAAAA.css': 'a{}',
      'assets/chunks/chunk-AAAAAAAA.js': 'export const one = 1;',
      'assets/chunks/chunk-BBBBBBBB.js': 'import "./chunk-AAAAAAAA.js";',
      'search/index-0123456789.json': '{}',
      'search/expansion-3-0123456789.json': '{}',
      'search/answer-0-0123456789.json': '{"url":"/search/records-{n}-0123456789.json"}',
    });
    const b = await dist({
      'index.html': page('你好', 'style-CCCCCCCC.css', 'index-abcdef0123.json'),
      'assets/style-CCCCCCCC.css': 'a{}',
      'assets/chunks/chunk-DDDDDDDD.js': 'import "./chunk-EEEEEEEE.js";',
      'assets/chunks/chunk-EEEEEEEE.js': 'export const one = 1;',
      'search/index-abcdef0123.json': '{}',
      'search/expansion-3-abcdef0123.json': '{}',
      'search/answer-0-abcdef0123.json': '{"url":"/search/records-{n}-abcdef0123.json"}',
    });
    expect(await compareDistFolders(a, b)).toEqual({ onlyInA: [], onlyInB: [], changed: [], identicalCount: 7 });
  });

  test('a changed text file is reported with the region that differs', async () => {
    const a = await dist({ 'docs/intro.html': page('旧标题'), 'assets/style-AAAAAAAA.css': 'a{color:red}' });
    const b = await dist({ 'docs/intro.html': page('新标题'), 'assets/style-BBBBBBBB.css': 'a{color:blue}' });
    const { changed, identicalCount } = await compareDistFolders(a, b);
    expect(identicalCount).toBe(0);
    expect(changed).toEqual([
      {
        pathA: 'assets/style-AAAAAAAA.css',
        pathB: 'assets/style-BBBBBBBB.css',
        region: { offset: 8, before: 'a{color:', a: 'red', b: 'blue' },
      },
      {
        pathA: 'docs/intro.html',
        pathB: 'docs/intro.html',
        region: expect.objectContaining({ offset: normaliseHashes(page('旧标题')).indexOf('旧'), a: '旧', b: '新' }),
      },
    ]);
    expect(changed[1]!.region!.before).toMatch(/<h1>$/);
  });

  test('a file on one side only is reported', async () => {
    const a = await dist({ 'index.html': page('首页') });
    const b = await dist({ 'index.html': page('首页'), 'blog/draft.html': page('草稿') });
    expect(await compareDistFolders(a, b)).toEqual({ onlyInA: [], onlyInB: ['blog/draft.html'], changed: [], identicalCount: 1 });
  });
});
