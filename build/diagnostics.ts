// Build warnings and errors that always name the file, line and key they are about.
import path from 'node:path';

/** Where a problem is: a file, and when known the line, column and key path. */
export interface SourceLocation {
  file: string;
  line?: number;
  column?: number;
  key?: string;
}

/** One build warning. */
export interface Warning extends SourceLocation {
  code: 'duplicate-route' | 'broken-link' | 'broken-anchor' | 'broken-redirect' | 'missing-static-file' | 'unknown-tag'
    | 'symlink-loop' | 'unknown-code-language' | 'highlight-out-of-range' | 'binary-content-file' | 'raw-html';
  message: string;
}

/** An error that stops the build; its message already names the file, line and key. */
export class BuildError extends Error {
  readonly location: SourceLocation;

  constructor(location: SourceLocation, message: string) {
    super(`${formatLocation(location)}: ${message}`);
    this.name = 'BuildError';
    this.location = location;
  }
}

/**
 * Every problem found in one pass over a file or a set of files (a config's keys, every page's front matter), so a
 * maintainer fixes them all in one round. Still a BuildError: its location is the first problem's, its message
 * every problem on a line of its own.
 */
export class BuildErrors extends BuildError {
  readonly errors: readonly BuildError[];

  constructor(errors: readonly BuildError[]) {
    super(errors[0]!.location, '');
    this.message = errors.map((error) => error.message).join('\n');
    this.name = 'BuildErrors';
    this.errors = errors;
  }
}

/** Throws the errors together: one alone as it is, several as BuildErrors; none, nothing. */
export function throwAll(errors: readonly BuildError[]): void {
  if (errors.length === 1) throw errors[0]!;
  if (errors.length > 1) throw new BuildErrors(errors);
}

/** Formats a location as `file:line:column (key)` with the file relative to the working folder. */
export function formatLocation({ file, line, column, key }: SourceLocation): string {
  const relative = path.isAbsolute(file) ? path.relative(process.cwd(), file) || file : file;
  const position = line ? `:${line}${column ? `:${column}` : ''}` : '';
  return `${relative}${position}${key ? ` (${key})` : ''}`;
}

/** Formats a warning for the terminal. */
export function formatWarning(warning: Warning): string {
  return `${formatLocation(warning)}: ${warning.message} [${warning.code}]`;
}

/** Collects warnings during a build; with `strict` the build fails if any were collected. */
export class WarningCollector {
  readonly warnings: Warning[] = [];

  /** Records a warning. */
  add(warning: Warning): void {
    this.warnings.push(warning);
  }
}
