// The blog's RSS 2.0, Atom 1.0 and JSON Feed 1.1 files, each with every listed post's full HTML.
import { readBody } from '../page-store.ts';
import type { SiteConfig } from '../config/schema.ts';
import type { SiteChrome } from '../../theme/lib/view-model.ts';
import { withIconsInline } from '../../theme/lib/icon-sprite.ts';
import { strings } from '../../theme/lib/strings.ts';
import { withBaseUrl } from '../../theme/lib/url.ts';
import type { BlogGraph } from './blog-routes.ts';
import { compiledPage } from '../markdown/compiled-page.ts';
import { CODE_BLOCK_BUTTONS_HTML } from '../markdown/code-block-buttons.ts';
import { TOKEN_COLOUR_STYLES } from '../markdown/token-colour-classes.ts';

/** The feed files, by path relative to the output folder. */
const FEED_FILES = { rss: 'rss.xml', atom: 'atom.xml', json: 'feed.json' } as const;
const MEDIA_TYPES = { rss: 'application/rss+xml', atom: 'application/atom+xml', json: 'application/feed+json' } as const;
type FeedKind = keyof typeof FEED_FILES;
const KINDS = Object.keys(FEED_FILES) as FeedKind[];

/** The `<link rel="alternate">` entries every page carries so readers discover the feeds. */
export function feedLinks(config: SiteConfig): NonNullable<SiteChrome['feeds']> {
  return KINDS.map((kind) => ({
    type: MEDIA_TYPES[kind],
    href: withBaseUrl(config.baseUrl, `${config.blog.routeBasePath}/${FEED_FILES[kind]}`),
    title: `${config.title}${config.blog.title} ${strings.blog.feeds[kind]}`,
  }));
}

/** The three feed files (paths relative to the output folder) for the listed posts, newest first. */
export async function blogFeeds(blog: BlogGraph, config: SiteConfig, chrome: Pick<SiteChrome, 'siteUrl' | 'footer'>): Promise<{ path: string; contents: string }[]> {
  // Loaded only by a site with a blog, when its feeds are written.
  const { Feed } = await import('feed');
  const { siteUrl } = chrome;
  const absolute = (route: string) => new URL(route.slice(1), siteUrl).href;
  const newest = blog.listed[0]?.file.post.date;
  const feed = new Feed({
    id: absolute(blog.route),
    link: absolute(blog.route),
    title: `${config.title}${config.blog.title}`,
    description: config.blog.description,
    language: 'zh-Hans',
    copyright: chrome.footer.copyright,
    generator: 'cheerio-docs-zh',
    // The newest post's date, not the build time, so an unchanged blog gives byte-identical feeds.
    ...(newest ? { updated: newest } : {}),
    ...(config.favicon ? { favicon: new URL(config.favicon.replace(/^\//, ''), siteUrl).href } : {}),
    feedLinks: Object.fromEntries(KINDS.map((kind) => [kind, absolute(`${blog.route}/${FEED_FILES[kind]}`)])),
  });
  for (const entry of blog.listed) {
    const { post, frontMatter } = entry.file;
    const url = absolute(entry.route);
    feed.addItem({
      title: entry.title,
      id: url,
      link: url,
      date: post.date,
      published: post.date,
      ...(frontMatter.description ? { description: frontMatter.description } : {}),
      content: feedHtml(readBody(compiledPage(entry)), url, siteUrl),
      // The feed library reads the first author unguarded, so a post without authors gets no author list.
      ...(post.authors.length ? { author: post.authors.map((author) => ({ name: author.name, ...(author.url ? { link: author.url } : {}) })) } : {}),
      category: post.tags.map((tag) => ({ name: tag.label, term: tag.label, domain: absolute(tag.route) })),
      ...(post.image ? { image: new URL(post.image.replace(/^\//, ''), siteUrl).href } : {}),
    });
  }
  const [rss, atom, json] = feedFilePaths(blog.route) as [string, string, string];
  return [
    { path: rss, contents: withoutNonXmlCharacters(feed.rss2()) },
    { path: atom, contents: withoutNonXmlCharacters(feed.atom1()) },
    { path: json, contents: feed.json1() },
  ];
}

// Characters XML 1.0 has no place for, even as a reference: controls other than tab and line breaks (ANSI colours
// pasted from a terminal, a vertical tab in a title), U+FFFE, U+FFFF and unpaired surrogates. One of them makes the
// whole feed invalid, so every subscriber would lose it; the feed library passes them through.
const NON_XML_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function withoutNonXmlCharacters(xml: string): string {
  return xml.replace(NON_XML_CHARACTER, '');
}

/** The feed files' paths relative to the output folder, for a blog at `blogRoute`. */
export function feedFilePaths(blogRoute: string): string[] {
  return KINDS.map((kind) => `${blogRoute.slice(1)}/${FEED_FILES[kind]}`);
}

/**
 * A post's HTML as feed readers need it: links and images absolute (a reader has no base URL), code colours and
 * icons inline (a reader has neither the site's CSS nor its pages' icon symbols), without the heading anchor
 * links, the code blocks' copy and wrap buttons, and the truncate marker.
 */
export function feedHtml(html: string, pageUrl: string, siteUrl: string): string {
  const origin = new URL(siteUrl).origin;
  return withIconsInline(html)
    .replace(/<!--\s*truncate\s*-->\n?/g, '')
    .replace(/<a class="hash-link"[^>]*>#<\/a>/g, '')
    .replace(CODE_BLOCK_BUTTONS_HTML, '')
    .replace(/<span class="(hl-[a-z]+)">/g, (match, name: string) => {
      const style = TOKEN_COLOUR_STYLES.get(name);
      return style ? `<span style="${style}">` : match;
    })
    .replace(/\b(href|src)="([^"]*)"/g, (match, attribute: string, value: string) => {
      if (value.startsWith('#')) return `${attribute}="${pageUrl}${value}"`;
      if (value.startsWith('/') && !value.startsWith('//')) return `${attribute}="${origin}${value}"`;
      return match;
    });
}
