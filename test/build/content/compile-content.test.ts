import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { cacheRoot } from '../../../build/cache.ts';
import { compileChangedMarkdown, type CompileCache } from '../../../build/content/compile-content.ts';
import { hashText } from '../../../build/content/load-content.ts';
import type { ContentFile } from '../../../build/content/types.ts';
import { repoRoot } from '../../helpers/fixture-site.ts';
import { readBody, readMarkdown } from '../../../build/page-store.ts';

const doc = (name: string, body: string): ContentFile => ({
  kind: 'doc', sourceFile: `/site/content/docs/${name}.md`, id: name, dirName: '', route: `/docs/${name}`, frontMatter: { draft: false, unlisted: false, hide_table_of_contents: false }, body, hash: hashText(body),
});

const site = (editedBody: string): ContentFile[] => [doc('edited', editedBody), doc('other', '# 其他\n\n```js\nconst same = 1;\n```\n')];

// Cache files hold a header line, then one entry per line.
const folderSize = async (dir: string) => (await Promise.all((await fs.readdir(dir)).map(async (name) => (await fs.stat(path.join(dir, name))).size))).reduce((a, b) => a + b, 0);
const countEntries = async (file: string) => (await fs.readFile(file, 'utf8')).trimEnd().split('\n').length - 1;

describe('compiling in watch mode', () => {
  test('the caches keep only the current site: 60 saves of one file with changing text and code do not grow them', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'compile-content-'));
    const files = { rootDir: repoRoot, cacheDir: cacheRoot(repoRoot), codeBlocks: path.join(dir, 'code-blocks.json'), pages: path.join(dir, 'pages') };
    const cache: CompileCache = { entries: new Map() };
    const sizes: number[] = [];
    for (let save = 1; save <= 60; save++) {
      const compiled = await compileChangedMarkdown(site(`# 改动\n\n第 ${save} 次保存。\n\n\`\`\`js\nconst save = ${save};\n\`\`\`\n`), '/', cache, files);
      expect(readBody(compiled.get('/site/content/docs/edited.md')!)).toContain(`第 ${save} 次保存`);
      sizes.push((await folderSize(files.pages)) + (await fs.stat(files.codeBlocks)).size);
    }
    // One stored page per file and one highlighted block per fence, however many saves came before.
    expect((await fs.readdir(files.pages)).filter((name) => name.endsWith('.page'))).toHaveLength(2);
    expect(await countEntries(files.codeBlocks)).toBe(2);
    expect(sizes.at(-1)!).toBeLessThanOrEqual(sizes[0]! * 1.1);
  });
});

describe('the compiled pages on disk', () => {
  test('a page stored for one site URL is compiled again for another: its twin links to the new address', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'compile-content-'));
    const files = { rootDir: repoRoot, cacheDir: cacheRoot(repoRoot), codeBlocks: path.join(dir, 'code-blocks.json'), pages: path.join(dir, 'pages') };
    const pages = [doc('a', '# 甲\n\n见[乙](./b.md)。\n'), doc('b', '# 乙\n')];
    const twinOfA = async (siteUrl: string) => readMarkdown((await compileChangedMarkdown(pages, '/', { entries: new Map() }, files, { siteUrl })).get('/site/content/docs/a.md')!);
    expect(await twinOfA('https://example.com/')).toBe('# 甲\n\n见[乙](https://example.com/docs/b)。');
    expect(await twinOfA('https://cheerio.example.org/')).toBe('# 甲\n\n见[乙](https://cheerio.example.org/docs/b)。');
  });
});

describe('two files with the same text', () => {
  test('each is compiled for its own place: relative links and twin links lead to its own neighbours', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'compile-content-'));
    const files = { rootDir: repoRoot, cacheDir: cacheRoot(repoRoot), codeBlocks: path.join(dir, 'code-blocks.json'), pages: path.join(dir, 'pages') };
    const text = '# 同一段文字\n\n见[下一页](./next.md)。\n';
    const inFolder = (folder: string, name: string, body: string): ContentFile => ({ ...doc(`${folder}/${name}`, body), dirName: folder });
    const pages = [inFolder('x', 'same', text), inFolder('x', 'next', '# 下一页\n'), inFolder('y', 'same', text), inFolder('y', 'next', '# 下一页\n')];
    const compiled = await compileChangedMarkdown(pages, '/', { entries: new Map() }, files, { siteUrl: 'https://example.com/' });
    for (const folder of ['x', 'y']) {
      const page = compiled.get(`/site/content/docs/${folder}/same.md`)!;
      expect(readBody(page)).toContain(`href="/docs/${folder}/next"`);
      expect(readMarkdown(page)).toBe(`# 同一段文字\n\n见[下一页](https://example.com/docs/${folder}/next)。`);
    }
  });
});
