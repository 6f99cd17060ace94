// Two docs with one id stop the build with a message naming both files; before, one silently left the sidebar.
import path from 'node:path';
import { expect, test } from 'vitest';
import { buildSite } from '../../../build/index.ts';
import { createFixtureSite, repoRoot } from '../../helpers/fixture-site.ts';

async function build(files: Record<string, string>) {
  const siteDir = await createFixtureSite({ 'content/docs/intro.md': '# 介绍\n', ...files });
  return buildSite({ rootDir: repoRoot, siteDir, outDir: path.join(siteDir, 'dist') });
}

test('two docs setting the same id in front matter: the error names both files and their id lines', async () => {
  await expect(build({
    'content/docs/a.md': '---\ntitle: 甲\nid: shared\n---\n# 甲\n',
    'content/docs/b.md': '---\nid: shared\n---\n# 乙\n',
  })).rejects.toThrow(/docs\/b\.md:2 \(id\): 文档 id "shared" 也是 .*docs\/a\.md:3 的 id；/);
});

test('an id equal to another file\'s derived id is an error naming the file the id comes from', async () => {
  await expect(build({
    'content/docs/basics/loading.md': '# 加载\n',
    'content/docs/basics/old-loading.md': '---\nid: loading\n---\n# 旧的加载\n',
  })).rejects.toThrow(/docs\/basics\/old-loading\.md:2 \(id\): 文档 id "basics\/loading" 也是 .*docs\/basics\/loading\.md:1 的 id；/);
});
