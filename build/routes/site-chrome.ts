// Resolves what every page shares (navbar, footer, assets) once per build.
import { siteUrlOf } from '../markdown/site-url.ts';
import type { SiteConfig, NavbarItemConfig } from '../config/schema.ts';
import type { NavbarItemView, SiteChrome } from '../../theme/lib/view-model.ts';
import { isExternalUrl, withBaseUrl } from '../../theme/lib/url.ts';
import { feedLinks } from '../blog/feeds.ts';
import { SEARCH_ROUTE, type RouteGraph } from './route-graph.ts';
import { routesInEachVersion } from './versions.ts';

/** What the chrome is made from besides the config and the route graph, each computed by an earlier step. */
export interface ChromeInputs {
  assets: SiteChrome['assets'];
  dev: boolean;
  /** The `<meta http-equiv>` policy every page carries. */
  contentSecurityPolicy: string;
  search: SiteChrome['search'];
}

/** Builds the shared site chrome once; navbar doc and sidebar references are already checked by the route graph. */
export function createSiteChrome(config: SiteConfig, graph: RouteGraph, { assets, dev, contentSecurityPolicy, search }: ChromeInputs): SiteChrome {
  const link = (href: string) => ({ href: withBaseUrl(config.baseUrl, href), external: isExternalUrl(href) });
  // A link to a docs page also names that page in every version, when there are several (see chromeInVersion).
  const docsLink = (route: string) => {
    const inVersions = graph.versions.all.length > 1 ? routesInEachVersion(graph.versions, route) : undefined;
    return { ...link(route), ...(inVersions ? { versionHrefs: Object.fromEntries(Object.entries(inVersions).map(([name, target]) => [name, withBaseUrl(config.baseUrl, target)])) } : {}) };
  };
  const resolvers: { [K in NavbarItemConfig['type']]: (item: Extract<NavbarItemConfig, { type: K }>) => NavbarItemView } = {
    link: (item) => ({ type: 'link', label: item.label, position: item.position, active: false, ...docsLink(item.href) }),
    doc: (item) => ({ type: 'link', label: item.label, position: item.position, active: false, ...docsLink(graph.docsById.get(item.docId)!.route) }),
    docSidebar: (item) => ({
      type: 'link', label: item.label, position: item.position, active: false,
      ...docsLink(graph.sidebars.get(item.sidebarId)!.sequence[0]?.route ?? '/'),
    }),
    dropdown: (item) => ({ type: 'dropdown', label: item.label, position: item.position, items: item.items.map((entry) => ({ label: entry.label, ...link(entry.href) })) }),
    localeDropdown: (item) => ({
      type: 'localeDropdown', position: item.position, current: '简体中文',
      // The English original's link differs per page: basePage fills it in from the upstream lock.
      locales: item.locales.map((locale) => ('upstream' in locale ? { label: locale.label, href: '', upstream: true } : locale)),
    }),
    docsVersionDropdown: (item) => ({
      type: 'docsVersionDropdown', position: item.position,
      // Outside the docs each version links to its main doc (the first page of its first sidebar); docs pages
      // link to the same page in each version instead (chromeInVersion).
      versions: graph.versions.all.map((version) => ({ name: version.name, label: version.label, href: withBaseUrl(config.baseUrl, version.mainRoute) })),
    }),
    search: (item) => ({ type: 'search', position: item.position, href: withBaseUrl(config.baseUrl, SEARCH_ROUTE) }),
    html: (item) => ({ type: 'html', position: item.position, value: item.value }),
  };
  const resolve = <T extends NavbarItemConfig>(item: T) => (resolvers[item.type] as (item: T) => NavbarItemView)(item);
  return {
    title: config.title,
    tagline: config.tagline,
    baseUrl: config.baseUrl,
    siteUrl: siteUrlOf(config),
    ...(config.logo ? { logo: { alt: config.logo.alt, src: withBaseUrl(config.baseUrl, config.logo.src) } } : {}),
    ...(config.favicon ? { favicon: withBaseUrl(config.baseUrl, config.favicon) } : {}),
    ...(config.repositoryUrl ? { repositoryUrl: config.repositoryUrl } : {}),
    navbar: config.navbar.items.map(resolve),
    footer: {
      columns: config.footer.columns.map((column) => ({ title: column.title, items: column.items.map((item) => ({ label: item.label, ...link(item.href) })) })),
      copyright: config.footer.copyright.replace('{year}', String(new Date().getFullYear())),
    },
    ...(config.announcementBar ? { announcementBar: config.announcementBar } : {}),
    defaultColorMode: config.colorMode.defaultMode,
    assets,
    dev,
    ...(config.analytics.gtagId ? { analyticsId: config.analytics.gtagId } : {}),
    ...(config.ads.scriptUrl ? { adScriptUrl: config.ads.scriptUrl } : {}),
    ...(graph.blog ? { feeds: feedLinks(config) } : {}),
    contentSecurityPolicy,
    ...(search ? { search } : {}),
  };
}
