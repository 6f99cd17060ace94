// `npm run search:expansions`: writes the data query expansion reads (theme/lib/search/expand-query.ts):
// theme/lib/search/glossary-expansions.ts from content/glossary.yaml, and theme/lib/search/traditional-chinese.ts
// from OpenCC's dictionaries (the opencc-js devDependency) limited to the characters and phrases the content uses,
// so the search chunks carry a few kilobytes rather than OpenCC's whole dictionaries. Run it after editing the
// glossary (test/scripts/search-expansions.test.ts fails until then), and now and then as the content grows: the
// Traditional table may lag behind the content, but must never fold a character the content uses.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fg from 'fast-glob';
import TSCharacters from 'opencc-js/dict/TSCharacters';
import TWPhrasesRev from 'opencc-js/dict/TWPhrasesRev';
import TWVariantsRev from 'opencc-js/dict/TWVariantsRev';
import HKVariantsRev from 'opencc-js/dict/HKVariantsRev';
import { parseDocument } from 'yaml';
import type { GlossaryExpansions, TraditionalExpansions } from '../theme/lib/search/expand-query.ts';

/** Where the generated modules go, from the repository root. */
export const GLOSSARY_EXPANSIONS_FILE = 'theme/lib/search/glossary-expansions.ts';
export const TRADITIONAL_EXPANSIONS_FILE = 'theme/lib/search/traditional-chinese.ts';
const GLOSSARY_FILE = 'content/glossary.yaml';
const HAN = /\p{Script=Han}/u;

// OpenCC's dictionary format: entries split by `|`, each `source target [more targets]`; the first target is the usual one.
const entries = (dictionary: string) => dictionary.split('|').map((entry) => entry.split(' ')).filter((parts) => parts.length > 1) as [string, string, ...string[]][];

interface GlossaryEntry {
  en: string;
  zh: string;
  reject: string[];
  also: string[];
}

// Reads the glossary's terms; an entry without `en` or `zh` is an error naming its line.
function readGlossaryTerms(rootDir: string): GlossaryEntry[] {
  const text = readFileSync(path.join(rootDir, GLOSSARY_FILE), 'utf8');
  const document = parseDocument(text);
  const terms = document.get('terms', true) as { items: { range?: [number, number]; toJSON(): unknown }[] } | undefined;
  return (terms?.items ?? []).map((item) => {
    const entry = item.toJSON() as Partial<Record<keyof GlossaryEntry, unknown>>;
    const line = text.slice(0, item.range?.[0] ?? 0).split('\n').length;
    const strings = (key: 'reject' | 'also') => {
      const value = entry[key] ?? [];
      if (!Array.isArray(value) || !value.every((word) => typeof word === 'string')) throw new Error(`${GLOSSARY_FILE}:${line}: \`${key}\` must be a list of strings`);
      return value as string[];
    };
    if (typeof entry.en !== 'string' || typeof entry.zh !== 'string') throw new Error(`${GLOSSARY_FILE}:${line}: a term needs \`en\` and \`zh\``);
    return { en: entry.en, zh: entry.zh, reject: strings('reject'), also: strings('also') };
  });
}

// Every Han character and the whole text of the content, which the index is built from.
function contentText(rootDir: string): string {
  return fg.sync(['content/**/*.{md,mdx,yaml,yml,json}'], { cwd: rootDir }).sort().map((file) => readFileSync(path.join(rootDir, file), 'utf8')).join('\n');
}

/** Returns the expansion data for the repository at `rootDir`. */
export function queryExpansions(rootDir: string): { glossary: GlossaryExpansions; traditional: TraditionalExpansions } {
  const glossary = readGlossaryTerms(rootDir);
  const content = contentText(rootDir);
  const used = new Set([...content].filter((character) => HAN.test(character)));

  // Traditional → Simplified characters, for the Simplified characters the content uses and only where the
  // Traditional one is not itself used (a character both forms share stays as typed). Variants first (裡 → 裏), so the
  // Traditional table then takes them on (裏 → 里).
  const toSimplified = new Map<string, string>(entries(TSCharacters).map(([traditional, simplified]) => [traditional, simplified]));
  const characterVariants = new Map<string, string>([...entries(HKVariantsRev), ...entries(TWVariantsRev)].filter(([variant]) => [...variant].length === 1).map(([variant, standard]) => [variant, standard]));
  const simplify = (text: string) => [...text].map((character) => toSimplified.get(characterVariants.get(character) ?? character) ?? characterVariants.get(character) ?? character).join('');
  const pairs = new Map<string, string>();
  for (const traditional of [...toSimplified.keys(), ...characterVariants.keys()].sort()) {
    const simplified = simplify(traditional);
    if ([...simplified].length === 1 && simplified !== traditional && used.has(simplified) && !used.has(traditional)) pairs.set(traditional, simplified);
  }

  // Taiwan phrases → the mainland's (文件 → 文档, 載入 → 加載), in Simplified, where the mainland phrase occurs in the content.
  const taiwanPhrases: Record<string, string> = {};
  for (const [taiwan, mainland] of entries(TWPhrasesRev)) {
    const [from, to] = [simplify(taiwan), simplify(mainland)];
    if (from !== to && [...from].length > 1 && content.includes(to)) taiwanPhrases[from] = to;
  }
  // The glossary's rejected variants (those written in Chinese characters alone, as a query's CJK run is).
  const variants: Record<string, string> = {};
  for (const term of glossary) for (const variant of term.reject) if (/^\p{Script=Han}+$/u.test(variant)) variants[variant] = term.zh;

  const terms: Record<string, string> = {};
  const aliases: Record<string, string> = {};
  for (const term of glossary) {
    terms[term.en.toLowerCase()] = term.zh;
    for (const alias of term.also) aliases[alias.toLowerCase()] = term.en.toLowerCase();
  }
  return {
    glossary: { terms, aliases, variants: sortedRecord(variants) },
    traditional: { traditional: [...pairs].map(([traditional, simplified]) => traditional + simplified).join(''), taiwanPhrases: sortedRecord(taiwanPhrases) },
  };
}

const sortedRecord = <T>(record: Record<string, T>) => Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

const recordLines = (name: string, record: Record<string, string>) => [
  `  ${name}: {`,
  ...Object.entries(record).map(([from, to]) => `    ${JSON.stringify(from)}: ${JSON.stringify(to)},`),
  '  },',
];

const HEADER = '// Generated by `npm run search:expansions` (scripts/search-expansions.ts); do not edit. Read by expand-query.ts.';

/** Returns the generated modules' text by path. */
export function queryExpansionModules(rootDir: string): Record<string, string> {
  const { glossary, traditional } = queryExpansions(rootDir);
  return {
    [GLOSSARY_EXPANSIONS_FILE]: [
      HEADER,
      '// From content/glossary.yaml.',
      "import type { GlossaryExpansions } from './expand-query.ts';",
      '',
      "/** The glossary's terms (English → Chinese), English aliases and rejected variants. */",
      'export const GLOSSARY_EXPANSIONS: GlossaryExpansions = {',
      ...recordLines('terms', glossary.terms),
      ...recordLines('aliases', glossary.aliases),
      ...recordLines('variants', glossary.variants),
      '};',
      '',
    ].join('\n'),
    [TRADITIONAL_EXPANSIONS_FILE]: [
      HEADER,
      '// Derived from the dictionaries of OpenCC (Open Chinese Convert, https://github.com/BYVoid/OpenCC; TSCharacters,',
      '// TWVariantsRev, HKVariantsRev, TWPhrasesRev) as packaged by opencc-js, Apache License 2.0, limited to the',
      "// characters and phrases this site's content uses.",
      "import type { TraditionalExpansions } from './expand-query.ts';",
      '',
      '/** Traditional → Simplified characters the index lacks, and Taiwan phrases → the mainland\'s. */',
      'export const TRADITIONAL_EXPANSIONS: TraditionalExpansions = {',
      // Pairs of characters, Traditional then Simplified, 32 pairs a line.
      '  traditional:',
      ...(traditional.traditional.match(/(?:[\s\S]{2}){1,32}/gu) ?? ['']).map((line, index, lines) => `    ${JSON.stringify(line)}${index === lines.length - 1 ? ',' : ' +'}`),
      ...recordLines('taiwanPhrases', traditional.taiwanPhrases),
      '};',
      '',
    ].join('\n'),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rootDir = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
  for (const [file, text] of Object.entries(queryExpansionModules(rootDir))) {
    writeFileSync(path.join(rootDir, file), text);
    console.log(`wrote ${file}`);
  }
}
