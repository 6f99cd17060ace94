// The docs versions as pages see them: each version's label, banner, badge, main doc and routes, which version
// is the latest, and the same page in another version. A page's identity across versions is its route without
// the version's prefix (`/docs/1.x/basics/loading` and `/docs/basics/loading` are the same page).
import type { SiteConfig } from '../config/schema.ts';
import { CURRENT_VERSION_NAME } from '../config/schema.ts';
import type { ArticleBanners, SiteChrome } from '../../theme/lib/view-model.ts';
import { docsVersionSearchTag } from '../../theme/lib/search/version-scope.ts';
import { versionDocsRoute } from '../versions/docs-versions.ts';
import type { BuiltSidebar } from './sidebar.ts';

/** One docs version, resolved from the config. */
export interface DocsVersion {
  name: string;
  label: string;
  banner: 'none' | 'unreleased' | 'unmaintained';
  badge: boolean;
  /** Route prefix of its docs: `/docs`, or `/docs/<name>` for a snapshot. */
  docsRoute: string;
  /** Its main doc: the first page of its first sidebar, else its docs route. */
  mainRoute: string;
  /** The DocSearch tag of its records: `docs-default-<name>`. */
  searchTag: string;
}

/** Every docs version, in config order, with the latest one and each version's routes. */
export interface DocsVersions {
  all: DocsVersion[];
  /** Where banners send readers: `lastVersion`, else the first snapshot listed, else `current`. */
  latest: DocsVersion;
  byName: Map<string, DocsVersion>;
  /** Each version's routes, by route without the version's prefix. */
  routes: Map<string, Map<string, string>>;
}

/** The key of a version's sidebar in the route graph: its own id for `current`, `<version>:<id>` for a snapshot. */
export function sidebarKey(version: string, id: string): string {
  return version === CURRENT_VERSION_NAME ? id : `${version}:${id}`;
}

/** Resolves the config's versions: defaults for banners (Docusaurus's rule), main docs, and the routes of each. */
export function resolveDocsVersions(
  docs: SiteConfig['docs'],
  pages: Iterable<{ route: string; docsVersion?: string | undefined }>,
  sidebars: ReadonlyMap<string, BuiltSidebar>,
): DocsVersions {
  const latestName = docs.lastVersion ?? docs.versions.find((version) => version.name !== CURRENT_VERSION_NAME)?.name ?? CURRENT_VERSION_NAME;
  const latestIndex = docs.versions.findIndex((version) => version.name === latestName);
  const all = docs.versions.map((version, index): DocsVersion => {
    const docsRoute = versionDocsRoute(docs.routeBasePath, version.name);
    // Sidebars are in the graph in config order, so the first of this version's is its first sidebar.
    const first = [...sidebars].find(([key, sidebar]) => key === sidebarKey(version.name, sidebar.id))?.[1];
    return {
      name: version.name,
      label: version.label,
      // Versions listed before the latest are not released yet; those after it are no longer maintained.
      banner: version.banner ?? (index === latestIndex ? 'none' : index < latestIndex ? 'unreleased' : 'unmaintained'),
      badge: version.badge,
      docsRoute,
      mainRoute: first?.sequence[0]?.route ?? docsRoute,
      searchTag: docsVersionSearchTag(version.name),
    };
  });
  const routes = new Map(all.map((version) => [version.name, new Map<string, string>()]));
  for (const page of pages) {
    const version = page.docsVersion === undefined ? undefined : all.find((candidate) => candidate.name === page.docsVersion);
    if (version) routes.get(version.name)!.set(page.route.slice(version.docsRoute.length), page.route);
  }
  const byName = new Map(all.map((version) => [version.name, version]));
  return { all, latest: byName.get(latestName)!, byName, routes };
}

/** The route of the page at `route` (in version `from`) in version `to`: the same page when it exists there, else that version's main doc. */
export function sameDocIn(versions: DocsVersions, route: string, from: string, to: string): string {
  const source = versions.byName.get(from);
  const target = versions.byName.get(to)!;
  if (!source || !route.startsWith(source.docsRoute)) return target.mainRoute;
  return versions.routes.get(to)?.get(route.slice(source.docsRoute.length)) ?? target.mainRoute;
}

/** The route of a current docs page in every version (same page, else main doc); undefined when `route` is not a current docs page. */
export function routesInEachVersion(versions: DocsVersions, route: string): Record<string, string> | undefined {
  const current = versions.byName.get(CURRENT_VERSION_NAME);
  if (!current || versions.routes.get(CURRENT_VERSION_NAME)?.get(route.slice(current.docsRoute.length)) !== route) return undefined;
  return Object.fromEntries(versions.all.map((version) => [version.name, sameDocIn(versions, route, CURRENT_VERSION_NAME, version.name)]));
}

/** The version banner of a page in version `name`, linking to the same page in the latest version; undefined for `none`. */
export function versionBanner(versions: DocsVersions, route: string, name: string, href: (route: string) => string): ArticleBanners['version'] {
  const version = versions.byName.get(name);
  if (!version || version.banner === 'none') return undefined;
  const { latest } = versions;
  return { kind: version.banner, label: version.label, latestLabel: latest.label, latestHref: href(sameDocIn(versions, route, name, latest.name)) };
}

/** The site chrome of a docs page in version `name`: the dropdown links to the same page in each version, and docs links go into `name`. */
export function chromeInVersion(chrome: SiteChrome, versions: DocsVersions, route: string, name: string, href: (route: string) => string): SiteChrome {
  return {
    ...chrome,
    navbar: chrome.navbar.map((item) => {
      if (item.type === 'docsVersionDropdown') {
        return { ...item, active: name, versions: item.versions.map((version) => ({ ...version, href: href(sameDocIn(versions, route, name, version.name)) })) };
      }
      if (item.type === 'link' && item.versionHrefs && name !== CURRENT_VERSION_NAME) return { ...item, href: item.versionHrefs[name] ?? item.href };
      return item;
    }),
  };
}
