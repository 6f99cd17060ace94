// A page's description when its front matter gives none: the first sentence of its text, found while compiling
// (rehype-collect-document.ts), so rendering never reads a page's whole text again.

/** Longest description kept; a longer first sentence is cut at a word boundary and ends with an ellipsis. */
export const DESCRIPTION_MAX_LENGTH = 160;

// Latin letters, digits and the marks inside a number or a word: a cut between two of these splits them.
const WORD_CHARACTER = /[\p{Script=Latin}\p{Nd}_.,'’-]/u;

/**
 * The first sentence of a text, for a description meta tag. A sentence ends at 。！？, or at . ! ? when a space or
 * the end follows, so `Cheerio 1.0` and `e.g.x` never end one; a sentence over DESCRIPTION_MAX_LENGTH is cut
 * between words, never inside a number or a word.
 */
export function firstSentence(text: string): string {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  const end = trimmed.search(/[。！？]|[.!?](?=\s|$)/);
  const sentence = end > 0 ? trimmed.slice(0, end + 1) : trimmed;
  if ([...sentence].length <= DESCRIPTION_MAX_LENGTH) return sentence;
  const characters = [...sentence];
  let cut = DESCRIPTION_MAX_LENGTH - 1;
  while (cut > 0 && WORD_CHARACTER.test(characters[cut - 1]!) && WORD_CHARACTER.test(characters[cut]!)) cut--;
  return `${characters.slice(0, cut).join('').trimEnd()}…`;
}
