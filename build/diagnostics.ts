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
  /** The message without its location, for a caller that words it differently. */
  readonly detail: string;

  constructor(location: SourceLocation, message: string) {
    super(`${formatLocation(location)}: ${message}`);
    this.name = 'BuildError';
    this.location = location;
    this.detail = message;
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

/** One error to throw for one or more: one alone as it is, several as BuildErrors. */
export function combineErrors(errors: readonly BuildError[]): BuildError {
  return errors.length === 1 ? errors[0]! : new BuildErrors(errors);
}

/** Throws the errors together (see `combineErrors`); none, nothing. */
export function throwAll(errors: readonly BuildError[]): void {
  if (errors.length > 0) throw combineErrors(errors);
}

/**
 * Like Promise.all, but waits for every promise: the content errors of all of them are thrown together (a page's
 * front matter and the next page's, in one build), and any other failure as it is.
 */
export async function allReportingEvery<T>(promises: readonly Promise<T>[]): Promise<T[]> {
  const settled = await Promise.allSettled(promises);
  const failures = settled.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as unknown] : []));
  const other = failures.find((reason) => !(reason instanceof BuildError));
  if (other !== undefined) throw other;
  throwAll((failures as BuildError[]).flatMap((error) => (error instanceof BuildErrors ? error.errors : [error])));
  return settled.map((outcome) => (outcome as PromiseFulfilledResult<T>).value);
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
