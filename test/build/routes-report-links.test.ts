// The prefilled GitHub issues behind 这一节有问题？: what the title and body say, and that the address stays short.
import { describe, expect, test } from 'vitest';
import { reportLinks } from '../../build/routes/report-links.ts';

const subject = {
  newIssueUrl: 'https://github.com/example/docs-zh/issues/new',
  pageTitle: '加载文档',
  canonicalUrl: 'https://zh.example.com/docs/basics/loading',
  headings: [{ id: 'fromurl', text: '使用 fromURL 从网址加载' }],
  translation: { kind: 'page' as const, englishHref: 'https://en.example.com/docs/basics/loading/', date: { iso: '2026-08-07', label: '2026年8月7日' }, commit: { short: '12f1adf', href: 'https://github.com/x/y/blob/12f1adf/z.md' } },
  release: 'cheerio 1.2.0',
};

describe('reportLinks', () => {
  test('a section link names the page and section, and its body the URL with the anchor, the 译自 commit and the cheerio version', () => {
    const url = new URL(reportLinks(subject).sections.fromurl!);
    expect(url.origin + url.pathname).toBe('https://github.com/example/docs-zh/issues/new');
    expect(url.searchParams.get('title')).toBe('[文档问题] 加载文档 › 使用 fromURL 从网址加载');
    expect(url.searchParams.get('body')).toBe([
      '页面：https://zh.example.com/docs/basics/loading#fromurl',
      '译自英文原文：12f1adf（2026-08-07）',
      '文档对应的版本：cheerio 1.2.0',
      '',
      '请说明哪里有问题，以及应当怎样写：',
    ].join('\n'));
  });

  test('the page link has no anchor; a very long title is cut, so the address stays under 8 KB', () => {
    const long = { ...subject, pageTitle: '长'.repeat(5000) };
    const links = reportLinks(long);
    expect(new URL(links.page).searchParams.get('body')).toContain('页面：https://zh.example.com/docs/basics/loading\n');
    expect(new URL(links.page).searchParams.get('title')!.length).toBeLessThanOrEqual(130);
    expect(links.page.length).toBeLessThan(8192);
  });
});
