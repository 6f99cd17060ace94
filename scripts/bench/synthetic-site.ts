// Generates a synthetic docs site of any size for the scale benchmark, and writes it to disk.
import fs from 'node:fs/promises';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { createRandom } from './seeded-random.ts';
import { codeBlock, heading, pageDescription, pageTitle, paragraph } from './synthetic-text.ts';

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
/** Share of pages that get a code block, so highlighting weighs like it does in real docs. */
const CODE_BLOCK_SHARE = 1 / 3;

/**
 * Returns the real config with no redirects and only `link` navbar items: the redirects and the
 * `doc` item point at pages the synthetic site does not have, and would only add warnings.
 */
export function syntheticConfig(configText: string): string {
  const config = parse(configText) as { redirects?: unknown; navbar?: { items?: { type?: string }[] } };
  config.redirects = [];
  if (config.navbar?.items) config.navbar.items = config.navbar.items.filter((item) => item.type === 'link');
  return stringify(config);
}

/** Returns how many docs folders (and so generated category pages) a site of `pages` pages gets. */
export function folderCount(pages: number, folders = DEFAULT_FOLDERS): number {
  return Math.max(1, Math.min(folders, pages));
}

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
    const sections = [
      `---\nsidebar_position: ${Math.floor(page / folders) + 1}\ndescription: ${pageDescription(random, page)}\n---`,
      `# ${titles[page]!}`,
      paragraph(random),
      `## 概览 {#overview}`,
      `${paragraph(random)}下一篇是[${titles[sibling]!}](./${fileName(sibling)}#overview)。`,
    ];
    const headingCount = random.integer(1, 3);
    for (let counter = 1; counter <= headingCount; counter++) {
      const { text, id } = heading(random, counter);
      sections.push(`${random.next() < 0.6 ? '##' : '###'} ${text} {#${id}}`, paragraph(random));
    }
    if (random.next() < CODE_BLOCK_SHARE) sections.push(codeBlock(random, page + 1));
    files.set(`content/docs/${folderName(folder)}/${fileName(page)}`, `${sections.join('\n\n')}\n`);
  }
  return files;
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
