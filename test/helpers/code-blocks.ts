// Code blocks to highlight in tests: every block of the real site, blocks that carry state from line to line, and
// the synthetic benchmark's blocks.
import path from 'node:path';
import type { Code } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { visit } from 'unist-util-visit';
import { apiReference } from '../../build/api/site-api.ts';
import { WarningCollector } from '../../build/diagnostics.ts';
import { silentLogger } from '../../build/log.ts';
import type { ContentFile } from '../../build/content/types.ts';
import type { CodeBlockCache } from '../../build/markdown/code-block-cache.ts';
import { createMarkdownCompiler } from '../../build/markdown/compile-markdown.ts';
import type { MarkdownCompiler } from '../../build/markdown/types.ts';
import { loadSiteContent, markdownFiles, withApiReference } from '../../build/site-content.ts';
import { createRandom } from '../../scripts/bench/seeded-random.ts';
import { htmlBlock, jsBlock, tsBlock } from '../../scripts/bench/synthetic-code.ts';
import { repoRoot } from './fixture-site.ts';

/** Every Markdown file of the real site, its API pages included, drafts too. */
export async function realSiteMarkdownFiles(): Promise<ContentFile[]> {
  const contentDir = path.join(repoRoot, 'content');
  const content = await loadSiteContent({ contentDir, docsRoute: '/docs', blogRoute: '/blog', includeDrafts: true, warnings: new WarningCollector() });
  const api = await apiReference({}, { rootDir: repoRoot, contentDir, docsRoute: '/docs', strict: false, dev: true, logger: silentLogger });
  return markdownFiles(withApiReference(content, api));
}

/** A compiler for `files` with their links resolved to their routes, as a build at base URL / has it. */
export function siteCompiler(files: readonly ContentFile[], codeBlockCache?: CodeBlockCache): Promise<MarkdownCompiler> {
  const routes = new Map(files.map((file) => [file.sourceFile, file.route]));
  return createMarkdownCompiler({ baseUrl: '/', routeForSourceFile: (file) => routes.get(file), ...(codeBlockCache ? { codeBlockCache } : {}) });
}

/** Every fenced block of the real site, its API pages included, with its language. */
export async function realSiteBlocks(): Promise<{ language: string; code: string }[]> {
  const blocks: { language: string; code: string }[] = [];
  for (const file of await realSiteMarkdownFiles()) {
    visit(fromMarkdown(file.body), 'code', (node: Code) => void blocks.push({ language: node.lang ?? 'text', code: node.value }));
  }
  return blocks;
}

/** Lines that end inside a construct (comments, strings, templates, embedded languages) carry state to the next. */
export const edgeCases: { language: string; code: string }[] = [
  { language: 'js', code: 'const a = `x ${\n  b + "y\n"}`; /* open\n still */ const c = /re[g]/g;\n\n\tlet   d;  ' },
  { language: 'ts', code: 'type T<U> = { [K in keyof U]?: U[K] };\nexport default class A implements B {}\n// 中文注释' },
  { language: 'html', code: '<script>\nconst x = 1 < 2;\n</script>\n<style>\na { color: red }\n</style>\n<p class="x">文本</p>' },
  { language: 'md', code: '# 标题\n\n```js\nconst x = 1;\n```\n\n- item *em* **strong**' },
  { language: 'diff', code: '- old\n+ new\n  same' },
  { language: 'yaml', code: 'a: 1\nb:\n  - "two"\n  - three # comment' },
  { language: 'bash', code: 'npm install cheerio && echo "$HOME" | tee out.txt' },
  { language: 'json', code: '{ "a": [1, true, null], "b": "c" }' },
  { language: 'tsx', code: 'const el = <div className="a">{value}</div>;' },
  { language: 'css', code: '.a > b:hover { margin: 0 auto !important; }' },
  { language: 'xml', code: '<?xml version="1.0"?>\n<root><![CDATA[ x ]]></root>' },
  { language: 'text', code: 'plain text' },
];

/** The synthetic benchmark's js, ts and html blocks for `pages` pages, always the same ones. */
export function syntheticBlocks(pages: number): { language: string; code: string }[] {
  const random = createRandom(7);
  return Array.from({ length: pages }, (_, page) => [
    { language: 'js', code: jsBlock(random, page) },
    { language: 'ts', code: tsBlock(random, page) },
    { language: 'html', code: htmlBlock(random, page) },
  ]).flat();
}
