// remark-api-originals: the API reference's 原文 toggles. The generated API pages (build/api/render-blocks.ts)
// write a member's English originals as a container directive, its translator's note nested last:
//
//   ::::api-original
//   The English, as Markdown.
//   :::api-translator-note
//   **译者注**：…
//   :::
//   ::::
//
// which becomes `<details class="api-original"><summary>原文</summary><div lang="en">…</div>` with the note's
// `<div class="api-translator-note">` after the English. A directive, not raw HTML around the Markdown, so API pages
// need not go through rehype-raw, which parses the whole page again.
import type { BlockContent, DefinitionContent, Root } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { strings } from '../../theme/lib/strings.ts';
import { visit } from '../visit-parents.ts';

/** The directive holding a member's English originals, and the class of the toggle it becomes. */
export const API_ORIGINAL_DIRECTIVE = 'api-original';
/** The directive, nested last in the originals, holding the translator's note on them (and the note's class). */
export const API_TRANSLATOR_NOTE_DIRECTIVE = 'api-translator-note';

type Block = BlockContent | DefinitionContent;

function transformOriginals(node: ContainerDirective): void {
  const note = node.children.at(-1);
  const hasNote = note?.type === 'containerDirective' && note.name === API_TRANSLATOR_NOTE_DIRECTIVE;
  const english = (hasNote ? node.children.slice(0, -1) : node.children) as Block[];
  const summary: Block = { type: 'paragraph', children: [{ type: 'text', value: strings.api.original }], data: { hName: 'summary' } };
  const inEnglish: ContainerDirective = { type: 'containerDirective', name: 'api-original-english', attributes: {}, children: english, data: { hName: 'div', hProperties: { lang: 'en' } } };
  const children: Block[] = [summary, inEnglish];
  if (hasNote) {
    // Setting hName also marks each directive as handled for remark-directive-fallback.
    note.data = { hName: 'div', hProperties: { className: [API_TRANSLATOR_NOTE_DIRECTIVE] } };
    children.push(note);
  }
  node.children = children;
  node.data = { hName: 'details', hProperties: { className: [API_ORIGINAL_DIRECTIVE] } };
}

/** Turns `api-original` container directives (with their `api-translator-note`) into collapsed 原文 toggles. */
export function remarkApiOriginals() {
  return (tree: Root) => {
    visit(tree, 'containerDirective', (node) => {
      if (node.data?.hName === undefined && node.name === API_ORIGINAL_DIRECTIVE) transformOriginals(node);
    });
  };
}
