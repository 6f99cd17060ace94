// Reports internal links, images and anchors that point nowhere, with the source file and line.
import type { WarningCollector } from '../diagnostics.ts';
import { compiledPage } from '../markdown/compiled-page.ts';
import { isSourcedRoute, type RouteGraph } from './route-graph.ts';

/** Checks every internal reference of every Markdown page; `files` are other site paths that exist (static files). */
export function checkLinks(graph: RouteGraph, files: ReadonlySet<string>, warnings: WarningCollector): void {
  const idSets = new Map<string, ReadonlySet<string>>();
  const idsOf = (route: string): ReadonlySet<string> | undefined => {
    const entry = graph.routes.get(route);
    if (!entry) return undefined;
    if (!isSourcedRoute(entry)) return new Set();
    let ids = idSets.get(route);
    if (!ids) idSets.set(route, (ids = new Set(compiledPage(entry).ids)));
    return ids;
  };
  for (const entry of graph.routes.values()) {
    if (!isSourcedRoute(entry)) continue;
    for (const reference of compiledPage(entry).references) {
      const hashIndex = reference.target.indexOf('#');
      const pathPart = hashIndex < 0 ? reference.target : reference.target.slice(0, hashIndex);
      const anchor = hashIndex < 0 ? '' : decodeSafely(reference.target.slice(hashIndex + 1));
      const targetRoute = pathPart === '' ? entry.route : decodeSafely(pathPart.split('?')[0]!).replace(/\/$/, '') || '/';
      const location = { file: entry.file.sourceFile, line: reference.line, column: reference.column };
      if (reference.kind === 'image' || (!graph.routes.has(targetRoute) && files.has(targetRoute))) {
        if (!files.has(targetRoute) && !graph.routes.has(targetRoute)) {
          warnings.add({ code: 'missing-static-file', ...location, message: `图片或文件 ${reference.target} 不在 static/ 中` });
        }
        continue;
      }
      const ids = idsOf(targetRoute);
      if (!ids) {
        warnings.add({ code: 'broken-link', ...location, message: `链接 ${reference.target} 失效：没有路由为 ${targetRoute} 的页面` });
      } else if (anchor && !ids.has(anchor)) {
        warnings.add({ code: 'broken-anchor', ...location, message: `链接 ${reference.target} 失效：页面 ${targetRoute} 中没有 id 为 "${anchor}" 的元素` });
      }
    }
  }
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
