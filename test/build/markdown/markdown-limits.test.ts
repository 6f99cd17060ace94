import { describe, expect, test } from 'vitest';
import { BuildError } from '../../../build/diagnostics.ts';
import { MAX_EMPHASIS_MARKS, MAX_NESTING_DEPTH } from '../../../build/markdown/markdown-limits.ts';
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
    expect(error.message).toContain(`嵌套超过 ${MAX_NESTING_DEPTH} 层`);
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

  test('a paragraph of 100,000 emphasis marks is an error naming its first line, not minutes of parsing', async () => {
    const error = await compileError(`# 标题\n\n正文。\n\n${'*a'.repeat(100_000)}\n`);
    expect(error.location).toMatchObject({ file: FIXTURE_FILE, line: 5 });
    expect(error.message).toContain(`超过 ${MAX_EMPHASIS_MARKS} 组强调标记`);
  }, 10_000);

  test('emphasis marks are counted per paragraph, and not in fenced code', async () => {
    const paragraphs = Array.from({ length: 5 }, () => '*强调* '.repeat(MAX_EMPHASIS_MARKS / 4)).join('\n\n');
    const code = `\`\`\`text\n${'*'.repeat(MAX_EMPHASIS_MARKS * 3)}\n\`\`\`\n`;
    const { $ } = await renderMarkdown(`${paragraphs}\n\n${code}`);
    expect($('em').length).toBe(5 * (MAX_EMPHASIS_MARKS / 4));
  }, 20_000);
});
