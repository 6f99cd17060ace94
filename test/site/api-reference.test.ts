// The built API reference as a reader sees it (issue #17): types exactly as on the declarations'
// owners, the page laid out the way readers look for things, and the Chinese text where it departs
// from the English. Each page is parsed from the shared strict build of the real site.
import fs from 'node:fs/promises';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { describe, expect, test } from 'vitest';
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
    // The inherited copies may only link to CheerioOptions; where the option is shown, it is shown right.
    if (section($, 'onparseerror').filter('.code-block').length === 0) return;
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
    for (const link of links.toArray()) expect($(link).parent().attr('style')).toMatch(/^color:#[0-9a-f]{6};--shiki-dark:#[0-9a-f]{6}/i);
    expect($('.code-block[data-meta]')).toHaveLength(0);
  });
});
