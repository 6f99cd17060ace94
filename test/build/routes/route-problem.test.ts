import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, onTestFinished, test } from 'vitest';
import { buildSite } from '../../../build/index.ts';
import { BuildError } from '../../../build/diagnostics.ts';
import { routeProblem } from '../../../build/routes/route-graph.ts';
import { createFixtureSite, repoRoot } from '../../helpers/fixture-site.ts';

describe('a route a page can have', () => {
  test('is plain text with no empty, "." or ".." segment', () => {
    for (const route of ['/', '/docs/intro', '/docs/基础教程', '/docs/v1.2/x..y', '/blog/a b']) expect(routeProblem(route), route).toBeUndefined();
    expect(routeProblem('/docs/50%')).toMatch(/含有 "%"/);
    for (const route of ['/docs/../x', '/docs/.', '/docs//x', '/docs/']) expect(routeProblem(route), route).toMatch(/有空的、"\." 或 "\.\." 路径段/);
  });

  test('a file whose name makes a route with "%" fails the build naming that file, and the previous output stays', async () => {
    const siteDir = await createFixtureSite({ 'content/docs/intro.md': '# 简介\n' });
    onTestFinished(() => fs.rm(siteDir, { recursive: true, force: true }));
    const outDir = path.join(siteDir, 'dist');
    await buildSite({ rootDir: repoRoot, siteDir, outDir });
    const before = await fs.readFile(path.join(outDir, 'docs/intro.html'), 'utf8');
    await fs.writeFile(path.join(siteDir, 'content/docs/50%.md'), '# 百分比\n');
    const failed = await buildSite({ rootDir: repoRoot, siteDir, outDir }).then(() => undefined, (error: unknown) => error);
    expect(failed).toBeInstanceOf(BuildError);
    expect((failed as BuildError).message).toContain(`${path.join('content', 'docs', '50%.md')}`);
    expect((failed as BuildError).message).toContain('页面的路由 "/docs/50%" 不能使用：含有 "%"');
    expect(await fs.readFile(path.join(outDir, 'docs/intro.html'), 'utf8')).toBe(before);
  }, 60_000);
});
