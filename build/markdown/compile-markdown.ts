// The Markdown pipeline: one Shiki highlighter and one frozen unified processor per build, and a
// synchronous compile function that turns a file's Markdown into HTML plus what the build needs.
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkCjkFriendly from 'remark-cjk-friendly';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import type { Root } from 'hast';
import { unified } from 'unified';
import type { HighlighterCore } from 'shiki/core';
import { createMemoryCodeBlockCache } from './code-block-cache.ts';
import { createCodeHighlighter } from './code-highlighter.ts';
import { rehypeCodeBlocks } from './rehype-code-blocks.ts';
import { rehypeCodeLinks } from './rehype-code-links.ts';
import { rehypeCompactCode } from './rehype-compact-code.ts';
import { checkMarkdownLimits } from './markdown-limits.ts';
import { rehypeCollectDocument } from './rehype-collect-document.ts';
import { rehypeCollectSearchBlocks } from './rehype-collect-search-blocks.ts';
import { rehypeHeadingAnchors } from './rehype-heading-anchors.ts';
import { rehypeInstallTabs } from './rehype-install-tabs.ts';
import { rehypeRawHtmlPolicy } from './rehype-raw-html-policy.ts';
import { rehypeRawWhenNeeded } from './rehype-raw-when-needed.ts';
import { markdownWarnings } from './markdown-warnings.ts';
import { remarkAdmonitions, rewriteAdmonitionTitles } from './remark-admonitions.ts';
import { remarkApiOriginals } from './remark-api-originals.ts';
import { remarkCodeMeta } from './remark-code-meta.ts';
import { remarkDirectiveFallback } from './remark-directive-fallback.ts';
import { remarkDocCardList } from './remark-doc-card-list.ts';
import { remarkHeadingIds } from './remark-heading-ids.ts';
import { remarkInternalLinks } from './remark-internal-links.ts';
import { remarkQuickAutolinks } from './remark-quick-autolinks.ts';
import { remarkParseInSections } from './remark-parse-in-sections.ts';
import { contentMarkdown } from './content-markdown.ts';
import { defaultSiteUrl } from './site-url.ts';
import type { MarkdownCompiler, MarkdownCompilerOptions } from './types.ts';
import type {} from './file-data.ts';

// remark-rehype's footnote defaults are English ("Footnotes", "Back to reference 1").
const footnoteLabel = '脚注';
const footnoteBackLabel = (referenceIndex: number, rereferenceIndex: number) =>
  `返回引用处 ${referenceIndex + 1}${rereferenceIndex > 1 ? `-${rereferenceIndex}` : ''}`;

/** Creates the build's Markdown compiler. The highlighter starts only when a code block misses the cache. */
export async function createMarkdownCompiler(options: MarkdownCompilerOptions): Promise<MarkdownCompiler> {
  let highlighter: Promise<HighlighterCore> | undefined;
  const getHighlighter = options.highlighter ?? (() => (highlighter ??= createCodeHighlighter()));
  const cache = options.codeBlockCache ?? createMemoryCodeBlockCache();
  const trees = new WeakMap<object, Root>();
  const processor = unified()
    .use(remarkParse)
    .use(remarkParseInSections)
    .use(remarkGfm)
    .use(remarkQuickAutolinks)
    .use(remarkCjkFriendly)
    .use(remarkDirective)
    .use(remarkAdmonitions)
    .use(remarkApiOriginals)
    .use(remarkDocCardList)
    // After every plugin that claims directives, before anything that reads text.
    .use(remarkDirectiveFallback)
    .use(remarkHeadingIds)
    .use(remarkInternalLinks, options)
    .use(remarkCodeMeta)
    .use(remarkRehype, { allowDangerousHtml: true, footnoteLabel, footnoteBackLabel })
    .use(rehypeRawWhenNeeded)
    // After raw HTML is parsed, before any plugin adds markup of its own: only what the author wrote is judged.
    .use(rehypeRawHtmlPolicy)
    // Every heading is in the tree by now (no later plugin adds one), and its walk is shortest before the code blocks
    // hold their highlighted tokens (a page's code is most of its nodes).
    .use(rehypeSlug)
    // Before the code blocks: each tab panel is a plain fence that is highlighted like any other.
    .use(rehypeInstallTabs)
    .use(rehypeCodeBlocks, { highlighter: getHighlighter, cache })
    // On the highlighted tokens, so each link keeps its token's colour.
    .use(rehypeCodeLinks, options)
    // After the links, which look for names token by token.
    .use(rehypeCompactCode)
    // Collect before the anchors so heading text and plain text never contain their "#".
    .use(rehypeCollectDocument)
    .use(rehypeHeadingAnchors)
    // On the finished tree, the one written out: search reads exactly what readers see.
    .use(rehypeCollectSearchBlocks)
    // The finished tree, kept for the twin's Markdown, which is made from it once the HTML is written.
    .use(() => (tree: Root, file) => void trees.set(file, tree))
    .use(rehypeStringify)
    .freeze();

  const siteUrl = options.siteUrl ?? defaultSiteUrl(options.baseUrl);
  return async function compileMarkdown({ source, filePath }) {
    checkMarkdownLimits(source, filePath);
    // process = parse + run + stringify on one VFile, whose `data` the plugins fill.
    const file = await processor.process({ path: filePath, value: rewriteAdmonitionTitles(source) });
    const data = file.data;
    const pageUrl = new URL((options.routeForSourceFile(filePath) ?? '/').slice(1), siteUrl);
    return {
      html: String(file.value),
      markdown: contentMarkdown(trees.get(file)!, pageUrl),
      ...(data.firstHeading === undefined ? {} : { firstHeading: data.firstHeading }),
      headings: data.headings ?? [],
      ids: data.ids ?? [],
      references: data.references ?? [],
      directives: data.directives ?? [],
      readingTimeMinutes: data.readingTimeMinutes ?? 1,
      firstSentence: data.firstSentence ?? '',
      search: data.search ?? { blocks: [], terms: [] },
      warnings: markdownWarnings(file),
    };
  };
}
