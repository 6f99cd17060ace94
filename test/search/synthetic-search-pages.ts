// Synthetic search pages for the sharded-index tests: a title, then sections with a heading, a paragraph
// and a list item of the bench's seeded filler text (scripts/bench/synthetic-text.ts), as compiled HTML.
import type { SearchPageSource } from '../../build/search/search-page-source.ts';
import { searchPageFromHtml } from './fixtures/search-page.ts';
import { createRandom } from '../../scripts/bench/seeded-random.ts';
import { pageTitle, paragraph } from '../../scripts/bench/synthetic-text.ts';

const HEADINGS = ['基本用法', '常见问题', '注意事项', '进阶示例', '与 jQuery 的区别', '返回值', '参数说明', '错误处理'];

/** Returns `count` synthetic pages, the same on every run. */
export function syntheticPages(count: number): SearchPageSource[] {
  const random = createRandom(20_000);
  return Array.from({ length: count }, (_, index) => {
    const sections = Array.from({ length: random.integer(3, 6) }, (_, section) =>
      `<h2 id="s${section}">${random.pick(HEADINGS)}</h2><p>${paragraph(random)}</p><ul><li>${paragraph(random)}</li></ul>`);
    return searchPageFromHtml({ url: `/docs/page-${index}`, lvl0: '文档', title: pageTitle(random, index), tag: 'docs-default-current', html: sections.join('') });
  });
}
