import { describe, expect, test } from 'vitest';
import { TOKEN_COLOUR_STYLES } from '../../../build/markdown/token-colour-classes.ts';
import { strings } from '../../../theme/lib/strings.ts';
import { markdown, renderMarkdown } from './render-markdown.ts';

const fence = (meta: string, code: string) => `\`\`\`${meta}\n${code}\n\`\`\`\n`;

describe('rehype-code-blocks', () => {
  test('wraps a fenced block in the code-block structure with copy and wrap buttons', async () => {
    const { $ } = await renderMarkdown(fence('js', "const $ = cheerio.load('<p>Hi</p>');"));
    const block = $('div.code-block');
    expect(block.attr('data-language')).toBe('js');
    expect(block.attr('data-meta')).toBeUndefined();
    expect(block.children().map((_, child) => $(child).attr('class')).get()).toEqual(['code-block-body']);
    const body = block.children('.code-block-body');
    expect(body.children('pre.shiki').attr('tabindex')).toBe('0');
    const wrap = body.find('.code-block-buttons > button.code-block-wrap');
    expect(wrap.attr('type')).toBe('button');
    expect(wrap.attr('aria-label')).toBe(strings.toggleWordWrap);
    expect(wrap.attr('title')).toBe(strings.toggleWordWrap);
    expect(wrap.attr('aria-pressed')).toBe('false');
    const copy = body.find('.code-block-buttons > button.code-block-copy');
    expect(copy.attr('aria-label')).toBe(strings.copyCode);
    expect(copy.find('span.code-block-copied[role="status"][aria-live="polite"]')).toHaveLength(1);
    expect(body.find('pre code').text()).toBe("const $ = cheerio.load('<p>Hi</p>');");
  });

  test('puts both theme colours on every token, as the class of its colour pair', async () => {
    const { $ } = await renderMarkdown(fence('ts', 'export const answer: number = 42;'));
    expect($('pre').attr('class')).toContain('shiki');
    expect($('pre').attr('style')).toMatch(/background-color:#fff(fff)?;--shiki-dark-bg:#0d1117/i);
    const tokenClasses = $('pre .line > span').map((_, span) => $(span).attr('class')).get();
    expect(tokenClasses.length).toBeGreaterThan(3);
    for (const name of tokenClasses) expect(TOKEN_COLOUR_STYLES.get(name)).toMatch(/^color:#[0-9a-f]{6};--shiki-dark:#[0-9a-f]{6}$/);
    expect(new Set(tokenClasses).size).toBeGreaterThan(1);
  });

  test('shows the title above the code', async () => {
    const { $ } = await renderMarkdown(fence('js title="app.js"', 'load();'));
    expect($('.code-block > .code-block-title').text()).toBe('app.js');
    expect($('.code-block').children().first().hasClass('code-block-title')).toBe(true);
  });

  test('highlights the lines named by {1,3-5}', async () => {
    const { $ } = await renderMarkdown(fence('js {1,3-5}', ['a;', 'b;', 'c;', 'd;', 'e;', 'f;'].join('\n')));
    const highlighted = $('.line').map((_, line) => $(line).hasClass('highlighted')).get();
    expect(highlighted).toEqual([true, false, true, true, true, false]);
  });

  test('removes highlight marker comments and highlights the lines they mark', async () => {
    const code = ['// highlight-next-line', 'const a = 1;', 'const b = 2;', '// highlight-start', 'a();', 'b();', '// highlight-end'].join('\n');
    const { $ } = await renderMarkdown(fence('js', code));
    expect($('.line').map((_, line) => $(line).text()).get()).toEqual(['const a = 1;', 'const b = 2;', 'a();', 'b();']);
    expect($('.line.highlighted').map((_, line) => $(line).text()).get()).toEqual(['const a = 1;', 'a();', 'b();']);
    expect($.html()).not.toContain('highlight-');
  });

  test('understands # markers in bash and <!-- --> markers in HTML', async () => {
    const { $ } = await renderMarkdown(
      fence('bash', '# highlight-next-line\nnpm install cheerio\nnode app.js') +
        '\n' +
        fence('html', '<ul>\n  <!-- highlight-next-line -->\n  <li>Apple</li>\n</ul>'),
    );
    const blocks = $('.code-block');
    expect(blocks.eq(0).find('.line.highlighted').text()).toBe('npm install cheerio');
    expect(blocks.eq(1).find('.line.highlighted').text()).toBe('  <li>Apple</li>');
    expect(blocks.eq(1).find('.line')).toHaveLength(3);
  });

  test('numbers lines with data-line attributes instead of text', async () => {
    const { $ } = await renderMarkdown(fence('js showLineNumbers', 'one();\ntwo();\nthree();'));
    expect($('pre').attr('data-line-numbers')).toBeDefined();
    expect($('.line').map((_, line) => $(line).attr('data-line')).get()).toEqual(['1', '2', '3']);
    expect($('pre code').text()).toBe('one();\ntwo();\nthree();');
  });

  test('starts line numbers where showLineNumbers=N says', async () => {
    const { $ } = await renderMarkdown(fence('js showLineNumbers=7', 'a;\nb;'));
    expect($('.line').map((_, line) => $(line).attr('data-line')).get()).toEqual(['7', '8']);
  });

  test('renders an unknown language as plain text and keeps its label', async () => {
    const { $ } = await renderMarkdown(fence('brainfuck', '++[>+<-]'));
    expect($('.code-block').attr('data-language')).toBe('brainfuck');
    expect($('pre code').text()).toBe('++[>+<-]');
  });

  test('labels a fence without a language as text', async () => {
    const { $ } = await renderMarkdown(fence('', 'plain'));
    expect($('.code-block').attr('data-language')).toBe('text');
  });

  test('keeps the raw meta string so a live block can become a playground', async () => {
    const { $ } = await renderMarkdown(fence('js live', 'render(<p>hi</p>);'));
    expect($('.code-block').attr('data-meta')).toBe('live');
  });

  test('highlights language aliases such as sh, yml and md', async () => {
    const { $ } = await renderMarkdown([fence('sh', 'echo "$HOME"'), fence('yml', 'a: 1'), fence('md', '- **加粗** [链接](/x)')].join('\n'));
    for (const block of $('.code-block').toArray()) {
      const colours = $(block).find('.line > span').map((_, span) => $(span).attr('class') ?? $(span).attr('style')).get();
      expect(new Set(colours).size).toBeGreaterThan(1);
    }
  });

  test('leaves inline code and hand-written <pre> elements alone', async () => {
    const { $ } = await renderMarkdown(markdown`
      调用 \`load()\` 即可。

      <pre><code>raw</code></pre>
    `);
    expect($('p > code').text()).toBe('load()');
    expect($('.code-block')).toHaveLength(0);
    expect($('pre > code').text()).toBe('raw');
  });

  test('warns, with the fence\'s line, about a language the site does not highlight, and shows it as text', async () => {
    const { $, warnings } = await renderMarkdown(markdown`
      # 标题

      \`\`\`pyhton
      print(1)
      \`\`\`
    `);
    expect(warnings).toEqual([{ code: 'unknown-code-language', line: 3, column: 1, message: expect.stringContaining('"pyhton"') }]);
    expect($('pre .line').text()).toBe('print(1)');
  });

  test('warns about highlighted lines past the end of the block, even when the block is cached', async () => {
    const source = 'text\n\n' + fence('js {2,12-13}', ['a;', 'b;', 'c;'].join('\n'));
    for (let run = 0; run < 2; run++) {
      const { $, warnings } = await renderMarkdown(source);
      expect(warnings).toEqual([{ code: 'highlight-out-of-range', line: 3, column: 1, message: expect.stringMatching(/12、13 .*3 行/) }]);
      expect($('.line.highlighted').text()).toBe('b;');
    }
  });

  test('known languages, plain text, no language and ranges inside the block raise no warning', async () => {
    const { warnings } = await renderMarkdown([
      fence('js {1-2}', 'a;\nb;'), fence('TypeScript', 'let a;'), fence('text', 'x'), fence('', 'y'),
      fence('bash npm2yarn', 'npm install cheerio'), fence('js', '// highlight-next-line\na;'),
    ].join('\n'));
    expect(warnings).toEqual([]);
  });

  test('shows a line longer than the cap as plain text, so a minified or base64 line cannot stall the build', async () => {
    const long = `const data = "${'QUJD'.repeat(50_000)}";`;
    const { $ } = await renderMarkdown(fence('js', ['const a = 1;', long, 'const b = 2;'].join('\n')));
    const lines = $('pre .line');
    expect(lines.map((_, line) => $(line).text()).get()).toEqual(['const a = 1;', long, 'const b = 2;']);
    // The long line is one token of the default colour; the lines around it keep their colours.
    expect(lines.eq(1).children('span')).toHaveLength(1);
    expect(lines.eq(1).find('[class]')).toHaveLength(0);
    expect(lines.eq(2).children('span').length).toBeGreaterThan(3);
  }, 20_000);
});
