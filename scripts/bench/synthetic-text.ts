// Filler prose and code for the synthetic site: mixed Chinese/English like the real tutorials, drawn
// from a seeded generator so every run builds byte-identical pages.
import type { Random } from './seeded-random.ts';

const apis = ['load', 'find', 'children', 'closest', 'attr', 'text', 'html', 'each', 'map', 'filter', 'extract', 'append', 'wrap', 'siblings'];
const nouns = ['选择器', '元素', '属性', '文本节点', '文档树', '子元素', '父元素', '类名', '表单字段', '列表项', '链接', '表格'];
const verbs = ['查找', '遍历', '修改', '读取', '过滤', '复制', '移除', '包裹', '插入', '比较'];
const environments = ['Node.js', 'Deno', 'Bun', 'Electron', 'Cloudflare Workers', 'Vite SSR'];
const types = ['Cheerio', 'CheerioAPI', 'Element', 'AnyNode', 'Document'];
const clauses = ['结果会按文档顺序排列', '原来的选区不会被修改', '空选区会被安静地忽略', '返回值可以继续链式调用', '不会触发任何网络请求', '性能通常取决于选择器的复杂度'];
const topics = ['加载', '选择', '遍历', '修改', '提取', '配置', '插件', '编码', '性能', '调试', '测试', '迁移'];
const headingWords = ['基本用法', '常见问题', '注意事项', '进阶示例', '与 jQuery 的区别', '返回值', '参数说明', '错误处理', '小结'];
const headingIds = ['usage', 'faq', 'caveats', 'advanced', 'jquery-differences', 'return-value', 'parameters', 'errors', 'summary'];

const sentenceTemplates: ((random: Random) => string)[] = [
  (r) => `调用 \`${r.pick(apis)}\` 可以${r.pick(verbs)}${r.pick(nouns)}，返回一个新的 ${r.pick(types)} 对象。`,
  (r) => `在 ${r.pick(environments)} 中使用 Cheerio 时，${r.pick(clauses)}。`,
  (r) => `如果需要${r.pick(verbs)}多个${r.pick(nouns)}，先用 \`${r.pick(apis)}\` 缩小范围，再用 \`${r.pick(apis)}\` 处理。`,
  (r) => `**提示**：${r.pick(nouns)}和${r.pick(nouns)}的处理方式不同，${r.pick(clauses)}。`,
  (r) => `The \`${r.pick(apis)}\` method works on every ${r.pick(types)} in the selection, 因此${r.pick(clauses)}。`,
  (r) => `与 jQuery 一样，Cheerio 的 \`${r.pick(apis)}\` 支持 CSS selector 语法，例如 \`li.item:nth-child(${r.integer(1, 9)})\`。`,
  (r) => `第 ${r.integer(2, 40)} 个${r.pick(nouns)}之后的内容会被${r.pick(verbs)}，${r.pick(clauses)}。`,
];

/** Returns a paragraph of two to four sentences. */
export function paragraph(random: Random): string {
  const count = random.integer(2, 4);
  return Array.from({ length: count }, () => random.pick(sentenceTemplates)(random)).join('');
}

/** Returns a Chinese page title; `index` keeps titles unique across the site. */
export function pageTitle(random: Random, index: number): string {
  return `${random.pick(topics)}${random.pick(nouns)}（第 ${index + 1} 篇）`;
}

/** Returns a one-sentence description for the front matter. */
export function pageDescription(random: Random, index: number): string {
  return `第 ${index + 1} 篇示例文档：介绍如何用 ${random.pick(apis)} ${random.pick(verbs)}${random.pick(nouns)}。`;
}

/** Returns an H2/H3 heading text and an English id made unique within the page by `counter`. */
export function heading(random: Random, counter: number): { text: string; id: string } {
  const choice = random.integer(0, headingWords.length - 1);
  return { text: headingWords[choice]!, id: `${headingIds[choice]!}-${counter}` };
}

/** Returns a GFM table of four to six API methods with what they do and return, like the tutorials' overview tables. */
export function apiTable(random: Random): string {
  const rows = Array.from({ length: random.integer(4, 6) }, () => `| \`${random.pick(apis)}\` | ${random.pick(verbs)}${random.pick(nouns)}，${random.pick(clauses)} | ${random.pick(types)} |`);
  return ['| 方法 | 作用 | 返回值 |', '| --- | --- | --- |', ...rows].join('\n');
}

/** Returns a bulleted list of three to five points, each naming an API. */
export function bulletList(random: Random): string {
  return Array.from({ length: random.integer(3, 5) }, () => `- \`${random.pick(apis)}\`：${random.pick(sentenceTemplates)(random)}`).join('\n');
}

/** Returns a numbered list of three or four steps. */
export function stepList(random: Random): string {
  const steps = Array.from({ length: random.integer(3, 4) }, () => `在 ${random.pick(environments)} 中${random.pick(verbs)}${random.pick(nouns)}，确认${random.pick(clauses)}。`);
  return steps.map((step, index) => `${index + 1}. ${step}`).join('\n');
}
