// The nginx config the build writes as `_nginx.conf` (test/site/nginx.test.ts runs it in a real nginx).
import { describe, expect, test } from 'vitest';
import { IMMUTABLE, REVALIDATE } from '../../../build/output/headers-file.ts';
import { nginxConfig } from '../../../build/output/nginx-config.ts';
import type { RedirectStub } from '../../../build/output/redirect-stubs.ts';

const POLICY = "default-src 'self'; frame-ancestors 'self'";
const stub = (from: string, to: string): RedirectStub => ({ from, to, file: '', html: '' });
const redirects = [stub('/classes/Cheerio.html', '/docs/api/classes/Cheerio'), stub('/old', '/docs/intro#加载'), stub('/旧页面.html', '/docs/新页面')];

// The lines of the `location <match> { … }` block opened by exactly `header`, braces excluded.
function locationBlock(text: string, header: string): string[] {
  const lines = text.split('\n').map((line) => line.trim());
  const start = lines.indexOf(`${header} {`);
  if (start === -1) throw new Error(`no block "${header}"`);
  return lines.slice(start + 1, lines.indexOf('}', start));
}

// The directives directly inside `server {}`, nested blocks and comments left out.
function serverLevel(text: string): string[] {
  return text.split('\n').filter((line) => /^ {4}[a-z]/.test(line)).map((line) => line.trim());
}

describe('nginx config for a site at /', () => {
  const text = nginxConfig({ baseUrl: '/', redirects, contentSecurityPolicy: POLICY });

  test('is one commented server block with obvious placeholders for the port and the folder', () => {
    expect(text.split('\n')[0]).toMatch(/^# /);
    expect(text).toMatch(/\nserver \{\n[\s\S]*\n\}\n$/);
    expect(serverLevel(text)).toEqual(expect.arrayContaining([
      'listen 80;',
      'root /var/www/cheerio-zh;  # Placeholder: where dist/ lives.',
      'server_tokens off;',
      'charset utf-8;',
      'gzip on;',
      'absolute_redirect off;',
      'error_page 404 /404.html;',
    ]));
    expect(text).toMatch(/gzip_types [^;]*text\/css[^;]*application\/javascript[^;]*application\/json[^;]*image\/svg\+xml/);
  });

  test('serves /x from x.html or x/index.html, and / from index.html', () => {
    expect(text).toContain('    location / { try_files $uri $uri.html $uri/index.html =404; }\n');
    expect(text).toContain('    location = / { try_files /index.html =404; }\n');
    expect(text).toContain('    location = /index.html { return 301 /$is_args$args; }\n');
  });

  test('answers the old paths with 301s, with and without .html, keeping a #hash and encoding the Location', () => {
    expect(text).toContain('location = "/classes/Cheerio.html" { return 301 "/docs/api/classes/Cheerio$is_args$args"; }');
    expect(text).toContain('location = "/classes/Cheerio" { return 301 "/docs/api/classes/Cheerio$is_args$args"; }');
    expect(text).toContain(`location = "/old" { return 301 "/docs/intro#${encodeURIComponent('加载')}"; }`);
    expect(text).toContain(`location = "/旧页面.html" { return 301 "/docs/${encodeURIComponent('新页面')}$is_args$args"; }`);
    expect(text).toContain(`location = "/旧页面" { return 301 "/docs/${encodeURIComponent('新页面')}$is_args$args"; }`);
    expect(text.match(/return 301 "/g)).toHaveLength(5);
  });

  test('caches only /assets/ and /search/ data for a year, and sends the policy everywhere else', () => {
    const server = serverLevel(text);
    expect(server).toContain(`add_header Cache-Control "${REVALIDATE}" always;`);
    expect(server).toContain(`add_header Content-Security-Policy "${POLICY}" always;`);
    expect(server).not.toContainEqual(expect.stringContaining(IMMUTABLE));
    for (const folder of ['/assets/', '/search/']) {
      const block = locationBlock(text, `location ${folder}`);
      expect(block).toContain(`add_header Cache-Control "${IMMUTABLE}" always;`);
      expect(block).toContain('add_header X-Content-Type-Options "nosniff" always;');
      expect(block.join('\n')).not.toContain('Content-Security-Policy');
    }
    // The /search page itself is matched by `location /`, which keeps the server's headers.
    expect(text).not.toMatch(/location \/search \{/);
    expect(text.match(/immutable/g)).toHaveLength(2);
  });

  test('refuses the host-config files and dotfiles', () => {
    for (const file of ['_headers', '_redirects', '_nginx.conf']) expect(text).toContain(`location = /${file} { return 404; }`);
    expect(text).toContain('location ~ /\\. { return 404; }');
  });

  test('refuses a policy it cannot quote rather than writing a broken or injectable config', () => {
    for (const policy of ['default-src "self"', 'script-src $evil', "default-src 'self'\n}"]) {
      expect(() => nginxConfig({ baseUrl: '/', redirects: [], contentSecurityPolicy: policy })).toThrow(/cannot quote/);
    }
  });
});

test('refuses a base URL it would have to write unquoted with nginx syntax in it', () => {
  for (const baseUrl of ['/a;b/', '/a{b}/', '/a b/', '/a#b/', '/a%20b/']) {
    expect(() => nginxConfig({ baseUrl, redirects: [], contentSecurityPolicy: POLICY }), baseUrl).toThrow(/nginx config: base URL/);
  }
});

describe('nginx config for a site at /cheerio/', () => {
  const text = nginxConfig({ baseUrl: '/cheerio/', redirects, contentSecurityPolicy: POLICY });

  test('puts every location under the base URL; outside it only the slash redirect, /.well-known/ and 404', () => {
    const headers = text.split('\n').map((line) => line.trim()).filter((line) => line.startsWith('location '));
    const outside = headers.filter((line) => !/^location (= |~ \^(\(\?<page>)?)?"?\/cheerio\//.test(line));
    expect(outside).toEqual(['location ^~ /.well-known/ { try_files $uri =404; }', 'location ~ /\\. { return 404; }', 'location = /cheerio { return 301 /cheerio/$is_args$args; }', 'location / { return 404; }']);
    expect(text).toContain('error_page 404 /cheerio/404.html;');
    expect(text).toContain('location = /cheerio/ { try_files /cheerio/index.html =404; }');
    expect(text).toContain('location = "/cheerio/classes/Cheerio" { return 301 "/cheerio/docs/api/classes/Cheerio$is_args$args"; }');
    expect(locationBlock(text, 'location /cheerio/assets/')).toContain(`add_header Cache-Control "${IMMUTABLE}" always;`);
    expect(text).toContain('<root>/cheerio/');
  });
});
