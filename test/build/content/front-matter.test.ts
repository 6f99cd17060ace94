import v8 from 'node:v8';
import vm from 'node:vm';
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

  test('keeps no file text alive through the values it parsed', () => {
    // V8 keeps a whole string alive while a longer substring cut from it lives; the values outlive the file's text.
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as () => void;
    const files = 200;
    gc();
    const before = process.memoryUsage().heapUsed;
    const kept = Array.from({ length: files }, (_, number) => {
      const text = `---\ndescription: 第 ${number} 篇：介绍如何加载文档并选择元素\ntitle: 加载文档与选择元素（第 ${number} 篇）\n---\n${`正文${number}`.repeat(50_000)}`;
      return splitFrontMatter(text, `${number}.md`).frontMatter;
    });
    gc();
    const grown = process.memoryUsage().heapUsed - before;
    // Each file's text is some 400 KB on the heap: held by its values, the 200 would be 80 MB.
    expect(kept[7]!.description).toBe('第 7 篇：介绍如何加载文档并选择元素');
    expect(grown).toBeLessThan(8_000_000);
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

  test('rejects a slug with a "%", naming its key and line (found by the malformed-input property test: `slug: /%`)', () => {
    expect(() => splitFrontMatter('---\ntitle: 标题\nslug: /100%\n---\n', 'a.md')).toThrow('a.md:3 (slug): invalid front matter: a slug is plain text, without "%"');
    expect(splitFrontMatter('---\nslug: /百分比\n---\n', 'a.md').frontMatter.slug).toBe('/百分比');
  });

  test('rejects a slug with a control character or a segment too long for a file name, naming its key and line', () => {
    expect(() => splitFrontMatter('---\nslug: "/a\\0b"\n---\n', 'a.md')).toThrow('a.md:2 (slug): invalid front matter: a slug has no control characters');
    // 90 Chinese characters are 270 bytes of UTF-8: with ".html" more than the 255 a file name may have.
    expect(() => splitFrontMatter(`---\nslug: /${'长'.repeat(90)}\n---\n`, 'a.md')).toThrow('a.md:2 (slug): invalid front matter: a slug segment is at most 200 bytes');
    expect(splitFrontMatter(`---\nslug: /${'长'.repeat(60)}\n---\n`, 'a.md').frontMatter.slug).toBe(`/${'长'.repeat(60)}`);
  });

  test('rejects a title, label or description holding a control character or a bidirectional override', () => {
    expect(() => splitFrontMatter('---\ntitle: "加载\\0文档"\n---\n', 'a.md')).toThrow('a.md:2 (title): invalid front matter: holds U+0000');
    expect(() => splitFrontMatter('---\nsidebar_label: "\\u202E档文"\n---\n', 'a.md')).toThrow('a.md:2 (sidebar_label): invalid front matter: holds U+202E');
    expect(() => splitFrontMatter('---\ndescription: "响铃\\a"\n---\n', 'a.md')).toThrow('(description)');
    expect(splitFrontMatter('---\ndescription: "两行\\n说明\\t制表"\n---\n', 'a.md').frontMatter.description).toBe('两行\n说明\t制表');
  });

  test('rejects a slug with a "." or ".." segment, naming its key and line', () => {
    expect(() => splitFrontMatter('---\nslug: /../x\n---\n', 'a.md')).toThrow('a.md:2 (slug): invalid front matter: a slug has no "." or ".." segments');
    expect(() => splitFrontMatter('---\nslug: ./x\n---\n', 'a.md')).toThrow('a slug has no "." or ".." segments');
    expect(splitFrontMatter('---\nslug: /v1.2/x..y\n---\n', 'a.md').frontMatter.slug).toBe('/v1.2/x..y');
  });

  test('rejects unknown keys', () => {
    expect(() => splitFrontMatter('---\nsidebar_labl: x\n---\n', 'a.md')).toThrow(/unknown front matter key/);
  });

  test('names the line of an alias to an anchor that does not exist', () => {
    expect(() => splitFrontMatter('---\ntitle: 标题\ndescription: *missing\n---\n', 'a.md')).toThrow('a.md:3: invalid YAML: an alias (*name) refers to an anchor (&name) that is not defined');
  });

  test('stops a "billion laughs" alias bomb, naming the line of the alias that expands most', () => {
    const rows = ['a: &a [x, x, x, x, x, x, x, x, x]'];
    for (const [name, previous] of [['b', 'a'], ['c', 'b'], ['d', 'c'], ['e', 'd']]) rows.push(`${name}: &${name} [${Array(9).fill(`*${previous}`).join(', ')}]`);
    rows.push('title: *e');
    const text = `---\n${rows.join('\n')}\n---\n正文\n`;
    // title: *e is the seventh line of the file (after the fence and five anchors).
    expect(() => splitFrontMatter(text, 'docs/bomb.md')).toThrow(/^docs\/bomb\.md:7: YAML 别名展开过多/);
  });

  test('rejects a value that contains itself through an alias, naming line and key', () => {
    const text = '---\nhero: &h\n  title: 标题\n  actions: [*h]\n---\n';
    expect(() => splitFrontMatter(text, 'a.md')).toThrow('a.md:4 (hero.actions.0): YAML 别名 *h 引用了包含它自身的锚点 &h');
  });
});
