// A declaration line's source line, read through node:module's SourceMap: the line's first mapping, wherever on the
// line it starts; nothing for a line without mappings.
import { SourceMap } from 'node:module';
import { describe, expect, test } from 'vitest';
import { firstMappingOnLine } from '../../../build/api/source-map.ts';

// Line 0: one mapping at column 0 → source line 0. Line 1: none. Line 2: at column 4 → source line 1, then at
// column 9 → source line 1 again. Line 3: at column 2 → source line 3, then at column 3 → source line 2.
const map = new SourceMap({ version: 3, file: 'index.d.ts', sources: ['../src/index.ts'], sourceRoot: '', names: [], mappings: 'AAAA;;IACA,KAAK;EAEA,CADA' } as never);

describe('firstMappingOnLine', () => {
  test('returns the original line of the first mapping on the line, even when it starts after column 0', () => {
    expect(firstMappingOnLine(map, 0)).toEqual({ source: '../src/index.ts', line: 0 });
    expect(firstMappingOnLine(map, 2)).toEqual({ source: '../src/index.ts', line: 1 });
    expect(firstMappingOnLine(map, 3)).toEqual({ source: '../src/index.ts', line: 3 });
  });

  test('returns nothing for a line without mappings, or past the end', () => {
    expect(firstMappingOnLine(map, 1)).toBeUndefined();
    expect(firstMappingOnLine(map, 9)).toBeUndefined();
  });
});
