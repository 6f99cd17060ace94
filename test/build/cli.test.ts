import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { createFixtureSite, repoRoot } from '../helpers/fixture-site.ts';

function cli(...args: string[]) {
  const result = spawnSync(process.execPath, [path.join(repoRoot, 'bin/site.mjs'), ...args], { encoding: 'utf8', timeout: 60_000, env: { ...process.env, CI: 'true', NO_COLOR: '1' } });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('the cheerio-site command', () => {
  test('builds a site folder and prints each step and a summary', async () => {
    const siteDir = await createFixtureSite({ 'content/docs/intro.md': '# 简介\n' });
    const { code, output } = cli('build', '--site', siteDir);
    expect(code).toBe(0);
    expect(output).toContain('compile markdown');
    expect(output).toMatch(/完成：2 个路由/);
    // The closing table: routes, warnings, time, output size and the largest pages.
    expect(output).toMatch(/\| 路由 \| 2 \|/);
    expect(output).toMatch(/\| 警告 \| 0 \|/);
    expect(output).toMatch(/\| 输出 \| \d+ 个文件，共 [\d.]+ KB \|/);
    expect(output).toMatch(/\| 最大的页面 \| [^|]+\.html（[\d.]+ KB） \|/);
    await expect(fs.stat(path.join(siteDir, 'dist/docs/intro.html'))).resolves.toBeTruthy();
  });

  test('exits 1 with the file, line and key of a content error and no stack trace', async () => {
    const siteDir = await createFixtureSite({ 'content/docs/intro.md': '---\nsidebar_position: oops\n---\n# 简介\n' });
    const { code, output } = cli('build', '--site', siteDir);
    expect(code).toBe(1);
    expect(output).toMatch(/intro\.md:2 \(sidebar_position\): invalid front matter/);
    expect(output).not.toMatch(/\n\s+at /);
  });

  test('exits 1 with --strict when a link is broken', async () => {
    const siteDir = await createFixtureSite({ 'content/docs/intro.md': '# 简介\n\n[坏链接](/docs/nowhere)\n' });
    const { code, output } = cli('build', '--site', siteDir, '--strict');
    expect(code).toBe(1);
    expect(output).toContain('intro.md:3:1');
  });

  test('answers unknown options and commands with usage and exit code 2', () => {
    expect(cli('build', '--bogus').code).toBe(2);
    const unknown = cli('frobnicate');
    expect(unknown.code).toBe(2);
    expect(unknown.output).toContain('用法');
  });

  test('refuses to preview a folder that does not exist', () => {
    const { code, output } = cli('preview', '--dir', '/nonexistent/site');
    expect(code).toBe(1);
    expect(output).toContain('请先运行 npm run build');
  });

  test('rejects a port that is not a number', () => {
    expect(cli('dev', '--port', 'abc').code).toBe(2);
  });
});
