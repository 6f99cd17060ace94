// mdast-util-to-markdown escapes each piece of text against every pattern of its `unsafe` list (60-odd with GFM): for
// each it checks the construct stack, then runs the pattern's regular expression over the text. Every pattern stands
// for one character (compilePattern puts it in the expression literally), so a pattern whose character the text does
// not contain can match nothing there. This hands each escape only the patterns whose character the text holds: the
// same escapes for much less work, since most text holds few of those characters.
import { defaultHandlers, type Handle, type State, type Unsafe } from 'mdast-util-to-markdown';

/** A `root` handler for toMarkdown that first narrows each of the state's escapes to the patterns that can match. */
export const rootWithNarrowEscapes: Handle = (node, parent, state, info) => {
  narrowEscapes(state);
  return defaultHandlers.root(node, parent, state, info);
};

// Wraps `state.safe`: while it runs, `state.unsafe` holds only the patterns whose character its text contains. The
// order of the patterns does not matter to it (it sorts the positions found, and a position's flags are the AND of
// every pattern that found it).
function narrowEscapes(state: State): void {
  const all = state.unsafe;
  const byCharacter = new Map<string, Unsafe[]>();
  for (const pattern of all) byCharacter.set(pattern.character, [...(byCharacter.get(pattern.character) ?? []), pattern]);
  const escape = state.safe;
  state.safe = function (value, config) {
    const text = (config.before ?? '') + (value ?? '') + (config.after ?? '');
    const patterns: Unsafe[] = [];
    for (const [character, ofCharacter] of byCharacter) if (text.includes(character)) patterns.push(...ofCharacter);
    state.unsafe = patterns;
    try {
      return escape.call(state, value, config);
    } finally {
      state.unsafe = all;
    }
  };
}
