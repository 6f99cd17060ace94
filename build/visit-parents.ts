// The one tree walk of the build: unist-util-visit-parents' `visitParents` and unist-util-visit's `visit`, with the
// same walk and the same answers, without what the packages spend on stack traces: for every node they make a closure
// and rename it (`Object.defineProperty(visit, 'name', …)` with a coloured string naming the node), which costs as much
// as the walk itself. The packages of the Markdown pipeline and of the twins walk every tree with them (rehype-slug
// looks at every element of a page, its code blocks' thousands of tokens included), and our own plugins with `visit`,
// which keeps no list of ancestors. The bundles use this module in the package's place (SUBSTITUTED_PACKAGES in
// bin/cli-bundle.mjs); unbundled, the tests compare each walk with its package.
import { convert, type Test } from 'unist-util-is';
import type { Node, Parent } from 'unist';
import type { visit as unistVisit } from 'unist-util-visit';

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
  walk(tree, check, enter && ((node, _index, _parent, parents) => enter(node, parents, _index)), exit && ((node, _index, _parent, parents) => exit(node, parents, _index)), preorder, true);
}

/**
 * unist-util-visit's `visit`: the walk of `visitParents`, its visitor given the node, its index and its parent. No
 * list of ancestors is made, so a visit allocates nothing for the answers visitors give most.
 */
export const visit = ((tree: Node, testOrVisitors: unknown, visitorsOrReverse?: unknown, reverse?: boolean): void => {
  if (!tree || typeof tree !== 'object') throw new Error('Unexpected value `' + (tree as unknown as string) + '` for `tree`, expected node');
  const testGiven = typeof visitorsOrReverse === 'function' || Boolean(visitorsOrReverse && typeof visitorsOrReverse === 'object');
  const { enter, exit } = visitorsOf(testGiven ? visitorsOrReverse : testOrVisitors);
  const backwards = testGiven ? reverse : (visitorsOrReverse as boolean | undefined);
  // A `visit` visitor takes (node, index, parent): the walk's own arguments, so it is called without a wrapper.
  walk(tree, testGiven ? (testOrVisitors as Test) : undefined, enter as WalkVisitor | undefined, exit as WalkVisitor | undefined, !backwards, false);
}) as typeof unistVisit;

type WalkVisitor = (node: Node, index: number | undefined, parent: Parent | undefined, parents: Parent[]) => unknown;
const noParents: Parent[] = [];

// Visits the nodes that pass `check`, entering (and leaving) each; `trackParents` gives the visitors each node's
// ancestors, a list shared by siblings, as unist-util-visit-parents does.
function walk(tree: Node, check: Test | undefined, enter: WalkVisitor | undefined, exit: WalkVisitor | undefined, preorder: boolean, trackParents: boolean): void {
  const is = convert(check);
  const step = preorder ? 1 : -1;
  const one = (node: Node, index: number | undefined, parent: Parent | undefined, parents: Parent[]): ActionTuple => {
    const matches = !check || is(node, index, parent);
    let result = empty;
    if (enter && matches) {
      result = toResult(enter(node, index, parent, parents));
      if (result[0] === EXIT) return result;
    }
    if ('children' in node && node.children && result[0] !== SKIP) {
      const self = node as Parent;
      let offset = (preorder ? -1 : self.children.length) + step;
      const below = trackParents ? [...parents, self] : noParents;
      while (offset > -1 && offset < self.children.length) {
        const childResult = one(self.children[offset]!, offset, self, below);
        if (childResult[0] === EXIT) return childResult;
        offset = typeof childResult[1] === 'number' ? childResult[1] : offset + step;
      }
    }
    if (exit && matches) {
      const exitResult = toResult(exit(node, index, parent, parents));
      if (exitResult[0] === SKIP) throw new Error('Unexpected value `' + (exitResult[0] as string) + '` from `exit`, expected `CONTINUE`, `EXIT`, index, or nothing');
      // An answer from `exit` wins over one from `enter`.
      if (exitResult[0] === EXIT || typeof exitResult[1] === 'number') return exitResult;
    }
    return result;
  };
  one(tree, undefined, undefined, trackParents ? [] : noParents);
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
