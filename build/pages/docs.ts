// Docs pages: a written doc, an API reference page (a doc under the API route), and a category's generated
// index. All three show their sidebar; docs and API pages are searched, each in its own section.
import { categoryViewModel, docViewModel } from '../routes/page-view-model.ts';
import type { CategoryRoute, MarkdownRoute } from '../routes/route-graph.ts';
import { always, listedInSitemap, SEARCH_SECTIONS, type PageKind } from './page-kind.ts';

/** A doc written under content/docs/. */
export const docPage: PageKind<MarkdownRoute> = {
  view: docViewModel,
  search: SEARCH_SECTIONS.docs,
  inSitemap: listedInSitemap,
  sidebarId: (entry) => entry.sidebarId,
};

/** A page of the API reference. */
export const apiPage: PageKind<MarkdownRoute> = {
  view: docViewModel,
  search: SEARCH_SECTIONS.api,
  inSitemap: listedInSitemap,
  sidebarId: (entry) => entry.sidebarId,
};

/** A category's generated index page: cards for the category's docs. */
export const categoryPage: PageKind<CategoryRoute> = {
  view: categoryViewModel,
  inSitemap: always,
  sidebarId: (entry) => entry.sidebarId,
};
