// What every docs article starts with: banners, breadcrumbs and the version badge.
import type { DocsFrame, PageBase } from '../lib/view-model.ts';
import { Banners } from './Banners.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { strings } from '../lib/strings.ts';

/** Renders the top of a doc or category article. */
export function DocArticleTop({ page }: { page: DocsFrame & Pick<PageBase, 'site'> }) {
  return (
    <>
      <Banners banners={page.banners} />
      <Breadcrumbs items={page.breadcrumbs} homeHref={page.site.baseUrl} />
      {page.versionBadge ? <span className="version-badge">{strings.versionBadge(page.versionBadge)}</span> : null}
    </>
  );
}
