// The /search page: a shell the browser fills with results for the query in its address.
import { searchViewModel } from '../routes/page-view-model.ts';
import type { SearchRoute } from '../routes/route-graph.ts';
import { always, noSidebar, type PageKind } from './page-kind.ts';

/** The search results page. */
export const searchPage: PageKind<SearchRoute> = { view: searchViewModel, inSitemap: always, sidebarId: noSidebar };
