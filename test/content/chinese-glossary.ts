// Reads content/glossary.yaml, the site's fixed Chinese terms, and finds the rejected variants in a
// content file's prose: text nodes of the Markdown (never code or inline code), front-matter values
// and the text of raw HTML blocks.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { visit } from 'unist-util-visit';
import { parse } from 'yaml';
import { frontMatterProse, htmlLineText, lineAt, parseContent, repositoryRoot } from './chinese-markdown.ts';
import type { ProsePiece } from './chinese-markdown.ts';

export const glossaryPath = 'content/glossary.yaml';

/** One glossary entry: the English term, the Chinese term to use and the variants to reject. */
export interface GlossaryTerm {
  en: string;
  zh: string;
  reject: string[];
  note?: string;
  /** Other English words for the term, for search only. */
  also?: string[];
}

export interface Glossary {
  terms: GlossaryTerm[];
  keepInEnglish: string[];
}

/** Returns the glossary file as parsed YAML, unchecked. */
export function readGlossaryYaml(): unknown {
  return parse(readFileSync(join(repositoryRoot, glossaryPath), 'utf8'));
}

/** Returns the problems of a parsed glossary: missing fields, wrong types, duplicates. */
export function glossaryProblems(data: unknown): string[] {
  const problems: string[] = [];
  const root = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const terms = Array.isArray(root['terms']) ? (root['terms'] as unknown[]) : undefined;
  if (!terms || terms.length === 0) problems.push('`terms` must be a non-empty list');
  const seenEn = new Set<string>();
  const seenZh = new Set<string>();
  for (const [index, entry] of (terms ?? []).entries()) {
    const term = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
    const name = typeof term['en'] === 'string' ? term['en'] : `terms[${index}]`;
    for (const key of ['en', 'zh'] as const) {
      const value = term[key];
      if (typeof value !== 'string' || value.trim() === '') problems.push(`${name}: \`${key}\` must be a non-empty string`);
    }
    const reject = term['reject'] ?? [];
    if (!Array.isArray(reject) || !reject.every((variant) => typeof variant === 'string' && variant.trim() !== '')) {
      problems.push(`${name}: \`reject\` must be a list of non-empty strings`);
    }
    const also = term['also'] ?? [];
    if (!Array.isArray(also) || !also.every((word) => typeof word === 'string' && word.trim() !== '')) {
      problems.push(`${name}: \`also\` must be a list of non-empty strings`);
    }
    const unknownKeys = Object.keys(term).filter((key) => !['en', 'zh', 'reject', 'note', 'also'].includes(key));
    if (unknownKeys.length > 0) problems.push(`${name}: unknown keys ${unknownKeys.join(', ')}`);
    if (typeof term['en'] === 'string') {
      const en = term['en'].toLowerCase();
      if (seenEn.has(en)) problems.push(`${name}: the English term appears twice`);
      seenEn.add(en);
    }
    if (typeof term['zh'] === 'string') {
      if (seenZh.has(term['zh'])) problems.push(`${name}: the Chinese term ${term['zh']} appears twice`);
      seenZh.add(term['zh']);
    }
  }
  const keep = root['keep_in_english'];
  if (!Array.isArray(keep) || !keep.every((word) => typeof word === 'string' && word !== '')) {
    problems.push('`keep_in_english` must be a list of non-empty strings');
  } else if (new Set(keep).size !== keep.length) {
    problems.push('`keep_in_english` lists a word twice');
  }
  return problems;
}

/** Returns the checked glossary; throws with every problem when the file is malformed. */
export function readGlossary(): Glossary {
  const data = readGlossaryYaml();
  const problems = glossaryProblems(data);
  if (problems.length > 0) throw new Error(`${glossaryPath} is malformed:\n${problems.join('\n')}`);
  const root = data as { terms: GlossaryTerm[]; keep_in_english: string[] };
  return {
    terms: root.terms.map((term) => ({ ...term, reject: term.reject ?? [] })),
    keepInEnglish: root.keep_in_english,
  };
}

/** Returns the prose of a content file: text nodes, front-matter values, raw HTML block text. */
export function proseOf(source: string): ProsePiece[] {
  const pieces = frontMatterProse(source);
  const tree = parseContent(source);
  visit(tree, 'text', (node) => {
    pieces.push({ line: node.position?.start.line ?? 0, text: node.value });
  });
  visit(tree, 'html', (node) => {
    const first = node.position?.start.line ?? 0;
    node.value.split('\n').forEach((line, offset) => {
      const text = htmlLineText(line);
      if (text !== '') pieces.push({ line: first + offset, text });
    });
  });
  return pieces;
}

/** One rejected variant found in the prose. */
export interface GlossaryFinding {
  line: number;
  variant: string;
  term: GlossaryTerm;
}

/** Returns every rejected glossary variant in the prose of one content file, in line order. */
export function findRejectedTerms(source: string, glossary: Glossary): GlossaryFinding[] {
  const findings: GlossaryFinding[] = [];
  for (const piece of proseOf(source)) {
    for (const term of glossary.terms) {
      for (const variant of term.reject) {
        for (let index = piece.text.indexOf(variant); index !== -1; index = piece.text.indexOf(variant, index + 1)) {
          findings.push({ line: lineAt(piece.text, index, piece.line), variant, term });
        }
      }
    }
  }
  return findings.sort((a, b) => a.line - b.line);
}
