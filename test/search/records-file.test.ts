// The packed display-records file expands back to the very same DocSearch records.
import fs from 'node:fs';
import { expect, test } from 'vitest';
import { pageRecords } from '../../build/search/page-records.ts';
import { searchPageFromHtml } from './fixtures/search-page.ts';
import { packRecords, unpackRecords, type RecordsFile } from '../../theme/lib/search/records-file.ts';

test('packing and unpacking gives back every record unchanged', () => {
  const html = fs.readFileSync(new URL('fixtures/article.html', import.meta.url), 'utf8');
  const records = [
    ...pageRecords(searchPageFromHtml({ url: '/docs/basics/loading', lvl0: '文档', title: '加载文档', html, tag: 'docs-default-current' })),
    ...pageRecords(searchPageFromHtml({ url: '/blog/new-website', lvl0: '博客', title: '新网站', html: '<h2 id="a">一</h2><h4 id="b">二</h4><p>三</p>', tag: 'blog' })),
  ];
  const file = JSON.parse(JSON.stringify(packRecords(records))) as RecordsFile;
  expect(file.pages).toHaveLength(2);
  expect(unpackRecords(file)).toEqual(records.map((record, position) => ({
    ...record,
    objectID: `${record.url_without_anchor}#${position}`,
    weight: { ...record.weight, position },
  })));
});
