// Turns an esbuild failure into a BuildError that names the file, line and column, without a stack trace.
import path from 'node:path';
import { BuildError } from '../diagnostics.ts';

interface EsbuildMessage {
  text: string;
  location?: { file: string; line: number; column: number } | null;
}

/** Runs an esbuild call; a failure becomes a BuildError pointing at the first error's source location. */
export async function withEsbuildErrors<T>(rootDir: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const first = (error as { errors?: EsbuildMessage[] }).errors?.[0];
    if (!first) throw error;
    const location = first.location;
    throw new BuildError(
      location ? { file: path.resolve(rootDir, location.file), line: location.line, column: location.column + 1 } : { file: rootDir },
      first.text,
    );
  }
}
