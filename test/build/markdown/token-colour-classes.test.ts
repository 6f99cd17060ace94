import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { TOKEN_COLOUR_CLASSES, TOKEN_COLOUR_STYLES } from '../../../build/markdown/token-colour-classes.ts';
import { repoRoot } from '../../helpers/fixture-site.ts';
import { renderMarkdown } from './render-markdown.ts';

const fence = (language: string, code: string) => `\`\`\`${language}\n${code}\n\`\`\`\n`;

// A little of every language the site highlights, with strings, numbers, comments, tags, keys and a regex.
const samples = [
  fence('js', "import * as cheerio from 'cheerio';\n// 加载\nconst $ = cheerio.load('<p>a</p>');\nconst n = $('p').length * 2 + /x+/g.lastIndex;\nexport default function f(a = 1) { return `${a}`; }"),
  fence('ts', 'interface Options { xml?: boolean }\ntype T = Cheerio<Element>;\nenum E { A = 1 }\nclass C<T> extends Base implements I { private x: number = 0; static y = null; }'),
  fence('tsx', 'export const A = ({ n }: { n: number }) => <div className="a">{n}</div>;'),
  fence('html', '<!doctype html>\n<ul id="fruits"><li class="apple">苹果 &amp;</li></ul>\n<script>let a = 1;</script>\n<style>p { color: red; }</style>'),
  fence('css', '.a > b:hover { color: #fff; margin: 0 auto !important; }\n@media (width > 10px) { a { --x: 1px; } }'),
  fence('json', '{ "name": "cheerio", "version": 1, "ok": true, "list": [null] }'),
  fence('bash', 'npm install cheerio # 安装\nexport A="b" && echo $A | grep -v x > out.txt'),
  fence('yaml', 'title: 站点\nitems:\n  - type: doc\n    count: 3 # 注释'),
  fence('xml', '<?xml version="1.0"?>\n<rss version="2.0"><![CDATA[x]]></rss>'),
  fence('diff', '--- a\n+++ b\n@@ -1 +1 @@\n-old\n+new'),
  fence('md', '# 标题\n\n**粗体** *斜体* [链接](https://example.com) `code`\n\n> 引用'),
];

describe('token colour classes', () => {
  test('each class has a rule in the theme\'s CSS that sets its two colours, and the CSS has no other', () => {
    const css = fs.readFileSync(path.join(repoRoot, 'theme/styles/code.css'), 'utf8');
    const rules = [...css.matchAll(/\.shiki \.(hl-[a-z]+) \{ color: (#[0-9a-f]{6}); --shiki-dark: (#[0-9a-f]{6}); \}/g)]
      .map(([, name, light, dark]) => [name, `color:${light};--shiki-dark:${dark}`]);
    expect(rules).toEqual([...TOKEN_COLOUR_STYLES]);
    expect(css.match(/\.hl-/g)).toHaveLength(TOKEN_COLOUR_STYLES.size);
    expect(new Set(TOKEN_COLOUR_CLASSES.values()).size).toBe(TOKEN_COLOUR_CLASSES.size);
  });

  test('every token of every language the site highlights gets a class for its colours; only bold, italic or underlined ones keep them inline', async () => {
    const { $ } = await renderMarkdown(samples.join('\n'));
    expect($('pre.shiki')).toHaveLength(samples.length);
    const tokens = $('pre.shiki .line span');
    expect(tokens.length).toBeGreaterThan(100);
    const inline = tokens.filter('[style]').toArray().map((span) => $(span).attr('style')!);
    // Markdown's heading, bold, italic and link text, and diff's range line.
    expect(inline).toHaveLength(5);
    for (const style of inline) expect(style).toMatch(/--shiki-light-(?:font-weight|font-style|text-decoration):/);
    // Most of the pairs show up in these samples.
    const used = new Set(tokens.not('[style]').toArray().map((span) => $(span).attr('class')!));
    expect(used.size).toBeGreaterThanOrEqual(8);
    for (const name of used) expect(TOKEN_COLOUR_STYLES.has(name)).toBe(true);
  });
});
