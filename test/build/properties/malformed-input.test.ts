// Property-based tests: random and malformed Markdown, front matter and config either build or fail with a
// BuildError that names the file — never another exception, never a hang, never a partial output folder.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { parseConfig } from '../../../build/config/load-config.ts';
import { baseUrlProblem } from '../../../build/config/schema.ts';
import { splitFrontMatter } from '../../../build/content/front-matter.ts';
import { BuildError } from '../../../build/diagnostics.ts';
import { buildSite } from '../../../build/index.ts';
import { createMarkdownCompiler } from '../../../build/markdown/compile-markdown.ts';
import { nginxConfig } from '../../../build/output/nginx-config.ts';
import { baseConfig, createFixtureSite, repoRoot } from '../../helpers/fixture-site.ts';
import { atPort, nginxRefusal } from '../../helpers/nginx.ts';

// Pieces Markdown and YAML give meaning to, mixed with arbitrary text, so the generator reaches the parsers'
// interesting corners instead of producing only plain paragraphs.
const markdownPiece = fc.oneof(
  fc.string(),
  fc.constantFrom('# ', '## 标题 {#', '{#id}', ':::', ':::tip', ':::note[', '::doc-card-list', '```', '```js title="a.js" {1,3-', '```ts live\n',
    '[链接](', '](./x.md#', '![图](/img/', '<details>', '</div>', '<!-- truncate -->', '| a | b |\n|---|', '- [ ] ', '> ', '\n', '\n\n', '`', '**粗体', '中文'),
);
const markdown = fc.array(markdownPiece, { maxLength: 40 }).map((pieces) => pieces.join(''));
const yamlPiece = fc.oneof(
  fc.string(),
  fc.constantFrom('title: ', 'sidebar_position: ', 'slug: /', 'tags: [', 'draft: ', 'unknown: 1', ': ', '- ', '  ', '"', "'", '\n', '{', '[', '#', '&a', '*a', '!!binary', '中文'),
);
const yaml = fc.array(yamlPiece, { maxLength: 30 }).map((pieces) => pieces.join(''));

function expectBuildErrorNamingFile(error: unknown, file: string): void {
  expect(error).toBeInstanceOf(BuildError);
  expect((error as BuildError).location.file).toContain(file);
}

describe('malformed input', () => {
  test('any Markdown compiles, or fails with a BuildError naming the file', async () => {
    const compile = await createMarkdownCompiler({ baseUrl: '/', routeForSourceFile: () => undefined });
    await fc.assert(fc.asyncProperty(markdown, async (source) => {
      try {
        const result = await compile({ source, filePath: '/site/content/docs/random.md' });
        expect(typeof result.html).toBe('string');
      } catch (error) {
        expectBuildErrorNamingFile(error, 'random.md');
      }
    }), { numRuns: 150 });
  });

  test('any front matter parses, or fails with a BuildError naming the file', () => {
    fc.assert(fc.property(yaml, fc.string(), (frontMatter, body) => {
      try {
        splitFrontMatter(`---\n${frontMatter}\n---\n${body}`, 'content/docs/random.md');
      } catch (error) {
        expectBuildErrorNamingFile(error, 'random.md');
      }
    }), { numRuns: 300 });
  });

  test('any site config parses, or fails with a BuildError naming the file and a key or line', () => {
    const config = fc.oneof(yaml, fc.tuple(fc.nat(baseConfig.length), yaml).map(([at, inserted]) => baseConfig.slice(0, at) + inserted + baseConfig.slice(at)));
    fc.assert(fc.property(config, (text) => {
      try {
        parseConfig(text, 'content/site.config.yaml');
      } catch (error) {
        expectBuildErrorNamingFile(error, 'site.config.yaml');
        const { line, key } = (error as BuildError).location;
        expect(line !== undefined || key !== undefined).toBe(true);
      }
    }), { numRuns: 300 });
  });

  test('a whole build with a random page either succeeds or leaves the previous output untouched', async () => {
    const siteDir = await createFixtureSite({ 'content/docs/intro.md': '# 简介\n' });
    const outDir = path.join(siteDir, 'dist');
    await buildSite({ rootDir: repoRoot, siteDir, outDir });
    await fc.assert(fc.asyncProperty(yaml, markdown, async (frontMatter, body) => {
      const before = await fs.readFile(path.join(outDir, 'docs/intro.html'), 'utf8');
      await fs.writeFile(path.join(siteDir, 'content/docs/random.md'), `---\n${frontMatter}\n---\n${body}`);
      try {
        await buildSite({ rootDir: repoRoot, siteDir, outDir });
      } catch (error) {
        expectBuildErrorNamingFile(error, path.join('content', 'docs'));
        expect(await fs.readFile(path.join(outDir, 'docs/intro.html'), 'utf8')).toBe(before);
      }
    }), { numRuns: 6 });
  }, 120_000);

  test('a build with random redirects, tags, slugs and base URLs succeeds writing only into its output folder, or fails naming a file', async () => {
    // What paths and names are made of, and what has broken them before: dots, percent signs, quotes, dollars,
    // doubled slashes, spaces, control characters, long Chinese names.
    const namePiece = fc.oneof(fc.string({ maxLength: 4 }), fc.constantFrom('/', '//', '..', '.', '/../', '%', '%2e', '$', '"', "'", ' ', '\\', '?', '#', ';', '{', '}', '\u0000', '\u202e', 'İ', '中文'.repeat(40), 'index', '404', 'sitemap.xml', 'a'));
    const name = fc.array(namePiece, { maxLength: 6 }).map((pieces) => pieces.join(''));
    // The site sits alone in a folder of its own, so a write that escapes its output folder shows there.
    const container = await fs.mkdtemp(path.join(os.tmpdir(), 'cheerio-site-contained-'));
    const siteDir = path.join(container, 'site');
    await fs.rename(await createFixtureSite({ 'content/docs/intro.md': '# 简介\n' }), siteDir);
    const outDir = path.join(siteDir, 'dist');
    await buildSite({ rootDir: repoRoot, siteDir, outDir });
    const entriesBefore = (await fs.readdir(siteDir)).sort();
    await fc.assert(fc.asyncProperty(name, name, name, name, async (redirectFrom, baseUrl, tag, slug) => {
      // A function, not a string: `$` in the value would otherwise be a replacement pattern (`$\``, `$&`).
      const config = baseConfig.replace('baseUrl: /', () => `baseUrl: ${JSON.stringify(`/${baseUrl}/`.replace(/^\/+/, '/'))}`)
        + `redirects:\n  - { from: ${JSON.stringify(`/${redirectFrom}`)}, to: /docs/intro }\n`;
      await fs.writeFile(path.join(siteDir, 'content/site.config.yaml'), config);
      await fs.mkdir(path.join(siteDir, 'content/blog'), { recursive: true });
      await fs.writeFile(path.join(siteDir, 'content/blog/2024-01-01-post.md'), `---\ntitle: 文章\ntags: [${JSON.stringify(tag)}]\nslug: ${JSON.stringify(slug)}\n---\n正文\n`);
      const built = await buildSite({ rootDir: repoRoot, siteDir, outDir }).then(() => true, (error: unknown) => {
        expectBuildErrorNamingFile(error, 'content');
        return false;
      });
      // A build that succeeds writes an nginx config that nginx takes.
      if (built) {
        const written = await fs.readFile(path.join(outDir, '_nginx.conf'), 'utf8');
        expect(await nginxRefusal(path.join(container, 'nginx'), [atPort(written, 8080, outDir)])).toBeUndefined();
      }
      // Nothing was written beside the site or its output folder, whichever way the build went.
      expect((await fs.readdir(siteDir)).sort()).toEqual(entriesBefore);
      await fs.rm(path.join(container, 'nginx'), { recursive: true, force: true });
      expect(await fs.readdir(container)).toEqual(['site']);
    }), {
      numRuns: 12,
      // The cases that once wrote outside dist/ or crashed, then random ones.
      examples: [['../../escaped', 'a', '..', 'index'], ['docs/intro', '/evil.com', '100%', '..'], ['$x"', 'a b', '.', '中文'.repeat(50)], ['a', 'a;b{c}', 'b', 'c']],
    });
  }, 180_000);

  test('any base URL, in the config or as --base-url, is refused in one line naming its key, or makes a config nginx -t takes', async () => {
    // Everything that ends, opens or escapes something in nginx, `_headers` or `_redirects`, and what is allowed.
    const piece = fc.oneof(fc.string({ maxLength: 3 }), fc.constantFrom(';', '{', '}', '"', "'", '`', ' ', '\t', '\n', '\u0000', '\u007f', '\u00a0', '$', '\\',
      '#', '?', '%', '%20', '*', '(', ')', '|', '^', '[', ']', '<', '>', '!', '&', '+', ',', '=', '@', ':', '//', '..', '.', '-', '_', '~', '/', '中文', 'Ä', 'é', 'a', '1'));
    const baseUrl = fc.array(piece, { maxLength: 5 }).map((pieces) => `/${pieces.join('')}/`.replace(/^\/+/, '/'));
    const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'cheerio-site-base-url-'));
    let accepted = 0;
    await fc.assert(fc.asyncProperty(baseUrl, async (value) => {
      const problem = baseUrlProblem(value);
      let parsed: string | undefined;
      try {
        parsed = parseConfig(baseConfig.replace('baseUrl: /', () => `baseUrl: ${JSON.stringify(value)}`), 'content/site.config.yaml').config.baseUrl;
      } catch (error) {
        expectBuildErrorNamingFile(error, 'site.config.yaml');
        expect((error as BuildError).location.key).toBe('baseUrl');
        expect((error as BuildError).message).not.toContain('\n');
      }
      // --base-url is checked by the same rule, and says why on one line.
      expect(problem === undefined).toBe(parsed === value);
      if (problem !== undefined) {
        expect(problem).not.toMatch(/[\n\r]/);
        return;
      }
      accepted += 1;
      const text = nginxConfig({ baseUrl: value, redirects: [{ from: '/old', to: '/docs/intro', file: '', html: '' }], contentSecurityPolicy: "default-src 'self'" });
      expect(await nginxRefusal(path.join(tmp, String(accepted)), [atPort(text, 8080, tmp)]), value).toBeUndefined();
    }), { numRuns: 200, examples: [['/a;b/'], ['/a{b}/'], ['/a%20b/'], ['/中文-Ä.é_~1/']] });
    expect(accepted).toBeGreaterThan(0);
    await fs.rm(tmp, { recursive: true, force: true });
  }, 120_000);
});
