// The package files the bundles patch for speed (bin/cli-bundle.mjs) give the answers of the originals: the patched
// mdast-util-from-markdown, loaded from a copy, builds the tree the installed one builds, positions included, for
// every Markdown file of the site, every API page and random documents, with the syntax extensions the site uses;
// the patched hast-util-to-mdast converts every compiled page of the site as the installed one does.
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import fg from 'fast-glob';
import { toMdast, type Options as ToMdastOptions } from 'hast-util-to-mdast';
import { fromMarkdown, type Options } from 'mdast-util-from-markdown';
import remarkCjkFriendly from 'remark-cjk-friendly';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PATCHED_FILES, patchPackageFile } from '../../bin/cli-bundle.mjs';
import { loadApiContent } from '../../build/api/index.ts';
import { hastFromHtml } from '../helpers/hast-from-html.ts';
import { siteCompiler, realSiteMarkdownFiles } from '../helpers/code-blocks.ts';
import { remarkQuickAutolinks } from '../../build/markdown/remark-quick-autolinks.ts';
import { repoRoot } from '../helpers/fixture-site.ts';

const FROM_MARKDOWN = 'node_modules/mdast-util-from-markdown/lib/index.js';

// The syntax extensions compile-markdown.ts adds to remark-parse, as fromMarkdown's options.
function siteParseOptions(): Options {
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkQuickAutolinks).use(remarkCjkFriendly).use(remarkDirective).freeze();
  const data = processor.data();
  return { extensions: data.micromarkExtensions ?? [], mdastExtensions: data.fromMarkdownExtensions?.flat() ?? [] };
}

// Lines of Markdown that reach many token handlers: headings, emphasis, code, links and references, definitions,
// footnotes, lists, quotes, tables, task lists, autolinks, directives, raw HTML, character references, breaks.
const line = fc.constantFrom(
  '# 标题', '## Heading *em*', 'Setext', '===', '---', '',
  'text with *emphasis*, __strong__, ~~gone~~ and `code`', '中文**加粗**，*强调*。', 'a\\', 'hard  ', 'x &amp; &#x41; &copy; &bogus;',
  'a [link](/url "title") and ![img](a.png) and <https://example.com> and www.example.com and me@example.com',
  '[ref] and [text][ref] and [^1]', '[ref]: /url "Title"', '[^1]: a footnote', '<div>', '</div>', '<b>inline</b> html',
  '```js', '```', '~~~', '    indented code', '- item', '- [x] done', '1. first', '  continued', '> quote', '> - quoted list',
  '| a | b |', '| :- | -: |', '| `c` | d |', ':::tip[标题]', ':::', '::leaf{#id .c}', 'text :name[label]{k=v}',
);
const document = fc.tuple(fc.array(line, { maxLength: 30 }), fc.constantFrom('\n', '\r\n')).map(([lines, ending]) => lines.join(ending));

describe('the patched mdast-util-from-markdown', () => {
  const copy = path.join(repoRoot, 'node_modules/.cache', `package-patches-test-${process.pid}`);
  let patched: typeof fromMarkdown;
  beforeAll(async () => {
    // Under node_modules, so the copy's own package imports resolve as the original's do.
    await fs.mkdir(path.join(copy, 'lib'), { recursive: true });
    await fs.writeFile(path.join(copy, 'package.json'), '{"type":"module"}');
    await fs.writeFile(path.join(copy, 'lib/index.js'), patchPackageFile(FROM_MARKDOWN, await fs.readFile(path.join(repoRoot, FROM_MARKDOWN), 'utf8')));
    ({ fromMarkdown: patched } = (await import(pathToFileURL(path.join(copy, 'lib/index.js')).href)) as { fromMarkdown: typeof fromMarkdown });
  });
  afterAll(() => fs.rm(copy, { recursive: true, force: true }));

  test('is patched: the bundles take it instead of the original', async () => {
    expect(PATCHED_FILES).toContain(FROM_MARKDOWN);
    const original = await fs.readFile(path.join(repoRoot, FROM_MARKDOWN), 'utf8');
    expect(patchPackageFile(FROM_MARKDOWN, original)).not.toBe(original);
  });

  test('builds the tree the original builds for every Markdown file of the site and every API page', async () => {
    const options = siteParseOptions();
    const files = await fg('content/**/*.md', { cwd: repoRoot, absolute: true });
    const api = await loadApiContent({ rootDir: repoRoot, contentDir: path.join(repoRoot, 'content'), docsRoute: '/docs' });
    const documents = [...(await Promise.all(files.map((file) => fs.readFile(file, 'utf8')))), ...api.docs.map((page) => page.body)];
    expect(documents.length).toBeGreaterThan(25);
    for (const text of documents) expect(patched(text, options)).toEqual(fromMarkdown(text, options));
  });

  test('builds the tree the original builds for random documents', () => {
    const options = siteParseOptions();
    fc.assert(fc.property(document, (text) => {
      expect(patched(text, options)).toEqual(fromMarkdown(text, options));
    }), { numRuns: 2_000 });
  });
});

test('a patch whose text is no longer in the package file fails, naming the file', () => {
  expect(() => patchPackageFile(FROM_MARKDOWN, 'export function fromMarkdown() {}\n')).toThrow(/mdast-util-from-markdown\/lib\/index\.js no longer holds/);
  // A file no patch is for is left as it is.
  expect(patchPackageFile('node_modules/other/index.js', 'x')).toBe('x');
});

describe('the patched hast-util-to-mdast', () => {
  const TO_MDAST = 'node_modules/hast-util-to-mdast/lib/index.js';
  const copy = path.join(repoRoot, 'node_modules/.cache', `package-patches-to-mdast-${process.pid}`);
  let patched: typeof toMdast;
  beforeAll(async () => {
    // The whole package, for the modules its index imports by relative path; under node_modules, so its package imports resolve.
    await fs.cp(path.join(repoRoot, 'node_modules/hast-util-to-mdast'), copy, { recursive: true });
    await fs.writeFile(path.join(copy, 'lib/index.js'), patchPackageFile(TO_MDAST, await fs.readFile(path.join(repoRoot, TO_MDAST), 'utf8')));
    ({ toMdast: patched } = (await import(pathToFileURL(path.join(copy, 'index.js')).href)) as { toMdast: typeof toMdast });
  });
  afterAll(() => fs.rm(copy, { recursive: true, force: true }));

  test('is patched: the bundles take it instead of the original', async () => {
    expect(PATCHED_FILES).toContain(TO_MDAST);
  });

  test('with mutateTree, converts every page of the site in place to the tree the original makes from a copy; without it, leaves the tree as it was', async () => {
    const files = await realSiteMarkdownFiles();
    const compile = await siteCompiler(files);
    const pages = [...(await Promise.all(files.map(async (file) => (await compile({ source: file.body, filePath: file.sourceFile })).html))),
      '<p>a <em>b</em>\n  c</p>\n<ul>\n<li> x </li>\n</ul>\n<table><tr><td> 1 </td></tr></table><pre><code>  keep\n  spaces </code></pre>'];
    expect(pages.length).toBeGreaterThan(25);
    for (const html of pages) {
      const expected = toMdast(hastFromHtml(html));
      expect(patched(hastFromHtml(html), { mutateTree: true } as ToMdastOptions)).toEqual(expected);
      const kept = hastFromHtml(html);
      expect(patched(kept)).toEqual(expected);
      expect(kept).toEqual(hastFromHtml(html));
    }
  });
});
