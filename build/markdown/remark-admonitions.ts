// remark-admonitions: `:::tip[标题]` … `:::` container directives become
// `<aside class="admonition admonition-tip" role="note">` with a title paragraph and a content div.
import type { BlockContent, DefinitionContent, Paragraph, PhrasingContent, Root } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { visit } from '../visit-parents.ts';
import { strings } from '../../theme/lib/strings.ts';
import { svgIcon } from './svg-icon.ts';

/** The admonition types the site supports, each with a default Chinese title. */
export type AdmonitionType = keyof typeof strings.admonitionTitles;

const admonitionTypes = new Set<string>(Object.keys(strings.admonitionTitles));

function isAdmonitionType(name: string): name is AdmonitionType {
  return admonitionTypes.has(name);
}

// Docusaurus writes a title after a space (`:::tip 标题`), which remark-directive reads as plain
// text. Rewriting it to the label syntax on the source keeps every line where it was, so positions
// stay true. Fenced code is skipped: a Markdown example inside ``` must come out as written.
const titleAfterSpace = /^(\s*:{3,})(note|tip|info|warning|danger)[ \t]+(\S.*?)\s*$/;
const fence = /^\s*(`{3,}|~{3,})/;

/** Returns the source with Docusaurus-style `:::tip 标题` lines rewritten to `:::tip[标题]`. */
export function rewriteAdmonitionTitles(source: string): string {
  let openFence: string | undefined;
  return source
    .split('\n')
    .map((line) => {
      const fenceMatch = fence.exec(line);
      if (fenceMatch?.[1]) {
        const marker = fenceMatch[1];
        if (openFence === undefined) openFence = marker;
        else if (marker[0] === openFence[0] && marker.length >= openFence.length) openFence = undefined;
        return line;
      }
      if (openFence !== undefined) return line;
      return line.replace(titleAfterSpace, (_, colons: string, type: string, title: string) =>
        `${colons}${type}[${title.replace(/[[\]]/g, '\\$&')}]`);
    })
    .join('\n');
}

function titleParagraph(type: AdmonitionType, label: PhrasingContent[] | undefined): Paragraph {
  const title: PhrasingContent[] = label?.length ? label : [{ type: 'text', value: strings.admonitionTitles[type] }];
  const icon: PhrasingContent = {
    type: 'text',
    value: '',
    data: {
      hName: 'span',
      hProperties: { className: ['admonition-icon'], ariaHidden: 'true' },
      hChildren: [svgIcon(type, 'admonition-icon-svg')],
    },
  };
  return {
    type: 'paragraph',
    children: [icon, ...title],
    data: { hName: 'p', hProperties: { className: ['admonition-title'] } },
  };
}

function transformAdmonition(node: ContainerDirective, type: AdmonitionType): void {
  const [first, ...rest] = node.children;
  const hasLabel = first?.type === 'paragraph' && first.data?.directiveLabel === true;
  const body = (hasLabel ? rest : node.children) as Array<BlockContent | DefinitionContent>;
  const content: ContainerDirective = {
    type: 'containerDirective',
    name: 'admonition-content',
    attributes: {},
    children: body,
    data: { hName: 'div', hProperties: { className: ['admonition-content'] } },
  };
  node.children = [titleParagraph(type, hasLabel ? first.children : undefined), content];
  // Setting hName also marks the directive as handled for remark-directive-fallback.
  node.data = { hName: 'aside', hProperties: { className: ['admonition', `admonition-${type}`], role: 'note' } };
}

/** Turns note/tip/info/warning/danger container directives into admonition asides. */
export function remarkAdmonitions() {
  return (tree: Root) => {
    visit(tree, 'containerDirective', (node) => {
      if (node.data?.hName === undefined && isAdmonitionType(node.name)) transformAdmonition(node, node.name);
    });
  };
}
