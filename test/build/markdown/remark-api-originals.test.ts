import { describe, expect, test } from 'vitest';
import { emptyComment } from '../../../build/api/doc-comment.ts';
import { originalBlock, type RenderContext } from '../../../build/api/render-blocks.ts';
import { strings } from '../../../theme/lib/strings.ts';
import { markdown, renderMarkdown } from './render-markdown.ts';

// What originalBlock needs of a context when the English holds no links: the note on one key.
const contextWithNote = (note: string | undefined) => ({ text: (key: string) => (key.endsWith('.translatorNote') ? note : undefined) }) as unknown as RenderContext;

describe('remark-api-originals', () => {
  test('turns an api-original directive into a collapsed 原文 toggle around the English', async () => {
    const { $ } = await renderMarkdown(markdown`
      ::::api-original
      Gets the **ancestors**.

      - one
      ::::
    `);
    const details = $('details.api-original');
    expect(details).toHaveLength(1);
    expect(details.attr('open')).toBeUndefined();
    expect(details.children().map((_, child) => (child as { tagName: string }).tagName).get()).toEqual(['summary', 'div']);
    expect(details.children('summary').text()).toBe(strings.api.original);
    expect(details.children('div').attr('lang')).toBe('en');
    expect(details.children('div').html()).toBe('<p>Gets the <strong>ancestors</strong>.</p><ul>\n<li>one</li>\n</ul>');
  });

  test('puts the translator’s note last, outside the English', async () => {
    const { $ } = await renderMarkdown(markdown`
      ::::api-original
      Returns the first.

      :::api-translator-note
      **译者注**：其实返回最后一个。
      :::
      ::::
    `);
    const details = $('details.api-original');
    expect(details.children().last().hasClass('api-translator-note')).toBe(true);
    expect(details.find('.api-translator-note').text()).toBe('译者注：其实返回最后一个。');
    expect(details.find('[lang="en"]').text()).toBe('Returns the first.');
    expect(details.find('[lang="en"] .api-translator-note')).toHaveLength(0);
  });

  test('a note directive outside the originals stays the text it was written as', async () => {
    const { $ } = await renderMarkdown(':::api-translator-note\n注。\n:::\n');
    expect($('.api-translator-note')).toHaveLength(0);
    expect($.root().text()).toContain(':::api-translator-note');
  });

  test.each([
    ['without a note', undefined],
    ['with a note', '原文有误。'],
  ])('originalBlock writes the toggle as directives, fenced past any colon fence in the English (%s)', async (_, note) => {
    const comment = { ...emptyComment(), summary: 'Use it like this:\n\n:::tip\nnot a directive of ours\n:::' };
    const block = originalBlock('Widget.find', comment, contextWithNote(note));
    expect(block).not.toMatch(/<\/?(details|summary|div)\b/);
    const { $ } = await renderMarkdown(block);
    const details = $('details.api-original');
    expect(details).toHaveLength(1);
    expect(details.find('[lang="en"]').text()).toContain('Use it like this:');
    expect(details.find('[lang="en"] aside.admonition-tip').text()).toContain('not a directive of ours');
    expect(details.find('.api-translator-note').text()).toBe(note ? `${strings.api.translatorNote}：${note}` : '');
  });
});
