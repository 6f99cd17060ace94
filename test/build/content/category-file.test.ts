import { describe, expect, test } from 'vitest';
import { parseCategoryFile } from '../../../build/content/category-file.ts';

describe('a category file', () => {
  test('gives a generated index its slug under the docs route', () => {
    const category = parseCategoryFile('label: 基础\nlink:\n  type: generated-index\n  slug: /基础教程\n', 'docs/basics/_category_.yml', 'basics', '/docs');
    expect(category.link).toMatchObject({ type: 'generated-index', route: '/docs/基础教程', title: '基础' });
  });

  test('rejects a generated index slug with "%" or a ".." segment, naming its key, as front matter does', () => {
    expect(() => parseCategoryFile('label: 基础\nlink:\n  type: generated-index\n  slug: /100%\n', 'a/_category_.yml', 'a', '/docs'))
      .toThrow('a/_category_.yml:4:9 (link.slug): slug 是纯文本，不能含 "%"');
    expect(() => parseCategoryFile('label: 基础\nlink:\n  type: generated-index\n  slug: /../x\n', 'a/_category_.yml', 'a', '/docs'))
      .toThrow('a/_category_.yml:4:9 (link.slug): slug 不能含 "." 或 ".." 段');
  });
});
