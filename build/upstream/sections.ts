// Cuts an English Markdown file into the sections a translation is pinned to — the text before the first H2, then
// each H2 with everything under it — each keyed by its heading's slug and hashed so that re-wrapping lines changes nothing.
import { createHash } from 'node:crypto';
import GithubSlugger from 'github-slugger';
import type { Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { TOP_SECTION } from './lock-file.ts';

export { TOP_SECTION } from './lock-file.ts';


/** One section of an English page: its heading's slug, the heading's text and the hash of its Markdown. */
export interface EnglishSection {
  slug: string;
  title: string;
  hash: string;
}

/** The hash a section is compared by: whitespace runs count as one space, so a re-wrapped paragraph keeps its hash. */
export function sectionHash(markdown: string): string {
  return createHash('sha256').update(markdown.replace(/\s+/g, ' ').trim()).digest('hex').slice(0, 12);
}

const parser = unified().use(remarkParse);

/**
 * The sections of a Markdown body (front matter removed). `preamble` is hashed into the top section with the text
 * before the first H2: the page's title and description, which the translation carries too.
 */
export function englishSections(body: string, preamble = ''): EnglishSection[] {
  const tree = parser.parse(body) as Root;
  const headings = tree.children.filter((node): node is Heading => node.type === 'heading' && node.depth === 2);
  const slugger = new GithubSlugger();
  const starts = headings.map((heading) => heading.position?.start.offset ?? 0);
  const sections: EnglishSection[] = [{ slug: TOP_SECTION, title: '', hash: sectionHash(`${preamble}\n${body.slice(0, starts[0] ?? body.length)}`) }];
  headings.forEach((heading, index) => {
    const title = toString(heading);
    const text = body.slice(starts[index], starts[index + 1] ?? body.length);
    sections.push({ slug: slugger.slug(title), title, hash: sectionHash(text) });
  });
  return sections;
}
