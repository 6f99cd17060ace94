// remark-directive-fallback: every directive that no plugin claimed (claiming = setting `data.hName`)
// turns back into the text it was written as. remark-directive reads ordinary prose such as
// `10:30` or `xml:id` as text directives; without this step that text would silently vanish.
import type { Paragraph, PhrasingContent, Root, RootContent, Text } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import type { VFile } from 'vfile';
import { SKIP, visit } from '../visit-parents.ts';

type Directive = ContainerDirective | LeafDirective | TextDirective;

function isUnclaimedDirective(node: RootContent): node is Directive {
  const isDirective =
    node.type === 'textDirective' || node.type === 'leafDirective' || node.type === 'containerDirective';
  return isDirective && node.data?.hName === undefined;
}

function text(value: string): Text {
  return { type: 'text', value };
}

// The source between the directive's start and its first child (`:name[`) and between its last
// child and its end (`]{attrs}`): the label's children stay Markdown, the syntax around them text.
function restoreInline(node: TextDirective | LeafDirective, source: string): PhrasingContent[] {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined) return [text(`:${node.name}`), ...node.children];
  const first = node.children[0]?.position?.start.offset;
  const last = node.children.at(-1)?.position?.end.offset;
  if (first === undefined || last === undefined) return [text(source.slice(start, end))];
  return [text(source.slice(start, first)), ...node.children, text(source.slice(last, end))];
}

// A container keeps its opening line (label included, as text), its block content, and its
// closing fence if the source had one.
function restoreContainer(node: ContainerDirective, source: string): RootContent[] {
  const start = node.position?.start.offset ?? 0;
  const end = node.position?.end.offset ?? start;
  const written = source.slice(start, end);
  const lines = written.split('\n');
  const paragraph = (value: string): Paragraph => ({ type: 'paragraph', children: [text(value)] });
  const children = node.children.filter((child) => !(child.type === 'paragraph' && child.data?.directiveLabel));
  const lastLine = lines.length > 1 ? (lines.at(-1) ?? '') : '';
  const closing = /^\s*:{3,}\s*$/.test(lastLine) ? [paragraph(lastLine.trim())] : [];
  return [paragraph(lines[0] ?? `:::${node.name}`), ...children, ...closing];
}

function mergeAdjacentText(children: RootContent[]): void {
  for (let index = children.length - 1; index > 0; index--) {
    const current = children[index];
    const previous = children[index - 1];
    if (current?.type !== 'text' || previous?.type !== 'text') continue;
    previous.value += current.value;
    if (previous.position && current.position) previous.position.end = current.position.end;
    children.splice(index, 1);
  }
}

/** Restores unhandled text, leaf and container directives to their literal Markdown text. */
export function remarkDirectiveFallback() {
  return (tree: Root, file: VFile) => {
    const source = String(file.value);
    visit(tree, (node, index, parent) => {
      if (parent === undefined || index === undefined || !isUnclaimedDirective(node as RootContent)) return;
      const directive = node as Directive;
      const replacement: RootContent[] =
        directive.type === 'containerDirective'
          ? restoreContainer(directive, source)
          : directive.type === 'leafDirective'
            ? [{ type: 'paragraph', children: restoreInline(directive, source) }]
            : restoreInline(directive, source);
      parent.children.splice(index, 1, ...(replacement as typeof parent.children));
      mergeAdjacentText(parent.children);
      // Revisit from the same index: restored children may hold directives of their own.
      return [SKIP, Math.max(0, index - 1)];
    });
  };
}
