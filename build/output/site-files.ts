// The files a site has besides its pages, written once every page is: llms.txt and llms-full.txt, the blog's feeds,
// redirect stubs and the host files (_redirects, _headers, _nginx.conf), the sitemap and robots.txt.
import { blogFeeds } from '../blog/feeds.ts';
import type { SiteConfig } from '../config/schema.ts';
import { pageKindOf } from '../pages/registry.ts';
import { markdownTwinPath } from '../pages/page-source.ts';
import type { RouteEntry, RouteGraph } from '../routes/route-graph.ts';
import type { MarkdownTwin } from '../twins/twin-text.ts';
import type { PageSource, SiteChrome } from '../../theme/lib/view-model.ts';
import { contentSecurityPolicy, type PolicySources } from './content-security-policy.ts';
import { headersFile } from './headers-file.ts';
import { HEADERS_FILE_NAME, NGINX_FILE_NAME } from './host-files.ts';
import { nginxConfig } from './nginx-config.ts';
import type { OutputWriter } from './output-writer.ts';
import { redirectsFile, type RedirectStub } from './redirect-stubs.ts';
import { REDIRECTS_FILE_NAME } from './redirects-file.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

/** What the site's other files are made from. */
export interface SiteFilesInput {
  config: SiteConfig;
  graph: RouteGraph;
  chrome: SiteChrome;
  /** Every page's Markdown twin, by route (render-pages.ts). */
  twins: ReadonlyMap<string, MarkdownTwin>;
  redirects: RedirectStub[];
  /** Where the Content-Security-Policy lets pages load from. */
  policySources: PolicySources;
  /** Each page's last-updated date (build/pages/page-source.ts). */
  sourceOf: (entry: RouteEntry) => PageSource;
}

/** Writes llms.txt, llms-full.txt, the feeds, redirect stubs, host files, sitemap and robots.txt. */
export async function writeSiteFiles(writer: OutputWriter, input: SiteFilesInput): Promise<void> {
  const { config, graph, chrome, twins, redirects, policySources, sourceOf } = input;
  const siteUrl = (file: string) => new URL(file, chrome.siteUrl).href;
  // llms.txt's converters load only here.
  const { llmsFullTxt, llmsSections, llmsTxt } = await import('../twins/llms-txt.ts');
  const sections = llmsSections(graph, twins);
  const twinUrl = (route: string) => siteUrl(markdownTwinPath(route).slice(1));
  await writer.write('llms.txt', llmsTxt(config, sections, twinUrl));
  await writer.write('llms-full.txt', llmsFullTxt(sections, twinUrl));
  if (graph.blog) for (const feed of await blogFeeds(graph.blog, config, chrome)) await writer.write(feed.path, feed.contents);
  for (const stub of redirects) await writer.write(stub.file, stub.html);
  await writer.write(REDIRECTS_FILE_NAME, redirectsFile(redirects, config.baseUrl));
  const headerPolicy = contentSecurityPolicy(policySources, 'header');
  await writer.write(HEADERS_FILE_NAME, headersFile(config.baseUrl, [...graph.routes.keys()], headerPolicy));
  await writer.write(NGINX_FILE_NAME, nginxConfig({ baseUrl: config.baseUrl, redirects, contentSecurityPolicy: headerPolicy }));
  await writer.write('sitemap.xml', sitemapXml(sitemapEntries(graph).map((entry) => {
    const lastmod = sourceOf(entry).lastUpdated?.date;
    return { url: siteUrl(entry.route.slice(1)), ...(lastmod ? { lastmod } : {}) };
  })));
  await writer.write('robots.txt', robotsTxt(siteUrl('sitemap.xml')));
}

// The pages each page kind lists in the sitemap (not drafts or unlisted pages).
function sitemapEntries(graph: RouteGraph): RouteEntry[] {
  return [...graph.routes.values()].filter((entry) => pageKindOf(entry).inSitemap(entry));
}
