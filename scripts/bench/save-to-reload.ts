// Measures save-to-reload: from writing a doc to the dev server's `reload` event for that page.
import fs from 'node:fs/promises';
import { LIVE_RELOAD_PATH } from '../../theme/lib/constants.ts';
import { connectEventStream, type StreamEvent } from './event-stream.ts';
import { sleep } from './http-probe.ts';

/** What to edit and how often. */
export interface SaveToReloadOptions {
  /** Dev server base URL with a trailing slash. */
  url: string;
  /** The doc file to append to; must be a throw-away copy. */
  file: string;
  /** The route that file renders to, e.g. `/docs/intro`. */
  route: string;
  edits: number;
  /** chokidar drops a second change of one file within 50 ms; 200 ms keeps each edit its own rebuild. */
  spacingMs: number;
}

const RELOAD_TIMEOUT_MS = 30_000;

/**
 * Whether a stream event reloads `route`. A reload for another reason (say, someone saving a theme file)
 * must not be taken for ours; `*` means everything was rebuilt, which includes our page.
 */
export function reloadsRoute(event: StreamEvent, route: string): boolean {
  if (event.type !== 'reload') return false;
  const { changedRoutes = [] } = JSON.parse(event.data) as { changedRoutes?: string[] };
  return changedRoutes.includes(route) || changedRoutes.includes('*');
}

/** Appends a harmless line `edits` times and returns each write-to-reload time in milliseconds. */
export async function measureSaveToReload(options: SaveToReloadOptions): Promise<number[]> {
  const stream = await connectEventStream(new URL(LIVE_RELOAD_PATH.slice(1), options.url).href);
  try {
    const samples: number[] = [];
    for (let edit = 1; edit <= options.edits; edit++) {
      const writtenAt = performance.now();
      await fs.appendFile(options.file, `\n基准测试追加的第 ${edit} 行。\n`);
      const errorOrReload = await stream.waitFor(writtenAt, (event) => event.type === 'error' || reloadsRoute(event, options.route), RELOAD_TIMEOUT_MS);
      if (errorOrReload.type === 'error') throw new Error(`dev rebuild failed: ${errorOrReload.data}`);
      samples.push(errorOrReload.receivedAt - writtenAt);
      await sleep(Math.max(0, options.spacingMs - (performance.now() - writtenAt)));
    }
    return samples;
  } finally {
    stream.close();
  }
}
