import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadContent } from '../../../build/content/load-content.ts';
import { BuildError, WarningCollector } from '../../../build/diagnostics.ts';
import { createFixtureSite } from '../../helpers/fixture-site.ts';

async function load(siteDir: string) {
  const warnings = new WarningCollector();
  const content = await loadContent({ contentDir: path.join(siteDir, 'content'), docsRoute: '/docs', includeDrafts: false, warnings });
  return { routes: content.docs.map((doc) => doc.route), warnings: warnings.warnings };
}

describe('finding content files', () => {
  test('skips a symlink to its own folder with a symlink-loop warning naming the link', async () => {
    const siteDir = await createFixtureSite({ 'content/docs/intro.md': '# 简介\n', 'content/docs/guide/a.md': '# A\n' });
    await fs.symlink('.', path.join(siteDir, 'content/docs/loop'));
    const { routes, warnings } = await load(siteDir);
    expect(routes).toEqual(['/docs/guide/a', '/docs/intro']);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ code: 'symlink-loop', file: path.join(siteDir, 'content/docs/loop') });
    expect(warnings[0]!.message).toContain('形成循环');
  });

  test('skips both links of a two-link cycle', async () => {
    const siteDir = await createFixtureSite({ 'content/docs/a/one.md': '# 一\n', 'content/docs/c/two.md': '# 二\n' });
    await fs.symlink('../c', path.join(siteDir, 'content/docs/a/b'));
    await fs.symlink('../a', path.join(siteDir, 'content/docs/c/d'));
    const { routes, warnings } = await load(siteDir);
    expect(routes).toEqual(['/docs/a/one', '/docs/c/two']);
    expect(warnings.map((warning) => path.relative(siteDir, warning.file)).sort()).toEqual(['content/docs/a/b', 'content/docs/c/d']);
  });

  test('still follows a symlink to a folder outside the content that does not lead back', async () => {
    const siteDir = await createFixtureSite({ 'content/docs/intro.md': '# 简介\n', 'shared/recipe.md': '# 配方\n' });
    await fs.symlink('../../shared', path.join(siteDir, 'content/docs/shared'));
    const { routes, warnings } = await load(siteDir);
    expect(routes).toEqual(['/docs/intro', '/docs/shared/recipe']);
    expect(warnings).toEqual([]);
  });

  test('a file name that is not UTF-8 fails with the folder and the bytes shown escaped', async () => {
    const siteDir = await createFixtureSite({ 'content/docs/intro.md': '# 简介\n' });
    const docsDir = path.join(siteDir, 'content/docs');
    await fs.writeFile(Buffer.concat([Buffer.from(`${docsDir}/坏`), Buffer.from([0xff, 0xfe]), Buffer.from('.md')]), '# 坏\n');
    const error = await load(siteDir).then(() => undefined, (caught: unknown) => caught);
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).location.file).toBe(docsDir);
    expect((error as BuildError).message).toContain('文件名不是有效的 UTF-8：坏\\xff\\xfe.md');
  });
});
