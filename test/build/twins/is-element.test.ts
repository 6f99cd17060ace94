import fc from 'fast-check';
import type { Element, Root } from 'hast';
import { convertElement as packageConvert, isElement as packageIsElement, type Test } from 'hast-util-is-element';
import { describe, expect, test } from 'vitest';
import { convertElement, isElement } from '../../../build/twins/is-element.ts';

const names = ['p', 'div', 'span', 'pre', 'code', 'h1', 'table', 'x-custom'];
const element = (tagName: string): Element => ({ type: 'element', tagName, properties: {}, children: [] });
const parent: Root = { type: 'root', children: [] };

// Answers, or the error message, of a call.
const outcome = (call: () => boolean) => {
  try {
    return call();
  } catch (error) {
    return (error as Error).message;
  }
};

const nodes = fc.oneof(
  fc.constantFrom(...names).map(element),
  fc.constantFrom<unknown>(null, undefined, 1, 'p', { type: 'text', value: 'p' }, { type: 'element' }, { tagName: 'p' }, { type: 'element', tagName: 3 }),
);
const lists = fc.array(fc.oneof(fc.constantFrom(...names), fc.constant((node: Element) => node.tagName.length === 1)), { maxLength: 5 });
const tests = fc.oneof(fc.constantFrom<Test>(...names, null, undefined, (node: Element) => node.tagName.startsWith('h')), lists);
const places = fc.constantFrom<[number | undefined, Root | undefined]>([undefined, undefined], [0, parent], [2, parent], [-1, parent], [0, undefined]);

describe('is-element (the bundles\' substitute for hast-util-is-element)', () => {
  test('isElement answers, or throws, as the package does', () => {
    fc.assert(
      fc.property(nodes, tests, places, (node, condition, [index, within]) => {
        expect(outcome(() => isElement(node, condition, index, within))).toEqual(outcome(() => packageIsElement(node, condition, index, within)));
      }),
      { numRuns: 500 },
    );
  });

  test('convertElement gives checks that answer as the package\'s do, converting each list once', () => {
    fc.assert(
      fc.property(nodes, tests, places, (node, condition, [index, within]) => {
        expect(outcome(() => convertElement(condition)(node, index, within))).toEqual(outcome(() => packageConvert(condition)(node, index, within)));
      }),
      { numRuns: 500 },
    );
    const blocks = ['p', 'div'];
    expect(convertElement(blocks)).toBe(convertElement(blocks));
  });
});
