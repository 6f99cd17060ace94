// Characters that reach a page's title, sidebar and feeds invisibly: controls other than tab and line feed (NUL, a
// vertical tab, ANSI colours), and the bidirectional overrides and isolates that can show text reversed (U+202E).

/** One such character, wherever it stands in a text. */
export const INVISIBLE_CHARACTER = /[\u0000-\u0008\u000b-\u001f\u007f\u202a-\u202e\u2066-\u2069]/u;

/** How a message names the first such character of `text` (`U+202E`), or undefined when it has none. */
export function invisibleCharacterIn(text: string): string | undefined {
  const found = INVISIBLE_CHARACTER.exec(text)?.[0];
  return found === undefined ? undefined : `U+${found.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}
