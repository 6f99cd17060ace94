import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { cacheRoot } from '../../../build/cache.ts';
import { compileChangedMarkdown, type CompileCache } from '../../../build/content/compile-content.ts';
import { hashText } from '../../../build/content/load-content.ts';
import type { ContentFile } from '../../../build/content/types.ts';
import { repoRoot } from '../../helpers/fixture-site.ts';

const doc = (name: string, body: string): ContentFile => ({
  kind: 'doc', sourceFile: `/site/content/docs/${name}.md`, id: name, dirName: '', route: `/docs/${name}`, frontMatter: { draft: false, unlisted: false, hide_table_of_contents: false }, body, hash: hashText(body),
});

const site = (editedBody: string): ContentFile[] => [doc('edited', editedBody), doc('other', '# 其他\n\n```js\nconst same = 1;\n```\n')];

// Cache files hold a header line, then one entry per line.
const countEntries = async (file: string) => (await fs.readFile(file, 'utf8')).trimEnd().split('\n').length - 1;

describe('compiling in watch mode', () => {
  test('the caches keep only the current site: 60 saves of one file with changing text and code do not grow them', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'compile-content-'));
    const files = { rootDir: repoRoot, cacheDir: cacheRoot(repoRoot), codeBlocks: path.join(dir, 'code-blocks.json'), compiled: path.join(dir, 'compiled.json') };
    const cache: CompileCache = { entries: new Map() };
    const sizes: number[] = [];
    for (let save = 1; save <= 60; save++) {
      const compiled = await compileChangedMarkdown(site(`# 改动\n\n第 ${save} 次保存。\n\n\`\`\`js\nconst save = ${save};\n\`\`\`\n`), '/', cache, files);
      expect(compiled.get('/site/content/docs/edited.md')?.html).toContain(`第 ${save} 次保存`);
      sizes.push((await fs.stat(files.compiled)).size + (await fs.stat(files.codeBlocks)).size);
    }
    // One compiled entry per file and one highlighted block per fence, however many saves came before.
    expect(await countEntries(files.compiled)).toBe(2);
    expect(await countEntries(files.codeBlocks)).toBe(2);
    expect(sizes.at(-1)!).toBeLessThanOrEqual(sizes[0]! * 1.1);
  });
});
