// Member types as instantiated on their owner: a fixture package whose declarations inherit from a
// generic base interface and from TypeScript's library the way cheerio's do, extracted, rendered and
// compiled like the real API pages, then read as a reader sees them.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as cheerio from 'cheerio';
import { beforeAll, describe, expect, test } from 'vitest';
import { extractApiModel } from '../../../build/api/extract.ts';
import { createRenderContext } from '../../../build/api/index.ts';
import { renderSymbolPage } from '../../../build/api/render-page-markdown.ts';
import { createMarkdownCompiler } from '../../../build/markdown/compile-markdown.ts';

const packageRoot = path.resolve(fileURLToPath(new URL('../../fixtures/api-declarations', import.meta.url)));
const pages = new Map<string, cheerio.CheerioAPI>();

beforeAll(async () => {
  const model = extractApiModel({ packageRoot });
  const context = createRenderContext(model, '/docs', () => undefined);
  const compile = await createMarkdownCompiler({ baseUrl: '/', routeForSourceFile: () => undefined });
  for (const symbol of model.symbols) {
    const { html } = await compile({ source: renderSymbolPage(symbol, context), filePath: `/virtual/${symbol.name}.md` });
    pages.set(symbol.name, cheerio.load(html));
  }
}, 60_000);

/** The text of the first code block and of the 类型 line under a member's H3. */
function member(page: string, anchor: string): { code: string; type: string; defaultValue: string } {
  const $ = pages.get(page)!;
  const section = $(`h3#${anchor}`).nextUntil('h3, h2');
  const line = (label: string) => section.filter('p').filter((_, p) => $(p).text().startsWith(`${label}：`)).first().text().slice(label.length + 1);
  return { code: section.filter('.code-block').first().find('pre').text(), type: line('类型'), defaultValue: line('默认值') };
}

describe('member types on their owner', () => {
  test('only the exported symbols get pages', () => {
    expect([...pages.keys()].sort()).toEqual(['Widget', 'WidgetOptions']);
  });

  test('an optional callback that may be null is a property with its alias type, not an unpacked method', () => {
    expect(member('WidgetOptions', 'onparseerror')).toEqual({ code: 'onParseError?: ErrorHandler | null', type: 'ErrorHandler | null', defaultValue: 'null' });
    expect(pages.get('WidgetOptions')!('h3#onparseerror').nextUntil('h3').text()).not.toContain('参数');
  });

  test("a base interface's type parameter is shown as the owner fills it in", () => {
    expect(member('WidgetOptions', 'treeadapter')).toMatchObject({ code: 'treeAdapter?: TreeAdapter<WidgetTreeMap>', type: 'TreeAdapter<WidgetTreeMap>' });
  });

  test("the iterator from Iterable<T> returns Iterator<T, any, any>, not the library's own parameters", () => {
    expect(member('Widget', 'iterator').code).toBe('[Symbol.iterator](): Iterator<T, any, any>');
  });

  test("`typeof Array.prototype.splice` returns any[], not the array's T", () => {
    const $ = pages.get('Widget')!;
    const blocks = $('h3#splice').nextUntil('h3, h2').filter('.code-block').map((_, block) => $(block).find('pre').text()).get();
    expect(blocks).toEqual([
      'splice(start: number, deleteCount?: number): any[]',
      'splice(start: number, deleteCount: number, ...items: any[]): any[]',
    ]);
  });

  test('a member declared on the owner keeps the type as written', () => {
    expect(member('WidgetOptions', 'baseuri').code).toBe('baseURI?: string');
  });
});
