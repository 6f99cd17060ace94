import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, test } from 'vitest';
import { splitFrontMatter, splitFrontMatterWith } from '../../../build/content/front-matter.ts';
import { blogFrontMatterSchema } from '../../../build/blog/front-matter.ts';
import { BuildError, BuildErrors } from '../../../build/diagnostics.ts';

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
    expect(() => splitFrontMatter(text, 'docs/a.md')).toThrow(/^docs\/a\.md:\d+:\d+: front matter 的 YAML 语法错误：/);
  });

  test('names the key and line of a value of the wrong type', () => {
    const text = '---\ntitle: 标题\nsidebar_position: 第二\n---\n';
    expect(() => splitFrontMatter(text, 'a.md')).toThrow('a.md:3:19 (sidebar_position): front matter 有误：应为数字，写的是 "第二"');
  });

  test('rejects a slug with a "%", naming its key and line (found by the malformed-input property test: `slug: /%`)', () => {
    expect(() => splitFrontMatter('---\ntitle: 标题\nslug: /100%\n---\n', 'a.md')).toThrow('a.md:3:7 (slug): front matter 有误：slug 是纯文本，不能含 "%"');
    expect(splitFrontMatter('---\nslug: /百分比\n---\n', 'a.md').frontMatter.slug).toBe('/百分比');
  });

  test('rejects a slug with a control character or a segment too long for a file name, naming its key and line', () => {
    expect(() => splitFrontMatter('---\nslug: "/a\\0b"\n---\n', 'a.md')).toThrow('a.md:2:7 (slug): front matter 有误：slug 不能含控制字符');
    // 90 Chinese characters are 270 bytes of UTF-8: with ".html" more than the 255 a file name may have.
    expect(() => splitFrontMatter(`---\nslug: /${'长'.repeat(90)}\n---\n`, 'a.md')).toThrow('a.md:2:7 (slug): front matter 有误：slug 的每一段最多 200 字节');
    expect(splitFrontMatter(`---\nslug: /${'长'.repeat(60)}\n---\n`, 'a.md').frontMatter.slug).toBe(`/${'长'.repeat(60)}`);
  });

  test('rejects a title, label or description holding a control character or a bidirectional override', () => {
    expect(() => splitFrontMatter('---\ntitle: "加载\\0文档"\n---\n', 'a.md')).toThrow('a.md:2:8 (title): front matter 有误：含有 U+0000');
    expect(() => splitFrontMatter('---\nsidebar_label: "\\u202E档文"\n---\n', 'a.md')).toThrow(/^a\.md:2:\d+ \(sidebar_label\): front matter 有误：含有 U\+202E/);
    expect(() => splitFrontMatter('---\ndescription: "响铃\\a"\n---\n', 'a.md')).toThrow('(description)');
    expect(splitFrontMatter('---\ndescription: "两行\\n说明\\t制表"\n---\n', 'a.md').frontMatter.description).toBe('两行\n说明\t制表');
  });

  test('rejects a slug with a "." or ".." segment, naming its key and line', () => {
    expect(() => splitFrontMatter('---\nslug: /../x\n---\n', 'a.md')).toThrow('a.md:2:7 (slug): front matter 有误：slug 不能含 "." 或 ".." 段');
    expect(() => splitFrontMatter('---\nslug: ./x\n---\n', 'a.md')).toThrow('slug 不能含 "." 或 ".." 段');
    expect(splitFrontMatter('---\nslug: /v1.2/x..y\n---\n', 'a.md').frontMatter.slug).toBe('/v1.2/x..y');
  });

  test('rejects unknown keys', () => {
    expect(() => splitFrontMatter('---\nsidebar_labl: x\n---\n', 'a.md')).toThrow('a.md:2:1 (sidebar_labl): front matter 有误：未知的键 sidebar_labl（是不是想写 sidebar_label？）');
  });

  test('reports every problem at once, each at its own line and column, in the file\'s order', () => {
    const text = '---\ntitle: 标题\ntitel: 标题\nsidebar_position: 第二\ndraft: 是\n---\n';
    let error: unknown;
    try {
      splitFrontMatter(text, 'a.md');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(BuildErrors);
    expect((error as BuildErrors).errors.map((each) => each.message)).toEqual([
      'a.md:3:1 (titel): front matter 有误：未知的键 titel（是不是想写 title？）',
      'a.md:4:19 (sidebar_position): front matter 有误：应为数字，写的是 "第二"',
      'a.md:5:8 (draft): front matter 有误：应为布尔值（true 或 false），写的是 "是"',
    ]);
  });

  test('a YAML syntax error names one position, its own, in Chinese', () => {
    const text = '---\ntitle: 标题\ndescription: "没有闭合\n---\n';
    expect(() => splitFrontMatter(text, 'a.md')).toThrow(/^a\.md:\d+:\d+: front matter 的 YAML 语法错误：[^a-z]*$/);
  });

  test('names the line of an alias to an anchor that does not exist', () => {
    expect(() => splitFrontMatter('---\ntitle: 标题\ndescription: *missing\n---\n', 'a.md')).toThrow('a.md:3:14: YAML 别名（*名字）引用了没有定义的锚点（&名字）');
  });

  test('stops a "billion laughs" alias bomb, naming the line of the alias that expands most', () => {
    const rows = ['a: &a [x, x, x, x, x, x, x, x, x]'];
    for (const [name, previous] of [['b', 'a'], ['c', 'b'], ['d', 'c'], ['e', 'd']]) rows.push(`${name}: &${name} [${Array(9).fill(`*${previous}`).join(', ')}]`);
    rows.push('title: *e');
    const text = `---\n${rows.join('\n')}\n---\n正文\n`;
    // title: *e is the seventh line of the file (after the fence and five anchors).
    expect(() => splitFrontMatter(text, 'docs/bomb.md')).toThrow(/^docs\/bomb\.md:7:\d+: YAML 别名展开过多/);
  });

  test('rejects a value that contains itself through an alias, naming line and key', () => {
    const text = '---\nhero: &h\n  title: 标题\n  actions: [*h]\n---\n';
    expect(() => splitFrontMatter(text, 'a.md')).toThrow('a.md:4:13 (hero.actions.0): YAML 别名 *h 引用了包含它自身的锚点 &h');
  });

  test('a file read again (the dev server, on every save) gets its new body, and its front matter as it now stands', () => {
    const file = 'docs/again.md';
    const first = splitFrontMatter('---\ntitle: 标题\nkeywords: [a, b]\n---\n正文\n', file);
    const bodyChanged = splitFrontMatter('---\ntitle: 标题\nkeywords: [a, b]\n---\n新的正文\n', file);
    expect(bodyChanged).toEqual({ ...first, body: '\n\n\n\n新的正文\n' });
    expect(splitFrontMatter('---\ntitle: 新标题\nkeywords: [a, b]\n---\n新的正文\n', file).frontMatter.title).toBe('新标题');
    expect(() => splitFrontMatter('---\ntitle: [\n---\n', file)).toThrow(/^docs\/again\.md:2:/);
    expect(() => splitFrontMatter('---\ntitle: 标题\nkeywords: [a, b]\nauthors: [someone]\n---\n', file)).toThrow(/authors/);
    // The same front matter read with a schema that allows the key (a blog post's) passes; read as a doc's again, it fails.
    const post = '---\ntitle: 标题\nauthors: [someone]\n---\n';
    expect(splitFrontMatterWith(blogFrontMatterSchema, post, file).frontMatter.authors).toEqual(['someone']);
    expect(() => splitFrontMatter(post, file)).toThrow(/authors/);
  });
});
