// Pages under content/pages/: standalone pages and the home page (front matter `layout: home`). Neither has
// a sidebar or is searched.
import { homeViewModel, standaloneViewModel } from '../routes/page-view-model.ts';
import type { MarkdownRoute } from '../routes/route-graph.ts';
import { listedInSitemap, markdownRoute, noSidebar, ownFile, ownPage, type PageKind } from './page-kind.ts';

/** A standalone page such as /attribution. */
export const standalonePage: PageKind<MarkdownRoute> = {
  routes: ({ content, compiled }) => content.pages.filter((file) => file.frontMatter.layout !== 'home').map((file) => markdownRoute('page', file, compiled)),
  view: standaloneViewModel,
  reads: ownPage,
  inSitemap: listedInSitemap,
  sidebarId: noSidebar,
  markdownTwin: listedInSitemap,
  sourceFiles: ownFile,
};

/** The home page, with its hero. */
export const homePage: PageKind<MarkdownRoute> = {
  routes: ({ content, compiled }) => content.pages.filter((file) => file.frontMatter.layout === 'home').map((file) => markdownRoute('home', file, compiled)),
  view: homeViewModel,
  reads: ownPage,
  inSitemap: listedInSitemap,
  sidebarId: noSidebar,
  markdownTwin: listedInSitemap,
  sourceFiles: ownFile,
};
