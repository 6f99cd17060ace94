import { describe, expect, test } from 'vitest';
import { BuildError } from '../../../build/diagnostics.ts';
import { MAX_NESTING_DEPTH } from '../../../build/markdown/nesting-limit.ts';
import { FIXTURE_FILE, renderMarkdown } from './render-markdown.ts';

async function compileError(source: string): Promise<BuildError> {
  const error = await renderMarkdown(source).then(() => undefined, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(BuildError);
  return error as BuildError;
}

describe('the nesting limit', () => {
  test('a line of 1,000 list markers is an error naming the file and line, not a stack overflow', async () => {
    const error = await compileError(`# 标题\n\n${'- '.repeat(1000)}x\n`);
    expect(error.location).toMatchObject({ file: FIXTURE_FILE, line: 3 });
    expect(error.message).toContain(`deeper than ${MAX_NESTING_DEPTH} levels`);
  });

  test('a list nested 1,000 levels by indentation stops at the first line past the limit', async () => {
    const list = Array.from({ length: 1000 }, (_, level) => `${'  '.repeat(level)}- 第 ${level} 层`).join('\n');
    const error = await compileError(`${list}\n`);
    expect(error.location.line).toBe(MAX_NESTING_DEPTH + 1);
  }, 10_000);

  test('1,000 lines of deepening block quotes stop at the first line past the limit', async () => {
    const quotes = Array.from({ length: 1000 }, (_, level) => `${'>'.repeat(level + 1)} 第 ${level} 层`).join('\n');
    expect((await compileError(`${quotes}\n`)).location.line).toBe(MAX_NESTING_DEPTH + 1);
  }, 10_000);

  test('nesting up to the limit compiles, and the indentation inside fenced code does not count', async () => {
    const list = Array.from({ length: MAX_NESTING_DEPTH }, (_, level) => `${'  '.repeat(level)}- 第 ${level} 层`).join('\n');
    const deepCode = `\`\`\`json\n${Array.from({ length: 200 }, (_, level) => `${'  '.repeat(level)}{`).join('\n')}\n\`\`\`\n`;
    const { $ } = await renderMarkdown(`${list}\n\n${deepCode}\n> - > - 引用与列表\n`);
    expect($('li').length).toBeGreaterThanOrEqual(MAX_NESTING_DEPTH);
    expect($('pre').text()).toContain(`${'  '.repeat(199)}{`);
  });
});
