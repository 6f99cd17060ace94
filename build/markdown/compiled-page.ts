// The one way to read what a page's Markdown compiled to. A route holds its file's compiled form, or, while the dev
// server renders its first pages (build/output/render-early.ts), the outline standing in for a file not compiled yet.
import type { CompiledPage, PageOutline } from './types.ts';

/**
 * What the page's Markdown compiled to. Every file is compiled before a build renders; the dev server's first pages
 * compile the files their page kind `reads` and outline the rest, so reaching an outline here is a missing `reads`.
 */
export function compiledPage(page: { file: { sourceFile: string }; compiled: CompiledPage | PageOutline }): CompiledPage {
  if ('outline' in page.compiled) {
    throw new Error(`internal: ${page.file.sourceFile} is read before it is compiled; the page kind showing it must list it in reads()`);
  }
  return page.compiled;
}
