// The /search page: a shell the browser fills with results for the query in its address.
import { strings } from '../../theme/lib/strings.ts';
import { searchViewModel } from '../routes/page-view-model.ts';
import { SEARCH_ROUTE, type SearchRoute } from '../routes/route-graph.ts';
import { always, never, noPages, noSidebar, type PageKind } from './page-kind.ts';

/** The search results page. */
export const searchPage: PageKind<SearchRoute> = {
  routes: () => [{ kind: 'search', route: SEARCH_ROUTE, title: strings.search.pageTitle }],
  view: searchViewModel,
  reads: noPages,
  inSitemap: always,
  sidebarId: noSidebar,
  markdownTwin: never,
};
