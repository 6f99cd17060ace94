// Reads the English docs and blog of a cheeriojs/cheerio checkout at one commit into an upstream lock. Knows both
// layouts the English site has had: Astro (website/src/content/{docs,blog}, since 2026-01) and Docusaurus
// (website/{docs,blog}). Only git's plumbing is used, so the checkout needs no work tree.
import { execFileSync } from 'node:child_process';
import { parse as parseYaml } from 'yaml';
import { englishSections } from './sections.ts';
import type { LockedFile, UpstreamLock } from './lock-file.ts';

/** Where each layout keeps its pages, and the files that hold its redirects and sidebar. */
const LAYOUTS = [
  { docs: 'website/src/content/docs/', blog: 'website/src/content/blog/', config: 'website/astro.config.mjs', sidebar: 'website/src/lib/docs-nav.ts', typedoc: 'website/typedoc.json', pages: 'website/src/pages/' },
  { docs: 'website/docs/', blog: 'website/blog/', config: 'website/docusaurus.config.ts', sidebar: undefined, typedoc: undefined, pages: 'website/src/pages/' },
] as const;

type Layout = (typeof LAYOUTS)[number];

/** Reads the checkout at `gitDir` at `ref` into a lock naming `repository` (the GitHub repository compare links go to). */
export function readUpstream(gitDir: string, ref: string, repository: string): UpstreamLock {
  const git = (...args: string[]) => execFileSync('git', ['-C', gitDir, ...args], { encoding: 'utf8', maxBuffer: 64 << 20 });
  const commit = git('rev-parse', '--verify', `${ref}^{commit}`).trim();
  const paths = git('ls-tree', '-r', '--name-only', commit, '--', 'website').split('\n').filter(Boolean);
  const layout = LAYOUTS.find((candidate) => paths.some((file) => file.startsWith(candidate.docs)));
  if (!layout) throw new Error(`${gitDir}（${ref}）：${LAYOUTS.map((candidate) => candidate.docs).join(' 和 ')} 下都没有英文文档`);
  const show = (file: string) => git('show', `${commit}:${file}`);
  const pageFiles = paths.filter((file) => /\.mdx?$/.test(file) && (isDocFile(layout, file) || file.startsWith(layout.blog)));
  const files = pageFiles.map((file): LockedFile => {
    const { data, body } = splitFrontMatter(show(file));
    const kind = file.startsWith(layout.blog) ? 'blog' : 'doc';
    const [lastCommit = '', lastDate = ''] = git('log', '-1', '--format=%H%x09%as', commit, '--', file).trim().split('\t');
    const title = stringValue(data.title) ?? firstHeading(body) ?? stringValue(data.sidebar_label) ?? file;
    return {
      path: file,
      kind,
      route: kind === 'blog' ? blogRoute(layout, file, data) : docRoute(layout, file, data),
      title,
      commit: lastCommit,
      date: lastDate,
      previousPaths: previousPaths(git, commit, file),
      sections: englishSections(body, [stringValue(data.title), stringValue(data.description)].filter(Boolean).join('\n')),
    };
  });
  const redirects = paths.includes(layout.config) ? astroRedirects(show(layout.config)) : {};
  const order = layout.sidebar && paths.includes(layout.sidebar) ? sidebarRoutes(show(layout.sidebar)) : [];
  const apiRoute = layout.typedoc && paths.includes(layout.typedoc) ? typedocRoute(show(layout.typedoc)) : undefined;
  return {
    repository,
    ref,
    commit,
    date: git('log', '-1', '--format=%as', commit).trim(),
    redirects,
    otherRoutes: staticPageRoutes(layout, paths),
    ...(apiRoute ? { api: { route: apiRoute } } : {}),
    files: sortFiles(files, order),
  };
}

function isDocFile(layout: Layout, file: string): boolean {
  if (!file.startsWith(layout.docs)) return false;
  const relative = file.slice(layout.docs.length);
  // The generated API reference and partials (`_name.md`) are not pages of their own.
  return !relative.startsWith('api/') && !relative.split('/').some((segment) => segment.startsWith('_'));
}

function splitFrontMatter(text: string): { data: Record<string, unknown>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(text);
  if (!match) return { data: {}, body: text };
  const data: unknown = parseYaml(match[1] ?? '');
  return { data: data && typeof data === 'object' ? (data as Record<string, unknown>) : {}, body: text.slice(match[0].length) };
}

function stringValue(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

function firstHeading(body: string): string | undefined {
  return /^#\s+(.+)$/m.exec(body)?.[1]?.trim();
}

function withoutExtension(file: string): string {
  return file.replace(/\.mdx?$/, '');
}

// A doc's route: its path under the docs folder (an `index` names its folder), or its front matter's slug.
function docRoute(layout: Layout, file: string, data: Record<string, unknown>): string {
  const slug = stringValue(data.slug);
  if (slug?.startsWith('/')) return `/docs${trimSlash(slug)}`;
  const id = withoutExtension(file.slice(layout.docs.length)).replace(/(^|\/)index$/, '');
  const folder = id.includes('/') ? id.slice(0, id.lastIndexOf('/') + 1) : '';
  return trimSlash(`/docs/${slug ? folder + slug : id}`);
}

// A post's route: its slug, else its file name (Docusaurus dated a post's URL from the file name's date).
function blogRoute(layout: Layout, file: string, data: Record<string, unknown>): string {
  const slug = stringValue(data.slug);
  if (slug) return `/blog/${slug.replace(/^\//, '')}`;
  const name = withoutExtension(file.slice(layout.blog.length));
  const dated = /^(\d{4})-(\d{2})-(\d{2})-(.+)$/.exec(name);
  return layout === LAYOUTS[1] && dated ? `/blog/${dated[1]}/${dated[2]}/${dated[3]}/${dated[4]}` : `/blog/${name}`;
}

function trimSlash(route: string): string {
  return route.length > 1 ? route.replace(/\/+$/, '') : route;
}

// Earlier paths of a file, from the renames `git log --follow` finds.
function previousPaths(git: (...args: string[]) => string, commit: string, file: string): string[] {
  const log = git('log', '--follow', '--name-status', '--format=', commit, '--', file);
  const renamed = log.split('\n').flatMap((line) => {
    const [status, from] = line.split('\t');
    return status?.startsWith('R') && from ? [from] : [];
  });
  return [...new Set(renamed)];
}

// The `redirects: { '/old': '/new/' }` block of the Astro config.
function astroRedirects(config: string): Record<string, string> {
  const block = /redirects:\s*\{([^}]*)\}/.exec(config)?.[1] ?? '';
  const redirects: Record<string, string> = {};
  for (const [, from, to] of block.matchAll(/['"](\/[^'"]*)['"]\s*:\s*['"](\/[^'"]*)['"]/g)) redirects[trimSlash(from!)] = trimSlash(to!);
  return redirects;
}

// The docs routes of the hand-written sidebar, in reading order.
function sidebarRoutes(sidebar: string): string[] {
  return [...sidebar.matchAll(/href:\s*['"](\/docs\/[^'"]*)['"]/g)].map((match) => trimSlash(match[1]!));
}

function typedocRoute(typedoc: string): string | undefined {
  const config = JSON.parse(typedoc) as { publicPath?: unknown; router?: unknown };
  // Only the "kind" router makes the `<kind>/<Name>` routes this site's API pages have too.
  return typeof config.publicPath === 'string' && config.router === 'kind' ? trimSlash(config.publicPath) : undefined;
}

// The English site's pages that are not docs or posts: the home page and the blog's index, from its page files.
function staticPageRoutes(layout: Layout, paths: string[]): string[] {
  return paths
    .filter((file) => file.startsWith(layout.pages) && /^[\w-]+(\/index)?\.(astro|tsx|jsx|mdx?)$/.test(file.slice(layout.pages.length)))
    .map((file) => trimSlash(`/${withoutExtension(file.slice(layout.pages.length)).replace(/\.(astro|tsx|jsx)$/, '').replace(/(^|\/)index$/, '')}`) || '/')
    .sort();
}

// Docs in the sidebar's order (unlisted docs after them, by path), then posts newest first.
function sortFiles(files: LockedFile[], sidebar: string[]): LockedFile[] {
  const rank = (file: LockedFile) => {
    const index = sidebar.indexOf(file.route);
    return index < 0 ? sidebar.length : index;
  };
  const docs = files.filter((file) => file.kind === 'doc').sort((a, b) => rank(a) - rank(b) || a.path.localeCompare(b.path));
  const posts = files.filter((file) => file.kind === 'blog').sort((a, b) => b.path.localeCompare(a.path));
  return [...docs, ...posts];
}
