// Markdown twins of a fixture site: which pages get one, what they say, and llms.txt's format.
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { buildSite, type BuildOptions } from '../../../build/index.ts';
import { llmsTxt } from '../../../build/twins/llms-txt.ts';
import { createFixtureSite, readOutput, repoRoot } from '../../helpers/fixture-site.ts';

async function build(files: Record<string, string>, options: Partial<BuildOptions> = {}) {
  const siteDir = await createFixtureSite(files);
  const outDir = path.join(siteDir, 'dist');
  await buildSite({ rootDir: repoRoot, siteDir, outDir, ...options });
  return outDir;
}

const exists = (file: string) => fs.stat(file).then(() => true, () => false);

describe('which pages get a Markdown twin', () => {
  const site = {
    'content/docs/intro.md': '---\ndescription: 入门\n---\n# 简介\n\n正文。\n',
    'content/docs/hidden.md': '---\nunlisted: true\n---\n# 隐藏\n',
    'content/docs/wip.md': '---\ndraft: true\n---\n# 草稿\n',
    'content/docs/guide/_category_.yaml': 'label: 指南\nlink:\n  type: doc\n  id: overview\n',
    'content/docs/guide/overview.md': '---\ndescription: 指南的总览\n---\n# 指南总览\n\n开头。\n\n::doc-card-list\n\n结尾。\n',
    'content/docs/guide/first.md': '---\ndescription: 第一步\n---\n# 第一步\n',
    'content/pages/index.md': '---\nlayout: home\nhero:\n  title: 测试\n  tagline: 一句话\n  actions:\n    - label: 开始\n      href: /docs/intro\n---\n## 特点\n',
  };

  test('listed pages have one; unlisted pages and drafts do not, and llms.txt leaves them out', async () => {
    const outDir = await build(site);
    for (const file of ['docs/intro.md', 'docs/guide/overview.md', 'docs/guide/first.md', 'index.md']) expect(await exists(path.join(outDir, file))).toBe(true);
    expect(await exists(path.join(outDir, 'docs/hidden.md'))).toBe(false);
    const llms = await readOutput(outDir, 'llms.txt');
    expect(llms).toContain('- [简介](https://example.com/docs/intro.md): 入门');
    expect(llms).not.toContain('hidden');
    expect(await readOutput(outDir, 'llms-full.txt')).not.toContain('# 隐藏');
  });

  test('in dev mode a draft is shown but gets no twin', async () => {
    const outDir = await build(site, { dev: true });
    expect(await exists(path.join(outDir, 'docs/wip.html'))).toBe(true);
    expect(await exists(path.join(outDir, 'docs/wip.md'))).toBe(false);
  });

  test("a category's own doc lists the cards where ::doc-card-list stood; the home page starts with its hero", async () => {
    const outDir = await build(site);
    const overview = await readOutput(outDir, 'docs/guide/overview.md');
    expect(overview).toBe('---\ntitle: "指南总览"\ndescription: "指南的总览"\n---\n\n# 指南总览\n\n开头。\n\n- [第一步](https://example.com/docs/guide/first)：第一步\n\n结尾。\n');
    const home = await readOutput(outDir, 'index.md');
    expect(home).toContain('# 测试\n\n一句话\n\n- [开始](https://example.com/docs/intro)\n\n## 特点');
  });
});

describe('llms.txt', () => {
  test('llms.txt escapes brackets in titles and keeps descriptions on one line', () => {
    const twin = { route: '/docs/a', title: '类：Cheerio[T]', description: '第一行\n第二行', body: '' };
    expect(llmsTxt({ title: '站点', tagline: '简介' }, [{ title: '教程', twins: [twin] }], (route) => `https://example.com${route}.md`)).toBe(
      '# 站点\n\n> 简介\n\n## 教程\n\n- [类：Cheerio\\[T\\]](https://example.com/docs/a.md): 第一行 第二行\n',
    );
  });
});
