// unist-util-visit-parents' `visitParents` with the same walk and the same answers, without what it spends on stack
// traces: for every node it makes a closure and renames it (`Object.defineProperty(visit, 'name', …)` with a coloured
// string naming the node), which was about half of each walk. unist-util-visit is built on it, and the packages of the
// Markdown pipeline and of the twins walk every tree with it (rehype-slug looks at every element of a page, its code
// blocks' thousands of tokens included). The bundles use this module in the package's place (SUBSTITUTED_PACKAGES in
// bin/cli-bundle.mjs); unbundled, the tests compare the two.
import { convert, type Test } from 'unist-util-is';
import type { Node, Parent } from 'unist';

/** Go on to the next node. */
export const CONTINUE = true;
/** Stop the walk. */
export const EXIT = false;
/** Do not enter this node's children. */
export const SKIP = 'skip';

type Action = typeof CONTINUE | typeof EXIT | typeof SKIP;
type ActionTuple = [(Action | null | undefined | void)?, (number | null | undefined)?];
type Visitor = (node: Node, parents: Parent[], index: number | undefined) => unknown;
interface Visitors {
  enter?: Visitor | null;
  exit: Visitor;
}

const empty: ActionTuple = [];

/** Walks `tree` in preorder (or, with `reverse`, visiting each parent's children last to first), calling the visitors
 * on the nodes that pass `test` with their ancestors; a visitor's answer skips a node's children, stops the walk or
 * names the sibling to go on at. */
export function visitParents(tree: Node, testOrVisitors: unknown, visitorsOrReverse?: unknown, reverse?: boolean): void {
  if (!tree || typeof tree !== 'object') throw new Error('Unexpected value `' + (tree as unknown as string) + '` for `tree`, expected node');
  let preorder = true;
  let check: Test | undefined;
  let visitors: unknown;
  // A visitor (or visitors) in third place means the second is a test.
  if (typeof visitorsOrReverse === 'function' || (visitorsOrReverse && typeof visitorsOrReverse === 'object')) {
    check = testOrVisitors as Test;
    visitors = visitorsOrReverse;
    if (reverse) preorder = false;
  } else {
    visitors = testOrVisitors;
    if (visitorsOrReverse) preorder = false;
  }
  const { enter, exit } = visitorsOf(visitors);
  const is = convert(check);
  const step = preorder ? 1 : -1;

  const visit = (node: Node, index: number | undefined, parents: Parent[]): ActionTuple => {
    const matches = !check || is(node, index, parents[parents.length - 1] || undefined);
    let result = empty;
    if (enter && matches) {
      result = toResult(enter(node, parents, index));
      if (result[0] === EXIT) return result;
    }
    if ('children' in node && node.children) {
      const parent = node as Parent;
      if (parent.children && result[0] !== SKIP) {
        let offset = (preorder ? -1 : parent.children.length) + step;
        const grandparents = [...parents, parent];
        while (offset > -1 && offset < parent.children.length) {
          const childResult = visit(parent.children[offset]!, offset, grandparents);
          if (childResult[0] === EXIT) return childResult;
          offset = typeof childResult[1] === 'number' ? childResult[1] : offset + step;
        }
      }
    }
    if (exit && matches) {
      const exitResult = toResult(exit(node, parents, index));
      if (exitResult[0] === SKIP) throw new Error('Unexpected value `' + (exitResult[0] as string) + '` from `exit`, expected `CONTINUE`, `EXIT`, index, or nothing');
      // An answer from `exit` wins over one from `enter`.
      if (exitResult[0] === EXIT || typeof exitResult[1] === 'number') return exitResult;
    }
    return result;
  };
  visit(tree, undefined, []);
}

// The enter and exit visitors of a visitor or a visitors object, with the package's errors for anything else.
function visitorsOf(visitors: unknown): { enter?: Visitor; exit?: Visitor } {
  if (typeof visitors === 'function') return { enter: visitors as Visitor };
  if (!visitors || typeof visitors !== 'object') {
    throw new Error('Unexpected value `' + (visitors as string) + '` for `enter` or `visitors`, expected visitor or object with visitors');
  }
  const { enter, exit } = visitors as Partial<Visitors>;
  if (enter !== null && enter !== undefined && typeof enter !== 'function') {
    throw new Error('Unexpected value `' + (enter as unknown as string) + '` for `visitors.enter`, expected optional visitor');
  }
  if (typeof exit !== 'function') {
    throw new Error('Unexpected value `' + (exit as unknown as string) + '` for `visitors.exit`, expected visitor (pass a visitor directly if you only want an enter visitor)');
  }
  return { ...(enter ? { enter } : {}), exit };
}

// The answers visitors give most, each as one tuple (read, never changed), so that most visits allocate none.
const answered = new Map<unknown, ActionTuple>([[CONTINUE, [CONTINUE]], [EXIT, [EXIT]], [SKIP, [SKIP]]]);

// A visitor's answer as [action, index].
function toResult(value: unknown): ActionTuple {
  if (Array.isArray(value)) return value as ActionTuple;
  if (typeof value === 'number') return [CONTINUE, value];
  return value === null || value === undefined ? empty : answered.get(value) ?? [value as Action];
}
