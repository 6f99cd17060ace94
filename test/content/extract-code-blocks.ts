// Finds the runnable code examples in the site's Markdown: fenced JavaScript and TypeScript blocks,
// with what their `// =>` comments promise they print and, for `no-run` blocks, the reason they give.
import type { Code, Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { readCodeBlockDisplay } from '../../build/markdown/code-meta.ts';

/** One JavaScript or TypeScript fence in a content file. */
export interface CodeExample {
  /** Where the fence opens, as `content/docs/basics/loading.md:29`. */
  location: string;
  language: 'javascript' | 'typescript';
  meta: string;
  /** The code as the reader sees it (highlight-marker lines removed). */
  code: string;
  /** The fence's content as written, marker lines included: its line N is Markdown line `fenceLine + N`. */
  rawCode: string;
  /** The Markdown line number of the opening fence. */
  fenceLine: number;
  /** Only for `no-run` blocks: the text of the first-line `//` comment, or '' when there is none. */
  noRunReason?: string;
  /** The values of the block's `// =>` comments, in order: what each `console.log` call should print. */
  expectedOutput: string[];
}

const languages: Record<string, CodeExample['language']> = {
  js: 'javascript',
  javascript: 'javascript',
  ts: 'typescript',
  typescript: 'typescript',
};

// Directives are parsed as the build parses them, so fences inside `:::tip` containers are found too.
const parser = unified().use(remarkParse).use(remarkDirective);

const noRunPattern = /(?:^|\s)no-run(?:\s|$)/;
const reasonPattern = /^\s*\/\/\s*(.*?)\s*$/;
// `console.log(x); // => value` or a line of its own, `// => value`, after the call that prints it.
const expectedOutputPattern = /\/\/ =>(?: (.*))?$/;

/** Returns the JavaScript and TypeScript fences of one Markdown file, in document order. */
export function extractCodeExamples(markdown: string, relativePath: string): CodeExample[] {
  const tree = parser.parse(markdown) as Root;
  const examples: CodeExample[] = [];
  visit(tree, 'code', (node: Code) => {
    const language = node.lang ? languages[node.lang] : undefined;
    if (!language) return;
    const meta = node.meta ?? '';
    const { code } = readCodeBlockDisplay(node.value, meta);
    const example: CodeExample = {
      location: `${relativePath}:${node.position?.start.line ?? 0}`,
      language,
      meta,
      code,
      rawCode: node.value,
      fenceLine: node.position?.start.line ?? 0,
      expectedOutput: readExpectedOutput(code),
    };
    if (noRunPattern.test(meta)) example.noRunReason = readNoRunReason(code);
    examples.push(example);
  });
  return examples;
}

/** Returns the values of the `// =>` comments in the code, in order, without trailing spaces. */
export function readExpectedOutput(code: string): string[] {
  const values: string[] = [];
  for (const line of code.split('\n')) {
    const match = expectedOutputPattern.exec(line.trimEnd());
    if (match) values.push(match[1] ?? '');
  }
  return values;
}

/** Returns the text of the code's first-line `//` comment, or '' when the first line is not one. */
function readNoRunReason(code: string): string {
  const firstLine = code.split('\n', 1)[0] ?? '';
  return reasonPattern.exec(firstLine)?.[1] ?? '';
}
