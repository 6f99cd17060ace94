import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadBlog } from '../../../build/blog/load-blog.ts';
import { BuildError, WarningCollector } from '../../../build/diagnostics.ts';
import { createFixtureSite } from '../../helpers/fixture-site.ts';
import { authorsYaml, fixtureBlog, post, tagsYaml } from './fixture-blog.ts';

async function load(files: Record<string, string>, includeDrafts = false) {
  const siteDir = await createFixtureSite(files);
  const warnings = new WarningCollector();
  const blog = await loadBlog({ contentDir: path.join(siteDir, 'content'), blogRoute: '/blog', includeDrafts, warnings });
  return { blog, warnings: warnings.warnings, siteDir };
}

async function loadError(files: Record<string, string>): Promise<BuildError> {
  const error = await load(files).then(() => undefined, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(BuildError);
  return error as BuildError;
}

describe('loading the blog', () => {
  test('posts come newest first, with routes from their slug or their dated file name', async () => {
    const { blog } = await load({
      'content/blog/authors.yml': authorsYaml,
      'content/blog/2023-02-13-new-website.md': post('slug: new-website\ntitle: 新网站\nauthors: fb55'),
      'content/blog/2024-08-07-version-1.md': post('title: 版本 1\nauthors: fb55'),
      'content/blog/2024-09-01-folder/index.md': post('title: 目录形式'),
    });
    expect(blog.posts.map((entry) => entry.route)).toEqual(['/blog/folder', '/blog/version-1', '/blog/new-website']);
    expect(blog.posts[1]!.post.date.toISOString()).toBe('2024-08-07T00:00:00.000Z');
  });

  test('the date key overrides the file name; a post with neither fails', async () => {
    const { blog } = await load({ 'content/blog/2024-01-01-x.md': post('title: x\ndate: 2024-03-05T08:00:00+08:00') });
    expect(blog.posts[0]!.post.date.toISOString()).toBe('2024-03-05T00:00:00.000Z');
    const error = await loadError({ 'content/blog/undated.md': post('title: 无日期') });
    expect(error.location.file).toMatch(/undated\.md$/);
    expect(error.message).toContain('文章没有日期');
  });

  test('an invalid date fails with file, line and key', async () => {
    const error = await loadError({ 'content/blog/x.md': post('title: x\ndate: 2024-02-30') });
    expect(error.location).toMatchObject({ key: 'date', line: 3 });
    expect(error.message).toContain('日期 "2024-02-30" 无效');
    const fromName = await loadError({ 'content/blog/2024-13-01-x.md': post('title: x') });
    expect(fromName.message).toContain('文件名以 2024-13-01 开头，但这不是一个真实存在的日期');
  });

  test('an unknown author key fails with file, line and key, listing the known keys', async () => {
    const error = await loadError({
      'content/blog/authors.yml': authorsYaml,
      'content/blog/2024-01-01-x.md': post('title: x\nauthors: [fb55, nobody]'),
    });
    expect(error.location).toMatchObject({ key: 'authors.1', line: 3 });
    expect(error.message).toContain('未知的作者键 "nobody"');
    expect(error.message).toContain('"fb55"、"guest"');
  });

  test('inline authors need no authors file', async () => {
    const { blog } = await load({ 'content/blog/2024-01-01-x.md': post('title: x\nauthors:\n  - name: 路人\n    socials:\n      github: someone') });
    expect(blog.posts[0]!.post.authors).toEqual([{ key: 'inline-路人', name: '路人', inline: true, socials: [{ platform: 'github', href: 'https://github.com/someone' }] }]);
  });

  test('a duplicate slug fails naming both files', async () => {
    const error = await loadError({
      'content/blog/2024-01-01-a.md': post('title: a\nslug: same'),
      'content/blog/2024-02-01-b.md': post('title: b\nslug: same'),
    });
    expect(error.location).toMatchObject({ key: 'slug', line: 3 });
    expect(error.message).toMatch(/博客 slug 重复：\/blog\/same 也是 .*2024-01-01-a\.md 的路由/);
  });

  test('with a tags file, an unknown tag warns and still gets a page under its plain name', async () => {
    const { blog, warnings } = await load({ 'content/blog/tags.yml': tagsYaml, 'content/blog/2024-01-01-x.md': post('title: x\ntags: [release, 新东西]') });
    expect(blog.posts[0]!.post.tags.map((tag) => [tag.label, tag.route])).toEqual([['版本发布', '/blog/tags/release'], ['新东西', '/blog/tags/新东西']]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ code: 'unknown-tag', key: 'tags.1', line: 3 });
  });

  test('without a tags file, plain tag strings are labels of their own', async () => {
    const { blog, warnings } = await load({ 'content/blog/2024-01-01-x.md': post('title: x\ntags: [Hello World]') });
    expect(blog.posts[0]!.post.tags).toEqual([{ key: 'Hello World', label: 'Hello World', route: '/blog/tags/hello-world' }]);
    expect(warnings).toEqual([]);
  });

  test('drafts are kept only in dev mode; the truncate marker is noticed', async () => {
    const production = await load(fixtureBlog());
    expect(production.blog.posts.map((entry) => entry.frontMatter.title)).not.toContain('草稿');
    expect(production.blog.posts).toHaveLength(13);
    const dev = await load(fixtureBlog(), true);
    expect(dev.blog.posts.map((entry) => entry.frontMatter.title)).toContain('草稿');
    expect(dev.blog.posts.every((entry) => entry.post.truncated)).toBe(true);
  });

  test('the authors file is validated with line and key', async () => {
    const error = await loadError({ 'content/blog/authors.yml': 'fb55:\n  name: Felix\n  avatar: x.png\n' });
    expect(error.location).toMatchObject({ key: 'fb55.avatar', line: 3, column: 3 });
    expect(error.message).toContain('未知的键 avatar');
  });

  test('skips a symlink loop under content/blog with a symlink-loop warning', async () => {
    const siteDir = await createFixtureSite({ 'content/blog/authors.yml': authorsYaml, 'content/blog/2024-08-07-version-1.md': post('title: 版本 1\nauthors: fb55') });
    await fs.symlink('..', path.join(siteDir, 'content/blog/back'));
    const warnings = new WarningCollector();
    const blog = await loadBlog({ contentDir: path.join(siteDir, 'content'), blogRoute: '/blog', includeDrafts: false, warnings });
    expect(blog.posts.map((entry) => entry.route)).toEqual(['/blog/version-1']);
    expect(warnings.warnings.map((warning) => [warning.code, warning.file])).toEqual([['symlink-loop', path.join(siteDir, 'content/blog/back')]]);
  });

  test('a post that is not UTF-8 text is skipped with a binary-content-file warning naming file and line', async () => {
    const siteDir = await createFixtureSite({ 'content/blog/authors.yml': authorsYaml, 'content/blog/2024-08-07-version-1.md': post('title: 版本 1\nauthors: fb55') });
    const image = path.join(siteDir, 'content/blog/2024-09-01-picture.md');
    await fs.writeFile(image, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]));
    const warnings = new WarningCollector();
    const blog = await loadBlog({ contentDir: path.join(siteDir, 'content'), blogRoute: '/blog', includeDrafts: false, warnings });
    expect(blog.posts.map((entry) => entry.route)).toEqual(['/blog/version-1']);
    expect(warnings.warnings.map((warning) => [warning.code, warning.file, warning.line])).toEqual([['binary-content-file', image, 1]]);
  });

  test('a tag that cannot name a page fails with the post, line and key; 100% gets a page', async () => {
    for (const tag of ['..', '.', '" "', '/', '长'.repeat(90)]) {
      const error = await loadError({ 'content/blog/2024-01-01-x.md': post(`title: x\ntags: [release, ${tag}]`) });
      expect(error.location, tag).toMatchObject({ key: 'tags.1', line: 3 });
      expect(error.message, tag).toMatch(/2024-01-01-x\.md:3 \(tags\.1\): 标签 .* 不能用作标签页的名字/);
    }
    const { blog } = await load({ 'content/blog/2024-01-01-x.md': post('title: x\ntags: ["100%"]') });
    expect(blog.posts[0]!.post.tags[0]).toMatchObject({ label: '100%' });
    expect(blog.posts[0]!.post.tags[0]!.route).toMatch(/^\/blog\/tags\/100[^%]*$/);
  });

  test('a tags file permalink of "." or ".." fails naming the tags file and key', async () => {
    for (const permalink of ['..', '/.', '100%', `/${'长'.repeat(90)}`]) {
      const error = await loadError({
        'content/blog/tags.yml': `release:\n  label: 发布\n  permalink: "${permalink}"\n`,
        'content/blog/2024-01-01-x.md': post('title: x\ntags: [release]'),
      });
      expect(error.message, permalink).toMatch(/tags\.yml:3:\d+ \(release\.permalink\)/);
    }
  });

  test('a tag that differs from a configured one only in case is filed under the configured tag, with a warning', async () => {
    const { blog, warnings } = await load({
      'content/blog/tags.yml': 'release:\n  label: 发布\n  description: 新版本。\n',
      'content/blog/2024-01-01-x.md': post('title: x\ntags: [release]'),
      'content/blog/2024-02-01-y.md': post('title: y\ntags: [Release]'),
    });
    const tags = blog.posts.map((entry) => entry.post.tags[0]);
    expect(tags.map((tag) => [tag?.label, tag?.route])).toEqual([['发布', '/blog/tags/release'], ['发布', '/blog/tags/release']]);
    expect(warnings.find((warning) => warning.code === 'unknown-tag')?.message).toContain('"release"');
  });

  test('a post image must be a site path or http(s) URL of a raster image, naming the key', async () => {
    for (const image of ['javascript:alert(1)', '/img/a<b.png', '/img/card.svg', 'img/card.png']) {
      const error = await loadError({ 'content/blog/2024-01-01-x.md': post(`title: x\nimage: "${image}"`) });
      expect(error.message, image).toMatch(/2024-01-01-x\.md:3:\d+ \(image\)/);
    }
    const { blog } = await load({ 'content/blog/2024-01-01-x.md': post('title: x\nimage: /img/card.png') });
    expect(blog.posts[0]!.post.image).toBe('/img/card.png');
  });

  test('a __proto__ key in the tags file is an error naming its line, not a tag dropped without a word', async () => {
    const error = await loadError({ 'content/blog/tags.yml': 'release:\n  label: 发布\n__proto__:\n  label: 原型\n', 'content/blog/2024-01-01-x.md': post('title: x') });
    expect(error.message).toMatch(/tags\.yml:3:\d+ \(__proto__\)/);
  });
});
