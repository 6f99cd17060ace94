// Puts a fetched page in place of the current one: the page's own head tags, and everything in <body>
// except the persistent elements the client added. The sidebar's state is carried over.
import { PAGE_META, readPageMeta } from '../../theme/lib/page-meta.ts';
import { PERSISTENT_ATTRIBUTE } from './persistent.ts';
import { captureSidebarState, restoreSidebarState } from './sidebar-state.ts';

// The head tags that differ per page. Charset, viewport, stylesheets and scripts stay as they are.
const PAGE_HEAD_TAGS = [
  'title',
  'meta[name]:not([name="viewport"])',
  'meta[property]',
  'link[rel="canonical"]',
  'link[rel="alternate"]',
  'link[rel="prev"]',
  'link[rel="next"]',
].join(', ');

// Only what the build writes; scripts the client injects later (analytics, ads) are not module scripts.
const BUILD_ASSETS = 'script[type="module"][src], link[rel="stylesheet"]';

function assetList(doc: Document): string {
  return [...doc.querySelectorAll(BUILD_ASSETS)].map((element) => element.getAttribute('src') ?? element.getAttribute('href')).join(' ');
}

/**
 * True when `next` is a page of this site built with the same bundle and stylesheet, so it can be shown
 * in place. After a new deployment the asset names change, and only a full load brings the new bundle.
 */
export function canSwapTo(current: Document, next: Document): boolean {
  return readPageMeta(next, PAGE_META.baseUrl) !== null && assetList(current) === assetList(next);
}

function swapHead(current: Document, next: Document): void {
  const anchor = current.head.querySelector('script, link[rel="stylesheet"]');
  for (const element of current.head.querySelectorAll(PAGE_HEAD_TAGS)) element.remove();
  for (const element of next.head.querySelectorAll(PAGE_HEAD_TAGS)) current.head.insertBefore(element, anchor);
}

function swapBody(current: Document, next: Document): void {
  for (const node of [...current.body.childNodes]) {
    if (!(node instanceof Element && node.hasAttribute(PERSISTENT_ATTRIBUTE))) node.remove();
  }
  // Scripts of the fetched page stay inert: browsers never run scripts parsed by DOMParser.
  current.body.prepend(...next.body.childNodes);
}

/** Replaces the current page's head tags and body content with those of `next` (which is emptied). */
export function swapPage(current: Document, next: Document): void {
  const sidebar = captureSidebarState(current);
  swapHead(current, next);
  swapBody(current, next);
  restoreSidebarState(current, sidebar);
}
