// `_nginx.conf`: an nginx `server {}` block that serves the built site the way the preview server does (pretty
// URLs, trailing slashes removed, the old paths as real 301s, the not-found page with status 404), with the
// same cache lifetimes and security headers as `_headers`.
import { baseUrlProblem } from '../config/schema.ts';
import { escapeLocation, parseRedirectsFile, safeDecode } from './redirects-file.ts';
import { HOST_CONFIG_FILES } from './host-files.ts';
import { IMMUTABLE, REVALIDATE, SECURITY_HEADERS } from './headers-file.ts';
import { redirectsFile, type RedirectStub } from './redirect-stubs.ts';

/** What the nginx config is made from. */
export interface NginxConfigOptions {
  /** The site's base URL, like `/` or `/cheerio/`. */
  baseUrl: string;
  /** The redirects the build writes stubs and `_redirects` lines for. */
  redirects: RedirectStub[];
  /** The header form of the Content-Security-Policy. */
  contentSecurityPolicy: string;
}

// Types from /etc/nginx/mime.types worth compressing and labelling UTF-8 (text/html is always both).
const TEXT_TYPES = 'text/css text/plain text/markdown text/xml text/javascript application/javascript application/json application/xml application/rss+xml application/atom+xml image/svg+xml';

/** The text of an nginx `server {}` block for the site, to save as e.g. /etc/nginx/conf.d/cheerio-zh.conf. */
export function nginxConfig({ baseUrl, redirects, contentSecurityPolicy }: NginxConfigOptions): string {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  // The base stands unquoted below; the config schema and --base-url already refuse what could break out.
  const problem = baseUrlProblem(base);
  if (problem) throw new Error(`nginx config: base URL ${JSON.stringify(baseUrl)} ${problem}`);
  const prefix = escapeRegex(base);
  const headers = (pairs: [string, string][]) => pairs.map(([name, value]) => `add_header ${name} ${quote(value)} always;`);
  const pageHeaders = headers([['Cache-Control', REVALIDATE], ...SECURITY_HEADERS, ['Content-Security-Policy', contentSecurityPolicy]]);
  const hashedHeaders = headers([['Cache-Control', IMMUTABLE], ...SECURITY_HEADERS]);
  // The very lines of `_redirects`, so the two host configs can never disagree.
  const rules = parseRedirectsFile(redirectsFile(redirects, baseUrl));

  const lines = [
    `# nginx config for the site built into dist/ (written by the build; regenerate rather than edit).`,
    `# Copy dist/ to the folder named by \`root\`${base === '/' ? '' : ` plus the base URL (here: <root>${base})`},`,
    `# save this file as /etc/nginx/conf.d/cheerio-zh.conf, then run \`nginx -t && nginx -s reload\`.`,
    'server {',
    block([
      'listen 80;',
      'server_name _;  # Your host name.',
      'root /var/www/cheerio-zh;  # Placeholder: where dist/ lives.',
      '',
      'server_tokens off;',
      'charset utf-8;',
      `charset_types ${TEXT_TYPES};`,
      '# Redirects name the path only, so they work behind proxies and on any port.',
      'absolute_redirect off;',
      'gzip on;',
      'gzip_vary on;',
      `gzip_types ${TEXT_TYPES};`,
      '',
      '# Pages and files without a content hash: revalidate every time; security headers and the policy on all.',
      '# (`add_header` in a location replaces these, so /assets/ below can leave the policy out.)',
      ...pageHeaders,
      '',
      '# Unknown paths answer 404 with the not-found page, which only nginx itself may ask for.',
      `error_page 404 ${base}404.html;`,
      `location = ${base}404.html { internal; }`,
      '',
      '# Host-config files and dotfiles are build plumbing, not pages.',
      ...HOST_CONFIG_FILES.map((file) => `location = ${base}${file} { return 404; }`),
      '# …except /.well-known/ (ACME challenges of certbot\'s webroot mode and the like).',
      'location ^~ /.well-known/ { try_files $uri =404; }',
      'location ~ /\\. { return 404; }',
      '',
      ...(rules.length > 0 ? ['# Old paths: permanent redirects, before any file lookup.'] : []),
      // nginx matches `location =` against the decoded path.
      ...rules.map(({ from, to, status }) => `location = ${quote(safeDecode(from))} { return ${status} ${withQuery(escapeLocation(to))}; }`),
      ...(rules.length > 0 ? [''] : []),
      '# `/x.html`, `/x/index.html` → `/x` and `/x/` → `/x`, when that page exists: trailing slashes are off. `rewrite`',
      '# rather than `return`: it percent-encodes what it captured from the decoded path (a Chinese page\'s Location),',
      '# and keeps the query string.',
      `location = ${base}index.html { return 301 ${escapeLocation(base)}$is_args$args; }`,
      `location ~ ^(?<page>${prefix}.*?)(/index)?\\.html$ {`,
      block([`if (-f $request_filename) { rewrite ^(${prefix}.*?)(?:/index)?\\.html$ $1 permanent; }`, 'return 404;']),
      '}',
      `location ~ ^(?<page>${prefix}.+)/$ {`,
      block([
        `if (-f $document_root$page.html) { rewrite ^(${prefix}.+)/$ $1 permanent; }`,
        `if (-f $document_root$page/index.html) { rewrite ^(${prefix}.+)/$ $1 permanent; }`,
        'return 404;',
      ]),
      '}',
      '',
      '# Content-hashed files (bundles, styles, the playground worker, search data): cached for a year. No',
      '# Content-Security-Policy here: on the worker script it would bind the worker that runs reader code.',
      ...['assets/', 'search/'].flatMap((folder) => [
        `location ${base}${folder} {`,
        block([...hashedHeaders, 'try_files $uri =404;']),
        '}',
      ]),
      '',
      '# Markdown twins of the pages (`/x.md`): mime.types has no entry for Markdown.',
      `location ~ ^${prefix}.*\\.md$ {`,
      block(['types { }', 'default_type text/markdown;', 'try_files $uri =404;']),
      '}',
      '',
      '# The home page, and `/x` from x.html (or x/index.html for a folder\'s own page).',
      `location = ${base} { try_files ${base}index.html =404; }`,
      `location ${base} { try_files $uri $uri.html $uri/index.html =404; }`,
      ...(base === '/' ? [] : [
        '',
        '# Outside the base URL there is nothing; the bare base path gets its slash.',
        `location = ${base.slice(0, -1)} { return 301 ${escapeLocation(base)}$is_args$args; }`,
        'location / { return 404; }',
      ]),
    ]),
    '}',
  ];
  return `${lines.join('\n')}\n`;
}

function block(lines: string[]): string {
  return lines.join('\n').replace(/^(?=.)/gm, '    ');
}

// A double-quoted nginx string; `$` would start a variable and has no escape, so it is refused.
function quote(value: string): string {
  if (/[$"\\\u0000-\u001f]/.test(value)) throw new Error(`nginx config: cannot quote ${JSON.stringify(value)}`);
  return `"${value}"`;
}

// The quoted target; the query string travels along unless the target has its own or a `#hash` that must stay last.
function withQuery(target: string): string {
  return /[?#]/.test(target) ? quote(target) : `"${quote(target).slice(1, -1)}$is_args$args"`;
}

function escapeRegex(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');
}
