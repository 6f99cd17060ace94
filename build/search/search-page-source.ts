// What the build hands the search indexer for each page.
import type { SearchBlock } from '../markdown/types.ts';

/** One compiled page to index. */
export interface SearchPageSource {
  /** Final href, base URL included, no anchor. */
  url: string;
  /** The section the page belongs to: 文档, API or 博客. */
  lvl0: string;
  title: string;
  /** The page's headings (h2–h6, with ids) and blocks of text, collected while it was compiled. */
  blocks: SearchBlock[];
  /** The distinct search terms of the blocks, which their `termCounts` point into. */
  terms: string[];
  /** `docs-default-current` or `blog`. */
  tag: string;
  /** Drafts and unlisted pages are left out of the index. */
  draft?: boolean;
  unlisted?: boolean;
}

/** Whether the page goes into the index: drafts and unlisted pages do not. */
export function isSearched(page: Pick<SearchPageSource, 'draft' | 'unlisted'>): boolean {
  return !page.draft && !page.unlisted;
}
