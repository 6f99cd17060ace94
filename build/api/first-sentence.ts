// The first sentence of an API text, for the index page, page descriptions and inherited entries.

/** The first sentence of a Chinese text (up to the first full stop), for index and inherited entries. */
export function firstSentence(text: string): string {
  const paragraph = text.trim().split(/\n\s*\n/)[0] ?? '';
  const end = paragraph.search(/[。！？](?=\s|$|[^”）])/);
  // A paragraph that introduces a list ends with a colon; as a summary it ends the sentence.
  return (end >= 0 ? paragraph.slice(0, end + 1) : paragraph).replace(/\n/g, '').replace(/[：:]$/, '。');
}
