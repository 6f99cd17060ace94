// The one Shiki highlighter of a build, with only the languages the docs use.
//
// Engine: Oniguruma (WebAssembly), measured against Shiki's JavaScript regex engine on the build
// machine (Node 20, 2 shared vCPUs). Creating the highlighter and first highlighting js, ts, html,
// bash and json: ~0.9 s against ~1.5 s. The nine js blocks of extract.md: 0.47 s against 0.95 s
// cold, 0.04 s against 0.10 s warm. Translating the large JS/TS grammars' Oniguruma patterns to
// RegExp costs more than starting the WASM, and the JavaScript engine is no faster once warm.
import type { HighlighterCore } from 'shiki/core';

/** Shiki themes for light and dark colour mode. */
// The "-default" GitHub themes: unlike github-light/github-dark, every token colour reaches WCAG AA
// contrast against the theme's own background (the old themes' comments and constants do not).
export const CODE_THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;

// Languages without a grammar: Shiki renders them as unstyled text.
const plainTextLanguages = new Set(['text', 'plaintext', 'txt', 'plain']);

/** Creates the highlighter; grammars compile lazily on first use, so unused languages cost nothing. */
export async function createCodeHighlighter(): Promise<HighlighterCore> {
  // Loaded here, not at start-up: most builds take every block from the cache and never start Shiki.
  const [{ createHighlighterCore }, { createOnigurumaEngine }] = await Promise.all([import('shiki/core'), import('shiki/engine/oniguruma')]);
  const highlighter = await createHighlighterCore({
    engine: createOnigurumaEngine(import('shiki/wasm')),
    // Each grammar registers its aliases: js, ts, sh/bash/shell/zsh, md, yml.
    langs: [
      import('shiki/langs/javascript.mjs'),
      import('shiki/langs/jsx.mjs'),
      import('shiki/langs/typescript.mjs'),
      import('shiki/langs/tsx.mjs'),
      import('shiki/langs/json.mjs'),
      import('shiki/langs/shellscript.mjs'),
      import('shiki/langs/html.mjs'),
      import('shiki/langs/xml.mjs'),
      import('shiki/langs/css.mjs'),
      import('shiki/langs/yaml.mjs'),
      import('shiki/langs/diff.mjs'),
    ],
    themes: [import('shiki/themes/github-light-default.mjs'), import('shiki/themes/github-dark-default.mjs')],
  });
  // Markdown lists the others as lazily embedded, so Shiki rebuilds its grammar each time one of
  // them loads while Markdown is registered (~0.2 s of start-up); loading it last avoids that.
  await highlighter.loadLanguage(import('shiki/langs/markdown.mjs'));
  return highlighter;
}

// Every name the grammars above register, ids and aliases (test/build/markdown/code-highlighter.test.ts keeps
// it equal to the loaded list), so a fence's language is checked without starting Shiki on a cached block.
const highlightedLanguages = new Set([
  'bash', 'cjs', 'css', 'cts', 'diff', 'html', 'java', 'javascript', 'js', 'json', 'jsx', 'markdown', 'md', 'mjs',
  'mts', 'sh', 'shell', 'shellscript', 'ts', 'tsx', 'typescript', 'xml', 'yaml', 'yml', 'zsh',
]);

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
