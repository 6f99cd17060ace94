// The tree walk of the Markdown plugins: unist-util-visit's `visit`, with its types and its answers (SKIP, EXIT, an
// index to go on at), reading each parent's children as they are when it gets to them, like the original. The
// original also names every node it visits for stack traces (an Object.defineProperty and a string per node); on pages
// whose code blocks hold thousands of highlighted tokens, walked by a dozen plugins, that was a tenth of compiling.
import type { Node, Parent } from 'unist';
import { CONTINUE, EXIT, SKIP, type visit as unistVisit } from 'unist-util-visit';

export { CONTINUE, EXIT, SKIP };

type Visitor = (node: Node, index: number | undefined, parent: Parent | undefined) => unknown;

/** What a visitor's answer means: go on (at an index, or the next one), skip the node's children, or stop. */
type Action = typeof CONTINUE | typeof EXIT | typeof SKIP;

/** Visits `tree` and its descendants in preorder, those of one node type when a type is given. */
export const visit = walk as typeof unistVisit;

function walk(tree: Node, testOrVisitor: string | Visitor | null | undefined, visitorOrReverse?: Visitor | boolean, reverse?: boolean): void {
  const [type, visitor] = typeof testOrVisitor === 'function' ? [undefined, testOrVisitor] : [testOrVisitor ?? undefined, visitorOrReverse as Visitor];
  if (reverse === true || (typeof testOrVisitor === 'function' && visitorOrReverse === true)) throw new Error('visit: reverse walks are not supported');
  if (type !== undefined && typeof type !== 'string') throw new Error('visit: only a node type (a string) is supported as a test');

  // The index of the sibling to visit next that the visitor of the node `one` last returned from named, if any: kept
  // here rather than returned with the action, so that visiting a node allocates nothing.
  let named: number | undefined;
  // Returns the action for the node's siblings (its next index in `named`).
  const one = (node: Node, index: number | undefined, parent: Parent | undefined): Action => {
    let action: Action = CONTINUE;
    let next: number | undefined;
    if (type === undefined || node.type === type) {
      const answer = visitor(node, index, parent);
      if (typeof answer === 'number') next = answer;
      else if (Array.isArray(answer)) [action = CONTINUE, next] = answer as [Action?, number?];
      else if (answer === EXIT || answer === SKIP) action = answer;
      if (action === EXIT) {
        named = next;
        return EXIT;
      }
    }
    const children = (node as Partial<Parent>).children;
    if (children && action !== SKIP) {
      const self = node as Parent;
      let offset = 0;
      while (offset > -1 && offset < self.children.length) {
        if (one(self.children[offset]!, offset, self) === EXIT) return EXIT;
        offset = typeof named === 'number' ? named : offset + 1;
      }
    }
    named = next;
    return action;
  };
  one(tree, undefined, undefined);
}
