// Lines a grammar has tokenized, kept across code blocks: the same line after an equal state tokenizes the same, so a
// line seen before (an import, a closing brace, a common call) is answered without running the grammar's regular
// expressions again. Docs repeat lines a lot, across blocks and pages.
//
// States are compared by structure, not identity: two blocks reach equal states as different objects. Equal means
// what vscode-textmate's tokenizer reads from a state (StateStackImpl in @shikijs/vscode-textmate): each frame's
// rule, its end pattern (with back-references filled in), whether its begin match captured the line end, and its
// scope names. The positions a frame also holds are reset before every line. Scope names decide the tokens; the
// theme attributes a state carries do not (tokenizeLine reports scope names only).
import { INITIAL, type StateStack } from 'shiki/textmate';

/** What tokenizeLine returns, with its tokens as `T`. */
export interface TokenizedLine<T> {
  tokens: T;
  ruleStack: StateStack;
  stoppedEarly: boolean;
}

/** The most lines kept per grammar (~650 bytes each with their key and tokens); a line unused for this many new ones is dropped. */
export const MAX_KEPT_LINES = 20_000;

/** vscode-textmate's StateStackImpl and ScopeStack, the fields read here (undeclared in its types). */
interface StateFrame {
  parent: StateFrame | null;
  ruleId: number;
  beginRuleCapturedEOL: boolean;
  endRule: string | null;
  nameScopesList: { scopePath: ScopePath } | null;
  contentNameScopesList: { scopePath: ScopePath } | null;
}

interface ScopePath {
  parent: ScopePath | null;
  scopeName: string;
}

/** One grammar's tokenized lines by (state, text). */
export class TokenizedLines<T> {
  // Two generations approximate "least recently used" without reordering a map on every hit: new and used lines go
  // to the recent one; when it is full it becomes the older one, and what the older one held is dropped.
  #recent = new Map<string, TokenizedLine<T>>();
  #older = new Map<string, TokenizedLine<T>>();
  // A number per structurally different state: state objects to it, and each structure's key to it.
  #stateIds = new WeakMap<object, number>();
  #idsByStructure = new Map<string, number>();
  #scopePaths = new WeakMap<ScopePath, string>();

  /** The tokenization of `line` after `state`, from `tokenize` the first time. */
  get(line: string, state: StateStack | null, tokenize: () => TokenizedLine<T>): TokenizedLine<T> {
    const key = `${this.#stateId(state)}\n${line}`;
    const recent = this.#recent.get(key);
    if (recent) return recent;
    const older = this.#older.get(key);
    if (older) {
      this.#older.delete(key);
      this.#keep(key, older);
      return older;
    }
    const result = tokenize();
    // A line cut short by the time limit could come out whole another time.
    if (!result.stoppedEarly) this.#keep(key, result);
    return result;
  }

  #keep(key: string, line: TokenizedLine<T>): void {
    if (this.#recent.size >= MAX_KEPT_LINES / 2) {
      this.#older = this.#recent;
      this.#recent = new Map();
    }
    this.#recent.set(key, line);
  }

  #stateId(state: StateStack | null): number {
    if (state === null || state === INITIAL) return 0;
    let id = this.#stateIds.get(state);
    if (id === undefined) {
      id = this.#frameId(state as unknown as StateFrame);
      this.#stateIds.set(state, id);
    }
    return id;
  }

  #frameId(frame: StateFrame): number {
    // Fields renamed by an upgrade would make every state look alike and answer lines with another state's tokens.
    if (typeof frame.ruleId !== 'number' || !frame.nameScopesList?.scopePath || !frame.contentNameScopesList?.scopePath || !('endRule' in frame)) {
      throw new Error('tokenized-lines: a grammar state without the fields of vscode-textmate\'s StateStackImpl (ruleId, endRule, nameScopesList, contentNameScopesList); see build/markdown/tokenized-lines.ts');
    }
    const parent = frame.parent === null ? -1 : this.#stateId(frame.parent as unknown as StateStack);
    const structure = JSON.stringify([
      parent,
      frame.ruleId,
      frame.beginRuleCapturedEOL,
      frame.endRule,
      this.#scopeNames(frame.nameScopesList.scopePath),
      this.#scopeNames(frame.contentNameScopesList.scopePath),
    ]);
    let id = this.#idsByStructure.get(structure);
    if (id === undefined) this.#idsByStructure.set(structure, (id = this.#idsByStructure.size + 1));
    return id;
  }

  #scopeNames(path: ScopePath): string {
    let names = this.#scopePaths.get(path);
    if (names === undefined) {
      names = path.parent === null ? path.scopeName : `${this.#scopeNames(path.parent)} ${path.scopeName}`;
      this.#scopePaths.set(path, names);
    }
    return names;
  }
}
