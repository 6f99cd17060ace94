// The built API reference as a reader sees it (issue #17): types exactly as on the declarations'
// owners, the page laid out the way readers look for things, and the Chinese text where it departs
// from the English. Each page is parsed from the shared strict build of the real site.
import fs from 'node:fs/promises';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { describe, expect, test } from 'vitest';
import { TOKEN_COLOUR_STYLES } from '../../build/markdown/token-colour-classes.ts';
import { realSiteDir } from '../helpers/real-site.ts';

const pages = new Map<string, Promise<cheerio.CheerioAPI>>();
// A built API page by its path under /docs/api (`interfaces/CheerioOptions`), read once per run.
const page = (name: string) => {
  let loaded = pages.get(name);
  if (!loaded) pages.set(name, (loaded = fs.readFile(path.join(realSiteDir(), 'docs/api', `${name}.html`), 'utf8').then((html) => cheerio.load(html))));
  return loaded;
};

/** The elements between a member's H3 and the next heading of its level or above. */
function section($: cheerio.CheerioAPI, anchor: string) {
  return $(`h3#${anchor}`).nextUntil('h3, h2');
}

/** The code of every signature block under a member, as text. */
function codeBlocks($: cheerio.CheerioAPI, anchor: string): string[] {
  return section($, anchor).filter('.code-block').map((_, block) => $(block).find('pre').text()).get();
}

/** The text after `label：` in the first paragraph under a member that starts with it. */
function labelled($: cheerio.CheerioAPI, anchor: string, label: string): string | undefined {
  const line = section($, anchor).filter('p').filter((_, p) => $(p).text().startsWith(`${label}：`)).first();
  return line.length ? line.text().slice(label.length + 1) : undefined;
}

describe('types as declared on their owner', () => {
  test.each(['CheerioOptions', 'DecodeStreamOptions', 'CheerioRequestOptions'])('%s.onParseError is an optional property that may be null, default null', async (name) => {
    const $ = await page(`interfaces/${name}`);
    expect(codeBlocks($, 'onparseerror')).toEqual(['onParseError?: ParserErrorHandler | null']);
    expect(labelled($, 'onparseerror', '类型')).toBe('ParserErrorHandler | null');
    expect(labelled($, 'onparseerror', '默认值')).toBe('null');
    expect(section($, 'onparseerror').text()).not.toContain('ParserError)');
  });

  test("CheerioOptions.treeAdapter names cheerio's tree map, not parse5's own T", async () => {
    const $ = await page('interfaces/CheerioOptions');
    expect(codeBlocks($, 'treeadapter')).toEqual(['treeAdapter?: TreeAdapter<Htmlparser2TreeAdapterMap>']);
    expect(labelled($, 'treeadapter', '类型')).toBe('TreeAdapter<Htmlparser2TreeAdapterMap>');
  });

  test('Cheerio[Symbol.iterator] returns Iterator<T, any, any>', async () => {
    const $ = await page('classes/Cheerio');
    expect(codeBlocks($, 'iterator')).toEqual(['[Symbol.iterator](): Iterator<T, any, any>']);
    expect(labelled($, 'iterator', '返回值')).toBe('Iterator<T, any, any>');
  });

  test('both overloads of Cheerio.splice return any[]', async () => {
    const $ = await page('classes/Cheerio');
    expect(codeBlocks($, 'splice')).toEqual([
      'splice(start: number, deleteCount?: number): any[]',
      'splice(start: number, deleteCount: number, ...items: any[]): any[]',
    ]);
    expect(section($, 'splice').filter('p').filter((_, p) => $(p).text().startsWith('返回值：')).map((_, p) => $(p).text()).get()).toEqual([
      expect.stringMatching(/^返回值：any\[\]/),
      expect.stringMatching(/^返回值：any\[\]/),
    ]);
  });
});

const apiPages = [
  'classes/Cheerio',
  ...['contains', 'decodeStream', 'fromURL', 'loadBuffer', 'merge', 'stringStream'].map((name) => `functions/${name}`),
  ...['CheerioAPI', 'CheerioOptions', 'CheerioRequestOptions', 'DecodeStreamOptions', 'HTMLParser2Options'].map((name) => `interfaces/${name}`),
  ...['AcceptedElems', 'AcceptedFilters', 'BasicAcceptedElems', 'FilterFunction', 'SelectorType'].map((name) => `type-aliases/${name}`),
  'variables/load',
];

/** `name → href` of the links inside the highlighted code blocks among `elements`. */
function codeLinks($: cheerio.CheerioAPI, elements: cheerio.Cheerio<any>): Map<string, string> {
  return new Map(elements.filter('.code-block').find('pre a').map((_, a) => [[$(a).text(), $(a).attr('href')!]]).get() as Array<[string, string]>);
}

/** `name → href` of the type links in the prose and tables among `elements` (parameter tables, 类型, 返回值). */
function proseTypeLinks($: cheerio.CheerioAPI, elements: cheerio.Cheerio<any>): Map<string, string> {
  const typeLines = elements.filter('p').filter((_, p) => /^(类型|返回值)：/.test($(p).text()));
  const typeCells = elements.filter('table').find('tbody td:nth-child(2)');
  return new Map([...typeLines.toArray(), ...typeCells.toArray()].flatMap((element) => $(element).find('a:has(> code)').map((_, a) => [[$(a).text(), $(a).attr('href')!]]).get() as Array<[string, string]>));
}

describe('documented types link wherever they appear', () => {
  test.each(apiPages)('%s: every type its tables link is linked in its code blocks too', async (name) => {
    const $ = await page(name);
    const sections = [...$('.markdown h3[id]').toArray().map((h3) => $(h3).nextUntil('h3, h2')), $('h2#declaration, h2#signature').nextUntil('h2')];
    for (const elements of sections) {
      const inCode = codeLinks($, elements);
      for (const [type, href] of proseTypeLinks($, elements)) expect(inCode.get(type), `${name}: ${type}`).toBe(href);
    }
  });

  test('the type-alias declarations link the documented types they name', async () => {
    const declaration = async (name: string) => {
      const $ = await page(`type-aliases/${name}`);
      return [...codeLinks($, $('h2#declaration').nextUntil('h2')).keys()].sort();
    };
    expect(await declaration('AcceptedElems')).toEqual(['AnyNode', 'BasicAcceptedElems']);
    expect(await declaration('AcceptedFilters')).toEqual(['Cheerio', 'FilterFunction']);
    expect(await declaration('BasicAcceptedElems')).toEqual(['AnyNode', 'ArrayLike']);
  });

  test('type-parameter constraints in signatures link, and the member and parameter names do not', async () => {
    const $ = await page('classes/Cheerio');
    const links = section($, 'addclass').filter('.code-block').find('pre a');
    expect(links.map((_, a) => $(a).text()).get()).toEqual(['AnyNode', 'ArrayLike', 'Element']);
    expect(links.first().attr('href')).toBe('https://domhandler.js.org/types/AnyNode.html');
  });

  test('a link in code keeps its token colour in both colour modes', async () => {
    const $ = await page('interfaces/CheerioAPI');
    const links = $('.code-block pre a');
    expect(links.length).toBeGreaterThan(20);
    // The link inherits its colours from the token span around it (its colours' class) or, for a token in the
    // block's default colours (unwrapped by rehype-compact-code), from the <pre>.
    for (const link of links.toArray()) {
      const token = $(link).parent();
      const colours = token.is('.line') ? token.closest('pre').attr('style') : TOKEN_COLOUR_STYLES.get(token.attr('class') ?? '');
      expect(colours).toMatch(/(?:^|;)color:#[0-9a-f]{6};--shiki-dark:#[0-9a-f]{6}/i);
    }
    expect($('.code-block[data-meta]')).toHaveLength(0);
  });
});

/** The top of a page: everything between the H1 and the first H2. */
function intro($: cheerio.CheerioAPI) {
  return $('.markdown h1').first().nextUntil('h2');
}

/** The `定义于` lines among `elements`, as the file and line they link to. */
function definedIn($: cheerio.CheerioAPI, elements: cheerio.Cheerio<any>): string[] {
  return elements.filter('p').filter((_, p) => $(p).text().startsWith('定义于')).map((_, p) => $(p).text().replace(/^定义于[：\s]*/, '')).get();
}

describe('the page laid out the way readers look for things', () => {
  test('the markup every Cheerio example uses is the class-level example, under the class description', async () => {
    const $ = await page('classes/Cheerio');
    const top = intro($);
    const markup = top.filter('.code-block[data-language="html"]');
    expect(markup.find('pre').text()).toMatch(/^<ul id="fruits">/);
    expect(top.filter('p').first().text()).toMatch(/^`?Cheerio`? 类是整个库的核心/);
    expect(markup.prevAll('p').filter((_, p) => $(p).text() === '示例').length).toBe(1);
    expect($('h2#indexable').nextUntil('h2').filter('.code-block[data-language="html"]')).toHaveLength(0);
  });

  test.each([
    ['classes/Cheerio', 'src/cheerio.ts#L39'],
    ['interfaces/CheerioAPI', 'src/load.ts#L21'],
    ['interfaces/CheerioOptions', 'src/options.ts#L25'],
    ['interfaces/CheerioRequestOptions', 'src/index.ts#L183'],
    ['interfaces/DecodeStreamOptions', 'src/index.ts#L145'],
    ['interfaces/HTMLParser2Options', 'src/options.ts#L13'],
  ])("%s names where it is defined with its description, not after its last member", async (name, source) => {
    const $ = await page(name);
    expect(definedIn($, intro($))).toEqual([source]);
    const lastMember = $('.markdown h3').last().nextAll().not('.report-issue');
    expect(definedIn($, lastMember)).not.toContain(source);
    expect(lastMember.last().text()).toMatch(/^定义于/);
  });

  test("DecodeStreamOptions' last member names xmlMode's own source", async () => {
    const $ = await page('interfaces/DecodeStreamOptions');
    expect(definedIn($, section($, 'xmlmode'))).toEqual(['src/options.ts#L41']);
  });

  test.each([
    ['interfaces/DecodeStreamOptions', 9, { CheerioOptions: 9 }],
    ['interfaces/CheerioRequestOptions', 10, { CheerioOptions: 9, DecodeStreamOptions: 1 }],
  ])('%s shows its %i inherited options in full, each with a 继承自 link', async (name, count, from) => {
    const $ = await page(name);
    const inherited = $('.markdown h3').filter((_, h3) => $(h3).nextUntil('h3, h2').filter('p').text().includes('继承自'));
    expect(inherited).toHaveLength(count);
    const sources: Record<string, number> = {};
    for (const h3 of inherited.toArray()) {
      const anchor = $(h3).attr('id')!;
      const elements = section($, anchor);
      const link = elements.filter('p').filter((_, p) => $(p).text().startsWith('继承自：')).find('a');
      const [base = '', member] = link.text().split('.');
      sources[base] = (sources[base] ?? 0) + 1;
      expect(member?.toLowerCase(), anchor).toBe(anchor);
      expect(link.attr('href')).toBe(`/docs/api/interfaces/${base}#${anchor}`);
      // As on the base interface's page: signature, Chinese text, type and default.
      const $base = await page(`interfaces/${base}`);
      expect(codeBlocks($, anchor), anchor).toEqual(codeBlocks($base, anchor));
      expect(labelled($, anchor, '类型'), anchor).toBe(labelled($base, anchor, '类型'));
      expect(labelled($, anchor, '默认值'), anchor).toBe(labelled($base, anchor, '默认值'));
      expect(elements.filter('p').first().text(), anchor).toBe(section($base, anchor).filter('p').first().text());
      expect(elements.filter('p').first().text(), anchor).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(sources).toEqual(from);
  });

  test('CheerioOptions and DecodeStreamOptions list the interfaces that extend them', async () => {
    const list = async (name: string) => {
      const $ = await page(`interfaces/${name}`);
      return $('h2#extended-by').next('ul').find('a').map((_, a) => `${$(a).text()} ${$(a).attr('href')}`).get();
    };
    expect(await list('CheerioOptions')).toEqual([
      'DecodeStreamOptions /docs/api/interfaces/DecodeStreamOptions',
      'CheerioRequestOptions /docs/api/interfaces/CheerioRequestOptions',
    ]);
    expect(await list('DecodeStreamOptions')).toEqual(['CheerioRequestOptions /docs/api/interfaces/CheerioRequestOptions']);
    const $ = await page('interfaces/CheerioOptions');
    // CheerioRequestOptions extends DecodeStreamOptions, not CheerioOptions directly: it is nested under it.
    expect($('h2#extended-by').next('ul').children('li').first().find('> ul a').text()).toBe('CheerioRequestOptions');
  });

  test("HTMLParser2Options shows its own @see, the htmlparser2 wiki's parser options", async () => {
    const $ = await page('interfaces/HTMLParser2Options');
    const top = intro($);
    expect(top.filter('p').filter((_, p) => $(p).text() === '另请参阅')).toHaveLength(1);
    expect(top.find('a[href="https://github.com/fb55/htmlparser2/wiki/Parser-options"]')).toHaveLength(1);
  });

  test("FilterFunction's call signature has a parameter table", async () => {
    const $ = await page('type-aliases/FilterFunction');
    const table = $('h2#declaration').nextUntil('h2').filter('table');
    expect(table.find('tbody tr').map((_, row) => $(row).find('td').slice(0, 2).map((__, cell) => $(cell).text()).get().join(' ')).get()).toEqual(['this T', 'i number', 'el T']);
    for (const cell of table.find('tbody td:nth-child(3)').toArray()) expect($(cell).text()).toMatch(/[\u4e00-\u9fff]/);
    expect(labelled($, 'declaration', '返回值') ?? $('h2#declaration').nextUntil('h2').filter('p').not('.report-issue').last().text()).toMatch(/boolean/);
  });

  test.each(apiPages)('%s shows every default value as code', async (name) => {
    const $ = await page(name);
    for (const line of $('.markdown p').filter((_, p) => $(p).text().startsWith('默认值：')).toArray()) {
      const value = $(line).children('code');
      expect(value, $(line).text()).toHaveLength(1);
      expect(value.text(), $(line).text()).toBe($(line).text().slice('默认值：'.length));
    }
  });

  test('the options pages show all 17 defaults', async () => {
    let count = 0;
    for (const name of ['CheerioOptions', 'HTMLParser2Options']) {
      const $ = await page(`interfaces/${name}`);
      count += $('.markdown p').filter((_, p) => $(p).text().startsWith('默认值：')).length;
    }
    // 16 @default values of 1.2.0's options, and parse5's `null` of onParseError.
    expect(count).toBe(17);
  });
});

/** The Chinese description paragraphs of a member (or of one overload, `anchor-2`), before its 原文 toggle. */
async function chinese(name: string, anchor: string): Promise<string> {
  const $ = await page(name);
  const heading = $(`#${anchor}`);
  const stop = heading.is('h4') ? 'h4, h3, h2' : 'h3, h2';
  return heading.nextUntil(stop).filter('p').map((_, p) => $(p).text()).get().join('\n');
}

/** The translator's note under a member's (or overload's) 原文 toggle, or '' when it has none. */
async function translatorNote(name: string, anchor: string): Promise<string> {
  const $ = await page(name);
  const heading = $(`#${anchor}`);
  const stop = heading.is('h4') ? 'h4, h3, h2' : 'h3, h2';
  return heading.nextUntil(stop).filter('details.api-original').find('.api-translator-note').text().trim();
}

describe('the Chinese text', () => {
  test.each([
    ['data-3', /每个元素/],
    ['data-4', /每个元素/],
    ['css-1', /对象/],
    ['removeclass', /类名/],
    ['tostring', /\.html\(\)/],
    ['prop-3', /length/],
    ['prop-4', /原始的属性值/],
    ['prop-6', /当前的值/],
    ['prop-8', /当前的值/],
    ['empty', /文本和注释/],
  ])('Cheerio #%s carries a translator’s note under its 原文, after the English it corrects', async (anchor, says) => {
    const note = await translatorNote('classes/Cheerio', anchor);
    expect(note).toMatch(/^译注：原文/);
    expect(note).toMatch(says);
    const $ = await page('classes/Cheerio');
    const details = $(`#${anchor}`).nextUntil('h4, h3, h2').filter('details.api-original');
    // Inside the toggle, after the English, and not itself marked as English.
    expect(details.children().last().hasClass('api-translator-note')).toBe(true);
    expect(details.find('.api-translator-note').closest('[lang="en"]')).toHaveLength(0);
  });

  test('only the texts that correct their English carry a note', async () => {
    // Where the Chinese departs from cheerio 1.2.0's English on purpose; the options interfaces that inherit
    // CheerioOptions show its two notes with its options.
    const notes: Record<string, number> = {
      'classes/Cheerio': 10, 'functions/fromURL': 1, 'interfaces/CheerioOptions': 2, 'interfaces/CheerioRequestOptions': 2,
      'interfaces/DecodeStreamOptions': 2, 'interfaces/HTMLParser2Options': 2,
    };
    for (const name of apiPages) expect((await page(name))('.api-translator-note'), name).toHaveLength(notes[name] ?? 0);
  });

  test('sourceCodeLocationInfo says which location object elements and other nodes get', async () => {
    const text = await chinese('interfaces/CheerioOptions', 'sourcecodelocationinfo');
    expect(text).toMatch(/元素节点的值是 ElementLocation 对象/);
    expect(text).toMatch(/其他节点的值是 Location 对象/);
  });

  test('prevObject says it is the set this one was derived from by traversal or filtering', async () => {
    const text = await chinese('classes/Cheerio', 'prevobject');
    expect(text).toMatch(/^当前集合由哪个集合经遍历或筛选得到，这里记的就是那个集合。/);
    expect(text).not.toContain('产生当前集合的上一个集合');
  });

  test('html() and prop(tagName) read nothing also when the first node is not an element', async () => {
    expect(await chinese('classes/Cheerio', 'html-1')).toMatch(/返回值：string \| null——HTML 字符串；集合为空，或第一个节点既不是元素也不是文档（例如文本节点、注释节点）时为 null。/);
    expect(await chinese('classes/Cheerio', 'prop-1')).toMatch(/集合为空，或第一个节点不是元素（例如文本节点）时为 undefined。/);
  });

  test('prop(href | src) names exactly the elements whose URL is resolved', async () => {
    const text = await chinese('classes/Cheerio', 'prop-4');
    expect(text).toContain('<a> 和 <link> 的 href，<img>、<iframe>、<audio>、<video> 和 <source> 的 src');
  });

  test.each([...apiPages, 'index'])('%s: a code mention of a documented member in the Chinese prose is a link', async (name) => {
    const $ = name === 'index' ? cheerio.load(await fs.readFile(path.join(realSiteDir(), 'docs/api.html'), 'utf8')) : await page(name);
    const documented = new Set(['load', 'contains', 'merge', 'fromURL', 'loadBuffer', 'decodeStream', 'stringStream']);
    for (const h3 of (await page('classes/Cheerio'))('.markdown h3[id]').toArray()) documented.add((await page('classes/Cheerio'))(h3).find('code').first().text());
    for (const h3 of (await page('interfaces/CheerioAPI'))('.markdown h3[id]').toArray()) documented.add((await page('interfaces/CheerioAPI'))(h3).find('code').first().text());
    const unlinked = $('.markdown :is(p, li, td) code')
      .filter((_, code) => $(code).closest('a, pre, details.api-original').length === 0)
      .map((_, code) => $(code).text())
      .get()
      .filter((text) => {
        // `.not()`, `get()`, `$.html()`, `.prop('innerText')`: a call of a documented member.
        const call = /^(?:\$\.|\.)?([A-Za-z]\w*)\(.*\)$/.exec(text);
        return call !== null && documented.has(call[1]!);
      });
    expect(unlinked).toEqual([]);
  });

  test('the mentions the issue names link to their members', async () => {
    const $ = await page('classes/Cheerio');
    const href = (text: string) => $('.markdown p a').filter((_, a) => $(a).text() === text).first().attr('href');
    expect(href('.not()')).toBe('/docs/api/classes/Cheerio#not');
    expect(href('.filter()')).toBe('/docs/api/classes/Cheerio#filter');
    expect(href('get()')).toBe('/docs/api/classes/Cheerio#get-2');
    const $api = await page('interfaces/CheerioAPI');
    const apiHref = (text: string) => $api('.markdown p a').filter((_, a) => $api(a).text() === text).first().attr('href');
    expect(apiHref('$.html()')).toBe('/docs/api/interfaces/CheerioAPI#html');
    expect(apiHref('$.extract()')).toBe('/docs/api/interfaces/CheerioAPI#extract');
    expect(apiHref('$.merge()')).toBe('/docs/api/interfaces/CheerioAPI#merge');
  });
});
