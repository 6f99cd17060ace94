// What a synthetic build wrote, for the page-weight targets of issue #16: the size of the whole output, and
// one typical page's HTML with its sidebar's share, so a page that grows with the site shows why.
import fs from 'node:fs/promises';
import path from 'node:path';
import * as cheerio from 'cheerio';

/** One page's HTML and the part of it its docs sidebar takes. */
export interface PageHtmlWeight {
  file: string;
  htmlBytes: number;
  /** Bytes of every docs sidebar in the page (one, since the drawer borrows it). */
  sidebarBytes: number;
  sidebarLinks: number;
}

/** A build output's weight. */
export interface OutputWeight {
  /** Bytes of every file written, HTML, search files, feeds and assets alike. */
  totalBytes: number;
  files: number;
  typicalPage: PageHtmlWeight;
}

/** Weighs the output in `outDir` and its page `pageFile` (relative, forward slashes). */
export async function measureOutputWeight(outDir: string, pageFile: string): Promise<OutputWeight> {
  const entries = await fs.readdir(outDir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  let totalBytes = 0;
  // Bounded concurrency: thousands of parallel stats would hit the open-file limit on some systems.
  for (let start = 0; start < files.length; start += 256) {
    const sizes = await Promise.all(files.slice(start, start + 256).map(async (file) => (await fs.stat(file)).size));
    totalBytes += sizes.reduce((sum, size) => sum + size, 0);
  }
  const html = await fs.readFile(path.join(outDir, pageFile), 'utf8');
  const $ = cheerio.load(html);
  const sidebars = $('nav.doc-sidebar');
  return {
    totalBytes,
    files: files.length,
    typicalPage: {
      file: pageFile,
      htmlBytes: Buffer.byteLength(html),
      sidebarBytes: sidebars.toArray().reduce((sum, sidebar) => sum + Buffer.byteLength($.html(sidebar)), 0),
      sidebarLinks: sidebars.find('a[href]').length,
    },
  };
}
