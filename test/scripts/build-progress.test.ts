import { describe, expect, test } from 'vitest';
import { parseStepLine } from '../../scripts/bench/build-progress.ts';

describe('reading build progress from the CLI output', () => {
  test('reads a step line, with or without colour codes', () => {
    expect(parseStepLine('  ✓ compile markdown       2436 ms')).toEqual({ name: 'compile markdown', ms: 2436 });
    expect(parseStepLine('  ✓ 编译 Markdown          2436 ms')).toEqual({ name: 'compile markdown', ms: 2436 });
    expect(parseStepLine('  \x1b[32m✓\x1b[39m redirects, sitemap     \x1b[2m3 ms\x1b[22m')).toEqual({ name: 'redirects, sitemap', ms: 3 });
  });

  test('ignores every other line', () => {
    expect(parseStepLine('构建站点')).toBeUndefined();
    expect(parseStepLine('完成：12 个路由，0 条警告，用时 2.85 秒')).toBeUndefined();
  });
});
