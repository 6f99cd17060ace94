// rehype-collect-search-blocks alone on parsed HTML, then through the whole Markdown pipeline.
import type { Root } from 'hast';
import rehypeRaw from 'rehype-raw';
import { unified } from 'unified';
import type { VFile } from 'vfile';
import { describe, expect, test } from 'vitest';
import { rehypeCollectSearchBlocks } from '../../../build/markdown/rehype-collect-search-blocks.ts';
import { markdown, renderMarkdown } from './render-markdown.ts';

function collect(html: string) {
  const tree = unified().use(rehypeRaw).runSync({ type: 'root', children: [{ type: 'raw', value: html }] } as Root);
  const file = { data: {} } as VFile;
  rehypeCollectSearchBlocks()(tree, file);
  return file.data.search!;
}

const blocksOf = (html: string) => collect(html).blocks.map(({ level, id, text }) => ({ level, id, text }));

describe('rehype-collect-search-blocks', () => {
  test('gives each heading (with its id) and each block of text, in order, spaces collapsed', () => {
    expect(blocksOf('<p>第一段\n  <strong>加粗</strong></p><h2 id="a">二级 <code>load</code></h2><ul><li>甲</li><li>乙<ul><li>丙</li></ul></li></ul><h3>无 id</h3><p>尾</p>')).toEqual([
      { level: 0, id: null, text: '第一段 加粗' },
      { level: 2, id: 'a', text: '二级 load' },
      { level: 0, id: null, text: '甲' },
      { level: 0, id: null, text: '乙' },
      { level: 0, id: null, text: '丙' },
      { level: 3, id: null, text: '无 id' },
      { level: 0, id: null, text: '尾' },
    ]);
  });

  test("counts each block's search terms, as indexes into the page's terms in order of first occurrence", () => {
    const { blocks, terms } = collect('<h2 id="a">加载 load</h2><p>load 加载 loadBuffer</p>');
    expect(terms).toEqual(['加', '加载', '载', 'load', 'loadbuffer', 'buffer']);
    expect(blocks.map((block) => block.termCounts)).toEqual([[0, 1, 1, 1, 2, 1, 3, 1], [3, 2, 0, 1, 1, 1, 2, 1, 4, 1, 5, 1]]);
  });

  test('a table row is one block whose cells are separated by spaces', () => {
    expect(blocksOf('<table><tr><th>输入</th><th>方法</th></tr><tr><td>字符串</td><td><code>load</code></td></tr></table>').map((block) => block.text)).toEqual(['输入 方法', '字符串 load']);
  });

  test('leaves out code blocks, buttons, icons, scripts, hidden text and the # heading links; an H1 gives no block', () => {
    const blocks = blocksOf('<h1>标题</h1><h2 id="x">小节<a class="hash-link" href="#x">#</a></h2><pre><code>const $ = 1;</code></pre><button>复制代码</button><p><span aria-hidden="true">图标</span>提示<svg><text>svg</text></svg></p><script>alert(1)</script>');
    expect(blocks).toEqual([{ level: 2, id: 'x', text: '小节' }, { level: 0, id: null, text: '提示' }]);
  });
});

test('compiling a Markdown page collects its search blocks from the finished HTML, without the anchors', async () => {
  const { search } = await renderMarkdown(markdown`
    # 页面

    ## 加载文档

    用 \`load\` 加载。

    \`\`\`js
    const $ = cheerio.load('<p>');
    \`\`\`
  `);
  expect(search.blocks.map(({ level, id, text }) => ({ level, id, text }))).toEqual([{ level: 2, id: '加载文档', text: '加载文档' }, { level: 0, id: null, text: '用 load 加载。' }]);
});
