import { describe, expect, test } from 'vitest';
import { convertNpmCommand } from '../../../build/markdown/rehype-install-tabs.ts';
import { markdown, renderMarkdown } from './render-markdown.ts';

describe('rehype-install-tabs', () => {
  test('turns an npm2yarn fence into npm, yarn, pnpm and bun tabs with converted commands', async () => {
    const { $ } = await renderMarkdown(markdown`
      \`\`\`bash npm2yarn
      npm install cheerio
      \`\`\`
    `);
    const group = $('div.install-tabs');
    expect(group).toHaveLength(1);
    const tabs = group.find('[role="tablist"] > button[role="tab"]');
    expect(tabs.map((_, tab) => $(tab).text()).get()).toEqual(['npm', 'yarn', 'pnpm', 'bun']);
    const panels = group.children('[role="tabpanel"]');
    expect(panels.map((_, panel) => $(panel).find('pre code').text()).get())
      .toEqual(['npm install cheerio', 'yarn add cheerio', 'pnpm add cheerio', 'bun add cheerio']);
    expect(panels.map((_, panel) => $(panel).children('.install-tabs-label').text()).get()).toEqual(['npm', 'yarn', 'pnpm', 'bun']);
  });

  test('links every tab to its panel and selects npm until the reader chooses', async () => {
    const { $ } = await renderMarkdown('```bash npm2yarn\nnpm install cheerio\n```\n');
    $('[role="tab"]').each((index, tab) => {
      const panel = $(`#${$(tab).attr('aria-controls')}`);
      expect(panel.attr('role')).toBe('tabpanel');
      expect(panel.attr('aria-labelledby')).toBe($(tab).attr('id'));
      expect($(tab).attr('aria-selected')).toBe(String(index === 0));
      expect(panel.attr('hidden')).toBe(index === 0 ? undefined : 'hidden');
    });
  });

  test('highlights every panel as a normal code block with copy button, without the npm2yarn meta', async () => {
    const { $ } = await renderMarkdown('```bash npm2yarn\nnpm i -D cheerio\n```\n');
    const blocks = $('.install-tabs-panel > .code-block');
    expect(blocks).toHaveLength(4);
    expect(blocks.find('pre.shiki')).toHaveLength(4);
    expect(blocks.find('button.code-block-copy')).toHaveLength(4);
    expect(blocks.filter('[data-meta]')).toHaveLength(0);
    expect(blocks.map((_, block) => $(block).find('code').text()).get())
      .toEqual(['npm i -D cheerio', 'yarn add -D cheerio', 'pnpm add -D cheerio', 'bun add -D cheerio']);
  });

  test('gives two groups on one page distinct ids', async () => {
    const { $ } = await renderMarkdown('```bash npm2yarn\nnpm install a\n```\n\n```bash npm2yarn\nnpm install b\n```\n');
    const ids = $('[id^="install-tabs-"]').map((_, node) => $(node).attr('id')).get();
    expect(ids).toHaveLength(16);
    expect(new Set(ids).size).toBe(16);
  });

  test('leaves a bash fence without npm2yarn alone', async () => {
    const { $ } = await renderMarkdown('```bash\nnpm install cheerio\n```\n');
    expect($('.install-tabs')).toHaveLength(0);
    expect($('.code-block code').text()).toBe('npm install cheerio');
  });

  test('converts versions, dev and global flags, bare installs, removals and scripts', () => {
    expect(convertNpmCommand('npm install cheerio@latest', 'pnpm')).toBe('pnpm add cheerio@latest');
    expect(convertNpmCommand('npm install --save-dev typescript', 'yarn')).toBe('yarn add -D typescript');
    expect(convertNpmCommand('npm install -g tsx', 'yarn')).toBe('yarn global add tsx');
    expect(convertNpmCommand('npm install -g tsx', 'bun')).toBe('bun add -g tsx');
    expect(convertNpmCommand('npm install', 'bun')).toBe('bun install');
    expect(convertNpmCommand('npm uninstall cheerio', 'yarn')).toBe('yarn remove cheerio');
    expect(convertNpmCommand('npm run build', 'pnpm')).toBe('pnpm run build');
    expect(convertNpmCommand('npm install cheerio # 安装', 'yarn')).toBe('yarn add cheerio # 安装');
    expect(convertNpmCommand('node index.js', 'yarn')).toBe('node index.js');
    expect(convertNpmCommand('npm install cheerio', 'npm')).toBe('npm install cheerio');
  });
});
