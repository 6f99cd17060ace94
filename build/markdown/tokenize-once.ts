// Highlighting a block for two colour themes, tokenized once. Shiki's `themes` option tokenizes the code once per
// theme, though only the colours differ: the grammar's regular expressions, nearly all of the work, never look at
// the theme. Here each line is tokenized once, with the scope names of its tokens, and each theme's encoded tokens
// are derived from those names the way vscode-textmate derives them while it tokenizes (AttributedScopeStack
// ._pushAttributed and LineTokens.produceFromScopes in @shikijs/vscode-textmate), so the result is the same tree
// Shiki makes (test/build/markdown/tokenize-once.test.ts compares every block of the site) without the second pass.
//
// It reaches into the grammar object Shiki hands out (its theme provider, scope attributes and token-type
// matchers): fields of vscode-textmate's Grammar that its type does not declare. The test above fails first if an
// upgrade changes them.
import { codeToHast, type CodeToHastOptions, type HighlighterCore } from 'shiki/core';
import { EncodedTokenMetadata, type StateStack } from 'shiki/textmate';
import type { Root } from 'hast';
import { TokenizedLines, type TokenizedLine } from './tokenized-lines.ts';

/** Shiki's `codeToHast`, with each line tokenized once for all of `options.themes`. */
export function codeToHastTokenizedOnce(highlighter: HighlighterCore, code: string, options: CodeToHastOptions): Root {
  const primitive = highlighter.getInternalContext();
  const grammars = new Map<unknown, LineTokenizer>();
  const once: typeof primitive = {
    ...primitive,
    getLanguage(name) {
      let grammar = grammars.get(name);
      if (!grammar) grammars.set(name, (grammar = tokenizingOnce(primitive.getLanguage(name) as unknown as Grammar)));
      return grammar as unknown as ReturnType<typeof primitive.getLanguage>;
    },
  };
  return codeToHast(once, code, options);
}

/** A token of `Grammar.tokenizeLine`: where it starts and ends, and its scopes from the grammar's root on. */
interface ScopedToken {
  startIndex: number;
  scopes: string[];
}

interface StyleAttributes {
  fontStyle: number;
  foregroundId: number;
  backgroundId: number;
}

interface BasicScopeAttributes {
  languageId: number;
  tokenType: number;
}

/** vscode-textmate's ScopeStack, as far as Theme.match reads it. */
interface ScopePath {
  parent: ScopePath | null;
  scopeName: string;
}

/** The parts of vscode-textmate's Grammar used here, declared and undeclared. */
interface Grammar {
  name: string;
  tokenizeLine(line: string, state: StateStack | null, timeLimit?: number): TokenizedLine<ScopedToken[]>;
  tokenizeLine2(line: string, state: StateStack | null, timeLimit?: number): TokenizedLine<Uint32Array>;
  getMetadataForScope(scope: string): BasicScopeAttributes;
  themeProvider: { themeMatch(path: ScopePath): StyleAttributes | null; getDefaults(): StyleAttributes };
  _basicScopeAttributesProvider: { getDefaultAttributes(): BasicScopeAttributes };
  _tokenTypeMatchers: { matcher(scopes: string[]): boolean; type: number }[];
  balancedBracketSelectors: { matchesAlways: boolean; matchesNever: boolean; match(scopes: string[]): boolean } | null;
}

/** What Shiki calls on a grammar while it highlights. */
type LineTokenizer = Pick<Grammar, 'name' | 'tokenizeLine' | 'tokenizeLine2'>;

// A grammar whose tokenizeLine2 answers a line it has seen (same text after an equal state, in this block or an
// earlier one: tokenized-lines.ts) from that first tokenization, encoded for whichever theme is current. The second
// theme's pass starts from the same initial state and gets the same states back, so every one of its lines is
// answered this way.
function tokenizingOnce(grammar: Grammar): LineTokenizer {
  let found = seenByGrammar.get(grammar);
  if (!found) seenByGrammar.set(grammar, (found = { lines: new TokenizedLines(), scopeLists: [], scopeListIds: newScopeNode(), metadataByTheme: new WeakMap() }));
  const seen = found;
  return {
    name: grammar.name,
    tokenizeLine: (line, state, timeLimit) => grammar.tokenizeLine(line, state, timeLimit),
    tokenizeLine2(line, state, timeLimit) {
      const result = seen.lines.get(line, state, () => compactLine(seen, grammar.tokenizeLine(line, state, timeLimit)));
      return { tokens: encodeTokens(grammar, seen, result.tokens), ruleStack: result.ruleStack, stoppedEarly: result.stoppedEarly };
    },
  };
}

/**
 * A grammar's tokenized lines, each token as its start and the number of its list of scopes; the distinct lists of
 * scopes its tokens have had (a few hundred), and each one's encoding per theme.
 */
interface SeenLines {
  lines: TokenizedLines<Uint32Array>;
  scopeLists: string[][];
  /** Each list's index in `scopeLists`, found scope by scope (no string made per token to look it up). */
  scopeListIds: ScopeListNode;
  // A theme's defaults object is its identity.
  metadataByTheme: WeakMap<StyleAttributes, number[]>;
}

// Each grammar's lines, for as long as its highlighter lives.
const seenByGrammar = new WeakMap<Grammar, SeenLines>();

// A tree of scope lists by their names in order: the node a list ends at holds its id (-1 until a list ends there).
interface ScopeListNode {
  id: number;
  next: Map<string, ScopeListNode>;
}

function newScopeNode(): ScopeListNode {
  return { id: -1, next: new Map() };
}

// A line's tokens as pairs of numbers: token objects with their scope names hold many times the memory.
function compactLine(lists: SeenLines, result: TokenizedLine<ScopedToken[]>): TokenizedLine<Uint32Array> {
  const tokens = new Uint32Array(result.tokens.length * 2);
  result.tokens.forEach((token, index) => {
    let node = lists.scopeListIds;
    for (const scope of token.scopes) {
      let next = node.next.get(scope);
      if (next === undefined) node.next.set(scope, (next = newScopeNode()));
      node = next;
    }
    if (node.id === -1) node.id = lists.scopeLists.push(token.scopes) - 1;
    const id = node.id;
    tokens[index * 2] = token.startIndex;
    tokens[index * 2 + 1] = id;
  });
  return { tokens, ruleStack: result.ruleStack, stoppedEarly: result.stoppedEarly };
}

// LineTokens.produceFromScopes in binary mode: each token's encoded attributes, and a token that encodes like the
// one before it joins it. tokenizeLine has already dropped the line-end token where tokenizeLine2 would.
function encodeTokens(grammar: Grammar, lists: SeenLines, tokens: Uint32Array): Uint32Array {
  const defaults = grammar.themeProvider.getDefaults();
  let metadataOf = lists.metadataByTheme.get(defaults);
  if (!metadataOf) lists.metadataByTheme.set(defaults, (metadataOf = []));
  const encoded: number[] = [];
  for (let index = 0; index < tokens.length; index += 2) {
    const id = tokens[index + 1]!;
    const metadata = (metadataOf[id] ??= tokenMetadata(grammar, lists.scopeLists[id]!));
    if (encoded.length > 0 && encoded[encoded.length - 1] === metadata) continue;
    encoded.push(tokens[index]!, metadata);
  }
  return Uint32Array.from(encoded);
}

// A token's encoded attributes under the current theme, with the token-type and bracket overrides.
function tokenMetadata(grammar: Grammar, scopes: string[]): number {
  const overrides = grammar._tokenTypeMatchers;
  const brackets = grammar.balancedBracketSelectors;
  let metadata = attributesOf(grammar, scopes);
  for (const override of overrides) {
    if (override.matcher(scopes)) metadata = EncodedTokenMetadata.set(metadata, 0, override.type, null, -1, 0, 0);
  }
  const containsBrackets = brackets === null ? false : brackets.matchesAlways || (!brackets.matchesNever && brackets.match(scopes));
  if (containsBrackets) metadata = EncodedTokenMetadata.set(metadata, 0, 8, true, -1, 0, 0);
  return metadata;
}

/** One scope path's encoded attributes under one theme, and the paths one scope longer. */
interface ScopeNode {
  path: ScopePath;
  attributes: number;
  children: Map<string, ScopeNode>;
}

// Per grammar and theme (a theme's defaults object is its identity), the scope paths seen so far.
const pathsByGrammar = new WeakMap<Grammar, WeakMap<StyleAttributes, Map<string, ScopeNode>>>();

// The attributes AttributedScopeStack gives a token with these scopes: the root's start from the theme's
// defaults, and each scope merges its language, token type and the theme's rule for the path so far.
function attributesOf(grammar: Grammar, scopes: string[]): number {
  const defaults = grammar.themeProvider.getDefaults();
  let byTheme = pathsByGrammar.get(grammar);
  if (!byTheme) pathsByGrammar.set(grammar, (byTheme = new WeakMap()));
  let roots = byTheme.get(defaults);
  if (!roots) byTheme.set(defaults, (roots = new Map()));
  const rootName = scopes[0]!;
  let node: ScopeNode | undefined = roots.get(rootName);
  if (!node) {
    const basic = grammar._basicScopeAttributesProvider.getDefaultAttributes();
    const start = EncodedTokenMetadata.set(0, basic.languageId, basic.tokenType, null, defaults.fontStyle, defaults.foregroundId, defaults.backgroundId);
    node = scopeNode(grammar, start, { parent: null, scopeName: rootName });
    roots.set(rootName, node);
  }
  for (let index = 1; index < scopes.length; index++) {
    const scope = scopes[index]!;
    let child: ScopeNode | undefined = node.children.get(scope);
    if (!child) {
      child = scopeNode(grammar, node.attributes, { parent: node.path, scopeName: scope });
      node.children.set(scope, child);
    }
    node = child;
  }
  return node.attributes;
}

// AttributedScopeStack.mergeAttributes: what the theme's rule sets replaces what the parent path had.
function scopeNode(grammar: Grammar, parentAttributes: number, path: ScopePath): ScopeNode {
  const basic = grammar.getMetadataForScope(path.scopeName);
  const style = grammar.themeProvider.themeMatch(path);
  const attributes = EncodedTokenMetadata.set(
    parentAttributes, basic.languageId, basic.tokenType, null, style?.fontStyle ?? -1, style?.foregroundId ?? 0, style?.backgroundId ?? 0,
  );
  return { path, attributes, children: new Map() };
}
