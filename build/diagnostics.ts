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
    | 'symlink-loop' | 'unknown-code-language' | 'highlight-out-of-range' | 'binary-content-file' | 'raw-html' | 'output-collision'
    | 'duplicate-id' | 'invisible-character';
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
