import { describe, expect, test } from 'vitest';
import { firstHeadingOf, outlineOf } from '../../../build/content/outline.ts';
import { createMarkdownCompiler } from '../../../build/markdown/compile-markdown.ts';
import type { ContentFile } from '../../../build/content/types.ts';

// Each is a document whose first H1 the compiled page must agree on.
const documents: Record<string, string> = {
  'a plain ATX heading': '# 简介\n\n正文。\n',
  'a closing sequence': '# 加载文档 ##\n',
  'inline code and emphasis': '# 使用 `load()` 与 **选择器**\n',
  'CJK emphasis without spaces': '# **加粗**文本与*强调*的标题\n',
  'an explicit id': '# 遍历 DOM {#traversing}\n',
  'inline code before an explicit id': '# `extract` {#extract}\n',
  'raw HTML inside': '# <span>高亮</span>的标题\n',
  'a link inside': '# 参见 [Cheerio](https://cheerio.js.org)\n',
  'a setext heading': '前言段落\n\n选择元素\n========\n',
  'a heading after fenced code with # lines': '```bash\n# 安装\nnpm install cheerio\n# 再来\n```\n\n# 真正的标题\n',
  'an H2 before the H1': '## 小节\n\n# 标题\n',
  'no H1 at all': '## 只有小节\n\n正文。\n',
  'an H1 in a blockquote': '> # 引用中的标题\n',
  'many fenced # lines first': `${'```sh\n' + '# 注释\n'.repeat(12) + '```\n'}\n# 最终标题\n`,
};

describe('firstHeadingOf', () => {
  test.each(Object.entries(documents))('agrees with the compiled page for %s', async (_name, markdown) => {
    const compile = await createMarkdownCompiler({ baseUrl: '/', routeForSourceFile: () => undefined });
    const compiled = await compile({ source: markdown, filePath: '/site/content/docs/page.md' });
    expect(firstHeadingOf(markdown)).toBe(compiled.firstHeading);
  });
});

describe('outlineOf', () => {
  const file = (body: string, title?: string): ContentFile => ({
    kind: 'doc', sourceFile: '/site/content/docs/a.md', id: 'a', dirName: '', route: '/docs/a', body, hash: 'x',
    frontMatter: (title === undefined ? {} : { title }) as ContentFile['frontMatter'],
  });

  test('is plain data holding only the first heading, and survives structuredClone', () => {
    const outline = outlineOf(file('# 标题\n\n正文。\n'));
    expect(outline).toEqual({ outline: true, firstHeading: '标题' });
    expect(structuredClone(outline)).toEqual(outline);
  });

  test('does not look for a heading when the front matter names the title', () => {
    expect(outlineOf(file('# 正文标题\n', '前言标题'))).toEqual({ outline: true });
  });
});
