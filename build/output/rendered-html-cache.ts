// Each page's HTML kept on disk between builds, keyed by its view model and the theme's version: a new process
// whose pages did not change copies their HTML instead of rendering them with React (which it then never loads).
// The HTML stays on disk (build/keyed-lines-store.ts): a large site's pages are hundreds of megabytes, read back one
// page at a time, so memory holds only where each page lies.
import fs from 'node:fs/promises';
import { cacheVersion } from '../cache-version.ts';
import type { CompiledCache } from '../content/compiled-cache.ts';
import { openKeyedLinesStore } from '../keyed-lines-store.ts';

/**
 * The most pages a site may have for its pages' HTML to be kept between builds. What the cache spares a warm build is
 * mostly loading React and the theme, while every page a build renders costs its HTML escaped, appended to a scratch
 * file and copied into the cache: past a few hundred pages the cache costs a cold build more than it saves a warm one.
 */
export const RENDERED_HTML_CACHE_MAX_PAGES = 200;

/** HTML by view key (the hash of a page's view model that `renderChangedPages` computes). */
export type RenderedHtmlCache = CompiledCache<string>;

/** Loads the HTML a build of the same version and renderer stored in `files.renderedHtml`, else starts empty; undefined (and the file deleted) for a site of more than RENDERED_HTML_CACHE_MAX_PAGES pages. */
export async function loadRenderedHtmlCache(files: { renderedHtml: string; rootDir: string }, rendererVersion: string, pages: number): Promise<RenderedHtmlCache | undefined> {
  const file = files.renderedHtml;
  if (pages > RENDERED_HTML_CACHE_MAX_PAGES) {
    await fs.rm(file, { force: true });
    return undefined;
  }
  const store = await openKeyedLinesStore(file, `rendered html ${cacheVersion(files.rootDir)}:${rendererVersion}`);
  let stored = new Set(store.keys());
  let used = new Set<string>();
  let dirty = false;
  let hits = 0;
  return {
    get(key) {
      const html = pageHtml(store.read(key));
      if (html === undefined) {
        // Not a whole page (a hand edit, a damaged disk): rendered again, and stored anew, rather than written out.
        store.delete(key);
        return undefined;
      }
      if (!used.has(key)) {
        used.add(key);
        if (stored.has(key)) hits++;
      }
      return html;
    },
    set(key, html) {
      store.add(key, JSON.stringify(html));
      used.add(key);
      dirty = true;
    },
    get hits() {
      return hits;
    },
    async save(later) {
      // Only what this build used is kept, so the pages of an edited site's older versions drop out.
      const changed = dirty || used.size !== stored.size;
      const keys = [...used];
      stored = used;
      used = new Set();
      dirty = false;
      if (!changed) return;
      const write = () => store.rewrite(keys);
      if (later) later(file, write);
      else await write();
    },
  };
}

// A stored value as a page's HTML (a JSON string, so a line of the file holds no line break), or undefined when it is
// anything else than a whole page.
function pageHtml(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  let html: unknown;
  try {
    html = JSON.parse(value);
  } catch {
    return undefined;
  }
  return typeof html === 'string' && /^<!doctype html>/i.test(html) && /<\/html>\s*$/.test(html) ? html : undefined;
}
