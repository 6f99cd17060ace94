import { describe, expect, test } from 'vitest';
import { outlineOf } from '../../../build/content/outline.ts';
import type { ContentFile } from '../../../build/content/types.ts';
import type { CompiledPage } from '../../../build/markdown/types.ts';
import { compiledPage } from '../../../build/markdown/compiled-page.ts';
import type { MarkdownRoute } from '../../../build/routes/route-graph.ts';

describe('compiledPage', () => {
  const file: ContentFile = {
    kind: 'doc', sourceFile: '/site/content/docs/a.md', id: 'a', dirName: '', route: '/docs/a', body: '# 标题\n', hash: 'x',
    frontMatter: {} as ContentFile['frontMatter'],
  };
  const compiled: CompiledPage = {
    firstHeading: '标题', headings: [], ids: [], references: [], directives: [], readingTimeMinutes: 1, firstSentence: '', warnings: [],
    body: { file: 'a.html', offset: 0, bytes: 0 }, markdown: { file: 'a.md', offset: 0, bytes: 0 }, search: { file: 'a.json', offset: 0, bytes: 0 },
  };
  const entry = (of: MarkdownRoute['compiled']): MarkdownRoute => ({ kind: 'doc', route: file.route, title: '标题', file, compiled: of });

  test('gives a compiled page what its Markdown compiled to', () => {
    expect(compiledPage(entry(compiled))).toBe(compiled);
  });

  test('names the file when a page only outlined is read past its title', () => {
    expect(() => compiledPage(entry(outlineOf(file)))).toThrow('/site/content/docs/a.md is read before it is compiled');
  });
});
