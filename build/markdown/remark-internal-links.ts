// remark-internal-links: resolves links and images to site routes, prefixes the base URL, and
// records every internal target (without base URL) with its position for the link checker.
import path from 'node:path';
import type { Definition, Image, Link, Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from '../visit-parents.ts';
import type { MarkdownCompilerOptions } from './types.ts';
import type {} from './file-data.ts';

/** What the plugin needs from the build: the base URL and the source-file-to-route map. */
export type Options = Pick<MarkdownCompilerOptions, 'baseUrl' | 'routeForSourceFile'>;

// Any scheme (`https:`, `mailto:`, `data:`) or protocol-relative `//host` leaves the site.
const external = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;
const markdownFile = /\.mdx?$/i;
const urlParts = /^([^?#]*)(\?[^#]*)?(#.*)?$/;

/** Returns `sitePath` (starting with `/`) as served under `baseUrl` (`/zh/` + `/docs` → `/zh/docs`). */
export function withBaseUrl(baseUrl: string, sitePath: string): string {
  return baseUrl.replace(/\/$/, '') + sitePath;
}

function decodePath(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

interface Resolved {
  /** Site path for the link checker, without base URL. */
  target: string;
  /** What to write into the HTML; undefined leaves the URL as written. */
  href?: string;
}

// Targets are compared with routes and heading ids, which are plain Unicode (`/docs/category/基础教程`,
// `#加载文档`), so percent-encoded paths and hashes are decoded; hrefs keep what the author wrote.
function resolve(url: string, filePath: string, options: Options): Resolved | undefined {
  if (url === '' || external.test(url)) return undefined;
  const [, pathPart = '', query = '', rawHash = ''] = urlParts.exec(url) ?? [];
  const hash = decodePath(rawHash);
  if (url.startsWith('#')) return { target: hash };
  if (url.startsWith('/')) return { target: decodePath(pathPart) + query + hash, href: withBaseUrl(options.baseUrl, url) };
  if (markdownFile.test(pathPart)) {
    const route = options.routeForSourceFile(path.resolve(path.dirname(filePath), decodePath(pathPart)));
    // No page comes from that file: record the URL as written so the checker reports it.
    if (route === undefined) return { target: url };
    return { target: route + query + hash, href: withBaseUrl(options.baseUrl, route) + query + rawHash };
  }
  // Any other relative URL resolves in the browser against the page's own URL; record that path.
  const pageRoute = options.routeForSourceFile(filePath);
  if (pageRoute === undefined) return undefined;
  const resolved = new URL(url, `https://site.invalid${pageRoute}`);
  return { target: decodePath(resolved.pathname) + resolved.search + decodePath(resolved.hash) };
}

/** Rewrites internal link and image URLs to base-URL routes and records them in `file.data.references`. */
export function remarkInternalLinks(options: Options) {
  return (tree: Root, file: VFile) => {
    const references = (file.data.references ??= []);
    const rewrite = (node: Link | Image | Definition, kind: 'link' | 'image') => {
      const resolved = resolve(node.url, file.path, options);
      if (resolved === undefined) return;
      const start = node.position?.start;
      references.push({ kind, target: resolved.target, line: start?.line ?? 0, column: start?.column ?? 0 });
      if (resolved.href !== undefined) node.url = resolved.href;
    };
    // A definition (`[id]: url`) serves links or images; which one is known only after the walk.
    const definitions: Definition[] = [];
    const usedByImages = new Set<string>();
    const usedByLinks = new Set<string>();
    visit(tree, (node) => {
      if (node.type === 'link' || node.type === 'image') rewrite(node, node.type);
      else if (node.type === 'definition') definitions.push(node);
      else if (node.type === 'imageReference') usedByImages.add(node.identifier);
      else if (node.type === 'linkReference') usedByLinks.add(node.identifier);
    });
    for (const definition of definitions) {
      const imageOnly = usedByImages.has(definition.identifier) && !usedByLinks.has(definition.identifier);
      rewrite(definition, imageOnly ? 'image' : 'link');
    }
    references.sort((a, b) => a.line - b.line || a.column - b.column);
  };
}
