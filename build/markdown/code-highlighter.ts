// The one Shiki highlighter of a build (or of each compile worker), with the grammars of the languages the
// site's code blocks use, each loaded the first time a block needs it.
//
// Engine: Oniguruma (WebAssembly): translating the large JS/TS grammars' patterns to RegExp costs more than starting
// the WASM, and the JavaScript engine is no faster once warm.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { HighlighterCore } from 'shiki/core';
import { sharedPatternEngine } from './shared-pattern-engine.ts';

/** Shiki themes for light and dark colour mode. */
// The "-default" GitHub themes: unlike github-light/github-dark, every token colour reaches WCAG AA
// contrast against the theme's own background (the old themes' comments and constants do not).
export const CODE_THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;

// Languages without a grammar: Shiki renders them as unstyled text.
const plainTextLanguages = new Set(['text', 'plaintext', 'txt', 'plain']);

// The grammars the site highlights. Each registers its aliases (js, ts, sh/bash/shell/zsh, md, yml); html brings
// javascript and css with it, xml brings java.
const grammars = {
  javascript: () => import('shiki/langs/javascript.mjs'),
  jsx: () => import('shiki/langs/jsx.mjs'),
  typescript: () => import('shiki/langs/typescript.mjs'),
  tsx: () => import('shiki/langs/tsx.mjs'),
  json: () => import('shiki/langs/json.mjs'),
  shellscript: () => import('shiki/langs/shellscript.mjs'),
  html: () => import('shiki/langs/html.mjs'),
  xml: () => import('shiki/langs/xml.mjs'),
  css: () => import('shiki/langs/css.mjs'),
  yaml: () => import('shiki/langs/yaml.mjs'),
  diff: () => import('shiki/langs/diff.mjs'),
  markdown: () => import('shiki/langs/markdown.mjs'),
};

// Every name a fence may use, ids and aliases, and the grammar that registers it, so a fence's language is
// checked without starting Shiki on a cached block (test/build/markdown/code-highlighter.test.ts keeps it equal
// to what the grammars register).
const grammarOfName: Record<string, keyof typeof grammars> = {
  javascript: 'javascript', js: 'javascript', cjs: 'javascript', mjs: 'javascript', jsx: 'jsx',
  typescript: 'typescript', ts: 'typescript', cts: 'typescript', mts: 'typescript', tsx: 'tsx',
  json: 'json', shellscript: 'shellscript', bash: 'shellscript', sh: 'shellscript', shell: 'shellscript', zsh: 'shellscript',
  html: 'html', xml: 'xml', java: 'xml', css: 'css', yaml: 'yaml', yml: 'yaml', diff: 'diff', markdown: 'markdown', md: 'markdown',
};

/** Creates the highlighter with the two themes and no grammar: `loadLanguageFor` adds each the first time a block needs it. */
export async function createCodeHighlighter(): Promise<HighlighterCore> {
  // Loaded here, not at start-up: most builds take every block from the cache and never start Shiki.
  const [{ createHighlighterCore }, { createOnigurumaEngine }] = await Promise.all([import('shiki/core'), import('shiki/engine/oniguruma')]);
  return createHighlighterCore({
    // Each distinct pattern compiled once for all the grammar's rules, which repeat the same patterns many times.
    engine: createOnigurumaEngine(onigurumaBinary()).then(sharedPatternEngine),
    langs: [],
    themes: [import('shiki/themes/github-light-default.mjs'), import('shiki/themes/github-dark-default.mjs')],
  });
}

// Oniguruma's WebAssembly as the file Shiki ships beside it. `shiki/wasm` holds the same bytes gzipped in a base64
// string, which every thread that highlights would have to decode and unpack.
async function onigurumaBinary(): Promise<{ instantiator: (imports?: WebAssembly.Imports) => Promise<WebAssembly.WebAssemblyInstantiatedSource> }> {
  const bytes = await readFile(createRequire(import.meta.url).resolve('shiki/onig.wasm'));
  return { instantiator: (imports) => WebAssembly.instantiate(bytes, imports) };
}

/** Loads the grammar a fence's language needs, once; a language the site does not highlight loads nothing. */
export async function loadLanguageFor(highlighter: HighlighterCore, language: string): Promise<void> {
  const normalized = language.toLowerCase();
  const grammar = grammarOfName[normalized];
  if (grammar === undefined || highlighter.getLoadedLanguages().includes(normalized)) return;
  if (grammar === 'markdown') {
    // Markdown embeds the others lazily, so every other grammar loads first: its blocks then always highlight alike,
    // and Shiki, which rebuilds Markdown's grammar whenever another loads after it, never has to.
    for (const other of Object.keys(grammars) as (keyof typeof grammars)[]) {
      if (other !== 'markdown') await highlighter.loadLanguage(grammars[other]());
    }
  }
  await highlighter.loadLanguage(grammars[grammar]());
}

const highlightedLanguages = new Set(Object.keys(grammarOfName));

/** The language names the highlighter loads, for its test. */
export const HIGHLIGHTED_LANGUAGES: ReadonlySet<string> = highlightedLanguages;

/** True when a fence's language tag is highlighted or is one of the plain-text names. */
export function isKnownLanguage(language: string): boolean {
  const normalized = language.toLowerCase();
  return plainTextLanguages.has(normalized) || highlightedLanguages.has(normalized);
}

/** Returns the Shiki language for a fence's language tag, falling back to plain text when unknown. */
export function resolveLanguage(highlighter: HighlighterCore, language: string): string {
  const normalized = language.toLowerCase();
  if (plainTextLanguages.has(normalized)) return 'text';
  return highlighter.getLoadedLanguages().includes(normalized) ? normalized : 'text';
}
