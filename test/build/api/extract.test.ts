// The extractor on the pinned cheerio: which pages exist, their kinds, member counts per category,
// source locations in src/ through the declaration maps, and the hidden internals.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, test } from 'vitest';
import { checkModelFile } from '../../../build/api/check.ts';
import { extractApiModel } from '../../../build/api/extract.ts';
import { cheerioPackageRoot } from '../../../build/api/index.ts';
import { pagePathOf } from '../../../build/api/keys.ts';
import type { ApiModel, SymbolModel } from '../../../build/api/model.ts';

const rootDir = path.resolve(fileURLToPath(new URL('../../../', import.meta.url)));
let model: ApiModel;
const symbol = (name: string): SymbolModel => model.symbols.find((candidate) => candidate.name === name)!;

beforeAll(() => {
  model = extractApiModel({ packageRoot: cheerioPackageRoot(rootDir) });
});

describe('extractApiModel on the pinned cheerio', () => {
  test('reads the installed version', () => {
    expect(model.cheerioVersion).toBe('1.2.0');
  });

  test('finds the 18 exported symbols with their page paths', () => {
    expect(model.symbols.map(pagePathOf).sort()).toEqual([
      'classes/Cheerio',
      'functions/contains',
      'functions/decodeStream',
      'functions/fromURL',
      'functions/loadBuffer',
      'functions/merge',
      'functions/stringStream',
      'interfaces/CheerioAPI',
      'interfaces/CheerioOptions',
      'interfaces/CheerioRequestOptions',
      'interfaces/DecodeStreamOptions',
      'interfaces/HTMLParser2Options',
      'type-aliases/AcceptedElems',
      'type-aliases/AcceptedFilters',
      'type-aliases/BasicAcceptedElems',
      'type-aliases/FilterFunction',
      'type-aliases/SelectorType',
      'variables/load',
    ]);
  });

  test('counts the Cheerio members per category', () => {
    const counts: Record<string, number> = {};
    for (const member of symbol('Cheerio').members) counts[member.category ?? 'Other'] = (counts[member.category ?? 'Other'] ?? 0) + 1;
    expect(counts).toEqual({ Attributes: 9, CSS: 1, Forms: 2, Manipulation: 19, Traversing: 29, Other: 8 });
  });

  test('reads the index signature of the class', () => {
    expect(symbol('Cheerio').indexSignatures).toEqual(['[index: number]: T']);
  });

  test('keeps every overload with its own comment', () => {
    const prop = symbol('Cheerio').members.find((member) => member.name === 'prop')!;
    expect(prop.signatures).toHaveLength(9);
    const attr = symbol('Cheerio').members.find((member) => member.name === 'attr')!;
    expect(attr.signatures.map((signature) => signature.parameters.map((parameter) => parameter.name))).toEqual([['name'], [], ['name', 'value'], ['values']]);
    expect(attr.signatures[0]!.comment.summary).toMatch(/^Method for getting attributes/);
  });

  test('hides internals: the reviewed list, @private members and underscore names', () => {
    const names = symbol('Cheerio').members.map((member) => member.name);
    expect(names).not.toContain('filterArray');
    expect(names).not.toContain('_findBySelector');
    expect(names).not.toContain('_make');
    expect(symbol('CheerioAPI').members.map((member) => member.name)).not.toContain('_root');
  });

  test('locates declarations in src/ through the declaration maps', () => {
    const find = symbol('Cheerio').members.find((member) => member.name === 'find')!;
    expect(find.signatures[0]!.source).toEqual({ file: 'src/api/traversing.ts', line: 47 });
    expect(symbol('fromURL').source?.file).toBe('src/index.ts');
    expect(symbol('load').source).toEqual({ file: 'src/load-parse.ts', line: 31 });
  });

  test('reads categories, deprecation, @see and examples with their indentation', () => {
    const load = symbol('CheerioAPI').members.find((member) => member.name === 'load')!;
    expect(load.category).toBe('Deprecated');
    expect(load.signatures[0]!.comment.deprecated).toMatch(/Use the `load` function/);
    const find = symbol('Cheerio').members.find((member) => member.name === 'find')!;
    expect(find.signatures[0]!.comment.see).toEqual(['{@link https://api.jquery.com/find/}']);
    const markup = symbol('Cheerio').comment.examples[0]!.find((part) => part.kind === 'code');
    expect(markup).toMatchObject({ language: 'html', code: expect.stringContaining('\n  <li class="apple">Apple</li>') });
  });

  test('links members that a documented base interface or function already documents', () => {
    const encoding = symbol('CheerioRequestOptions').members.find((member) => member.name === 'encoding')!;
    expect(encoding.inheritedFrom).toBe('DecodeStreamOptions');
    const baseURI = symbol('CheerioRequestOptions').members.find((member) => member.name === 'baseURI')!;
    expect(baseURI.inheritedFrom).toBe('CheerioOptions');
    expect(symbol('CheerioAPI').members.find((member) => member.name === 'merge')!.inheritedFrom).toBe('merge');
  });

  test('equals the checked-in content/api/model.json, which the build reads (npm run api:check)', async () => {
    expect(await checkModelFile(path.join(rootDir, 'content'), model)).toEqual({ ok: true });
  });
});
