import fc from 'fast-check';
import type { Node, Parent } from 'unist';
import { visit as unistVisit } from 'unist-util-visit';
import { describe, expect, test } from 'vitest';
import { EXIT, SKIP, visit } from '../../build/visit-parents.ts';

interface TestNode extends Node {
  id: number;
  children?: TestNode[];
}

interface Shape {
  type: string;
  children?: Shape[];
}

// Random trees of three node types, each node numbered in document order.
const shapes: fc.Arbitrary<Shape> = fc.letrec<{ tree: Shape }>((tie) => ({
  tree: fc.record({ type: fc.constantFrom('a', 'b', 'c'), children: fc.option(fc.array(tie('tree'), { maxLength: 4 }), { nil: undefined }) }),
})).tree;
const trees = shapes.map((tree) => {
  let next = 0;
  const number = (node: Shape): TestNode => ({ type: node.type, id: next++, ...(node.children ? { children: node.children.map(number) } : {}) });
  return number(tree);
});

// What a visitor answers for a node: nothing, SKIP, EXIT, or an index to go on at; some visitors also remove the node.
const answers = fc.array(fc.constantFrom('go', 'skip', 'exit', 'back', 'remove', 'again-later'), { minLength: 1, maxLength: 12 });

function run(walk: typeof visit, tree: TestNode, test: string | undefined, plan: string[], reverse = false): string[] {
  const copy = structuredClone(tree);
  const seen: string[] = [];
  const visitor = (node: Node, index: number | undefined, parent: Parent | undefined) => {
    const { id } = node as TestNode;
    seen.push(`${id}@${index ?? '-'}`);
    const answer = plan[id % plan.length];
    if (answer === 'skip') return SKIP;
    if (answer === 'exit' && seen.length > 3) return EXIT;
    if (answer === 'back' && index !== undefined && index > 0 && seen.length < 40) return index - 1;
    if (answer === 'remove' && parent && index !== undefined) {
      parent.children.splice(index, 1);
      return index;
    }
    if (answer === 'again-later' && index !== undefined) return [SKIP, index + 2] as const;
    return undefined;
  };
  if (test === undefined) walk(copy, visitor as never, reverse);
  else walk(copy, test, visitor as never, reverse);
  seen.push(JSON.stringify(copy));
  return seen;
}

// `visit` of build/visit-parents.ts, the walk of our Markdown plugins, against unist-util-visit.
describe('visit', () => {
  test('visits, skips, stops, jumps and follows removals exactly as unist-util-visit does', () => {
    fc.assert(fc.property(trees, fc.option(fc.constantFrom('a', 'b'), { nil: undefined }), answers, (tree, type, plan) => {
      expect(run(visit, tree, type, plan)).toEqual(run(unistVisit as typeof visit, tree, type, plan));
    }), { numRuns: 500 });
  });

  test('walks backwards, and takes any unist-util-is test, as unist-util-visit does', () => {
    // Backwards, an index to go on at walks forward again (and a removal's index revisits): only skips and stops.
    const backwardAnswers = fc.array(fc.constantFrom('go', 'skip', 'exit'), { minLength: 1, maxLength: 12 });
    fc.assert(fc.property(trees, fc.option(fc.constantFrom('a', 'b'), { nil: undefined }), backwardAnswers, (tree, type, plan) => {
      expect(run(visit, tree, type, plan, true)).toEqual(run(unistVisit as typeof visit, tree, type, plan, true));
    }), { numRuns: 200 });
    const tree: TestNode = { type: 'a', id: 0, children: [{ type: 'b', id: 1 }, { type: 'a', id: 2, children: [{ type: 'b', id: 3 }] }] };
    const ids = (walk: typeof visit) => {
      const seen: number[] = [];
      walk(tree, { type: 'b' } as never, ((node: TestNode) => void seen.push(node.id)) as never);
      walk(tree, ((node: TestNode) => node.id > 1) as never, ((node: TestNode) => void seen.push(node.id)) as never);
      return seen;
    };
    expect(ids(visit)).toEqual(ids(unistVisit as typeof visit));
  });
});
