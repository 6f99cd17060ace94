import { describe, expect, test } from 'vitest';
import { splitFrontMatter } from '../../../build/content/front-matter.ts';
import { BuildError } from '../../../build/diagnostics.ts';

describe('front matter', () => {
  test('parses the known keys and keeps body line numbers', () => {
    const text = '---\nsidebar_position: 2\ndescription: 加载文档\n---\n# 标题\n';
    const { frontMatter, body } = splitFrontMatter(text, 'a.md');
    expect(frontMatter.sidebar_position).toBe(2);
    expect(frontMatter.description).toBe('加载文档');
    expect(frontMatter.draft).toBe(false);
    expect(body.split('\n')[4]).toBe('# 标题');
  });

  test('treats a file without front matter as all body', () => {
    expect(splitFrontMatter('# 只有正文\n', 'a.md').body).toBe('# 只有正文\n');
  });

  test('names file and line for malformed YAML', () => {
    const text = '---\ntitle: ok\nkeywords: [a, b\n---\n正文\n';
    expect(() => splitFrontMatter(text, 'docs/a.md')).toThrow(BuildError);
    expect(() => splitFrontMatter(text, 'docs/a.md')).toThrow(/^docs\/a\.md:\d+: malformed front matter/);
  });

  test('names the key and line of a value of the wrong type', () => {
    const text = '---\ntitle: 标题\nsidebar_position: 第二\n---\n';
    expect(() => splitFrontMatter(text, 'a.md')).toThrow('a.md:3 (sidebar_position): invalid front matter');
  });

  test('rejects unknown keys', () => {
    expect(() => splitFrontMatter('---\nsidebar_labl: x\n---\n', 'a.md')).toThrow(/unknown front matter key/);
  });

  test('names the line of an alias to an anchor that does not exist', () => {
    expect(() => splitFrontMatter('---\ntitle: 标题\ndescription: *missing\n---\n', 'a.md')).toThrow('a.md:3: invalid YAML: an alias (*name) refers to an anchor (&name) that is not defined');
  });
});
