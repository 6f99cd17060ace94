// rehype-raw-html-policy: warns about raw HTML that would run code. Content arrives in translators' pull
// requests, and the Content-Security-Policy blocks scripts, inline handlers and javascript: URLs in the
// browser anyway, so such markup is either an attack or dead; the warning (an error with --strict) makes a
// reviewer look. The markup itself is left as written: the policy, not this plugin, keeps readers safe.
import type { Element, Root } from 'hast';
import { visit } from '../visit-parents.ts';
import type { VFile } from 'vfile';
import { reportMarkdownWarning } from './markdown-warnings.ts';

/** What counts as markup that runs code or embeds another document. */
export interface Options {
  /** Elements that are never allowed; by default script, iframe, object, embed, frame and frameset. */
  forbiddenElements?: readonly string[];
}

const defaultForbiddenElements = ['script', 'iframe', 'object', 'embed', 'frame', 'frameset'];
// hast property names of the attributes that hold a URL a browser may navigate to or load.
const urlProperties = ['href', 'src', 'action', 'formAction', 'xLinkHref', 'data', 'poster', 'cite'];
// Browsers strip leading spaces and control characters, and tabs or newlines anywhere, before the scheme.
const javascriptUrl = /^[\u0000-\u0020]*j[\t\n\r]*a[\t\n\r]*v[\t\n\r]*a[\t\n\r]*s[\t\n\r]*c[\t\n\r]*r[\t\n\r]*i[\t\n\r]*p[\t\n\r]*t[\t\n\r]*:/i;

function eventHandlers(node: Element): string[] {
  // hast names `onclick` as `onClick`; the lower-case form survives on elements hast does not know.
  return Object.keys(node.properties).filter((name) => /^on[A-Za-z]/.test(name)).map((name) => name.toLowerCase());
}

/** Warns, with the line and column, about each forbidden element, inline event handler and javascript: URL. */
export function rehypeRawHtmlPolicy(options: Options = {}) {
  const forbidden = new Set(options.forbiddenElements ?? defaultForbiddenElements);
  return (tree: Root, file: VFile) => {
    visit(tree, 'element', (node) => {
      const tag = `<${node.tagName}>`;
      if (forbidden.has(node.tagName)) {
        reportMarkdownWarning(file, 'raw-html', `内容中不允许原始 HTML ${tag}（内容安全策略会拦截它），请删除`, node);
      }
      for (const handler of eventHandlers(node)) {
        reportMarkdownWarning(file, 'raw-html', `内容中不允许 ${tag} 上的内联事件处理器 ${handler}=（内容安全策略会拦截它），请删除`, node);
      }
      for (const name of urlProperties) {
        const value = node.properties[name];
        if (typeof value === 'string' && javascriptUrl.test(value)) {
          reportMarkdownWarning(file, 'raw-html', `内容中不允许 ${tag} 里的 javascript: 网址（内容安全策略会拦截它），请改为链接到页面`, node);
        }
      }
    });
  };
}
