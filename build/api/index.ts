// The API reference as content: one in-memory Markdown doc per exported cheerio symbol plus the
// index page, generated from the checked-in model of the installed cheerio (content/api/model.json) and the Chinese texts in
// content/api/zh-Hans/. The build compiles them like any other doc.
import { createRequire } from 'node:module';
import path from 'node:path';
import { frontMatterSchema } from '../content/front-matter.ts';
import { hashText } from '../content/load-content.ts';
import type { ContentCategory, ContentFile } from '../content/types.ts';
import type { Warning } from '../diagnostics.ts';
import { strings } from '../../theme/lib/strings.ts';
import { computeCoverage, type ApiCoverage } from './coverage.ts';
import { collectKeys, pagePathOf } from './keys.ts';
import type { ApiModel, SymbolModel } from './model.ts';
import { loadApiModel } from './model-file.ts';
import type { RenderContext } from './render-blocks.ts';
import { renderIndexPage } from './render-index-markdown.ts';
import { firstSentence } from './first-sentence.ts';
import { pageHeading, renderSymbolPage } from './render-page-markdown.ts';
import { KIND_ORDER } from './symbol-groups.ts';
import { createTypeLinker } from './type-links.ts';
import { API_PINS_FILE, apiTranslationState, type ApiTranslationState } from './translated-from.ts';
import { loadTranslations, translationDir } from './translations.ts';

export type { ApiCoverage } from './coverage.ts';
export { formatCoverageTable, isFullyTranslated } from './coverage.ts';

/** Where the project and its content are. */
export interface ApiContentOptions {
  rootDir: string;
  contentDir: string;
  /** Docs route prefix, e.g. `/docs`. */
  docsRoute: string;
  /** Set for a docs version's snapshot (content/versions/<name>): its model is for the cheerio it was cut for. */
  snapshot?: boolean;
}

/** The API pages and sidebar categories, with translation coverage. */
export interface ApiContent {
  docs: ContentFile[];
  categories: ContentCategory[];
  coverage: ApiCoverage;
  /** Which translated texts' English changed since they were pinned (content/api/translated-from.yaml). */
  translation: ApiTranslationState;
  warnings: Warning[];
}

/** Position of the API section among the top-level sidebar items (after the tutorials). */
const API_SIDEBAR_POSITION = 10;

/** Generates the API reference docs from the installed cheerio and the Chinese texts. */
export async function loadApiContent(options: ApiContentOptions): Promise<ApiContent> {
  const packageRoot = cheerioPackageRoot(options.rootDir);
  const model = await loadApiModel(packageRoot, options.contentDir, { snapshot: options.snapshot ?? false });
  const keys = collectKeys(model);
  const translations = await loadTranslations(options.contentDir, keys);
  const context = createRenderContext(model, options.docsRoute, (key) => translations.texts.get(key));
  const docs: ContentFile[] = model.symbols.map((symbol) => {
    const page = pagePathOf(symbol);
    const summary = firstSentence(translations.texts.get(symbol.name) ?? '');
    return contentFile({
      id: `api/${page}`,
      route: context.routeOf(symbol.name)!,
      sourceFile: `${translations.fileOfPage(page)}#${page}`,
      body: renderSymbolPage(symbol, context),
      frontMatter: {
        title: pageHeading(symbol),
        sidebar_label: symbol.name,
        sidebar_position: KIND_ORDER.indexOf(symbol.kind) * 100,
        description: stripMarkdown(summary) || `${strings.api.kindTitles[symbol.kind]} ${symbol.name}`,
        toc_max_heading_level: 3,
      },
    });
  });
  docs.unshift(
    contentFile({
      id: 'api/index',
      route: `${options.docsRoute}/api`,
      sourceFile: `${path.join(translationDir(options.contentDir), '..', 'symbols.yaml')}#index`,
      body: renderIndexPage(model, context),
      frontMatter: { title: strings.api.indexTitle, sidebar_label: strings.api.sidebarLabel, description: strings.api.indexDescription, toc_max_heading_level: 2 },
    }),
  );
  const translation = apiTranslationState(path.join(options.contentDir, 'api', API_PINS_FILE), model.cheerioVersion, keys, (key) => translations.texts.has(key));
  return { docs, categories: apiCategories(options.contentDir), coverage: computeCoverage(keys, translations.texts), translation, warnings: [] };
}

/** The installed cheerio's package folder, as Node resolves it from the project root. */
export function cheerioPackageRoot(rootDir: string): string {
  const require = createRequire(path.join(rootDir, 'package.json'));
  return path.dirname(require.resolve('cheerio/package.json'));
}

/** The render context of a model: routes of its symbols and members, type links and source URLs. */
export function createRenderContext(model: ApiModel, docsRoute: string, text: (key: string) => string | undefined): RenderContext {
  const routes = new Map(model.symbols.map((symbol) => [symbol.name, `${docsRoute}/api/${pagePathOf(symbol)}`]));
  const members = new Set(model.symbols.flatMap((symbol) => symbol.members.map((member) => `${symbol.name}.${member.name}`)));
  const baseNames = (symbol: SymbolModel) => symbol.extends.map((type) => type.replace(/<.*$/, ''));
  return {
    text,
    link: createTypeLinker(routes),
    extendedBy: (name) => model.symbols.filter((symbol) => baseNames(symbol).includes(name)).map((symbol) => symbol.name),
    sourceBaseUrl: `https://github.com/cheeriojs/cheerio/blob/v${model.cheerioVersion}/`,
    routeOf(name) {
      if (routes.has(name)) return routes.get(name);
      if (!members.has(name)) return undefined;
      const [owner = '', member = ''] = name.split('.');
      return `${routes.get(owner)}#${member.toLowerCase()}`;
    },
  };
}

function contentFile(file: { id: string; route: string; sourceFile: string; body: string; frontMatter: Record<string, unknown> }): ContentFile {
  const frontMatter = frontMatterSchema.parse(file.frontMatter);
  return {
    kind: 'doc',
    sourceFile: file.sourceFile,
    id: file.id,
    dirName: path.posix.dirname(file.id),
    route: file.route,
    frontMatter,
    body: file.body,
    hash: hashText(`${JSON.stringify(frontMatter)}\n${file.body}`),
  };
}

const kindFolders: Record<string, string> = { class: 'classes', interface: 'interfaces', function: 'functions', variable: 'variables', 'type-alias': 'type-aliases' };

function apiCategories(contentDir: string): ContentCategory[] {
  const sourceFile = path.join(translationDir(contentDir), '..', 'symbols.yaml');
  const root: ContentCategory = {
    sourceFile: `${sourceFile}#category`,
    dirName: 'api',
    label: strings.api.sidebarLabel,
    position: API_SIDEBAR_POSITION,
    collapsed: true,
    link: { type: 'doc', id: 'api/index' },
  };
  return [
    root,
    ...KIND_ORDER.map((kind, index) => ({
      sourceFile: `${sourceFile}#category-${kindFolders[kind]}`,
      dirName: `api/${kindFolders[kind]}`,
      label: strings.api.kindTitles[kind],
      position: index + 1,
      collapsed: true,
    })),
  ];
}

function stripMarkdown(text: string): string {
  return text.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/`/g, '');
}
