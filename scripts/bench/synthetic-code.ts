// Code blocks for the synthetic site, sized like the real tutorials' (js ~10 lines, ts ~16, html ~10). Each names
// its page in identifiers and strings, so no two pages share a block and the highlighter's per-block cache
// cannot turn the work into lookups.
import type { Random } from './seeded-random.ts';

const selectors = ['li.item', 'a[href^="/docs"]', 'table tr', 'h2 + p', 'ul > li:first-child', '[data-page]'];
const methods = ['text', 'html', 'attr', 'prop', 'data'];
const words = ['苹果', '橙子', '梨', '目录', '标题', '链接', '表格', '段落'];

const jsVariants: ((page: number, r: Random) => string)[] = [
  (page, r) => `import * as cheerio from 'cheerio';

const $ = cheerio.load(html${page});
const items${page} = $('${r.pick(selectors)}')
  .filter((i, el) => $(el).attr('data-page') === '${page}')
  .map((i, el) => $(el).text().trim())
  .toArray();

console.log(items${page}.length); // => ${r.integer(1, 9)}
console.log(items${page}[0]); // => ${r.pick(words)}`,
  (page, r) => `import * as cheerio from 'cheerio';

const $ = await cheerio.fromURL('https://example.com/docs/page-${page}');
const data${page} = $.extract({
  title: 'h1',
  links: [{ selector: 'a', value: 'href' }],
  count: { selector: '${r.pick(selectors)}', value: (el) => $(el).${r.pick(methods)}('id') },
});

console.log(data${page}.title); // => ${r.pick(words)}`,
  (page, r) => `import * as cheerio from 'cheerio';

const $ = cheerio.load(markup${page}, { xml: { decodeEntities: false } });
$('table#data-${page} tr').each(function (index) {
  const cells = $(this).children('td');
  if (index % ${r.integer(2, 5)} === 0) cells.addClass('highlight');
  cells.last().append('<span class="note">${r.pick(words)}</span>');
});

export default $.html();`,
];

const tsVariants: ((page: number, r: Random) => string)[] = [
  (page, r) => `import * as cheerio from 'cheerio';
import type { CheerioAPI, Element } from 'cheerio';

interface Row${page} {
  index: number;
  title: string;
  href: string | undefined;
}

export function readRows${page}($: CheerioAPI, selector = 'table#data-${page} tr'): Row${page}[] {
  return $(selector)
    .toArray()
    .map((el: Element, index) => ({ index, title: $(el).children('td').first().text().trim(), href: $(el).find('a').attr('href') }))
    .filter((row) => row.title.length > ${r.integer(1, 20)});
}

console.log(readRows${page}(cheerio.load(html)).length);`,
  (page, r) => `import { load, type Cheerio, type AnyNode } from 'cheerio';

type Extractor${page}<T> = (selection: Cheerio<AnyNode>) => T;

const byName${page}: Record<string, Extractor${page}<string | undefined>> = {
  title: (selection) => selection.find('h1').${r.pick(methods)}(),
  summary: (selection) => selection.find('p').first().text(),
  link: (selection) => selection.find('a').attr('href'),
};

export function extractPage${page}(html: string): Record<string, string | undefined> {
  const $ = load(html);
  const root = $('${r.pick(selectors)}');
  const entries = Object.entries(byName${page}).map(([name, read]) => [name, read(root)] as const);
  return Object.fromEntries(entries);
}`,
];

const htmlVariants: ((page: number, r: Random) => string)[] = [
  (page, r) => `<section id="topic-${page}" class="example">
  <h2>${r.pick(words)}示例</h2>
  <ul class="items">
    <li class="item" data-page="${page}">${r.pick(words)}</li>
    <li class="item">${r.pick(words)}</li>
    <li class="item"><a href="/docs/page-${page}">第 ${page} 篇</a></li>
  </ul>
  <p>Cheerio 会把这段标记解析成文档树。</p>
</section>`,
  (page, r) => `<table id="data-${page}">
  <thead>
    <tr><th>名称</th><th>数量</th></tr>
  </thead>
  <tbody>
    <tr><td>${r.pick(words)}</td><td>${r.integer(1, 99)}</td></tr>
    <tr><td>${r.pick(words)}</td><td>${r.integer(1, 99)}</td></tr>
    <tr><td><a href="/docs/page-${page}">more</a></td><td>0</td></tr>
  </tbody>
</table>`,
];

/** Returns a fenced js block of about ten lines. */
export function jsBlock(random: Random, page: number): string {
  return `\`\`\`js\n${random.pick(jsVariants)(page, random)}\n\`\`\``;
}

/** Returns a fenced ts block of about sixteen lines. */
export function tsBlock(random: Random, page: number): string {
  return `\`\`\`ts\n${random.pick(tsVariants)(page, random)}\n\`\`\``;
}

/** Returns a fenced html block of about ten lines. */
export function htmlBlock(random: Random, page: number): string {
  return `\`\`\`html\n${random.pick(htmlVariants)(page, random)}\n\`\`\``;
}
