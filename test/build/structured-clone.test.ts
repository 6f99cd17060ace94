import packageClone from '@ungap/structured-clone';
import fc from 'fast-check';
import { inspect, isDeepStrictEqual } from 'node:util';
import { describe, expect, test } from 'vitest';
import structuredClone from '../../build/structured-clone.ts';

// A clone's answer, or its error's name and message.
const outcome = (clone: () => unknown) => {
  try {
    return { value: clone() };
  } catch (error) {
    return { error: `${(error as Error).name}: ${(error as Error).message}` };
  }
};

// Plain data as the unified packages clone it (hast-like trees with positions and property lists), and anything else
// a caller could hand over.
const plain = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constant(undefined), fc.bigInt()),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom('type', 'tagName', 'properties', 'children', 'value', 'position', '0', '10', 'constructor', 'toString'), tie('value'), { maxKeys: 5 }),
  ),
}));
const exotic = fc.constantFrom<unknown>(
  new Map([[1, 2]]), new Set(['a']), new Date(0), /x/g, new Uint8Array([1, 2]), Object.assign(Object.create(null), { a: 1 }),
  () => 1, Symbol('s'), new (class Point { x = 1; })(), [1, , 3], Object.assign([1, 2], { extra: true }), JSON.parse('{"__proto__": {"a": 1}}'),
  new Error('boom'), Object.defineProperty({}, 'hidden', { value: 1, enumerable: false }), { get computed() { return 42; } },
);
const anyValue = fc.oneof(plain.value, exotic, fc.record({ node: plain.value, odd: exotic }));

describe('structured-clone (the bundles\' substitute for @ungap/structured-clone)', () => {
  test('answers, or throws, as the package does, for plain data and anything else', () => {
    fc.assert(
      fc.property(anyValue, (value) => {
        const ours = outcome(() => structuredClone(value));
        const theirs = outcome(() => packageClone(value));
        // Node's strict comparison: prototypes, holes, -0 and `undefined` properties included.
        expect(isDeepStrictEqual(ours, theirs), `${inspect(ours, { depth: 8 })}\nagainst the package's\n${inspect(theirs, { depth: 8 })}`).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  test('copies deeply, keeps shared and circular references, and passes lossy or JSON options to the package', () => {
    const shared = { line: 1 };
    const tree: Record<string, unknown> = { type: 'root', children: [{ type: 'text', position: shared }, { type: 'text', position: shared }] };
    tree.self = tree;
    const copy = structuredClone(tree) as typeof tree & { children: { position: object }[] };
    expect(copy).not.toBe(tree);
    expect(copy.self).toBe(copy);
    expect(copy.children[0]!.position).toEqual(shared);
    expect(copy.children[0]!.position).not.toBe(shared);
    expect(copy.children[0]!.position).toBe(copy.children[1]!.position);
    const withFunction = { keep: 1, drop: () => 1 };
    expect(structuredClone(withFunction, { lossy: true })).toEqual(packageClone(withFunction, { lossy: true }));
    expect(structuredClone(new Date(5), { json: true })).toEqual(packageClone(new Date(5), { json: true }));
  });
});
