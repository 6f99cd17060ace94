// A large one-off build does not keep every file's Markdown body in memory (6.5 kB a page, 65 MB at 10,000 pages,
// held from loading to the end of the build though each is compiled once): a file's `body` is read again from its
// source file whenever it is asked for, and held only while something else holds it.
import { readFileSync } from 'node:fs';
import { BuildError } from '../diagnostics.ts';
import { textOf } from './binary-file.ts';
import { bodyOf } from './front-matter.ts';
import { hashText } from './load-content.ts';
import type { ContentFile } from './types.ts';

/**
 * Lets the bodies of `files`, loaded from their source files, go: each `file.body` now reads the file again (the
 * text that was loaded, checked by its hash) and keeps it through a WeakRef, so asking again in the same task (a
 * sort by length) reads once.
 * A file changed since it was loaded fails the build, naming the file: its front matter and body would disagree.
 */
export function leaveBodiesOnDisk(files: readonly ContentFile[]): void {
  for (const file of files) {
    const { sourceFile, hash } = file;
    // A string cannot be held weakly: the box can, and it lives at least until the current task is done.
    let held: WeakRef<{ body: string }> | undefined;
    Object.defineProperty(file, 'body', {
      configurable: true,
      enumerable: true,
      get(): string {
        const kept = held?.deref();
        if (kept !== undefined) return kept.body;
        const box = { body: readBody(sourceFile, hash) };
        held = new WeakRef(box);
        return box.body;
      },
    });
  }
}

function readBody(sourceFile: string, hash: string): string {
  let text: string | undefined;
  try {
    text = textOf(readFileSync(sourceFile));
  } catch {
    // Gone since it was loaded: reported below like a change.
  }
  if (text === undefined || hashText(text) !== hash) {
    throw new BuildError({ file: sourceFile }, '构建期间文件被改动了，请重新构建');
  }
  return bodyOf(text);
}
