// Redirects from old paths: HTML stubs for any static host, plus a `_redirects` file for hosts that read one.
import type { LoadedConfig } from '../config/load-config.ts';
import type { WarningCollector } from '../diagnostics.ts';
import { withBaseUrl } from '../../theme/lib/url.ts';
import { scriptHash } from './content-security-policy.ts';

/** One redirect with its stub file path relative to the output folder. */
export interface RedirectStub {
  from: string;
  to: string;
  file: string;
  html: string;
}

/** Builds the stubs; a redirect to a route that does not exist is a warning naming the config line. */
export function buildRedirectStubs(loaded: LoadedConfig, routeExists: (route: string) => boolean, warnings: WarningCollector): RedirectStub[] {
  const { baseUrl, url } = loaded.config;
  return loaded.config.redirects.map(({ from, to }, index) => {
    const targetRoute = to.split('#')[0]!;
    if (!routeExists(targetRoute)) {
      const line = loaded.lineOf(['redirects', index, 'to']);
      warnings.add({ code: 'broken-redirect', file: loaded.file, key: `redirects.${index}.to`, ...(line ? { line } : {}), message: `从 ${from} 重定向到的 ${to} 不是一个页面` });
    }
    const target = withBaseUrl(baseUrl, to);
    const canonical = new URL(target, url).href;
    const file = (from.endsWith('.html') ? from : `${from}.html`).slice(1);
    return { from, to, file, html: redirectHtml(target, canonical) };
  });
}

/** The HTML of a redirect stub: meta refresh for no-JS, `location.replace` to keep the hash, canonical and noindex. */
export function redirectHtml(target: string, canonical: string): string {
  const attribute = escapeHtml(target);
  const script = `location.replace(${JSON.stringify(target).replace(/</g, '\\u003c')}+location.hash)`;
  // The stub loads nothing and runs only its own one-line script.
  const policy = `default-src 'none'; script-src ${scriptHash(script)}; base-uri 'none'; form-action 'none'`;
  return `<!doctype html><html lang="zh-Hans" dir="ltr"><head><meta charset="utf-8">`
    + `<meta http-equiv="Content-Security-Policy" content="${policy}"><title>页面已移动</title>`
    + `<meta name="robots" content="noindex"><link rel="canonical" href="${escapeHtml(canonical)}">`
    + `<meta http-equiv="refresh" content="0; url=${attribute}">`
    + `<script>${script}</script>`
    + `</head><body><p>此页面已移动到 <a href="${attribute}">${escapeHtml(target)}</a>。</p></body></html>\n`;
}

/** The `_redirects` file (Netlify / Cloudflare Pages format) with real 301s, with and without `.html`. */
export function redirectsFile(stubs: RedirectStub[], baseUrl: string): string {
  const lines = stubs.flatMap(({ from, to }) => {
    const target = withBaseUrl(baseUrl, to);
    const withoutHtml = from.replace(/\.html$/, '');
    return [`${withBaseUrl(baseUrl, from)} ${target} 301`, ...(withoutHtml !== from ? [`${withBaseUrl(baseUrl, withoutHtml)} ${target} 301`] : [])];
  });
  return `${lines.join('\n')}\n`;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
