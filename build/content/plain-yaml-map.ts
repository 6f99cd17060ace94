// Front matter as most pages write it — a few `key: value` lines of plain words, whole numbers and true/false — read
// without the YAML parser, whose time per file adds up on a large site, in the main thread while the compile workers
// wait. Anything else (quotes, lists, nesting, comments, a value YAML reads as a number, null or a date …) is left to
// the parser: this answers only where its reading is certain to be the parser's
// (test/build/content/plain-yaml-map.test.ts compares the two on random front matter).

// A key YAML reads as this text: a letter or _ first, then no space, colon or character YAML gives a meaning there.
const KEY = /^[A-Za-z_][\w.#-]*$/;
// A whole number as YAML 1.2's core schema reads it to the same value: no sign, no leading zero, safe as a double.
const WHOLE_NUMBER = /^(0|[1-9][0-9]{0,14})$/;
// Plain text: not starting with a YAML indicator or a space, not ending in `:` or a space, and no control character
// (a tab, a carriage return YAML reads as a line break …), lone surrogate or byte-order mark anywhere. `: ` and ` #`
// inside are checked apart.
const PLAIN_TEXT = /^[^-?:,[\]{}#&*!|>'"%@`\s\0-\x1f\x7f-\x9f\ud800-\udfff\ufeff](?:[^\0-\x1f\x7f-\x9f\ud800-\udfff\ufeff]*[^\s:\0-\x1f\x7f-\x9f\ud800-\udfff\ufeff])?$/;
// Plain scalars the core schema resolves to something other than a string: numbers in every notation, infinities,
// not-a-number, null and booleans in any case. Timestamps are strings in the core schema, but left to the parser too.
const NOT_TEXT = /^(?:[-+]?(?:\.[0-9]+|[0-9][0-9_]*(?:\.[0-9_]*)?)(?:[eE][-+]?[0-9]+)?|0[xo][0-9a-fA-F_]*|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN)|~|null|Null|NULL|true|True|TRUE|false|False|FALSE|[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}.*)$/;

/** The mapping `text` holds when every line is `key: value` with a plain value, as the YAML parser reads it; else undefined. */
export function plainYamlMap(text: string): Record<string, string | number | boolean> | undefined {
  const map: Record<string, string | number | boolean> = {};
  for (const line of text.split('\n')) {
    const colon = line.indexOf(': ');
    if (colon < 1) return undefined;
    const key = line.slice(0, colon);
    const value = line.slice(colon + 2);
    if (!KEY.test(key) || Object.hasOwn(map, key) || key === '__proto__') return undefined;
    if (WHOLE_NUMBER.test(value)) map[key] = Number(value);
    else if (value === 'true' || value === 'false') map[key] = value === 'true';
    else if (PLAIN_TEXT.test(value) && !NOT_TEXT.test(value) && !value.includes(': ') && !value.includes(' #')) map[key] = value;
    else return undefined;
  }
  return map;
}
