// Reading time for Chinese-and-English text, counted while compiling (rehype-collect-document.ts).
import { CJK_CHARACTERS_PER_MINUTE, LATIN_WORDS_PER_MINUTE } from '../../theme/lib/constants.ts';

// Runs of CJK characters rather than each one: matching every character makes an array of thousands of one-character
// strings per page, for the same count.
const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu;
const LATIN_WORD = /[\p{Script=Latin}\p{Number}_$][\p{Script=Latin}\p{Number}_$'’.-]*/gu;
const HIGH_SURROGATE = /[\uD800-\uDBFF]/g;

/** Minutes to read a text: CJK characters at 500/min plus Latin words at 200/min, rounded up, at least 1. */
export function readingTimeMinutes(text: string): number {
  let cjk = 0;
  // Each run stands apart from the Latin words around it, as each of its characters did.
  const withoutCjk = text.replace(CJK_RUN, (run) => {
    // Characters, not UTF-16 units: a character outside the BMP (rare Han) is two units.
    cjk += run.length - (run.match(HIGH_SURROGATE)?.length ?? 0);
    return ' ';
  });
  const latin = withoutCjk.match(LATIN_WORD)?.length ?? 0;
  const minutes = cjk / CJK_CHARACTERS_PER_MINUTE + latin / LATIN_WORDS_PER_MINUTE;
  return Math.max(1, Math.ceil(minutes));
}
