// @ungap/structured-clone's default export with the same answers, faster for what the unified packages clone: trees
// of plain objects, arrays and primitives (hast-util-to-mdast clones each twin's whole tree, hast-util-raw each element
// it re-parses). Node's structuredClone writes the value out with V8's serializer and reads it back; copying plain data
// in JavaScript skips both. Anything else — a Map, a Date, a class instance, a function, an array with holes or extra
// keys, a `__proto__` key — goes to the package itself, so every answer (and every error) is the package's. The
// bundles use this module in the package's place (SUBSTITUTED_PACKAGES in bin/cli-bundle.mjs); unbundled, the tests
// compare the two.
import packageClone, { deserialize, serialize } from '@ungap/structured-clone';

type Options = Parameters<typeof packageClone>[1];

// Thrown (never outside this module) when the value holds something other than plain data.
const NOT_PLAIN = Symbol('not plain data');

/** A deep copy of `value`, as `structuredClone` makes it: shared and circular references stay shared and circular. */
export default function structuredClone<T>(value: T, options?: Options): T {
  if (options && ('json' in options || 'lossy' in options)) return packageClone(value, options);
  try {
    return copy(value, new Map()) as T;
  } catch (error) {
    if (error !== NOT_PLAIN) throw error;
    return packageClone(value, options);
  }
}

/** The package's own serializer and reader, for anything that imports them by name. */
export { deserialize, serialize };

function copy(value: unknown, copies: Map<object, unknown>): unknown {
  if (typeof value !== 'object' || value === null) {
    if (typeof value === 'function' || typeof value === 'symbol') throw NOT_PLAIN;
    return value;
  }
  const known = copies.get(value);
  if (known !== undefined) return known;
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (Array.isArray(value)) {
    if (Object.keys(value).length !== value.length) throw NOT_PLAIN;
    const result: unknown[] = [];
    copies.set(value, result);
    for (const item of value) result.push(copy(item, copies));
    return result;
  }
  if (prototype !== Object.prototype && prototype !== null) throw NOT_PLAIN;
  const result: Record<string, unknown> = {};
  copies.set(value, result);
  for (const key of Object.keys(value)) {
    if (key === '__proto__') throw NOT_PLAIN;
    result[key] = copy((value as Record<string, unknown>)[key], copies);
  }
  return result;
}
