// The real API pages, generated from the installed cheerio and content/api/: every route with its
// H1 and member anchors, every link in or into them resolving, the old redirects landing on them,
// the committed keys matching cheerio (what `npm run api:check` checks) and coverage at 100%.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fg from 'fast-glob';
import { parse } from 'yaml';
import { beforeAll, describe, expect, test } from 'vitest';
import { loadApiModel } from '../../../build/api/model-file.ts';
import { checkCommittedKeys, describeDifferences } from '../../../build/api/check.ts';
import { cheerioPackageRoot, formatCoverageTable, loadApiContent, type ApiContent } from '../../../build/api/index.ts';
import { loadContent } from '../../../build/content/load-content.ts';
import { createMarkdownCompiler } from '../../../build/markdown/compile-markdown.ts';
import type { CompiledMarkdown } from '../../../build/markdown/types.ts';

const rootDir = path.resolve(fileURLToPath(new URL('../../../', import.meta.url)));
const contentDir = path.join(rootDir, 'content');
let api: ApiContent;
/** Compiled pages by route: the API pages and the site's own docs. */
const compiledByRoute = new Map<string, CompiledMarkdown>();

beforeAll(async () => {
  api = await loadApiContent({ rootDir, contentDir, docsRoute: '/docs' });
  const site = await loadContent({ contentDir, docsRoute: '/docs', includeDrafts: false });
  const routes = new Map([...site.docs, ...site.pages, ...api.docs].map((file) => [file.sourceFile, file.route]));
  const compile = await createMarkdownCompiler({ baseUrl: '/', routeForSourceFile: (file) => routes.get(file) });
  for (const file of [...site.docs, ...site.pages, ...api.docs]) {
    compiledByRoute.set(file.route, await compile({ source: file.body, filePath: file.sourceFile }));
  }
}, 120_000);

const expectedHeadings: Record<string, string> = {
  '/docs/api': 'API 参考',
  '/docs/api/classes/Cheerio': '类：Cheerio<T>',
  '/docs/api/functions/contains': '函数：contains()',
  '/docs/api/functions/decodeStream': '函数：decodeStream()',
  '/docs/api/functions/fromURL': '函数：fromURL()',
  '/docs/api/functions/loadBuffer': '函数：loadBuffer()',
  '/docs/api/functions/merge': '函数：merge()',
  '/docs/api/functions/stringStream': '函数：stringStream()',
  '/docs/api/interfaces/CheerioAPI': '接口：CheerioAPI',
  '/docs/api/interfaces/CheerioOptions': '接口：CheerioOptions',
  '/docs/api/interfaces/CheerioRequestOptions': '接口：CheerioRequestOptions',
  '/docs/api/interfaces/DecodeStreamOptions': '接口：DecodeStreamOptions',
  '/docs/api/interfaces/HTMLParser2Options': '接口：HTMLParser2Options',
  '/docs/api/type-aliases/AcceptedElems': '类型别名：AcceptedElems<T>',
  '/docs/api/type-aliases/AcceptedFilters': '类型别名：AcceptedFilters<T>',
  '/docs/api/type-aliases/BasicAcceptedElems': '类型别名：BasicAcceptedElems<T>',
  '/docs/api/type-aliases/FilterFunction': '类型别名：FilterFunction<T>',
  '/docs/api/type-aliases/SelectorType': '类型别名：SelectorType',
  '/docs/api/variables/load': '变量：load()',
};

function resolves(target: string): boolean {
  const [route = '', hash] = target.split('#');
  const page = compiledByRoute.get(route);
  if (!page) return false;
  return hash === undefined || hash === '' || page.ids.includes(hash);
}

describe('API pages', () => {
  test('exist at exactly the original routes, each with its kind and name as H1', () => {
    const headings = Object.fromEntries(api.docs.map((doc) => [doc.route, compiledByRoute.get(doc.route)?.firstHeading]));
    expect(headings).toEqual(expectedHeadings);
  });

  test('have unique source files, ids under api/ and a TOC down to H3', () => {
    expect(new Set(api.docs.map((doc) => doc.sourceFile)).size).toBe(api.docs.length);
    for (const doc of api.docs) {
      expect(doc.id.startsWith('api/')).toBe(true);
      expect(doc.dirName).toBe(path.posix.dirname(doc.id));
    }
    expect(api.docs.find((doc) => doc.id === 'api/classes/Cheerio')?.frontMatter.toc_max_heading_level).toBe(3);
  });

  test('give the Cheerio class the member anchors the tutorials use, grouped by category', () => {
    const cheerio = compiledByRoute.get('/docs/api/classes/Cheerio')!;
    const h2 = cheerio.headings.filter((heading) => heading.depth === 2).map((heading) => heading.text);
    expect(h2).toEqual(['类型参数', '继承', '实现', '索引签名', '属性', 'CSS', '表单', '操作', '遍历', '其他']);
    for (const anchor of ['find', 'children', 'contents', 'parent', 'parents', 'parentsuntil', 'closest', 'next', 'prev', 'nextall', 'prevall', 'siblings', 'nextuntil', 'prevuntil', 'eq', 'filter', 'not', 'has', 'first', 'last', 'attr', 'prop', 'css', 'extract', 'iterator']) {
      expect(cheerio.headings.find((heading) => heading.depth === 3 && heading.id === anchor), anchor).toBeDefined();
    }
    expect(cheerio.ids).not.toContain('filterarray');
  });

  test('link only to pages and anchors that exist', () => {
    const broken = api.docs.flatMap((doc) =>
      compiledByRoute.get(doc.route)!.references.filter((reference) => !resolves(reference.target)).map((reference) => `${doc.route} → ${reference.target}`),
    );
    expect(broken).toEqual([]);
  });

  test('are where the tutorials link to', () => {
    const files = fg.sync('content/**/*.md', { cwd: rootDir });
    const links = files.flatMap((file) => [...readFileSync(path.join(rootDir, file), 'utf8').matchAll(/\]\((\/docs\/api[^)\s]*)\)/g)].map((match) => match[1]!));
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((link) => !resolves(link))).toEqual([]);
  });

  test('are where the old TypeDoc redirects land', () => {
    const config = parse(readFileSync(path.join(contentDir, 'site.config.yaml'), 'utf8')) as { redirects?: Array<{ from: string; to: string }> };
    const intoApi = (config.redirects ?? []).filter((redirect) => redirect.to.startsWith('/docs/api'));
    expect(intoApi.length).toBeGreaterThan(0);
    expect(intoApi.filter((redirect) => !resolves(redirect.to))).toEqual([]);
  });

  test('form an API section in the sidebar with one category per kind', () => {
    expect(api.categories.map((category) => [category.dirName, category.label])).toEqual([
      ['api', 'API 参考'],
      ['api/classes', '类'],
      ['api/functions', '函数'],
      ['api/interfaces', '接口'],
      ['api/type-aliases', '类型别名'],
      ['api/variables', '变量'],
    ]);
    expect(api.categories[0]!.link).toEqual({ type: 'doc', id: 'api/index' });
  });
});

describe('content/api', () => {
  test('symbols.yaml matches the installed cheerio (npm run api:check)', async () => {
    const model = await loadApiModel(cheerioPackageRoot(rootDir), contentDir);
    const check = await checkCommittedKeys(contentDir, model);
    expect(describeDifferences(check.differences)).toEqual([]);
    expect(check.committedVersion).toBe(check.installedVersion);
  });

  test('translates every key (coverage 100%)', () => {
    const missing = api.coverage.pages.flatMap((page) => page.missing);
    expect(missing, formatCoverageTable(api.coverage)).toEqual([]);
  });
});
