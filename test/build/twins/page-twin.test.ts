// The twin a finish makes from a page's compiled Markdown and its view: the title, the cards, the 译自 line, category pages.
import { describe, expect, test } from 'vitest';
import { markdownTwin } from '../../../build/twins/page-twin.ts';
import type { TwinSource } from '../../../build/twins/twin-text.ts';

describe('the twin a finish makes', () => {
  const doc = (content: string, more: Partial<TwinSource> = {}): TwinSource => ({ kind: 'doc', route: '/docs/guide', title: '指南', description: '总览', content, ...more });
  const cards = [{ href: '/zh/docs/guide/first', label: '第一步', description: '从这里开始' }, { href: '/zh/docs/guide/second', label: '第二步' }] as TwinSource['categoryCards'];

  test('puts the cards where ::doc-card-list stood, and the title first when the content has no heading of its own', () => {
    expect(markdownTwin(doc('开头。\n\n<!--doc-card-list-->\n\n结尾。', { categoryCards: cards }), 'https://example.com/zh/')?.body).toBe(
      '# 指南\n\n开头。\n\n- [第一步](https://example.com/zh/docs/guide/first)：从这里开始\n- [第二步](https://example.com/zh/docs/guide/second)\n\n结尾。',
    );
    expect(markdownTwin(doc('# 自己的标题\n\n<!--doc-card-list-->', { headingOne: true }), 'https://example.com/zh/')?.body).toBe('# 自己的标题');
  });

  test('ends a translated page with its 译自 line, links absolute', () => {
    const translation = { kind: 'doc', englishHref: 'https://cheerio.js.org/docs/intro', date: { label: '2026年8月21日' }, commit: { short: '808f845', href: 'https://github.com/cheeriojs/cheerio/commit/808f845' } } as unknown as TwinSource['translation'];
    expect(markdownTwin(doc('正文。', { headingOne: false, translation }), 'https://example.com/zh/')?.body).toBe(
      '# 指南\n\n正文。\n\n[译自英文原文](https://cheerio.js.org/docs/intro)（2026年8月21日的版本，提交 [808f845](https://github.com/cheeriojs/cheerio/commit/808f845)）',
    );
  });

  test('a category page is its title, description and cards; a title that looks like Markdown is escaped', () => {
    const category: TwinSource = { kind: 'category', route: '/docs/guide', title: '*指南*', description: '所有\n  步骤', categoryCards: cards };
    expect(markdownTwin(category, 'https://example.com/zh/')?.body).toBe(
      '# \\*指南\\*\n\n所有 步骤\n\n- [第一步](https://example.com/zh/docs/guide/first)：从这里开始\n- [第二步](https://example.com/zh/docs/guide/second)',
    );
  });
});
