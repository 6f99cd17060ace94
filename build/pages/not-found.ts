// The 404 page: not a route of the graph, since hosts serve it for any unknown address; it is written as
// 404.html beside the routes, never listed in the sitemap and never searched.
import { notFoundViewModel } from '../routes/page-view-model.ts';
import { never, noPages, noSidebar, type PageKind } from './page-kind.ts';

/** The 404 page's entry: one per site. */
export interface NotFoundRoute {
  kind: 'notFound';
  route: '/404';
}

/** The site's 404 page. */
export const notFoundRoute: NotFoundRoute = { kind: 'notFound', route: '/404' };

/** The not-found page. */
export const notFoundPage: PageKind<NotFoundRoute> = {
  // Not a route of the graph: rendering writes it as 404.html after the routes.
  routes: () => [],
  view: (_entry, context) => notFoundViewModel(context),
  reads: noPages,
  inSitemap: () => false,
  sidebarId: noSidebar,
  markdownTwin: never,
};
