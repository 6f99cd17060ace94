import fc from 'fast-check';
import type { Node, Parent } from 'unist';
import { CONTINUE as packageContinue, EXIT as packageExit, SKIP as packageSkip, visitParents as packageVisitParents } from 'unist-util-visit-parents';
import { describe, expect, test } from 'vitest';
import { CONTINUE, EXIT, SKIP, visitParents } from '../../build/visit-parents.ts';

interface TestNode extends Node {
  id: number;
  tagName?: string;
  children?: TestNode[];
}

// Trees of numbered nodes of a few types; some are parents with no children, some hast-like elements.
const trees = fc.letrec<{ node: TestNode }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small' },
    fc.record({ type: fc.constantFrom('text', 'element', 'code'), id: fc.constant(0) }),
    fc.record({
      type: fc.constantFrom('root', 'element', 'paragraph'), id: fc.constant(0), tagName: fc.constantFrom('p', 'span', 'h2'),
      children: fc.array(tie('node'), { maxLength: 4 }),
    }),
  ),
})).node.map((tree) => {
  let id = 0;
  const number = (node: TestNode) => {
    node.id = ++id;
    node.children?.forEach(number);
  };
  number(tree);
  return tree;
});

// What a visitor answers, and how it changes the tree, decided by the node's number and the call's count, so two
// walks over copies of one tree do the same thing.
const answers = fc.constantFrom<string>('undefined', 'continue', 'skip', 'exit', 'index 0', 'index 2', 'index -1', 'tuple skip', 'tuple index 1', 'tuple exit', 'null');
const edits = fc.constantFrom<string>('none', 'remove next', 'insert before', 'replace children', 'empty children');
const plan = fc.record({ answers: fc.array(answers, { minLength: 1, maxLength: 7 }), edits: fc.array(edits, { minLength: 1, maxLength: 5 }), seed: fc.nat(5) });
const tests = fc.constantFrom<unknown>(undefined, null, 'element', ['text', 'code'], { type: 'paragraph' }, (node: TestNode) => node.id % 2 === 0, { tagName: 'span' },
  (node: TestNode, index?: number, parent?: TestNode) => parent === undefined || (parent.id + (index ?? 0)) % 2 === 1);
const shapes = fc.constantFrom('visitor', 'enter and exit', 'exit only', 'enter null');

type Walk = (tree: Node, ...rest: unknown[]) => void;

// Runs one walk and returns its log: each call's node, index, ancestors (and whether the ancestors list is the one
// the last call got), what it answered, and the error the walk threw, if any.
function run(walk: Walk, actions: { CONTINUE: unknown; EXIT: unknown; SKIP: unknown }, tree: TestNode, options: { test: unknown; shape: string; reverse: boolean; plan: { answers: string[]; edits: string[]; seed: number } }): unknown[] {
  const log: unknown[] = [];
  let calls = 0;
  let lastParents: unknown;
  const visitor = (label: string) => (node: TestNode, parents: Parent[], index: number | undefined) => {
    calls++;
    const choice = options.plan.answers[(node.id + calls + options.plan.seed) % options.plan.answers.length]!;
    const edit = options.plan.edits[(node.id * 3 + calls) % options.plan.edits.length]!;
    log.push([label, node.id, index, parents.map((parent) => (parent as TestNode).id), parents === lastParents, choice, edit]);
    lastParents = parents;
    const parent = parents[parents.length - 1] as TestNode | undefined;
    if (calls < 40 && parent?.children && index !== undefined) {
      if (edit === 'remove next') parent.children.splice(index + 1, 1);
      if (edit === 'insert before') parent.children.splice(index, 0, { type: 'text', id: 1000 + calls });
    }
    if (calls < 40 && node.children) {
      if (edit === 'replace children') node.children = [{ type: 'code', id: 2000 + calls }];
      if (edit === 'empty children') node.children = [];
    }
    if (calls > 200) return actions.EXIT;
    switch (choice) {
      case 'continue': return actions.CONTINUE;
      case 'skip': return actions.SKIP;
      case 'exit': return actions.EXIT;
      case 'index 0': return 0;
      case 'index 2': return 2;
      case 'index -1': return -1;
      case 'tuple skip': return [actions.SKIP];
      case 'tuple index 1': return [actions.CONTINUE, 1];
      case 'tuple exit': return [actions.EXIT, 0];
      case 'null': return null;
      default: return undefined;
    }
  };
  const visitors = options.shape === 'visitor' ? visitor('enter')
    : options.shape === 'enter and exit' ? { enter: visitor('enter'), exit: visitor('exit') }
      : options.shape === 'exit only' ? { exit: visitor('exit') } : { enter: null, exit: visitor('exit') };
  try {
    if (options.test === undefined) walk(tree, visitors, options.reverse);
    else walk(tree, options.test, visitors, options.reverse);
  } catch (error) {
    log.push(['threw', (error as Error).message]);
  }
  log.push(['tree after', JSON.stringify(tree)]);
  return log;
}

describe('visit-parents (the bundles\' substitute for unist-util-visit-parents)', () => {
  test('visits the same nodes with the same ancestors and indices, and follows every answer and edit alike', () => {
    fc.assert(
      fc.property(trees, tests, shapes, fc.boolean(), plan, (tree, condition, shape, reverse, steps) => {
        const options = { test: condition, shape, reverse, plan: steps };
        const ours = run(visitParents as Walk, { CONTINUE, EXIT, SKIP }, structuredClone(tree), options);
        const theirs = run(packageVisitParents as Walk, { CONTINUE: packageContinue, EXIT: packageExit, SKIP: packageSkip }, structuredClone(tree), options);
        expect(ours).toEqual(theirs);
      }),
      { numRuns: 2000 },
    );
  });

  test('rejects what the package rejects, with its messages', () => {
    const node: TestNode = { type: 'root', id: 1, children: [] };
    const cases: [unknown, ...unknown[]][] = [
      [undefined, () => {}], [null, () => {}], ['text', () => {}], [node, 'root'], [node, 'root', 3], [node, { enter: 1, exit: () => {} }],
      [node, { enter: () => {} }], [node, 'root', { exit: () => SKIP }], [node, { exit: () => [SKIP] }],
    ];
    const message = (walk: Walk, args: [unknown, ...unknown[]]) => {
      try {
        walk(...(args as [Node, ...unknown[]]));
        return 'no error';
      } catch (error) {
        return (error as Error).message;
      }
    };
    for (const args of cases) expect(message(visitParents as Walk, args)).toBe(message(packageVisitParents as Walk, args));
    expect([CONTINUE, EXIT, SKIP]).toEqual([packageContinue, packageExit, packageSkip]);
  });
});
