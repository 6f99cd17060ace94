// The committed key list: written and read back, and compared with a new extraction so an upgrade
// lists the keys that are new, whose English changed, and that are gone.
import { describe, expect, test } from 'vitest';
import type { ApiKey } from '../../../build/api/keys.ts';
import { compareKeys, formatSymbolsFile, hasNoDifferences, parseSymbolsFile } from '../../../build/api/symbols-file.ts';

const key = (name: string, hash: string, kind: ApiKey['kind'] = 'method'): ApiKey => ({ key: name, kind, page: 'classes/Cheerio', english: '', hash });

describe('symbols.yaml', () => {
  test('round-trips the keys with their kinds and hashes per page', () => {
    const text = formatSymbolsFile('1.2.0', [key('Cheerio.find', 'aaa'), key('Cheerio.attr#2.value', 'bbb', 'parameter')]);
    expect(parseSymbolsFile(text)).toEqual({
      cheerio: '1.2.0',
      pages: { 'classes/Cheerio': { 'Cheerio.find': 'method aaa', 'Cheerio.attr#2.value': 'parameter bbb' } },
    });
  });

  test('lists new, changed and removed keys after an upgrade', () => {
    const committed = parseSymbolsFile(formatSymbolsFile('1.1.0', [key('Cheerio.find', 'aaa'), key('Cheerio.foo', 'ccc'), key('Cheerio.eq', 'ddd')]));
    const differences = compareKeys(committed, [key('Cheerio.find', 'changed'), key('Cheerio.eq', 'ddd'), key('Cheerio.bar', 'eee')]);
    expect(differences).toEqual({ added: ['Cheerio.bar'], changed: ['Cheerio.find'], removed: ['Cheerio.foo'] });
    expect(hasNoDifferences(differences)).toBe(false);
  });
});
