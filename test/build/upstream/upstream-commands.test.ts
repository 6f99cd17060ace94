// upstream:sync, upstream:check and upstream:accept against fixture English repositories made here with git: what
// each kind of upstream change reports, and what accepting clears.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, test } from 'vitest';
import { acceptPins } from '../../../build/upstream/accept.ts';
import { serializeUpstreamLock } from '../../../build/upstream/lock-file.ts';
import { readUpstream } from '../../../build/upstream/read-upstream.ts';
import { hasDrift, upstreamReport, UPSTREAM_LOCK_FILE } from '../../../build/upstream/report.ts';
import { repoRoot } from '../../helpers/fixture-site.ts';

const REPOSITORY = 'https://github.com/example/cheerio';

const english: Record<string, string> = {
  'website/src/content/docs/intro.md': '---\nsidebar_label: Intro\n---\n# Welcome\n\nCheerio parses HTML.\n\n## Installation\n\nRun npm install.\n',
  'website/src/content/docs/basics/loading.md': '# Loading\n\nHow to load.\n\n## `load`\n\nPass a string.\n\n## Streams\n\nStreams are chunked.\n',
  'website/src/content/blog/2024-08-07-version-1.md': '---\nslug: cheerio-1.0\ntitle: Cheerio 1.0\n---\n\nIt is out.\n',
  'website/astro.config.mjs': "export default { redirects: { '/docs/old-intro': '/docs/intro/' } };\n",
  'website/src/lib/docs-nav.ts': "export const sidebar = [{ href: '/docs/intro/' }, { href: '/docs/basics/loading/' }];\n",
};

let upstream: string;
let project: string;
let content: string;

function git(...args: string[]): string {
  return execFileSync('git', ['-C', upstream, ...args], { encoding: 'utf8', env: { ...process.env, GIT_AUTHOR_DATE: '2026-08-07T12:00:00Z', GIT_COMMITTER_DATE: '2026-08-07T12:00:00Z' } });
}

function commit(files: Record<string, string | null>, message: string): void {
  for (const [file, text] of Object.entries(files)) {
    const full = path.join(upstream, file);
    if (text === null) git('rm', '-q', file);
    else {
      fs.mkdirSync(path.dirname(full), { recursive: true });
      fs.writeFileSync(full, text);
      git('add', file);
    }
  }
  git('-c', 'user.name=Test', '-c', 'user.email=test@example.com', 'commit', '-q', '-m', message);
}

function sync(): void {
  fs.writeFileSync(path.join(content, UPSTREAM_LOCK_FILE), serializeUpstreamLock(readUpstream(upstream, 'HEAD', REPOSITORY)));
}

function chinese(file: string, body: string): void {
  fs.mkdirSync(path.dirname(path.join(content, file)), { recursive: true });
  fs.writeFileSync(path.join(content, file), body);
}

function statuses() {
  return upstreamReport(content, project).pages.map((page) => [page.source, page.status, page.sections]);
}

beforeEach(() => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'upstream-'));
  upstream = path.join(root, 'cheerio');
  project = path.join(root, 'site');
  content = path.join(project, 'content');
  fs.mkdirSync(upstream);
  execFileSync('git', ['init', '-q', '-b', 'main', upstream]);
  commit(english, 'docs');
  chinese('docs/intro.md', '# 欢迎\n\n## 安装 {#installation}\n\n运行 npm install。\n');
  chinese('docs/basics/loading.md', '# 加载\n\n## load {#load}\n\n## 流 {#streams}\n');
  chinese('blog/2024-08-07-version-1.md', '---\nslug: cheerio-1.0\n---\n\n发布了。\n');
  fs.mkdirSync(path.join(content, 'api', 'zh-Hans', 'functions'), { recursive: true });
  fs.writeFileSync(path.join(content, 'api', 'symbols.yaml'), 'cheerio: 1.2.0\npages:\n  functions/load:\n    load: function aaaa\n    load.content: parameter bbbb\n');
  fs.writeFileSync(path.join(content, 'api', 'zh-Hans', 'functions', 'load.yaml'), 'load: |-\n  加载。\nload.content: |-\n  内容。\n');
  sync();
  acceptPins(content, project, [], true);
});

describe('upstream:check against a fixture upstream', () => {
  test('right after accepting everything, every page and API text is current', () => {
    const report = upstreamReport(content, project);
    expect(report.pages.map((page) => page.status)).toEqual(['current', 'current', 'current']);
    expect(report.api).toEqual([{ key: 'load', status: 'current' }, { key: 'load.content', status: 'current' }]);
    expect(hasDrift(report)).toBe(false);
  });

  test('one changed sentence flags exactly that page and that section', () => {
    commit({ 'website/src/content/docs/basics/loading.md': english['website/src/content/docs/basics/loading.md']!.replace('Streams are chunked.', 'Streams arrive in chunks.') }, 'edit');
    sync();
    expect(statuses()).toEqual([
      ['website/src/content/docs/intro.md', 'current', []],
      ['website/src/content/docs/basics/loading.md', 'outdated', ['streams']],
      ['website/src/content/blog/2024-08-07-version-1.md', 'current', []],
    ]);
  });

  test('re-wrapping a paragraph flags nothing', () => {
    commit({ 'website/src/content/docs/intro.md': english['website/src/content/docs/intro.md']!.replace('Cheerio parses HTML.', 'Cheerio\nparses   HTML.') }, 'wrap');
    sync();
    expect(statuses().every(([, status]) => status === 'current')).toBe(true);
  });

  test('a new English file is missing', () => {
    commit({ 'website/src/content/docs/basics/troubleshooting.mdx': '# Troubleshooting\n\n## Empty selection\n\nCheck the selector.\n' }, 'add');
    sync();
    expect(statuses()).toContainEqual(['website/src/content/docs/basics/troubleshooting.mdx', 'missing', []]);
  });

  test('a renamed file is moved, with both routes in the report', () => {
    fs.mkdirSync(path.join(upstream, 'website/src/content/docs/guides'));
    git('mv', 'website/src/content/docs/basics/loading.md', 'website/src/content/docs/guides/loading.md');
    commit({}, 'move');
    sync();
    const report = upstreamReport(content, project);
    const moved = report.pages.find((page) => page.status === 'moved')!;
    expect([moved.source, moved.route, moved.page?.pin.route]).toEqual(['website/src/content/docs/guides/loading.md', '/docs/guides/loading', '/docs/basics/loading']);
  });

  test('a deleted file is removed', () => {
    commit({ 'website/src/content/docs/basics/loading.md': null }, 'delete');
    sync();
    expect(statuses()).toContainEqual(['website/src/content/docs/basics/loading.md', 'removed', []]);
  });

  test('an English doc comment that changed makes its API text outdated', () => {
    fs.writeFileSync(path.join(content, 'api', 'symbols.yaml'), 'cheerio: 1.3.0\npages:\n  functions/load:\n    load: function cccc\n    load.content: parameter bbbb\n');
    expect(upstreamReport(content, project).api).toEqual([{ key: 'load', status: 'outdated' }, { key: 'load.content', status: 'current' }]);
  });

  test('accepting clears exactly the pages named', () => {
    commit({
      'website/src/content/docs/intro.md': english['website/src/content/docs/intro.md']!.replace('Run npm install.', 'Run npm install cheerio.'),
      'website/src/content/docs/basics/loading.md': english['website/src/content/docs/basics/loading.md']!.replace('Pass a string.', 'Pass a string of HTML.'),
    }, 'edit both');
    sync();
    expect(acceptPins(content, project, ['/docs/basics/loading'], false).problems).toEqual([]);
    expect(statuses().map(([source, status]) => [source, status])).toEqual([
      ['website/src/content/docs/intro.md', 'outdated'],
      ['website/src/content/docs/basics/loading.md', 'current'],
      ['website/src/content/blog/2024-08-07-version-1.md', 'current'],
    ]);
    // The pin is written into the page's front matter, and the body is left as it was.
    expect(fs.readFileSync(path.join(content, 'docs/basics/loading.md'), 'utf8')).toMatch(/^---\nupstream:\n {2}source: website\/src\/content\/docs\/basics\/loading\.md\n[\s\S]*\n---\n# 加载\n/);
  });

  test('a page whose English route is redirected is pinned through the redirect', () => {
    chinese('docs/old-intro.md', '# 旧\n');
    fs.rmSync(path.join(content, 'docs/intro.md'));
    expect(acceptPins(content, project, ['/docs/old-intro'], false).problems).toEqual([]);
    expect(fs.readFileSync(path.join(content, 'docs/old-intro.md'), 'utf8')).toContain('route: /docs/intro\n');
  });
});

describe('the commands', () => {
  const run = (script: string, ...args: string[]) => spawnSync(path.join(repoRoot, 'node_modules/.bin/tsx'), [path.join(repoRoot, 'scripts', script), ...args, '--content', content], { encoding: 'utf8', cwd: repoRoot });

  test('check --json prints the documented shape; --strict exits 1 on drift and 0 without', () => {
    expect(run('upstream-check.ts', '--strict').status).toBe(0);
    commit({ 'website/src/content/docs/basics/troubleshooting.mdx': '# Troubleshooting\n' }, 'add');
    sync();
    const json = run('upstream-check.ts', '--json');
    expect(json.status).toBe(0);
    const report = JSON.parse(json.stdout) as { commit: string; pages: unknown[]; api: unknown[] };
    expect(report.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(report.pages).toContainEqual({ source: 'website/src/content/docs/basics/troubleshooting.mdx', route: '/docs/basics/troubleshooting', status: 'missing', sections: [] });
    expect(report.api).toEqual([{ key: 'load', status: 'current' }, { key: 'load.content', status: 'current' }]);
    const strict = run('upstream-check.ts', '--strict');
    expect(strict.status).toBe(1);
    expect(strict.stdout).toContain('缺少中文页面：website/src/content/docs/basics/troubleshooting.mdx');
  });

  test('sync reads a checkout and writes the lock; accept without names is a usage error', () => {
    commit({ 'website/src/content/docs/intro.md': english['website/src/content/docs/intro.md']!.replace('Run npm install.', 'Run pnpm add.') }, 'edit');
    const synced = run('upstream-sync.ts', upstream, '--ref', 'main');
    expect(synced.status).toBe(0);
    expect(synced.stdout).toContain('英文已更新：website/src/content/docs/intro.md');
    expect(synced.stdout).toContain('变化的章节：installation');
    expect(run('upstream-accept.ts').status).toBe(2);
  });
});
