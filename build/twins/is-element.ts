// hast-util-is-element's `isElement` and `convertElement` with the same answers, but a list of tests is converted once
// per list, and a list of tag names becomes one Set lookup. The package converts a list again on every call:
// hast-util-minify-whitespace, which hast-util-to-mdast runs on every Markdown twin, asks whether each node is one of
// 80 block elements, so each node would build 80 checks and run them in turn. The bundles (CLI and compile workers) use
// this module wherever a package imports hast-util-is-element (SUBSTITUTED_PACKAGES in bin/cli-bundle.mjs); unbundled
// (the tests) the package answers. Lists are the packages' own constants, never changed after use, so keeping each
// one's check is safe.
import type { Element } from 'hast';
import { convertElement as convertOne, isElement as isOne, type Check, type Test } from 'hast-util-is-element';

type IsElement = typeof isOne;
type ConvertElement = typeof convertOne;

const checksByList = new WeakMap<readonly unknown[], Check>();

// The check of a list: a Set of its tag names, or the package's own check for a list with functions in it.
function listCheck(list: Exclude<Test, string | null | undefined | ((...parameters: never[]) => unknown)>): Check {
  let check = checksByList.get(list);
  if (!check) {
    const names = list.every((test) => typeof test === 'string') ? new Set<string>(list as string[]) : undefined;
    check = names ? convertOne((element: Element) => names.has(element.tagName)) : convertOne(list);
    checksByList.set(list, check);
  }
  return check;
}

/** hast-util-is-element's `convertElement`, each list converted once. */
export const convertElement = ((test?: Test) => (Array.isArray(test) ? listCheck(test) : convertOne(test))) as ConvertElement;

/** hast-util-is-element's `isElement` (its checks of `index` and `parent` included), each list converted once. */
export const isElement = ((element: unknown, test?: Test, index?: number | null, parent?: Parameters<Check>[2], context?: unknown) =>
  isOne(element, Array.isArray(test) ? listCheck(test) : test, index, parent, context)) as IsElement;
