// Two docs with one id would both be built, but only one could be named by sidebars, navbar items and
// category links, so the other silently drops out of the sidebar. Docusaurus stops on this too.
import { readFileSync } from 'node:fs';
import { BuildError, formatLocation } from '../diagnostics.ts';
import type { ContentFile } from './types.ts';

// The line of the front matter's `id:` key, which is what to change; 1 when the id comes from the path.
function idLine(file: ContentFile): number {
  const lines = readFileSync(file.sourceFile, 'utf8').split(/\r?\n/);
  const closing = lines.indexOf('---', 1);
  const index = lines[0] === '---' ? lines.slice(0, closing === -1 ? lines.length : closing).findIndex((line) => /^id\s*:/.test(line)) : -1;
  return index + 1 || 1;
}

/** Throws a BuildError naming both files when two docs share an id (set in front matter or from the path). */
export function checkUniqueDocIds(docs: readonly ContentFile[]): void {
  const firstWithId = new Map<string, ContentFile>();
  for (const file of docs) {
    const first = firstWithId.get(file.id);
    if (first === undefined) {
      firstWithId.set(file.id, file);
      continue;
    }
    throw new BuildError({ file: file.sourceFile, line: idLine(file), key: 'id' },
      `文档 id "${file.id}" 也是 ${formatLocation({ file: first.sourceFile, line: idLine(first) })} 的 id；请在其中一个的 front matter 里另设 id（或给文件改名）`);
  }
}
