// The frame of every page: skip link, announcement bar, navbar, optional sidebar, main, drawer, footer.
import type { ReactNode } from 'react';
import type { SiteChrome } from '../lib/view-model.ts';
import { strings } from '../lib/strings.ts';
import { AnnouncementBar } from './AnnouncementBar.tsx';
import { Footer } from './Footer.tsx';
import { MobileDrawer } from './MobileDrawer.tsx';
import { Navbar } from './Navbar.tsx';
import { SidebarCollapseButton } from './SidebarCollapseButton.tsx';

/** Props of `Layout`. */
export interface LayoutProps {
  /** The page's route, for links that depend on it (the other-language link). */
  route: string;
  site: SiteChrome;
  /** Rendered once, before <main>, so the skip link jumps past it; the open mobile drawer borrows it. */
  sidebar?: ReactNode;
  children: ReactNode;
}

/** Renders the page frame around `children`. */
export function Layout({ site, route, sidebar, children }: LayoutProps) {
  return (
    <>
      <a className="skip-link" href="#main-content">{strings.skipToContent}</a>
      {site.announcementBar && <AnnouncementBar bar={site.announcementBar} />}
      <Navbar site={site} route={route} />
      <div className={sidebar ? 'page-body page-body-with-sidebar' : 'page-body'}>
        {sidebar && (
          <aside className="page-sidebar">
            {/* Sticky and viewport-tall, so the collapse button stays at the bottom of the screen. */}
            <div className="page-sidebar-inner">
              {sidebar}
              <SidebarCollapseButton action="collapse" />
            </div>
            <SidebarCollapseButton action="expand" />
          </aside>
        )}
        {/* tabIndex lets the skip link move keyboard focus, not just the scroll position. */}
        <main id="main-content" className="page-main" tabIndex={-1}>{children}</main>
        {/* After <main> and beside the sidebar's column: without JavaScript the stylesheet shows both in the
            page flow below the content, the drawer's links first. */}
        <MobileDrawer site={site} route={route} hasSidebar={Boolean(sidebar)} />
      </div>
      <Footer footer={site.footer} />
    </>
  );
}
