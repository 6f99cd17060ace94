// The Markdown plugins' warnings reach the build: named by file and line, and fatal with --strict.
import path from 'node:path';
import { expect, test } from 'vitest';
import { buildSite } from '../../../build/index.ts';
import { createFixtureSite, repoRoot } from '../../helpers/fixture-site.ts';

async function strictBuild(page: string) {
  const siteDir = await createFixtureSite({ 'content/docs/intro.md': '# 介绍\n', 'content/docs/page.md': page });
  return buildSite({ rootDir: repoRoot, siteDir, outDir: path.join(siteDir, 'dist'), strict: true });
}

test.each([
  ['a code block in an unknown language', '# 页面\n\n```pyhton\nprint(1)\n```\n', /page\.md:3:1: --strict 下有 1 条警告，第一条：代码块语言 "pyhton"/],
  ['a highlight range past the block', '# 页面\n\n正文\n\n```js {12}\na;\nb;\nc;\n```\n', /page\.md:5:1: .*高亮的第 12 行超出了这个 3 行的代码块/],
  ['a <script> in the content', '# 页面\n\n<script>alert(1)</script>\n', /page\.md:3:1: .*原始 HTML <script>/],
  ['an inline event handler', '# 页面\n\n<p onclick="go()">点我</p>\n', /page\.md:3:1: .*内联事件处理器 onclick=/],
])('%s fails a --strict build with file and line', async (_, page, message) => {
  await expect(strictBuild(page)).rejects.toThrow(message);
});
