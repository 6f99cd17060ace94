// One owner per output file: the pages, the files the build generates, the redirect stubs and the files of static/
// are claimed in one table before anything is written, so no one silently writes over another. The first claimant
// (in that order) keeps the file; a later one is a warning naming both (an error under --strict) and is not written.
import path from 'node:path';
import { feedFilePaths } from '../blog/feeds.ts';
import type { LoadedConfig } from '../config/load-config.ts';
import type { SourceLocation, WarningCollector } from '../diagnostics.ts';
import { markdownTwinPath } from '../pages/page-source.ts';
import { pageKindOf } from '../pages/registry.ts';
import type { RouteEntry, RouteGraph } from '../routes/route-graph.ts';
import { fileForRoute } from './output-folder.ts';
import { CONTENT_HASHED_FOLDERS, HOST_CONFIG_FILES } from './host-files.ts';
import type { RedirectStub } from './redirect-stubs.ts';

/** What claims output files: the route graph, the config (for the redirects' lines), the stubs and static/'s files. */
export interface OutputClaimants {
  graph: RouteGraph;
  loaded: LoadedConfig;
  stubs: RedirectStub[];
  staticDir: string;
  /** Files under static/ as site paths (`/img/logo.svg`). */
  staticFiles: Iterable<string>;
}

// The files the build writes whatever the content holds, beside the pages (search/ and assets/ names carry hashes).
const GENERATED_FILES = ['sitemap.xml', 'robots.txt', 'llms.txt', 'llms-full.txt', ...HOST_CONFIG_FILES];

/** The redirect stubs that own their files; warns once for each file a second claimant asked for. */
export function claimOutputFiles({ graph, loaded, stubs, staticDir, staticFiles }: OutputClaimants, warnings: WarningCollector): RedirectStub[] {
  const owners = new Map<string, string>();
  const claim = (file: string, owner: string, location: SourceLocation): boolean => {
    const first = owners.get(file);
    if (first === undefined) {
      owners.set(file, owner);
      return true;
    }
    warnings.add({ code: 'output-collision', ...location, message: `${owner}会写到 ${file}，但这已是${first}的文件；略过${owner}` });
    return false;
  };
  const configLocation = (keyPath: (string | number)[]): SourceLocation => {
    const line = loaded.lineOf(keyPath);
    return { file: loaded.file, key: keyPath.join('.'), ...(line ? { line } : {}) };
  };
  for (const entry of graph.routes.values()) {
    const source = sourceOf(entry);
    claim(fileForRoute(entry.route), `页面 ${entry.route}（${source}）`, { file: source });
    if (pageKindOf(entry).markdownTwin(entry)) claim(markdownTwinPath(entry.route).slice(1), `${entry.route} 的 Markdown 副本（${source}）`, { file: source });
  }
  claim('404.html', 'the 404 page', { file: loaded.file });
  const generated = [...GENERATED_FILES, ...(graph.blog ? feedFilePaths(graph.blog.route) : [])];
  for (const file of generated) claim(file, `构建生成的 ${file}`, { file: loaded.file });
  const kept = stubs.filter((stub, index) => claim(stub.file, `从 ${stub.from} 的重定向（${path.basename(loaded.file)} redirects.${index}.from）`, configLocation(['redirects', index, 'from'])));
  // Left out by the writer, which copies no static file over one the build wrote, nor into a folder of hashed files.
  for (const file of staticFiles) {
    const relative = file.slice(1);
    const location = { file: path.join(staticDir, ...relative.split('/')) };
    const folder = relative.split('/')[0]!;
    if (relative.includes('/') && CONTENT_HASHED_FOLDERS.includes(folder)) {
      warnings.add({ code: 'output-collision', ...location, message: `略过 static/${relative}：${folder}/ 只存放构建生成、文件名带内容哈希的文件，托管方会缓存一年；请把它移到别的目录` });
    } else {
      claim(relative, `static/${relative}`, location);
    }
  }
  return kept;
}

function sourceOf(entry: RouteEntry): string {
  if ('file' in entry) return entry.file.sourceFile;
  if (entry.kind === 'category') return entry.category.sourceFile;
  return `生成的页面 ${entry.route}`;
}
