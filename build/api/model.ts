// The API model: what the extractor reads from cheerio's type declarations, in a JSON-safe shape
// that is cached under node_modules/.cache and rendered into the API pages.

/** Bumped whenever the extractor's output changes shape or content, so old caches are ignored. */
export const EXTRACTOR_VERSION = 5;

/** The kind of a top-level page. */
export type SymbolKind = 'class' | 'interface' | 'function' | 'variable' | 'type-alias';

/** Where a declaration is written in cheerio's TypeScript source (`src/api/traversing.ts`, line 1-based). */
export interface SourceLocation {
  file: string;
  line: number;
}

/** Where a declaration comes from when it is not cheerio's own (parse5, htmlparser2, TypeScript's lib). */
export interface ForeignOrigin {
  /** npm package name, or `typescript` for the standard library. */
  packageName: string;
}

/** A piece of an `@example` block: prose or a fenced code block. */
export type ExamplePart = { kind: 'text'; text: string } | { kind: 'code'; language: string; code: string };

/** An English doc comment, split into the parts the pages show. */
export interface DocComment {
  /** Markdown text before the block tags; '' when there is none. */
  summary: string;
  /** `@param` text by parameter name. */
  params: Record<string, string>;
  returns?: string;
  deprecated?: string;
  /** `@see` targets: URLs or symbol names. */
  see: string[];
  examples: ExamplePart[][];
  category?: string;
  /** `@default` / `@defaultValue` text. */
  defaultValue?: string;
  isPrivate: boolean;
}

/** One parameter of a signature. */
export interface ParameterModel {
  name: string;
  /** The type as written in the declaration. */
  type: string;
  optional: boolean;
  rest: boolean;
}

/** A type parameter such as `T extends AnyNode`. */
export interface TypeParameterModel {
  name: string;
  constraint?: string;
  default?: string;
}

/** One call signature (an overload). */
export interface SignatureModel {
  typeParameters: TypeParameterModel[];
  parameters: ParameterModel[];
  returnType: string;
  comment: DocComment;
  source?: SourceLocation;
}

/** A member of a class or interface: a method (with signatures) or a property (with a type). */
export interface MemberModel {
  name: string;
  /** What the H3 shows (`[Symbol.iterator]`), usually the name. */
  displayName: string;
  kind: 'method' | 'property';
  optional: boolean;
  /** For properties: the declared type. */
  type?: string;
  signatures: SignatureModel[];
  /** The member's own comment (properties; methods keep theirs on each signature). */
  comment: DocComment;
  category?: string;
  source?: SourceLocation;
  foreign?: ForeignOrigin;
  /** For members inherited from another documented interface: that interface's name. */
  inheritedFrom?: string;
}

/** One exported symbol, which becomes one page. */
export interface SymbolModel {
  name: string;
  kind: SymbolKind;
  comment: DocComment;
  typeParameters: TypeParameterModel[];
  /** `extends` clauses as written. */
  extends: string[];
  implements: string[];
  /** Index signatures as written, e.g. `[index: number]: T`. */
  indexSignatures: string[];
  /** Functions, variables, callable interfaces and function-type aliases. */
  signatures: SignatureModel[];
  members: MemberModel[];
  /** Type aliases: the aliased type as written. */
  type?: string;
  source?: SourceLocation;
}

/** Everything extracted from one cheerio version. */
export interface ApiModel {
  cheerioVersion: string;
  extractorVersion: number;
  symbols: SymbolModel[];
}
