import { describe, expect, test } from 'vitest';
import { DOC_CARD_LIST_PLACEHOLDER } from '../../../build/markdown/remark-doc-card-list.ts';
import { markdown, renderMarkdown } from './render-markdown.ts';

describe('remark-doc-card-list', () => {
  test('leaves a placeholder for ::doc-card-list and records where it was used', async () => {
    const { html, directives } = await renderMarkdown(markdown`
      # 基础教程

      ::doc-card-list
    `);
    expect(html).toContain(DOC_CARD_LIST_PLACEHOLDER);
    expect(directives).toEqual([{ name: 'doc-card-list', line: 3 }]);
  });

  test('prints the same placeholder on a page with raw HTML', async () => {
    const { html } = await renderMarkdown('<div class="intro">简介</div>\n\n::doc-card-list\n');
    expect(html).toContain(DOC_CARD_LIST_PLACEHOLDER);
  });

  test('records nothing for a page without the directive', async () => {
    const { directives } = await renderMarkdown('# 标题\n');
    expect(directives).toEqual([]);
  });
});
