// A regex engine for Shiki that compiles each distinct pattern once. vscode-textmate asks for one scanner per grammar
// rule (and per \A/\G variant of it), each a list of patterns that Oniguruma compiles anew, though most patterns
// recur in many lists. Here every pattern is its own
// one-pattern scanner, shared by every list that holds it, and a list's search asks each pattern in turn.
//
// The answer is the one Oniguruma's own scanner gives: the match that starts first, and of those starting at the same
// place the pattern listed first. Searching pattern by pattern costs more calls than one search of the whole list, so
// each pattern remembers its last answer on the current line: tokenizing walks a line left to right, and a pattern
// that matched at or after the new start position (or did not match at all) from an earlier start gives the same
// answer again. The exception is a pattern with \G, which matches only at the position the search starts from.
// Compiled patterns live as long as the engine, like the build's highlighters, which live as long as their thread.
import type { PatternScanner, RegexEngine, RegexEngineString } from 'shiki/core';

type FindOptions = Parameters<PatternScanner['findNextMatchSync']>[2];
type Match = ReturnType<PatternScanner['findNextMatchSync']>;

/** One compiled pattern and its last answer. */
interface SharedPattern {
  scanner: PatternScanner;
  /** \G anchors to the search's start, so an answer from another start is not this start's answer. */
  anchorsAtStart: boolean;
  lastString: RegexEngineString | undefined;
  lastStart: number;
  lastOptions: FindOptions;
  lastMatch: Match;
}

/** Wraps `engine` so that each distinct pattern is compiled once for every scanner that lists it. */
export function sharedPatternEngine(engine: RegexEngine): RegexEngine {
  const patterns = new Map<string, SharedPattern>();
  const patternFor = (pattern: string | RegExp): SharedPattern => {
    const source = typeof pattern === 'string' ? pattern : pattern.source;
    let shared = patterns.get(source);
    if (shared === undefined) {
      shared = {
        scanner: engine.createScanner([source]),
        anchorsAtStart: source.includes('\\G'),
        lastString: undefined,
        lastStart: 0,
        lastOptions: 0,
        lastMatch: null,
      };
      patterns.set(source, shared);
    }
    return shared;
  };
  return {
    createString: (text) => engine.createString(text),
    createScanner: (list) => listScanner(list.map(patternFor), engine),
  };
}

// A scanner over shared patterns: the first match of any, the first listed among those starting together.
function listScanner(list: readonly SharedPattern[], engine: RegexEngine): PatternScanner {
  const search = (string: RegexEngineString, start: number, options: FindOptions): Match => {
    let best: Match = null;
    let bestIndex = -1;
    let bestStart = Number.POSITIVE_INFINITY;
    for (let index = 0; index < list.length; index++) {
      const match = answer(list[index]!, string, start, options);
      if (match === null) continue;
      const matchStart = match.captureIndices[0]!.start;
      if (matchStart < bestStart) {
        best = match;
        bestIndex = index;
        bestStart = matchStart;
        // Nothing can start earlier, and patterns listed later lose a tie.
        if (matchStart === start) break;
      }
    }
    return best === null ? null : { index: bestIndex, captureIndices: best.captureIndices };
  };
  return {
    findNextMatchSync(string, start, options) {
      if (typeof string !== 'string') return search(string, start, options);
      const line = engine.createString(string);
      try {
        return search(line, start, options);
      } finally {
        line.dispose?.();
      }
    },
  };
}

// The pattern's first match at or after `start`, reusing its last answer on the same line when it still holds.
function answer(pattern: SharedPattern, string: RegexEngineString, start: number, options: FindOptions): Match {
  const last = pattern.lastMatch;
  if (
    pattern.lastString === string &&
    pattern.lastOptions === options &&
    pattern.lastStart <= start &&
    !pattern.anchorsAtStart &&
    (last === null || last.captureIndices[0]!.start >= start)
  ) {
    return last;
  }
  const match = pattern.scanner.findNextMatchSync(string, start, options);
  pattern.lastString = string;
  pattern.lastStart = start;
  pattern.lastOptions = options;
  pattern.lastMatch = match;
  return match;
}
