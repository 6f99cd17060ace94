// Generates a synthetic docs site of any size for the scale benchmark, and writes it to disk. Each page weighs
// like a real tutorial (issue #16): about 4–5 KB of mixed Chinese/English Markdown with H2/H3 sections, a table,
// two lists and three code blocks (js, ts, html), so Markdown and Shiki work scale as they do on the real site.
import fs from 'node:fs/promises';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { createRandom, type Random } from './seeded-random.ts';
import { htmlBlock, jsBlock, tsBlock } from './synthetic-code.ts';
import { apiTable, bulletList, heading, pageDescription, pageTitle, paragraph, stepList } from './synthetic-text.ts';

/** What to generate. */
export interface SyntheticSiteOptions {
  /** Number of doc pages (category index pages come on top). */
  pages: number;
  /** Text of the real `content/site.config.yaml`, adapted by {@link syntheticConfig}. */
  configText: string;
  seed?: number;
  /** Number of docs folders; about 20, like a large real docs site's top-level sections. */
  folders?: number;
}

const DEFAULT_SEED = 20_240_601;
const DEFAULT_FOLDERS = 20;

/**
 * Returns the real config with no redirects, no upstream and only `link` navbar items: the redirects and the
 * `doc` item point at pages the synthetic site does not have, and would only add warnings.
 */
export function syntheticConfig(configText: string): string {
  const config = parse(configText) as { redirects?: unknown; upstream?: unknown; navbar?: { items?: { type?: string }[] } };
  config.redirects = [];
  // Its pages translate nothing: no upstream lock to read.
  delete config.upstream;
  if (config.navbar?.items) config.navbar.items = config.navbar.items.filter((item) => item.type === 'link');
  return stringify(config);
}

/** Returns how many docs folders (and so generated category pages) a site of `pages` pages gets. */
export function folderCount(pages: number, folders = DEFAULT_FOLDERS): number {
  return Math.max(1, Math.min(folders, pages));
}

/**
 * The page the benchmark weighs at every size: the first doc of the first folder. Its text, its neighbours
 * and its place in its folder are the same at any size, so only its sidebar can make it differ.
 */
export const TYPICAL_PAGE_FILE = 'docs/topic-01/page-00001.html';

function folderName(folder: number): string {
  return `topic-${String(folder + 1).padStart(2, '0')}`;
}

function fileName(page: number): string {
  return `page-${String(page + 1).padStart(5, '0')}.md`;
}

function categoryFile(folder: number): string {
  const label = `主题 ${folder + 1}`;
  return `label: ${label}\nposition: ${folder + 1}\nlink:\n  type: generated-index\n  description: ${label} 下的示例文档，用于构建性能测试。\n`;
}

/** Returns the site's files as relative path → text; the same options always give the same files. */
export function generateSyntheticSite(options: SyntheticSiteOptions): Map<string, string> {
  const { pages, seed = DEFAULT_SEED } = options;
  const folders = folderCount(pages, options.folders);
  const files = new Map<string, string>([['content/site.config.yaml', syntheticConfig(options.configText)]]);
  for (let folder = 0; folder < folders; folder++) files.set(`content/docs/${folderName(folder)}/_category_.yaml`, categoryFile(folder));
  // Titles come from their own stream so a page can name its sibling before the sibling is written.
  const titleRandom = createRandom(seed);
  const titles = Array.from({ length: pages }, (_, page) => pageTitle(titleRandom, page));
  const random = createRandom(seed + 1);
  for (let page = 0; page < pages; page++) {
    const folder = page % folders;
    // Next page of the same folder, wrapping round to the folder's first page.
    const sibling = page + folders < pages ? page + folders : folder;
    const frontMatter = `---\nsidebar_position: ${Math.floor(page / folders) + 1}\ndescription: ${pageDescription(random, page)}\n---`;
    const overview = `${paragraph(random)}下一篇是[${titles[sibling]!}](./${fileName(sibling)}#overview)。`;
    const body = syntheticPage(random, page, titles[page]!, overview);
    files.set(`content/docs/${folderName(folder)}/${fileName(page)}`, `${frontMatter}\n\n${body}`);
  }
  return files;
}

// One page after the front matter: the overview with its list and table, then four sections (H2, H3, H2, H3)
// holding the js, ts and html blocks and the numbered list, then a summary. Heading ids are unique per page.
function syntheticPage(random: Random, page: number, title: string, overview: string): string {
  const section = (level: '##' | '###', counter: number) => {
    const { text, id } = heading(random, counter);
    return `${level} ${text} {#${id}}`;
  };
  const parts = [
    `# ${title}`,
    paragraph(random),
    '## 概览 {#overview}',
    overview,
    bulletList(random),
    apiTable(random),
    section('##', 1),
    paragraph(random),
    jsBlock(random, page + 1),
    paragraph(random),
    section('###', 2),
    paragraph(random),
    stepList(random),
    section('##', 3),
    paragraph(random),
    tsBlock(random, page + 1),
    section('###', 4),
    paragraph(random),
    htmlBlock(random, page + 1),
    '## 小结 {#summary}',
    paragraph(random),
  ];
  return `${parts.join('\n\n')}\n`;
}

/** Writes the files under `siteDir` and copies the real site's static/ (logo, favicon) next to them. */
export async function writeSyntheticSite(siteDir: string, files: Map<string, string>, staticDir: string): Promise<void> {
  const folders = new Set([...files.keys()].map((relative) => path.dirname(path.join(siteDir, relative))));
  for (const folder of folders) await fs.mkdir(folder, { recursive: true });
  // Bounded concurrency: 10,000 parallel writes would hit the open-file limit.
  const entries = [...files];
  for (let start = 0; start < entries.length; start += 64) {
    await Promise.all(entries.slice(start, start + 64).map(([relative, text]) => fs.writeFile(path.join(siteDir, relative), text)));
  }
  await fs.cp(staticDir, path.join(siteDir, 'static'), { recursive: true });
}
