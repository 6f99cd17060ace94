// Docs pages: a written doc, an API reference page (a doc under the API route), and a category's generated
// index. All three show their sidebar; docs and API pages are searched, each in its own section.
import { categoryViewModel, docViewModel } from '../routes/page-view-model.ts';
import type { CategoryRoute, MarkdownRoute } from '../routes/route-graph.ts';
import { modelFilePath } from '../api/model-file.ts';
import { docsOfEachVersion } from '../site-content.ts';
import { CURRENT_VERSION_NAME } from '../config/schema.ts';
import { versionFolder } from '../versions/docs-versions.ts';

const isSnapshot = (version: string | undefined): version is string => version !== undefined && version !== CURRENT_VERSION_NAME;
import {
  always, docsSidebar, listedInSitemap, markdownRoute, noPages, ownFile, ownPage, SEARCH_SECTIONS, withoutPart, type PageKind, type RouteSources,
} from './page-kind.ts';

// The docs of every version (content/docs/ and each snapshot, with their generated API pages) that are, or are
// not, under that version's API route. A doc that is a category's linked page carries the category, whose cards
// it may list; every entry carries its version.
function docRoutes(kind: 'doc' | 'api') {
  return ({ content, compiled, config }: RouteSources): MarkdownRoute[] => docsOfEachVersion(content, config.docs.routeBasePath).flatMap(({ version, docsRoute, docs, categories }) => {
    const apiRoute = `${docsRoute}/api`;
    const categoryOfLinkDoc = new Map(categories.flatMap((category) =>
      category.link?.type === 'doc' ? [[category.link.id, category] as const] : []));
    return docs
      .filter((file) => (file.route === apiRoute || file.route.startsWith(`${apiRoute}/`)) === (kind === 'api'))
      .map((file) => {
        const entry: MarkdownRoute = { ...markdownRoute(kind, file, compiled), docsVersion: version };
        const category = categoryOfLinkDoc.get(file.id);
        return category ? { ...entry, category } : entry;
      });
  });
}

/** A doc written under content/docs/. */
export const docPage: PageKind<MarkdownRoute> = {
  routes: docRoutes('doc'),
  view: docViewModel,
  // A category's linked doc shows the category's cards: their titles and front matter descriptions only.
  reads: ownPage,
  search: SEARCH_SECTIONS.docs,
  inSitemap: listedInSitemap,
  sidebarId: docsSidebar,
  markdownTwin: listedInSitemap,
  sourceFiles: ownFile,
};

/** A page of the API reference. */
export const apiPage: PageKind<MarkdownRoute> = {
  routes: docRoutes('api'),
  view: docViewModel,
  reads: ownPage,
  search: SEARCH_SECTIONS.api,
  inSitemap: listedInSitemap,
  sidebarId: docsSidebar,
  markdownTwin: listedInSitemap,
  // A reference page changes with its Chinese texts and with the declarations (the API model, a snapshot's own in its folder).
  sourceFiles: (entry, contentDir) => [...ownFile(entry), modelFilePath(isSnapshot(entry.docsVersion) ? versionFolder(contentDir, entry.docsVersion) : contentDir)],
};

/** A category's generated index page: cards for the category's docs. */
export const categoryPage: PageKind<CategoryRoute> = {
  routes: ({ content, config }) => docsOfEachVersion(content, config.docs.routeBasePath).flatMap(({ version, categories }) => categories.flatMap((category) =>
    category.link?.type === 'generated-index' ? [{ kind: 'category' as const, route: category.link.route, title: category.link.title, category, docsVersion: version }] : [])),
  view: categoryViewModel,
  reads: noPages,
  inSitemap: always,
  sidebarId: docsSidebar,
  markdownTwin: always,
  sourceFiles: (entry) => [withoutPart(entry.category.sourceFile)],
};
