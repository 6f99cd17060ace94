import fc from 'fast-check';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, test } from 'vitest';
import { mayAutolink, remarkQuickAutolinks } from '../../../build/markdown/remark-quick-autolinks.ts';

const withGfm = unified().use(remarkParse).use(remarkGfm);
const quick = unified().use(remarkParse).use(remarkGfm).use(remarkQuickAutolinks);
const parseBoth = (markdown: string) => ({ expected: withGfm.runSync(withGfm.parse(markdown)), actual: quick.runSync(quick.parse(markdown)) });

describe('remarkQuickAutolinks', () => {
  test('bare URLs, www. hosts and e-mail addresses still become links', () => {
    const markdown = '见 https://cheerio.js.org/docs 或 WWW.example.com，写信给 a.b@example.org、mailto:c@example.com、xmpp:d@example.com。';
    const { expected, actual } = parseBoth(markdown);
    expect(actual).toEqual(expected);
    expect(JSON.stringify(actual).match(/"type":"link"/g)).toHaveLength(5);
  });

  test('a page whose only candidates are in code is parsed as before, without links', () => {
    const markdown = '# 标题\n\n调用 `load("a@b.c")`：\n\n```js\nfetch("https://example.com");\n```\n\n| 列 | 值 |\n| --- | --- |\n| a | `www.x.y` |';
    const { expected, actual } = parseBoth(markdown);
    expect(actual).toEqual(expected);
    expect(JSON.stringify(actual)).not.toContain('"type":"link"');
  });

  test('any mix of prose, code and candidates comes out as remark-gfm alone makes it', () => {
    const piece = fc.constantFrom(
      '文本', 'text ', ' ', '\n\n', '\n', '- ', '> ', '# ', '`code`', '```\nx@y.z\n```\n', '**粗体**', '[链接](https://a.b)',
      'https://example.com/a?b=c', 'http://x.y', 'www.example.com', 'www.', 'wwwx.com', '@', 'a@b.co', 'me@例子.cn', 'mailto:a@b.c', 'HTTPS://A.B', '&#64;', '\\@',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const { expected, actual } = parseBoth(pieces.join(''));
        expect(actual).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });

  test('mayAutolink looks at text nodes only', () => {
    const tree = quick.parse('```\nhttps://example.com\n```\n\n`a@b.c` 与 <span title="www.x.y">文本</span>');
    expect(mayAutolink(tree)).toBe(false);
    expect(mayAutolink(quick.parse('联系 a@b.c'))).toBe(true);
  });

  test('without remark-gfm before it, it says so instead of doing nothing', () => {
    expect(() => unified().use(remarkParse).use(remarkQuickAutolinks).freeze()).toThrow(/right after remark-gfm/);
  });
});
