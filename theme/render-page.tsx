// Turns one page view model into a complete HTML document.
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import type { PageKind, PageViewModel, ViewOf } from './lib/view-model.ts';
import { BASE_URL_CHECK_SCRIPT } from './lib/base-url-check-script.ts';
import { SITE_LOCALE } from './lib/constants.ts';
import { escapeHtml } from './lib/html-escape.ts';
import { iconSpriteFor } from './lib/icon-sprite.ts';
import { BlogIndexPage } from './components/blog/BlogIndexPage.tsx';
import { BlogPostPage } from './components/blog/BlogPostPage.tsx';
import { CategoryPage } from './components/CategoryPage.tsx';
import { DocPage } from './components/DocPage.tsx';
import { renderSidebarListOnce } from './components/DocSidebar.tsx';
import { HomePage } from './components/HomePage.tsx';
import { NotFoundPage } from './components/NotFoundPage.tsx';
import { SearchPage } from './components/SearchPage.tsx';
import { StandalonePage } from './components/StandalonePage.tsx';
import { renderDocumentHead } from './document-head.ts';

// Each layout takes exactly its own kind's view.
type Layouts = { [Kind in PageKind]: ComponentType<{ page: ViewOf<Kind> }> };

// One layout per kind; a kind added to PageKind fails to compile until it has one.
const layouts: Layouts = {
  doc: DocPage,
  category: CategoryPage,
  page: StandalonePage,
  home: HomePage,
  blogPost: BlogPostPage,
  blogIndex: BlogIndexPage,
  search: SearchPage,
  notFound: NotFoundPage,
};

/** Attributes of <html>; the inline head script reads `data-theme` and `data-announcement-id`. */
function htmlAttributes(page: PageViewModel): string {
  const announcement = page.site.announcementBar;
  const announcementId = announcement ? ` data-announcement-id="${escapeHtml(announcement.id)}"` : '';
  const search = Object.entries(page.site.search?.htmlAttributes ?? {}).map(([name, value]) => ` ${name}="${escapeHtml(value)}"`).join('');
  return `lang="${SITE_LOCALE}" dir="ltr" data-theme="${page.site.defaultColorMode}"${announcementId}${search}`;
}

/**
 * Returns the full HTML document for `page`, starting with `<!doctype html>`. The body is rendered with
 * renderToString (not static markup) so islands inside it can be hydrated. Output is deterministic.
 */
export function renderPage(page: PageViewModel): string {
  // Sound: `layouts` maps each kind to the layout for exactly that kind's view.
  const Layout = layouts[page.kind] as ComponentType<{ page: PageViewModel }> | undefined;
  // The renderer is bundled apart from the build (watch mode reloads it), so a view from a newer build can reach an older theme.
  if (!Layout) throw new Error(`renderPage: the theme has no layout for page kind ${JSON.stringify(page.kind)}`);
  // The sidebar's list first, outside the page's render: rendered once for all the pages that show it alike.
  if ('sidebar' in page && page.sidebar) renderSidebarListOnce(page.sidebar);
  const body = renderToString(<Layout page={page} />);
  // The base-URL check runs first in <body>, so its banner is part of the first paint; then the symbols of the
  // icons the body points at, before the first of them.
  const check = `<script>${BASE_URL_CHECK_SCRIPT}</script>`;
  const sprite = iconSpriteFor(body);
  return `<!doctype html>\n<html ${htmlAttributes(page)}>\n<head>\n${renderDocumentHead(page)}\n</head>\n<body>\n${check}\n${sprite ? `${sprite}\n` : ''}${body}\n</body>\n</html>\n`;
}
