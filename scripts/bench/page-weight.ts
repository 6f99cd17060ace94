// What a built page loads before the first interaction, measured as a host serves it (gzip -9): every
// script it names or modulepreloads with every chunk those import statically, its inline scripts, and its
// stylesheets. Shared by `npm run bench` and the page-weight test, so both count the same bytes.
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import * as cheerio from 'cheerio';

/** One page's first-load weight in bytes (gzip), and the module files it counted. */
export interface PageWeight {
  javascript: number;
  css: number;
  modules: string[];
}

/** The first-load targets of issue #13, in bytes (gzip). */
export const FIRST_LOAD_TARGETS = {
  /** JavaScript on every page except /search. */
  javascript: 12 * 1024,
  /** JavaScript + CSS on every page except /search (Starlight's typical page measured 25 KB here). */
  javascriptAndCss: 20 * 1024,
  /** JavaScript + CSS on /search, which loads React and its results at once. */
  searchPage: 100 * 1024,
} as const;

const gzipSize = (contents: string | Buffer) => zlib.gzipSync(contents, { level: 9 }).length;

// A module and every chunk it imports statically (esbuild writes `from"./chunks/x.js"` and `import"./x.js"`).
async function scriptClosure(outDir: string, file: string, seen: Set<string>): Promise<void> {
  if (seen.has(file)) return;
  seen.add(file);
  const code = await fs.readFile(path.join(outDir, file), 'utf8');
  for (const match of code.matchAll(/(?:^|[;}\s])(?:import|from)\s*["'](\.{1,2}\/[^"']+)["']/g)) {
    await scriptClosure(outDir, path.posix.join(path.posix.dirname(file), match[1]!), seen);
  }
}

/** Measures the page `file` (relative to `outDir`); `baseUrl` is stripped from asset URLs. */
export async function measurePageWeight(outDir: string, file: string, baseUrl = '/'): Promise<PageWeight> {
  const $ = cheerio.load(await fs.readFile(path.join(outDir, file), 'utf8'));
  const local = (url: string) => url.slice(baseUrl.length);
  const modules = new Set<string>();
  for (const element of $('script[src], link[rel=modulepreload]').toArray()) {
    await scriptClosure(outDir, local($(element).attr('src') ?? $(element).attr('href')!), modules);
  }
  const inline = $('script:not([src]):not([type="application/ld+json"])').map((_, element) => $(element).text()).get();
  const styles = $('link[rel=stylesheet]').map((_, element) => local($(element).attr('href')!)).get();
  const size = async (name: string) => gzipSize(await fs.readFile(path.join(outDir, name)));
  const sum = (sizes: number[]) => sizes.reduce((total, value) => total + value, 0);
  return {
    javascript: sum(await Promise.all([...modules].map(size))) + sum(inline.map(gzipSize)),
    css: sum(await Promise.all(styles.map(size))),
    modules: [...modules].sort(),
  };
}

/** Every HTML file under `outDir`, relative, with forward slashes. */
export async function builtPages(outDir: string): Promise<string[]> {
  return (await fs.readdir(outDir, { recursive: true }))
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}
