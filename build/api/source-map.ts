// Maps a line of a cheerio `.d.ts` file to the line of its TypeScript source through the declaration
// map shipped beside it (`index.d.ts.map`), so "定义于" links name `src/…#L…`, not the `.d.ts` line.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SourceLocation } from './model.ts';

const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes one source-map segment's Base64 VLQ fields. */
export function decodeVlq(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = base64.indexOf(char);
    if (digit < 0) throw new Error(`invalid VLQ character ${JSON.stringify(char)}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

interface RawSourceMap {
  sources: string[];
  sourceRoot?: string;
  mappings: string;
}

/** For each generated line (0-based), the first mapped source index and original line (0-based). */
export function firstMappingPerLine(mappings: string): Array<{ source: number; line: number } | undefined> {
  const lines: Array<{ source: number; line: number } | undefined> = [];
  // Source index and original line are deltas across the whole file, not per line.
  let source = 0;
  let originalLine = 0;
  for (const generatedLine of mappings.split(';')) {
    let first: { source: number; line: number } | undefined;
    for (const segment of generatedLine.split(',')) {
      if (segment === '') continue;
      const fields = decodeVlq(segment);
      if (fields.length < 4) continue;
      source += fields[1]!;
      originalLine += fields[2]!;
      first ??= { source, line: originalLine };
    }
    lines.push(first);
  }
  return lines;
}

/** Resolves `.d.ts` positions to source positions relative to the package root, one map per file. */
export class DeclarationSourceMaps {
  private readonly maps = new Map<string, { sources: string[]; lines: ReturnType<typeof firstMappingPerLine> } | null>();

  constructor(private readonly packageRoot: string) {}

  /** The source location of a 1-based line in a declaration file, or undefined when unmapped. */
  locate(declarationFile: string, line: number): SourceLocation | undefined {
    const map = this.load(declarationFile);
    const mapped = map?.lines[line - 1];
    const source = mapped ? map.sources[mapped.source] : undefined;
    if (!mapped || source === undefined) return undefined;
    return { file: source, line: mapped.line + 1 };
  }

  private load(declarationFile: string) {
    let map = this.maps.get(declarationFile);
    if (map !== undefined) return map;
    const mapFile = `${declarationFile}.map`;
    if (!existsSync(mapFile)) {
      map = null;
    } else {
      const raw = JSON.parse(readFileSync(mapFile, 'utf8')) as RawSourceMap;
      const directory = path.resolve(path.dirname(mapFile), raw.sourceRoot ?? '');
      const sources = raw.sources.map((source) =>
        path.relative(this.packageRoot, path.resolve(directory, source)).split(path.sep).join('/'),
      );
      map = { sources, lines: firstMappingPerLine(raw.mappings) };
    }
    this.maps.set(declarationFile, map);
    return map;
  }
}
