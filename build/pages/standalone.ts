// Pages under content/pages/: standalone pages and the home page (front matter `layout: home`). Neither has
// a sidebar or is searched.
import { homeViewModel, standaloneViewModel } from '../routes/page-view-model.ts';
import type { MarkdownRoute } from '../routes/route-graph.ts';
import { listedInSitemap, noSidebar, type PageKind } from './page-kind.ts';

/** A standalone page such as /attribution. */
export const standalonePage: PageKind<MarkdownRoute> = {
  view: standaloneViewModel,
  inSitemap: listedInSitemap,
  sidebarId: noSidebar,
};

/** The home page, with its hero. */
export const homePage: PageKind<MarkdownRoute> = {
  view: homeViewModel,
  inSitemap: listedInSitemap,
  sidebarId: noSidebar,
};
