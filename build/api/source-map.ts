// Maps a line of a cheerio `.d.ts` file to the line of its TypeScript source through the declaration
// map shipped beside it (`index.d.ts.map`), so "定义于" links name `src/…#L…`, not the `.d.ts` line. The map is
// read by Node's own SourceMap (node:module).
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap, type SourceMapPayload } from 'node:module';
import path from 'node:path';
import type { SourceLocation } from './model.ts';

// Longer than any declaration line: the search for a line's first mapping looks no further.
const MAX_COLUMN = 1 << 20;

/**
 * The original position of the first mapping on a generated line (0-based), or undefined when the line has none.
 * SourceMap answers with the mapping at or before a position; the columns at which that mapping is on the line
 * itself form a range up to the line's end, whose start is found by bisection.
 */
export function firstMappingOnLine(map: SourceMap, line: number): { source: string; line: number } | undefined {
  const onLine = (column: number) => {
    const entry = map.findEntry(line, column);
    return 'generatedLine' in entry && entry.generatedLine === line ? entry : undefined;
  };
  if (!onLine(MAX_COLUMN)) return undefined;
  let low = 0;
  let high = MAX_COLUMN;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (onLine(middle)) high = middle;
    else low = middle + 1;
  }
  const entry = onLine(low)!;
  return { source: entry.originalSource, line: entry.originalLine };
}

/** Resolves `.d.ts` positions to source positions relative to the package root, one map per file. */
export class DeclarationSourceMaps {
  private readonly maps = new Map<string, { map: SourceMap; directory: string } | null>();

  constructor(private readonly packageRoot: string) {}

  /** The source location of a 1-based line in a declaration file, or undefined when unmapped. */
  locate(declarationFile: string, line: number): SourceLocation | undefined {
    const loaded = this.load(declarationFile);
    const mapped = loaded ? firstMappingOnLine(loaded.map, line - 1) : undefined;
    if (!loaded || !mapped) return undefined;
    // SourceMap resolves sources against the map's own URL; keep the path relative to the package root.
    const source = mapped.source.startsWith('file:') ? new URL(mapped.source).pathname : path.resolve(loaded.directory, mapped.source);
    return { file: path.relative(this.packageRoot, source).split(path.sep).join('/'), line: mapped.line + 1 };
  }

  private load(declarationFile: string) {
    let loaded = this.maps.get(declarationFile);
    if (loaded !== undefined) return loaded;
    const mapFile = `${declarationFile}.map`;
    if (!existsSync(mapFile)) {
      loaded = null;
    } else {
      const payload = JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMapPayload;
      loaded = { map: new SourceMap(payload), directory: path.resolve(path.dirname(mapFile), payload.sourceRoot ?? '') };
    }
    this.maps.set(declarationFile, loaded);
    return loaded;
  }
}
