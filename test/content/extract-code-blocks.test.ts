import { describe, expect, test } from 'vitest';
import { extractCodeExamples, readExpectedOutput } from './extract-code-blocks.ts';

const markdown = `# 示例

\`\`\`js title="app.js" {1,3}
import * as cheerio from 'cheerio';
console.log(cheerio.load('<p>a</p>')('p').length); // => 1
\`\`\`

\`\`\`bash
npm install cheerio
\`\`\`

:::tip

\`\`\`ts no-run
// 需要访问网络
const $ = await cheerio.fromURL('https://example.com');
\`\`\`

:::

\`\`\`javascript no-run
fetchSomething();
\`\`\`
`;

describe('extractCodeExamples', () => {
  const examples = extractCodeExamples(markdown, 'content/docs/demo.md');

  test('finds JavaScript and TypeScript fences, including those inside directives, and nothing else', () => {
    expect(examples.map(({ location, language }) => [location, language])).toEqual([
      ['content/docs/demo.md:3', 'javascript'],
      ['content/docs/demo.md:14', 'typescript'],
      ['content/docs/demo.md:21', 'javascript'],
    ]);
  });

  test('keeps the meta string and reads the // => comments as expected output', () => {
    expect(examples[0]).toMatchObject({ meta: 'title="app.js" {1,3}', expectedOutput: ['1'] });
    expect(examples[0]?.noRunReason).toBeUndefined();
  });

  test('takes a no-run block’s reason from its first-line comment, or leaves it empty', () => {
    expect(examples.map((example) => example.noRunReason)).toEqual([undefined, '需要访问网络', '']);
  });
});

describe('readExpectedOutput', () => {
  test('reads trailing and whole-line // => comments in order', () => {
    const code = [
      "console.log($('li').length); // => 2",
      "console.log($('ul').html());",
      '// => <li>一</li><li>二</li>',
      "console.log(''); // =>",
      '// 普通注释',
    ].join('\n');
    expect(readExpectedOutput(code)).toEqual(['2', '<li>一</li><li>二</li>', '']);
  });
});
