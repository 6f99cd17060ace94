// Maps a site path onto the output folder the way a "pretty URLs, no trailing slash" static host does.
import type { Stats } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { HOST_CONFIG_FILES } from '../output/host-files.ts';

/** What a site path resolves to: a file inside the root, a redirect to its normal form, or nothing. */
export type SitePathResolution =
  | { kind: 'file'; file: string; sitePath: string; stats: Stats }
  | { kind: 'redirect'; sitePath: string }
  | { kind: 'not-found' };

/**
 * Resolves a decoded, already validated path relative to the site root (`''`, `docs/intro`, `docs/`,
 * `assets/app.js`). Redirect targets are relative too, without a leading slash (`''` is the home page).
 */
export async function resolveSitePath(root: string, sitePath: string): Promise<SitePathResolution> {
  const realRoot = await realpath(root).catch(() => undefined);
  if (realRoot === undefined) return { kind: 'not-found' };
  const find = (candidate: string) => findFile(root, realRoot, candidate);

  // `/x/` → `/x`: trailing slashes are removed, never added.
  if (sitePath.endsWith('/')) {
    const page = sitePath.slice(0, -1);
    return (await findPage(find, page)) ? { kind: 'redirect', sitePath: page } : { kind: 'not-found' };
  }
  // `/x.html`, `/x/index.html` and `/index.html` → `/x` and `/`, when that file really exists.
  if (sitePath.endsWith('.html')) {
    const normal = sitePath === 'index.html' ? '' : sitePath.replace(/(\/index)?\.html$/, '');
    return (await find(sitePath)) ? { kind: 'redirect', sitePath: normal } : { kind: 'not-found' };
  }
  const found = (sitePath === '' ? undefined : await find(sitePath)) ?? (await findPage(find, sitePath));
  return found ? { kind: 'file', ...found } : { kind: 'not-found' };
}

type FoundFile = { file: string; sitePath: string; stats: Stats };
type FindFile = (sitePath: string) => Promise<FoundFile | undefined>;

// A page `x` is written as `x.html`, or as `x/index.html` for a folder's own page.
async function findPage(find: FindFile, page: string): Promise<FoundFile | undefined> {
  if (page === '') return find('index.html');
  return (await find(`${page}.html`)) ?? (await find(`${page}/index.html`));
}

/** Finds a regular file at an exact site path (like `404.html`) inside the root, or undefined. */
export async function findSiteFile(root: string, sitePath: string): Promise<FoundFile | undefined> {
  const realRoot = await realpath(root).catch(() => undefined);
  return realRoot === undefined ? undefined : findFile(root, realRoot, sitePath);
}

// Finds a regular file at a site path, following symlinks only while they stay inside the root.
async function findFile(root: string, realRoot: string, sitePath: string): Promise<FoundFile | undefined> {
  if (isHidden(sitePath)) return undefined;
  const candidate = path.resolve(root, sitePath);
  if (!isInside(path.resolve(root), candidate)) return undefined;
  try {
    // The lexical check above cannot see symlinks; the real path must stay inside the real root too.
    const file = await realpath(candidate);
    if (!isInside(realRoot, file)) return undefined;
    const stats = await stat(file);
    return stats.isFile() ? { file, sitePath, stats } : undefined;
  } catch {
    return undefined;
  }
}

// Dotfiles (`.git`, `.env`) and the redirects table are build plumbing, not pages; static hosts hide them.
function isHidden(sitePath: string): boolean {
  return HOST_CONFIG_FILES.includes(sitePath) || sitePath.split('/').some((segment) => segment.startsWith('.'));
}

function isInside(folder: string, candidate: string): boolean {
  return candidate.startsWith(folder.endsWith(path.sep) ? folder : folder + path.sep);
}
