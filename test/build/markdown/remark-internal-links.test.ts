import { describe, expect, test } from 'vitest';
import { withBaseUrl } from '../../../build/markdown/remark-internal-links.ts';
import { markdown, renderMarkdown } from './render-markdown.ts';

describe('remark-internal-links', () => {
  test('resolves a relative .md link with a hash to its route', async () => {
    const { $, references } = await renderMarkdown('见 [加载](../basics/loading.md#load)。\n');
    expect($('a').attr('href')).toBe('/docs/basics/loading#load');
    expect(references).toEqual([{ kind: 'link', target: '/docs/basics/loading#load', line: 1, column: 3 }]);
  });

  test('resolves .md links in the same folder and percent-encoded file names', async () => {
    const { references } = await renderMarkdown('[自己](./page.md) [同级](%E4%B8%AD%E6%96%87%20%E9%A1%B5%E9%9D%A2.md)\n');
    expect(references.map((reference) => reference.target)).toEqual(['/docs/guide/page', '/docs/guide/chinese-page']);
  });

  test('prefixes the base URL to hrefs but records routes without it', async () => {
    const { $, references } = await renderMarkdown('[简介](/docs/intro) [加载](../basics/loading.md)\n', { baseUrl: '/zh/' });
    expect($('a').map((_, link) => $(link).attr('href')).get()).toEqual(['/zh/docs/intro', '/zh/docs/basics/loading']);
    expect(references.map((reference) => reference.target)).toEqual(['/docs/intro', '/docs/basics/loading']);
  });

  test('keeps absolute site paths as routes under the root base URL', async () => {
    const { $, references } = await renderMarkdown('[API](/docs/api#load)\n');
    expect($('a').attr('href')).toBe('/docs/api#load');
    expect(references[0]?.target).toBe('/docs/api#load');
  });

  test('records a .md link whose file has no page with the URL as written', async () => {
    const { $, references } = await renderMarkdown('[缺失](./missing.md#x)\n');
    expect($('a').attr('href')).toBe('./missing.md#x');
    expect(references).toEqual([{ kind: 'link', target: './missing.md#x', line: 1, column: 1 }]);
  });

  test('leaves external links untouched and unrecorded', async () => {
    const { $, references } = await renderMarkdown(
      '[站点](https://cheerio.js.org) [邮件](mailto:a@example.com) [CDN](//cdn.example.com/x.js) https://example.com\n',
      { baseUrl: '/zh/' },
    );
    expect($('a').map((_, link) => $(link).attr('href')).get()).toEqual([
      'https://cheerio.js.org', 'mailto:a@example.com', '//cdn.example.com/x.js', 'https://example.com',
    ]);
    expect(references).toEqual([]);
  });

  test('decodes percent-encoded paths and hashes in recorded targets', async () => {
    const { references } = await renderMarkdown('[分类](/docs/category/%E5%9F%BA%E7%A1%80) [标题](#%E5%8A%A0%E8%BD%BD)\n');
    expect(references.map((reference) => reference.target)).toEqual(['/docs/category/基础', '#加载']);
  });

  test('records a same-page #hash link as it is written', async () => {
    const { $, references } = await renderMarkdown('跳到[下文](#load)\n', { baseUrl: '/zh/' });
    expect($('a').attr('href')).toBe('#load');
    expect(references).toEqual([{ kind: 'link', target: '#load', line: 1, column: 3 }]);
  });

  test('prefixes image sources and records them as images', async () => {
    const { $, references } = await renderMarkdown('![标志](/img/orange-c.svg)\n', { baseUrl: '/zh/' });
    expect($('img').attr('src')).toBe('/zh/img/orange-c.svg');
    expect(references).toEqual([{ kind: 'image', target: '/img/orange-c.svg', line: 1, column: 1 }]);
  });

  test('records other relative URLs as the path the browser will request', async () => {
    const { $, references } = await renderMarkdown('[API](../api/load) ![图](./img/a.png)\n');
    expect($('a').attr('href')).toBe('../api/load');
    expect(references.map(({ kind, target }) => [kind, target])).toEqual([['link', '/docs/api/load'], ['image', '/docs/guide/img/a.png']]);
  });

  test('resolves reference-style definitions and reports each on its own line', async () => {
    const { $, references } = await renderMarkdown(markdown`
      见[简介][intro]和![标志][logo]。

      [intro]: ../intro.md
      [logo]: /img/logo.svg
    `);
    expect($('a').attr('href')).toBe('/docs/intro');
    expect($('img').attr('src')).toBe('/img/logo.svg');
    expect(references).toEqual([
      { kind: 'link', target: '/docs/intro', line: 3, column: 1 },
      { kind: 'image', target: '/img/logo.svg', line: 4, column: 1 },
    ]);
  });

  test('reports line and column of links deep in the document', async () => {
    const { references } = await renderMarkdown(markdown`
      # 标题

      - 列表项
        - 嵌套 [简介](/docs/intro)
    `);
    expect(references).toEqual([{ kind: 'link', target: '/docs/intro', line: 4, column: 8 }]);
  });
});

describe('withBaseUrl', () => {
  test('joins the base URL and a site path with exactly one slash', () => {
    expect(withBaseUrl('/', '/docs/intro')).toBe('/docs/intro');
    expect(withBaseUrl('/zh/', '/docs/intro')).toBe('/zh/docs/intro');
    expect(withBaseUrl('/zh/', '/')).toBe('/zh/');
  });
});
