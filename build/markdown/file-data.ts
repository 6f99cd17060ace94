// What the plugins leave on `file.data` for compile-markdown to collect; typed once, here.
import type { CompiledHeading, DirectiveUse, InternalReference, SearchBlocks } from './types.ts';

declare module 'vfile' {
  interface DataMap {
    /** Pushed by remark-internal-links. */
    references: InternalReference[];
    /** Pushed by remark-doc-card-list. */
    directives: DirectiveUse[];
    /** Set by rehype-collect-document. */
    headings: CompiledHeading[];
    /** Set by rehype-collect-document. */
    firstHeading: string;
    /** Set by rehype-collect-document. */
    ids: string[];
    /** Set by rehype-collect-document. */
    readingTimeMinutes: number;
    /** Set by rehype-collect-document. */
    firstSentence: string;
    /** Set by rehype-collect-search-blocks. */
    search: SearchBlocks;
  }
}
