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
  ['a code block in an unknown language', '# 页面\n\n```pyhton\nprint(1)\n```\n', /page\.md:3:1: 1 warning\(s\) with --strict; first: code block language "pyhton"/],
  ['a highlight range past the block', '# 页面\n\n正文\n\n```js {12}\na;\nb;\nc;\n```\n', /page\.md:5:1: .*highlighted line\(s\) 12 lie outside this 3-line code block/],
  ['a <script> in the content', '# 页面\n\n<script>alert(1)</script>\n', /page\.md:3:1: .*raw HTML <script>/],
  ['an inline event handler', '# 页面\n\n<p onclick="go()">点我</p>\n', /page\.md:3:1: .*inline event handler onclick=/],
])('%s fails a --strict build with file and line', async (_, page, message) => {
  await expect(strictBuild(page)).rejects.toThrow(message);
});
