import * as cheerio from 'cheerio';
import { expect, test } from 'vitest';
import { CODE_BLOCK_BUTTONS_HTML } from '../../../build/markdown/code-block-buttons.ts';
import { markdown, renderMarkdown } from './render-markdown.ts';

test('the pattern removes every code block\'s whole button bar from compiled HTML, and nothing else', async () => {
  const { html } = await renderMarkdown(markdown`
    \`\`\`js title="a.js"
    const a = '<div>';
    \`\`\`

    文字

    \`\`\`ts showLineNumbers
    const b: number = 1;
    \`\`\`
  `);
  expect(html.match(CODE_BLOCK_BUTTONS_HTML)).toHaveLength(2);
  const stripped = html.replace(CODE_BLOCK_BUTTONS_HTML, '');
  const $ = cheerio.load(html, null, false);
  $('.code-block-buttons').remove();
  // What is left parses to the tree without the bars: no closing tag of the block went with them.
  expect(cheerio.load(stripped, null, false).html()).toBe($.html());
  expect(stripped).not.toMatch(/<button|<svg/);
});
