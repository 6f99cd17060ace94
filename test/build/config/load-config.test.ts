import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { createConfigLoader, parseConfig } from '../../../build/config/load-config.ts';
import { configError } from '../../helpers/config-error.ts';
import { baseConfig, repoRoot } from '../../helpers/fixture-site.ts';

describe('site config', () => {
  test('accepts a valid config and fills in defaults', () => {
    const { config } = parseConfig(baseConfig, 'site.config.yaml');
    expect(config.baseUrl).toBe('/');
    expect(config.trailingSlash).toBe(false);
    expect(config.colorMode.defaultMode).toBe('light');
    expect(config.search.indexName).toBe('crawler_cheerio');
  });

  test('a builder\'s loader parses the file again only when its text changed', async () => {
    const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'config-')), 'site.config.yaml');
    await fs.writeFile(file, baseConfig);
    const load = createConfigLoader();
    const first = await load(file);
    expect(await load(file)).toBe(first);
    await fs.writeFile(file, baseConfig.replace(/^baseUrl: .*$/m, 'baseUrl: /zh/'));
    const edited = await load(file);
    expect(edited).not.toBe(first);
    expect(edited.config.baseUrl).toBe('/zh/');
    // A broken edit fails as before, naming the file; fixing it parses again.
    await fs.writeFile(file, `${baseConfig}\nnavbar: [\n`);
    await expect(load(file)).rejects.toThrow(/site\.config\.yaml:\d+/);
    await fs.writeFile(file, baseConfig);
    expect((await load(file)).config.baseUrl).toBe('/');
  });

  test('names file, line, key path and value for an unknown navbar item type', () => {
    const text = baseConfig.replace('    - type: doc\n', '    - type: sparkle\n');
    const error = configError(text);
    expect(error.message).toBe('site.config.yaml:7:13 (navbar.items.0.type): 未知的导航栏项类型 "sparkle"；可用的类型：link、doc、docSidebar、dropdown、localeDropdown、docsVersionDropdown、search、html');
  });

  test('reports every problem of the file at once, each with its line, column, key and a Chinese message', () => {
    const text = baseConfig.replace('title: 测试站点\n', 'title: 3\ntitel: x\n').replace('baseUrl: /\n', 'baseUrl: /\ntrailingSlash: maybe\n').replace('- type: doc', '- type: dok');
    expect(configError(text).message.split('\n')).toEqual([
      'site.config.yaml:1:8 (title): 应为文本，写的是 3',
      'site.config.yaml:2:1 (titel): 未知的键 titel（是不是想写 title？）',
      'site.config.yaml:6:16 (trailingSlash): 只能是 false，写的是 "maybe"',
      'site.config.yaml:9:13 (navbar.items.0.type): 未知的导航栏项类型 "dok"（是不是想写 doc？）；可用的类型：link、doc、docSidebar、dropdown、localeDropdown、docsVersionDropdown、search、html',
    ]);
  });

  test('the real config\'s first comment points to a README section that exists', async () => {
    const config = await fs.readFile(path.join(repoRoot, 'content/site.config.yaml'), 'utf8');
    const readme = await fs.readFile(path.join(repoRoot, 'README.md'), 'utf8');
    const section = /README 的“([^”]+)”一节/.exec(config.split('\n').find((line) => line.startsWith('# ') && line.includes('README'))!)?.[1];
    expect(readme.split('\n').some((line) => line === `## ${section}` || line === `### ${section}`)).toBe(true);
  });

  test('rejects a docs version without a name', () => {
    const text = baseConfig.replace('    - name: current\n      label: Next\n', '    - label: Next\n');
    const error = configError(text);
    expect(error.message).toContain('docs.versions.0.name');
    expect(error.message).toContain('每个文档版本都需要 name');
    expect(error.location.line).toBe(15);
  });

  test('reports invalid YAML with its line', () => {
    const error = configError('title: [unclosed\nurl: https://example.com\n');
    expect(error.message).toMatch(/^site\.config\.yaml:\d+:\d+: YAML 语法错误：/);
  });

  test('rejects an unknown key', () => {
    const error = configError(`${baseConfig}colour: blue\n`);
    expect(error.message).toBe('site.config.yaml:21:1 (colour): 未知的键 colour');
  });

  test('rejects a base URL without slashes at both ends', () => {
    const error = configError(baseConfig.replace('baseUrl: /', 'baseUrl: docs'));
    expect(error.message).toContain('baseUrl');
    expect(error.message).toContain('"docs"');
  });

  test('names the file, line and key of a sidebar that contains itself through an alias', () => {
    const text = baseConfig.replace('    defaultSidebar:\n', '    defaultSidebar: &loop\n      - type: category\n        label: 循环\n        items: *loop\n');
    const error = configError(text);
    expect(error.message).toContain('site.config.yaml:21:16 (docs.sidebars.defaultSidebar.0.items)');
    expect(error.message).toContain('引用了包含它自身的锚点 &loop');
  });

  test('rejects a redirect whose from would be written outside the output folder or cannot be served', () => {
    for (const from of ['/../../escaped', '/docs/./intro', '/a//b', '/price$', '/say"hi', '/a b', '/a\\b', '//evil.com/x']) {
      const error = configError(`${baseConfig}redirects:\n  - { from: ${JSON.stringify(from)}, to: /docs/intro }\n`);
      expect(error.message, from).toMatch(/site\.config\.yaml:22:\d+ \(redirects\.0\.from\)/);
    }
  });

  test('rejects a redirect target that leaves the site or breaks the host configs', () => {
    for (const to of ['//evil.com/', '/a b', '/price$', '/say"hi']) {
      const error = configError(`${baseConfig}redirects:\n  - { from: /old, to: ${JSON.stringify(to)} }\n`);
      expect(error.message, to).toContain('(redirects.0.to)');
    }
  });

  test('rejects a base URL that is another host, has a space or climbs out of the site', () => {
    for (const baseUrl of ['//evil.com/', '/a b/', '/../', '/./', '/a//b/', '/a"b/']) {
      const error = configError(baseConfig.replace('baseUrl: /', `baseUrl: ${JSON.stringify(baseUrl)}`));
      expect(error.message, baseUrl).toContain('(baseUrl)');
    }
    expect(parseConfig(baseConfig.replace('baseUrl: /', 'baseUrl: /cheerio/zh/'), 'site.config.yaml').config.baseUrl).toBe('/cheerio/zh/');
  });

  test('rejects a base URL with a character nginx would read as syntax, in one line naming the character', () => {
    for (const character of [';', '{', '}', "'", '`', '#', '?', '%', '*', '|', '<', '&', '\t', '\u0000', '\u007f', '\u00a0']) {
      const baseUrl = `/a${character}b/`;
      const error = configError(baseConfig.replace('baseUrl: /', `baseUrl: ${JSON.stringify(baseUrl)}`));
      expect(error.message, baseUrl).toContain(`(baseUrl): 不能含有 ${JSON.stringify(character)}`);
      expect(error.message, baseUrl).not.toContain('\n');
    }
    // Letters of any script, digits and `-._~` are fine.
    expect(parseConfig(baseConfig.replace('baseUrl: /', 'baseUrl: /中文-Ä.é_~1/'), 'site.config.yaml').config.baseUrl).toBe('/中文-Ä.é_~1/');
  });

  test('rejects a docs or blog route base path without a leading slash, or the bare root for the blog', () => {
    const docs = configError(baseConfig.replace('docs:\n', 'docs:\n  routeBasePath: docs\n'));
    expect(docs.message).toContain('(docs.routeBasePath)');
    for (const blogRoute of ['/', '/blog/', '/../blog', 'blog']) {
      const error = configError(`${baseConfig}blog:\n  routeBasePath: ${JSON.stringify(blogRoute)}\n`);
      expect(error.message, blogRoute).toContain('(blog.routeBasePath)');
    }
  });

  test('rejects an Algolia app id that is not letters and digits (it goes into the Content-Security-Policy)', () => {
    const error = configError(`${baseConfig}search:\n  provider: algolia\n  appId: "X; script-src *"\n  apiKey: k\n`);
    expect(error.message).toContain('(search.appId)');
  });

  test('rejects a site URL or link base that is not http(s), naming the key', () => {
    const error = configError(baseConfig.replace('url: https://example.com', 'url: "javascript:alert(1)"'));
    expect(error.message).toContain('(url)');
    expect(configError(`${baseConfig}editUrl: "javascript:alert(1)//"\n`).message).toContain('(editUrl)');
    expect(configError(`${baseConfig}repositoryUrl: "data:text/html,x"\n`).message).toContain('(repositoryUrl)');
  });

  test('rejects a __proto__ key, which a map of ids would otherwise drop without a word', () => {
    const error = configError(baseConfig.replace('    defaultSidebar:\n', '    __proto__:\n      - intro\n    defaultSidebar:\n'));
    expect(error.message).toContain('site.config.yaml:18:5 (docs.sidebars.__proto__)');
  });
});
