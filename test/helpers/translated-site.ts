// A small site that translates an English original: a current page, a page whose English moved and changed since
// it was translated, and a page of our own, with the upstream lock they are read against.
import { serializeUpstreamLock, type UpstreamLock } from '../../build/upstream/lock-file.ts';
import { baseConfig } from './fixture-site.ts';

export const COMMIT_A = 'a'.repeat(40);
export const COMMIT_B = 'b'.repeat(40);

const lock: UpstreamLock = {
  repository: 'https://github.com/example/cheerio',
  ref: 'main',
  commit: COMMIT_B,
  date: '2026-08-21',
  redirects: { '/docs/advanced/extract': '/docs/basics/extract' },
  otherRoutes: ['/'],
  files: [
    { path: 'website/src/content/docs/intro.md', kind: 'doc', route: '/docs/intro', title: 'Intro', commit: COMMIT_A, date: '2026-01-20', previousPaths: [], sections: [{ slug: '_top', title: '', hash: 'top1' }, { slug: 'install', title: 'Install', hash: 'inst1' }] },
    { path: 'website/src/content/docs/basics/extract.mdx', kind: 'doc', route: '/docs/basics/extract', title: 'Extract', commit: COMMIT_B, date: '2026-08-07', previousPaths: [], sections: [{ slug: '_top', title: '', hash: 'top2' }, { slug: 'nested', title: 'Nested objects', hash: 'new' }] },
  ],
};

const pin = (source: string, route: string, commit: string, date: string, sections: Record<string, string>) =>
  `upstream:\n  source: ${source}\n  route: ${route}\n  commit: ${commit}\n  date: ${date}\n  sections:\n${Object.entries(sections).map(([slug, hash]) => `    ${slug}: ${hash}\n`).join('')}`;

/** The site's files, for createFixtureSite. */
export const translatedSiteFiles = {
  'content/site.config.yaml': baseConfig.replace('url: https://example.com', 'url: https://zh.example.com').replace(
    '      label: 教程\n',
    '      label: 教程\n    - type: localeDropdown\n      locales:\n        - label: English\n          upstream: true\n',
  ) + 'upstream:\n  siteUrl: https://en.example.com\nreportIssueUrl: https://github.com/example/docs-zh/issues/new\n',
  'content/upstream.lock.json': serializeUpstreamLock(lock),
  'content/docs/intro.md': `---\n${pin('website/src/content/docs/intro.md', '/docs/intro', COMMIT_A, '2026-01-20', { _top: 'top1', install: 'inst1' })}---\n# 欢迎\n\n## 安装 {#install}\n\n正文。\n`,
  'content/docs/advanced/extract.md': `---\n${pin('website/docs/advanced/extract.md', '/docs/advanced/extract', COMMIT_A, '2025-07-21', { _top: 'top2', nested: 'old' })}---\n# 提取\n\n## 嵌套对象 {#nested}\n\n正文。\n`,
  'content/pages/about.md': '---\nupstream: own\n---\n# 关于\n',
};
