// Reading time for Chinese-and-English text.
import type { CompiledMarkdown } from '../markdown/types.ts';
import { CJK_CHARACTERS_PER_MINUTE, LATIN_WORDS_PER_MINUTE } from '../../theme/lib/constants.ts';

const CJK_CHARACTER = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;
const LATIN_WORD = /[\p{Script=Latin}\p{Number}_$][\p{Script=Latin}\p{Number}_$'’.-]*/gu;

/** Minutes to read a text: CJK characters at 500/min plus Latin words at 200/min, rounded up, at least 1. */
export function readingTimeMinutes(text: string): number {
  const cjk = text.match(CJK_CHARACTER)?.length ?? 0;
  const latin = text.replace(CJK_CHARACTER, ' ').match(LATIN_WORD)?.length ?? 0;
  const minutes = cjk / CJK_CHARACTERS_PER_MINUTE + latin / LATIN_WORDS_PER_MINUTE;
  return Math.max(1, Math.ceil(minutes));
}

// Compiled files are kept between watch-mode builds, so each one's reading time is counted once.
const counted = new WeakMap<CompiledMarkdown, number>();

/** The reading time of a compiled page, counted once per compiled file. */
export function readingTimeOf(compiled: CompiledMarkdown): number {
  let minutes = counted.get(compiled);
  if (minutes === undefined) counted.set(compiled, (minutes = readingTimeMinutes(compiled.plainText)));
  return minutes;
}
