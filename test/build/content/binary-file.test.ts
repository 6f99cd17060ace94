// A binary or non-UTF-8 file with a .md name: a warning naming file and line, and no page built from it.
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from 'vitest';
import { loadContent } from '../../../build/content/load-content.ts';
import { formatWarning, WarningCollector } from '../../../build/diagnostics.ts';
import { createFixtureSite } from '../../helpers/fixture-site.ts';

const pngHeader = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]);

async function load(files: Record<string, Buffer>) {
  const site = await createFixtureSite({ 'content/docs/intro.md': '# 介绍\n\n正文。\n' });
  for (const [relative, bytes] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(site, relative)), { recursive: true });
    await fs.writeFile(path.join(site, relative), bytes);
  }
  const warnings = new WarningCollector();
  const content = await loadContent({ contentDir: path.join(site, 'content'), docsRoute: '/docs', includeDrafts: false, warnings });
  // file:line: message [code], the file relative to the site, in file order.
  const messages = warnings.warnings.map((warning) => formatWarning({ ...warning, file: path.relative(site, warning.file) })).sort();
  return { content, warnings: messages, routes: [...content.docs, ...content.pages].map((file) => file.route) };
}

test('a PNG saved as a .md file is skipped with a warning naming the file and the line of the first bad byte', async () => {
  const { routes, warnings } = await load({ 'content/docs/logo.md': pngHeader, 'content/pages/image.md': pngHeader });
  expect(routes).toEqual(['/docs/intro']);
  expect(warnings).toEqual([
    expect.stringMatching(/^content\/docs\/logo\.md:1: 不是 UTF-8 文本文件.*已跳过.* \[binary-content-file\]$/),
    expect.stringMatching(/^content\/pages\/image\.md:1: 不是 UTF-8 文本文件.*已跳过.* \[binary-content-file\]$/),
  ]);
});

test('a file with invalid UTF-8 (GBK text) is skipped; the warning names the line it starts on', async () => {
  const gbk = Buffer.concat([Buffer.from('# 标题\n\n第一段\n', 'utf8'), Buffer.from([0xc4, 0xe3, 0xba, 0xc3, 0x0a])]);
  const { routes, warnings } = await load({ 'content/docs/gbk.md': gbk });
  expect(routes).toEqual(['/docs/intro']);
  expect(warnings).toEqual([expect.stringMatching(/^content\/docs\/gbk\.md:4: .*\[binary-content-file\]$/)]);
});

test('a NUL byte in otherwise valid text is named by its line', async () => {
  const { routes, warnings } = await load({ 'content/pages/nul.md': Buffer.from('# 标题\n\n正文\0\n', 'utf8') });
  expect(routes).toEqual(['/docs/intro']);
  expect(warnings).toEqual([expect.stringMatching(/^content\/pages\/nul\.md:3: .*\[binary-content-file\]$/)]);
});

test('UTF-8 text with Chinese, emoji and a byte-order mark loads as before', async () => {
  const text = Buffer.from('\uFEFF# 标题 🎉\n\n正文\n', 'utf8');
  const { content, warnings } = await load({ 'content/docs/text.md': text });
  expect(warnings).toEqual([]);
  expect(content.docs.find((file) => file.id === 'text')?.body).toContain('标题 🎉');
});
