// Test helper: compiles fixture Markdown with the real pipeline and loads the HTML into cheerio.
import * as cheerio from 'cheerio';
import { createMarkdownCompiler } from '../../../build/markdown/compile-markdown.ts';
import type { CompiledMarkdown, MarkdownCompiler } from '../../../build/markdown/types.ts';

/** The fixture page every test compiles as; relative links resolve against its folder. */
export const FIXTURE_FILE = '/site/docs/guide/page.md';

/** The fixture site: source files and the routes built from them. */
const fixtureRoutes: Record<string, string> = {
  '/site/docs/intro.md': '/docs/intro',
  '/site/docs/basics/loading.md': '/docs/basics/loading',
  '/site/docs/guide/page.md': '/docs/guide/page',
  '/site/docs/guide/中文 页面.md': '/docs/guide/chinese-page',
};

// One compiler per base URL and test file: creating the highlighter is the slow part.
const compilers = new Map<string, Promise<MarkdownCompiler>>();

function compilerFor(baseUrl: string): Promise<MarkdownCompiler> {
  let compiler = compilers.get(baseUrl);
  if (compiler === undefined) {
    compiler = createMarkdownCompiler({ baseUrl, routeForSourceFile: (file) => fixtureRoutes[file] });
    compilers.set(baseUrl, compiler);
  }
  return compiler;
}

/** Strips the indentation a template literal picks up inside a test, and its first newline. */
export function markdown(strings: TemplateStringsArray, ...values: unknown[]): string {
  // Cooked strings, so \` in a fixture is a backtick as in any template literal.
  const joined = strings.reduce((text, part, index) => text + part + (index < values.length ? String(values[index]) : ''), '');
  const text = joined.replace(/^\n/, '').replace(/\n[ \t]*$/, '\n');
  const indents = text.split('\n').filter((line) => line.trim() !== '').map((line) => /^[ \t]*/.exec(line)![0].length);
  const indent = Math.min(...indents);
  return text.split('\n').map((line) => line.slice(indent)).join('\n');
}

/** Compiles `source` as the fixture page and returns the result plus a cheerio view of its HTML. */
export async function renderMarkdown(
  source: string,
  options: { baseUrl?: string } = {},
): Promise<CompiledMarkdown & { $: cheerio.CheerioAPI }> {
  const compile = await compilerFor(options.baseUrl ?? '/');
  const result = await compile({ source, filePath: FIXTURE_FILE });
  return { ...result, $: cheerio.load(result.html, null, false) };
}
