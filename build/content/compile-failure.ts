// The one way a failed compile becomes a located error, shared so a file that fails in a worker reads exactly as one
// that fails in the main thread.
import { BuildError, formatLocation, type SourceLocation } from '../diagnostics.ts';

/** Where and why a file failed to compile. */
export interface CompileFailure {
  location: SourceLocation;
  reason: string;
}

/** Returns where and why compiling `filePath` failed: a BuildError's own place, else the plugin's `place` in the file. */
export function compileFailure(error: unknown, filePath: string): CompileFailure {
  if (error instanceof BuildError) {
    return { location: error.location, reason: error.message.slice(formatLocation(error.location).length + 2) };
  }
  const { line, column } = (error as { place?: { line?: number; column?: number } } | undefined)?.place ?? {};
  return {
    location: { file: filePath, ...(line ? { line } : {}), ...(column ? { column } : {}) },
    reason: `cannot compile Markdown: ${(error as Error | undefined)?.message}`,
  };
}
