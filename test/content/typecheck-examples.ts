// Type-checks the docs' TypeScript examples with the TypeScript compiler, as a reader's strict
// NodeNext project would: each block is its own module file, `cheerio` and its types come from the
// installed package. Diagnostics point at the Markdown line they come from.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import type { CodeExample } from './extract-code-blocks.ts';

const compilerOptions: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  lib: ['lib.es2023.d.ts'],
  types: ['node'],
  strict: true,
  noUncheckedIndexedAccess: true,
  skipLibCheck: true,
  noEmit: true,
};

/**
 * Writes each example to `<directory>/example-<n>.mts` (an ES module, as the examples are) and
 * type-checks them all in one program. Returns one entry per example: its diagnostics as
 * `content/….md:<line>:<column> TS<code>: <message>`, empty when it type-checks.
 */
export function typecheckExamples(
  examples: readonly CodeExample[],
  directory: string,
): Map<CodeExample, string[]> {
  mkdirSync(directory, { recursive: true });
  const files = new Map<string, CodeExample>();
  examples.forEach((example, index) => {
    const file = join(directory, `example-${index + 1}.mts`);
    writeFileSync(file, example.rawCode);
    files.set(file, example);
  });
  const program = ts.createProgram({ rootNames: [...files.keys()], options: compilerOptions });
  const results = new Map<CodeExample, string[]>(examples.map((example) => [example, []]));
  const global: string[] = [];
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    const example = diagnostic.file ? files.get(diagnostic.file.fileName) : undefined;
    if (!example || !diagnostic.file || diagnostic.start === undefined) {
      global.push(`TS${diagnostic.code}: ${message}`);
      continue;
    }
    const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    const markdownFile = example.location.replace(/:\d+$/, '');
    const markdownLine = example.fenceLine + line + 1;
    const position = `${markdownFile}:${markdownLine}:${character + 1}`;
    results.get(example)?.push(`${position} TS${diagnostic.code}: ${message}`);
  }
  // A broken setup (no cheerio types, a bad option) concerns every example.
  for (const messages of results.values()) messages.push(...global);
  return results;
}
