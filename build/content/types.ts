// The content model: what the loader finds under content/ before any Markdown is compiled.
import type { FrontMatter } from './front-matter.ts';

/** A Markdown file that becomes one page. */
export interface ContentFile {
  kind: 'doc' | 'page' | 'post';
  /** Absolute path of the source file. */
  sourceFile: string;
  /** Doc id (`basics/loading`) or page path (`attribution`). */
  id: string;
  /** Folder of a doc relative to the docs root, '' at the top. */
  dirName: string;
  route: string;
  frontMatter: FrontMatter;
  /** Markdown body with front matter blanked out. */
  body: string;
  /** Hash of the raw file text, for incremental rebuilds. */
  hash: string;
}

/** A docs folder's `_category_.yaml`. */
export interface ContentCategory {
  sourceFile: string;
  /** Folder relative to the docs root. */
  dirName: string;
  label: string;
  position?: number;
  collapsed: boolean;
  link?:
    | { type: 'generated-index'; route: string; title: string; description: string; keywords: string[] }
    | { type: 'doc'; id: string };
}

/** The docs, standalone pages and docs categories under content/ (the blog is loaded beside them). */
export interface DocsContent {
  docs: ContentFile[];
  pages: ContentFile[];
  categories: ContentCategory[];
}
