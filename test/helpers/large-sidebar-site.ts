// A fixture site whose docs sidebar is past FULL_SIDEBAR_LINK_LIMIT, so its pages show a pruned sidebar:
// 指南 (a generated index, 60 docs and the nested 深入 with its own index) and 参考 (no page of its own,
// 45 docs), after a top-level 简介. Shared by the build test and the browser test of large sidebars.

const doc = (title: string, position: number) => `---\nsidebar_position: ${position}\n---\n# ${title}\n\n${title}的正文。\n`;
const numbered = (count: number) => Array.from({ length: count }, (_, index) => index + 1);
const padded = (number: number) => String(number).padStart(2, '0');

/** Number of docs in 指南 and in 参考; with 简介 and 深入's three, 109 links in all. */
export const GUIDE_DOCS = 60;
/** Number of docs in 参考. */
export const REFERENCE_DOCS = 45;

/** Returns the fixture's files, for createFixtureSite or useServedFixtureSite. */
export function largeSidebarSite(): Record<string, string> {
  const files: Record<string, string> = {
    'content/docs/intro.md': '---\nsidebar_position: 1\nsidebar_label: 简介\n---\n# 欢迎\n\n正文。\n',
    'content/docs/guide/_category_.yaml': 'label: 指南\nposition: 2\nlink:\n  type: generated-index\n  slug: /category/guide\n  description: 指南\n',
    'content/docs/guide/deep/_category_.yaml': 'label: 深入\nposition: 100\nlink:\n  type: generated-index\n  slug: /category/deep\n  description: 深入\n',
    'content/docs/reference/_category_.yaml': 'label: 参考\nposition: 3\n',
  };
  for (const number of numbered(GUIDE_DOCS)) files[`content/docs/guide/page-${padded(number)}.md`] = doc(`指南第 ${number} 篇`, number);
  for (const number of numbered(3)) files[`content/docs/guide/deep/d${number}.md`] = doc(`深入第 ${number} 篇`, number);
  for (const number of numbered(REFERENCE_DOCS)) files[`content/docs/reference/r${padded(number)}.md`] = doc(`参考第 ${number} 篇`, number);
  return files;
}
