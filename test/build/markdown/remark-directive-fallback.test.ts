import { describe, expect, test } from 'vitest';
import { markdown, renderMarkdown } from './render-markdown.ts';

describe('remark-directive-fallback', () => {
  test.each([
    ['时间 10:30 开始'],
    ['设置 xml:id 属性'],
    ['表情 :smile: 保留'],
    ['比例 a:b 与 http:localhost'],
    ['行尾冒号：name:'],
  ])('keeps the prose %s exactly as written', async (prose) => {
    const { $ } = await renderMarkdown(prose);
    expect($('p').text()).toBe(prose);
  });

  test('keeps Markdown inside the label of an unknown text directive', async () => {
    const { $ } = await renderMarkdown(':abbr[**HTML**]{title="超文本"} 很常见');
    expect($('p').text()).toBe(':abbr[HTML]{title="超文本"} 很常见');
    expect($('p strong').text()).toBe('HTML');
  });

  test('keeps an empty label as written', async () => {
    const { $ } = await renderMarkdown('见 :empty[] 这里');
    expect($('p').text()).toBe('见 :empty[] 这里');
  });

  test('turns an unknown leaf directive back into a paragraph', async () => {
    const { $ } = await renderMarkdown('::youtube[视频]{id=abc}\n');
    expect($('p').text()).toBe('::youtube[视频]{id=abc}');
  });

  test('turns an unknown container directive back into its fences and content', async () => {
    const { $ } = await renderMarkdown(markdown`
      :::details[更多]
      隐藏的内容
      :::
    `);
    expect($('p').map((_, p) => $(p).text()).get()).toEqual([':::details[更多]', '隐藏的内容', ':::']);
  });

  test('keeps directive-like text inside headings, links and table cells', async () => {
    const { $, headings } = await renderMarkdown(markdown`
      ## 时间 10:30 {#time}

      [xml:id 说明](https://example.com)

      | 键 | 值 |
      |---|---|
      | a:b | c:d |
    `);
    expect(headings[0]).toMatchObject({ id: 'time', text: '时间 10:30' });
    expect($('a[href="https://example.com"]').text()).toBe('xml:id 说明');
    expect($('td').map((_, cell) => $(cell).text()).get()).toEqual(['a:b', 'c:d']);
  });
});
