// The contract between the content loader and the Markdown pipeline.
import type { HighlighterCore } from 'shiki/core';
import type { Warning } from '../diagnostics.ts';
import type { CodeBlockCache } from './code-block-cache.ts';

/** A heading found in a compiled document. */
export interface CompiledHeading {
  depth: number;
  id: string;
  /** Heading content as HTML, without the anchor link. */
  html: string;
  /** Heading content as plain text. */
  text: string;
  line: number;
}

/** A link or image reference to a route or static file on this site, for the link checker. */
export interface InternalReference {
  kind: 'link' | 'image';
  /** Site path without base URL, e.g. `/docs/intro`; may carry a `#hash`. */
  target: string;
  line: number;
  column: number;
}

/** A leaf directive such as `::doc-card-list` that the build must act on. */
export interface DirectiveUse {
  name: string;
  line: number;
}

/** The warnings a Markdown plugin may raise about the file it compiles. */
export type MarkdownWarningCode = Extract<Warning['code'], 'unknown-code-language' | 'highlight-out-of-range' | 'raw-html' | 'duplicate-id' | 'invisible-character'>;

/** A warning about one place in a compiled file; the file itself is the compiled file. */
export interface MarkdownWarning {
  code: MarkdownWarningCode;
  message: string;
  line?: number;
  column?: number;
}

/** A searchable block of a page: a heading (level 2–6, with its id) or a block of text (level 0, no id). */
export interface SearchBlock {
  level: number;
  /** The heading's id, which links a hit to its section; null for text and for headings without one. */
  id: string | null;
  /** Whitespace collapsed. */
  text: string;
  /**
   * The text's distinct search terms (theme/lib/search/tokenize.ts) in order of first occurrence, each as its
   * index in the page's `SearchBlocks.terms` followed by how often it occurs: tokenised here, in the compile
   * workers, so the search step only adds them up.
   */
  termCounts: number[];
}

/** A page's searchable blocks and the distinct terms they use, in order of first occurrence. */
export interface SearchBlocks {
  blocks: SearchBlock[];
  terms: string[];
}

/** What compiling one Markdown file yields. */
export interface CompiledMarkdown {
  html: string;
  /** The content as Markdown, for the page's Markdown twin (content-markdown.ts). */
  markdown: string;
  /** Plain text of the first H1, if the document has one. */
  firstHeading?: string;
  headings: CompiledHeading[];
  /** Every `id` attribute in the HTML, for anchor checks. */
  ids: string[];
  references: InternalReference[];
  directives: DirectiveUse[];
  /** Minutes to read the document's text (reading-time.ts). */
  readingTimeMinutes: number;
  /** The first sentence of the document's text (page-description.ts): the page's description when its front matter gives none. */
  firstSentence: string;
  /** Headings and blocks of text for the search index, in document order. */
  search: SearchBlocks;
  /** Problems the plugins found, kept with the compiled file so a cached file still reports them. */
  warnings: MarkdownWarning[];
}

/** A part of a page's file in the page store (build/page-store.ts): a compiled page's HTML, its Markdown or its searchable blocks. */
export interface PageBody {
  file: string;
  /** Where the part starts in the file, and its length, in bytes. */
  offset: number;
  bytes: number;
}

/** A compiled page as the build holds it: the facts other pages read; its body, Markdown and searchable blocks by reference. */
export type CompiledPage = Omit<CompiledMarkdown, 'html' | 'markdown' | 'search'> & { body: PageBody; markdown: PageBody; search: PageBody };

/** A Markdown file not compiled yet (the dev server's first pages): only the first heading its title falls back to. */
export interface PageOutline {
  outline: true;
  firstHeading?: string;
}

/** What the compiler needs to know about one file. */
export interface MarkdownInput {
  /** Markdown source. Front matter is already blanked out, so line numbers are the file's own. */
  source: string;
  /** Absolute path of the source file (for resolving relative links and for messages). */
  filePath: string;
}

/** Options fixed for a whole build. */
export interface MarkdownCompilerOptions {
  /** Base URL the site is served under, e.g. `/` or `/zh/`; prefixed to every internal href. */
  baseUrl: string;
  /** The site's address with its base URL (`https://example.com/zh/`), against which the twins' links are made absolute; `defaultSiteUrl` when omitted. */
  siteUrl?: string;
  /** Maps an absolute `.md` source path to its route; undefined when no page comes from it. */
  routeForSourceFile(absolutePath: string): string | undefined;
  /** Highlighted code blocks kept between builds; an in-memory cache when omitted. */
  codeBlockCache?: CodeBlockCache;
  /** Returns the highlighter to use, created on first call; each compiler makes its own when omitted. */
  highlighter?: () => Promise<HighlighterCore>;
}

/** Compiles one Markdown file to HTML plus what the build needs to know about it. */
export type MarkdownCompiler = (input: MarkdownInput) => Promise<CompiledMarkdown>;
