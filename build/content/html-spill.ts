// Compiled pages' HTML kept in a scratch file (build/scratch-file.ts), not in memory, between compiling and
// rendering: a large site's bodies, most of what compiling yields, are read back one page at a time when their
// page is rendered or its compiled entry saved, instead of all being held at once. A kept page's `html` is a
// getter that reads its bytes back.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { CompiledMarkdown } from '../markdown/types.ts';
import { openScratchFile, readScratch } from '../scratch-file.ts';

/** A scratch file of compiled pages' HTML. */
export interface HtmlSpill {
  /** The compiled page with its HTML moved to the file; reading `html` reads it back. */
  keep(compiled: CompiledMarkdown): CompiledMarkdown;
  /** Closes the file; pages kept in it can no longer be read. */
  close(): void;
}

/** Opens an empty spill file in `dir`. */
export function createHtmlSpill(dir: string): HtmlSpill {
  const scratch = openScratchFile(path.join(dir, `html-spill-${process.pid}-${randomUUID()}.tmp`));
  return {
    keep(compiled) {
      const location = scratch.append(Buffer.from(compiled.html, 'utf8'));
      const kept = { ...compiled };
      Object.defineProperty(kept, 'html', { enumerable: true, get: () => readScratch(location).toString('utf8') });
      return kept;
    },
    close: () => scratch.close(),
  };
}
