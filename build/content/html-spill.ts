// Compiled pages' HTML kept in a scratch file (build/scratch-file.ts), not in memory, between compiling and
// rendering: a large site's bodies, most of what compiling yields, are read back one page at a time when their
// page is rendered or its compiled entry saved, instead of all being held at once. A kept page's `html` and
// searchable blocks are getters that read their bytes back. The same file keeps the body of each Markdown twin the
// build makes (`keepText`): every twin is held until llms-full.txt is written, and read once before. A smaller site
// keeps all of it in memory as text (`inMemory`) and opens no file: what the spill then spares is parsing the blocks'
// JSON and serializing the pages again for the compiled cache.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { CompiledMarkdown } from '../markdown/types.ts';
import { openScratchFile, readScratch, type ScratchFile, type ScratchLocation } from '../scratch-file.ts';
import { OWN_JSON } from './compiled-cache.ts';
import { SEARCH_JSON } from './compile-protocol.ts';

/** A scratch file of compiled pages' HTML. */
export interface HtmlSpill {
  /** The compiled page with its HTML and searchable blocks moved to the file; reading one reads it back. */
  keep(compiled: CompiledMarkdown): CompiledMarkdown;
  /** Moves any other text to the file (a Markdown twin's body); returns what reads it back. */
  keepText(text: string): () => string;
  /** Closes the file; pages kept in it can no longer be read. */
  close(): void;
}

// Where a kept page's fields lie in the file: its HTML as text, its searchable blocks as JSON (or the text itself,
// when the spill keeps it in memory).
interface SpilledFields {
  html: Kept;
  search: Kept;
}

// Text in the file, or the text itself.
type Kept = ScratchLocation | string;

function textOf(kept: Kept): string {
  return typeof kept === 'string' ? kept : readScratch(kept).toString('utf8');
}

// `JSON.stringify(kept)`, character for character, with the searchable blocks' JSON read from the file instead of read
// back, parsed and serialized again. A string, not a Buffer: a page's bytes on the heap are collected young, while a
// thousand pages' Buffers (memory outside the heap) piled up 80 MB before a collection.
function jsonWithSpilledFields(kept: CompiledMarkdown, spilled: SpilledFields): string {
  let json = '';
  for (const key of Object.keys(kept)) {
    const value = key === 'html' ? JSON.stringify(textOf(spilled.html))
      : key === 'search' ? textOf(spilled.search)
        : (JSON.stringify(kept[key as keyof CompiledMarkdown]) as string | undefined);
    // JSON.stringify leaves out a field whose value is undefined.
    if (value === undefined) continue;
    json += `${json === '' ? '{' : ','}${JSON.stringify(key)}:${value}`;
  }
  return `${json === '' ? '{' : json}}`;
}

/**
 * Opens an empty spill file in `dir` (when the first text goes to it). `inMemory` keeps every text in memory instead:
 * a site of up to a few thousand pages, whose search step and render step then read no file.
 */
export function createHtmlSpill(dir: string, { inMemory = false } = {}): HtmlSpill {
  let scratch: ScratchFile | undefined;
  const keep = (text: string): Kept =>
    inMemory ? text : (scratch ??= openScratchFile(path.join(dir, `html-spill-${process.pid}-${randomUUID()}.tmp`))).append(Buffer.from(text, 'utf8'));
  // The page whose searchable blocks were read last: reading its blocks and then its terms parses them once.
  let last: { spilled: SpilledFields; search: CompiledMarkdown['search'] } | undefined;
  const lastSearch = (spilled: SpilledFields) => {
    if (last?.spilled !== spilled) last = { spilled, search: JSON.parse(textOf(spilled.search)) as CompiledMarkdown['search'] };
    return last.search;
  };
  return {
    keep(compiled) {
      // Its fields as they are (a received page's searchable blocks are a getter that would parse them), but not the
      // blocks' JSON text, which goes to the file.
      const fields: PropertyDescriptorMap = Object.getOwnPropertyDescriptors(compiled);
      delete fields[SEARCH_JSON];
      const kept = Object.defineProperties({}, fields) as CompiledMarkdown;
      // The HTML waits as its text, read back as it is when its page is rendered; the searchable blocks as their JSON,
      // which the compiled cache copies as it is (OWN_JSON). No closure here may name `compiled`: it would keep the
      // page's text alive, which is what the file is for. A page from a compile worker brings its blocks' JSON text:
      // kept as it came, never parsed here.
      const searchJson = (compiled as Partial<Record<typeof SEARCH_JSON, string>>)[SEARCH_JSON] ?? JSON.stringify(compiled.search);
      const spilled: SpilledFields = { html: keep(compiled.html), search: keep(searchJson) };
      Object.defineProperty(kept, 'html', { enumerable: true, get: () => textOf(spilled.html) });
      // The searchable blocks and their terms, which the search step reads page by page, each a few times over.
      Object.defineProperty(kept, 'search', { enumerable: true, get: () => lastSearch(spilled) });
      Object.defineProperty(kept, OWN_JSON, { value: () => jsonWithSpilledFields(kept, spilled) });
      return kept;
    },
    keepText(text) {
      const kept = keep(text);
      return () => textOf(kept);
    },
    close: () => {
      last = undefined;
      scratch?.close();
    },
  };
}
