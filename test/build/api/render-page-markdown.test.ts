// The API page renderer on a small fixture model, compiled by the site's own Markdown pipeline.
import { describe, expect, test } from 'vitest';
import { emptyComment } from '../../../build/api/doc-comment.ts';
import { createRenderContext } from '../../../build/api/index.ts';
import type { ApiModel, SymbolModel } from '../../../build/api/model.ts';
import { renderIndexPage } from '../../../build/api/render-index-markdown.ts';
import { renderSymbolPage } from '../../../build/api/render-page-markdown.ts';
import { createMarkdownCompiler } from '../../../build/markdown/compile-markdown.ts';

const widget: SymbolModel = {
  name: 'Widget',
  kind: 'class',
  comment: { ...emptyComment(), summary: 'A widget.', examples: [[{ kind: 'text', text: 'Markup:' }, { kind: 'code', language: 'html', code: '<ul>\n  <li>x</li>\n</ul>' }]] },
  typeParameters: [{ name: 'T', constraint: 'AnyNode' }],
  extends: ['Iterable<T>'],
  implements: [],
  indexSignatures: [],
  signatures: [],
  members: [
    {
      name: 'parentsUntil',
      displayName: 'parentsUntil',
      kind: 'method',
      optional: false,
      category: 'Traversing',
      comment: emptyComment(),
      signatures: [
        {
          typeParameters: [],
          parameters: [{ name: 'selector', type: 'string | Widget<Element>', optional: true, rest: false }],
          returnType: 'Widget<Element>',
          comment: { ...emptyComment(), summary: 'Gets ancestors.', params: { selector: 'Where to stop.' }, returns: 'The ancestors.', see: ['{@link https://api.jquery.com/parentsUntil/}'] },
          source: { file: 'src/api/traversing.ts', line: 306 },
        },
      ],
    },
    {
      name: 'attr',
      displayName: 'attr',
      kind: 'method',
      optional: false,
      category: 'Attributes',
      comment: emptyComment(),
      signatures: [1, 2].map((n) => ({
        typeParameters: [],
        parameters: n === 1 ? [] : [{ name: 'name', type: 'string', optional: false, rest: false }],
        returnType: 'string',
        comment: { ...emptyComment(), summary: `Overload ${n}.`, deprecated: n === 2 ? 'Use something else.' : undefined } as SymbolModel['comment'],
      })),
    },
    { name: 'length', displayName: 'length', kind: 'property', optional: false, type: 'number', comment: emptyComment(), signatures: [] },
  ],
  source: { file: 'src/widget.ts', line: 3 },
};
const model: ApiModel = { cheerioVersion: '9.9.9', extractorVersion: 1, symbols: [widget] };
const chinese: Record<string, string> = {
  Widget: '一个部件。它用于测试。',
  'Widget.example1': '示例标记：',
  'Widget.parentsUntil': '获取祖先元素，直到遇到匹配 {@link Widget.length} 的元素为止。',
  'Widget.parentsUntil.selector': '在此停止。',
  'Widget.parentsUntil.returns': '祖先元素。',
  'Widget.attr#1': '重载一。',
  'Widget.attr#2': '重载二。',
  'Widget.attr#2.name': '名称。',
  'Widget.attr#2.deprecated': '请改用别的方法。',
  'Widget.length': '元素个数。',
};
const context = createRenderContext(model, '/docs', (key) => chinese[key]);

describe('renderSymbolPage', () => {
  const markdown = renderSymbolPage(widget, context);

  test('writes the kind and name as H1 and member anchors as lower-cased names', async () => {
    const compile = await createMarkdownCompiler({ baseUrl: '/', routeForSourceFile: () => undefined });
    const compiled = await compile({ source: markdown, filePath: '/virtual/Widget.yaml#classes/Widget' });
    expect(compiled.firstHeading).toBe('类：Widget<T>');
    expect(compiled.ids).toEqual(expect.arrayContaining(['parentsuntil', 'attr', 'attr-1', 'attr-2', 'length', 'category-traversing', 'category-attributes', 'category-other']));
    const h2 = compiled.headings.filter((heading) => heading.depth === 2).map((heading) => heading.text);
    expect(h2).toEqual(['类型参数', '继承', '属性', '遍历', '其他']);
    expect(compiled.headings.find((heading) => heading.id === 'attr')?.text).toBe('attr（已弃用）');
  });

  test('keeps the English behind a 原文 toggle that compiles to <details>', async () => {
    // Written as directives, not raw HTML, which would make rehype-raw parse the whole page again.
    expect(markdown).not.toMatch(/<\/?(details|summary|div)\b/);
    const compile = await createMarkdownCompiler({ baseUrl: '/', routeForSourceFile: () => undefined });
    const { html } = await compile({ source: markdown, filePath: '/virtual/Widget' });
    expect(html).toMatch(/<details class="api-original"><summary>原文<\/summary>\s*<div lang="en">\s*<p>Gets ancestors\.<\/p>/);
    expect(html).toContain('<p>获取祖先元素，直到遇到匹配 <a href="/docs/api/classes/Widget#length"><code>Widget.length</code></a> 的元素为止。</p>');
  });

  test('shows the signature, a parameters table, the return type and the source link', () => {
    expect(markdown).toContain('```ts links="Widget=/docs/api/classes/Widget Element=https://domhandler.js.org/classes/Element.html"\nparentsUntil(selector?: string | Widget<Element>): Widget<Element>\n```');
    expect(markdown).toContain('| `selector`（可选） | ` string \\|  `[`Widget`](/docs/api/classes/Widget)`<`[`Element`](https://domhandler.js.org/classes/Element.html)`>` | 在此停止。 |');
    expect(markdown).toContain('**返回值**：[`Widget`](/docs/api/classes/Widget)`<`[`Element`](https://domhandler.js.org/classes/Element.html)`>`——祖先元素。');
    expect(markdown).toContain('定义于：[src/api/traversing.ts#L306](https://github.com/cheeriojs/cheerio/blob/v9.9.9/src/api/traversing.ts#L306)');
    expect(markdown).toContain('- [jQuery 文档：`.parentsUntil()`](https://api.jquery.com/parentsUntil/)');
  });

  test('keeps example code as written and shows the Chinese caption', () => {
    expect(markdown).toContain('示例标记：\n\n```html\n<ul>\n  <li>x</li>\n</ul>\n```');
  });

  test('marks untranslated text instead of hiding it', () => {
    const bare = renderSymbolPage(widget, createRenderContext(model, '/docs', () => undefined));
    expect(bare).toContain('（暂无中文说明，以下为英文原文。）\n\nGets ancestors.');
  });

  test('renders a deprecation notice as a warning admonition', () => {
    expect(markdown).toContain(':::warning[已弃用]\n\n请改用别的方法。\n\n:::');
  });
});

describe('renderIndexPage', () => {
  test('lists each symbol with its one-line summary under its group', () => {
    const markdown = renderIndexPage(model, context);
    expect(markdown).toContain('## 其他 {#other}\n\n- [`Widget`](/docs/api/classes/Widget)（类）：一个部件。');
  });
});
