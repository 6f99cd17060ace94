import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { parseDocument } from 'yaml';
import { afterAll, describe, expect, test } from 'vitest';
import { API_PINS_FILE, readApiPins, serializeApiPins, type ApiPins } from '../../../build/api/translated-from.ts';
import { BuildError } from '../../../build/diagnostics.ts';
import { repoRoot } from '../../helpers/fixture-site.ts';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'api-pins-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

let written = 0;
function pinsFile(text: string): string {
  const file = path.join(folder, `translated-from-${written++}.yaml`);
  fs.writeFileSync(file, text);
  return file;
}

// Keys as the API model names them (members, overloads, parameters) and a few YAML reads otherwise.
const key = fc.oneof(
  fc.constantFrom('Cheerio', 'Cheerio.attr#1.name', 'CheerioAPI.load.options', 'load.returns', 'a-b_c', 'true', 'null', '1', 'a: b', 'a #b', '#a', ' a', 'x.'),
  fc.stringMatching(/^[A-Za-z_][\w.#-]{0,12}$/),
  fc.string({ maxLength: 6 }),
);
// Hashes as the extractor writes them, and values YAML reads as numbers, booleans or null when they are not quoted.
const hash = fc.oneof(
  fc.stringMatching(/^[0-9a-f]{16}$/),
  fc.constantFrom('1234567890123456', '12345678e0123456', '0x12', 'true', 'null', '~', '', 'a b', 'a: b'),
  fc.string({ maxLength: 6 }),
);
const pins = fc.record({ cheerio: fc.oneof(fc.constantFrom('1.2.0', '1.0.0-rc.12', '1.2', '1'), fc.string({ maxLength: 5 })), keys: fc.dictionary(key, hash, { maxKeys: 8 }) });

describe('API pins (content/api/translated-from.yaml)', () => {
  test('reads the file as written as the YAML parser reads it (random pins)', () => {
    fc.assert(fc.property(pins, (written: ApiPins) => {
      const text = serializeApiPins(written);
      const file = pinsFile(text);
      let read: ApiPins | BuildError;
      try {
        read = readApiPins(file);
      } catch (error) {
        read = error as BuildError;
      }
      const parsed = parseDocument(text).toJS() as unknown;
      if (read instanceof BuildError) {
        // Only pins the parser's reading fails too: no version, or no keys (an empty list reads as null).
        expect(written.cheerio === '' || Object.keys(written.keys).length === 0).toBe(true);
      } else {
        expect(read).toEqual(parsed);
        expect(read).toEqual(written);
      }
    }), { numRuns: 500 });
  });

  test('reads a hand-edited file with the YAML parser', () => {
    const file = pinsFile('cheerio: "1.2.0"\nkeys:\n  # 注释\n  Cheerio.attr#1: \'abc\'\n  load:   def\n');
    expect(readApiPins(file)).toEqual({ cheerio: '1.2.0', keys: { 'Cheerio.attr#1': 'abc', load: 'def' } });
  });

  test('names the key of an invalid pin', () => {
    const file = pinsFile('cheerio: 1.2.0\nkeys:\n  load: 1234\n');
    expect(() => readApiPins(file)).toThrow(BuildError);
    expect(() => readApiPins(file)).toThrow(expect.objectContaining({ location: { file, key: 'keys.load' } }));
  });

  test('reads the site’s own pins', () => {
    const file = path.join(repoRoot, 'content/api', API_PINS_FILE);
    const pinned = readApiPins(file);
    expect(Object.keys(pinned.keys).length).toBeGreaterThan(300);
    expect(pinned).toEqual(parseDocument(fs.readFileSync(file, 'utf8')).toJS());
  });
});
