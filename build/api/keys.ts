// The stable translation keys of the API model: one per visible symbol, member, overload, parameter,
// return value, deprecation notice and example caption, each with the English text it translates.
// `Cheerio.attr#2.value` is parameter `value` of the second overload of `Cheerio.attr`.
import { hashText } from '../content/load-content.ts';
import type { ApiModel, DocComment, MemberModel, SignatureModel, SymbolKind, SymbolModel } from './model.ts';

/** What a key's text describes. */
export type KeyKind =
  | SymbolKind
  | 'method'
  | 'property'
  | 'overload'
  | 'call-signature'
  | 'parameter'
  | 'returns'
  | 'deprecated'
  | 'example';

/** One translatable text. */
export interface ApiKey {
  key: string;
  kind: KeyKind;
  /** The page it is shown on, e.g. `classes/Cheerio`. */
  page: string;
  /** The English text (may be '' when upstream has none: the Chinese is then ours alone). */
  english: string;
  /** Hash of `english`, committed in content/api/symbols.yaml to notice upstream changes. */
  hash: string;
}

const pageFolders: Record<SymbolKind, string> = {
  class: 'classes',
  interface: 'interfaces',
  function: 'functions',
  variable: 'variables',
  'type-alias': 'type-aliases',
};

/** The page path of a symbol, relative to the API route: `classes/Cheerio`. */
export function pagePathOf(symbol: Pick<SymbolModel, 'kind' | 'name'>): string {
  return `${pageFolders[symbol.kind]}/${symbol.name}`;
}

/** The key prefix of each signature of a list: the owner itself for one signature, `owner#n` for overloads. */
export function signatureKeys(owner: string, signatures: readonly SignatureModel[]): string[] {
  return signatures.length === 1 ? [owner] : signatures.map((_, index) => `${owner}#${index + 1}`);
}

/** The key prefix of each call signature of a callable interface: `CheerioAPI#call`. */
export function callSignatureKeys(owner: string, signatures: readonly SignatureModel[]): string[] {
  return signatures.length === 1 ? [`${owner}#call`] : signatures.map((_, index) => `${owner}#call${index + 1}`);
}

/** The key of the n-th (1-based) prose part of a comment's examples. */
export function exampleKey(owner: string, index: number): string {
  return `${owner}.example${index}`;
}

/** Ends the optional key of a translator's note on another key's text (not a key of the model, not counted in coverage). */
export const TRANSLATOR_NOTE_SUFFIX = '.translatorNote';

/** The key of a translator's note on `key`: where the Chinese deliberately departs from the English shown under 原文. */
export function translatorNoteKey(key: string): string {
  return `${key}${TRANSLATOR_NOTE_SUFFIX}`;
}

/** Every key of the model, in page order. */
export function collectKeys(model: ApiModel): ApiKey[] {
  const keys: ApiKey[] = [];
  for (const symbol of model.symbols) {
    const page = pagePathOf(symbol);
    const add = (key: string, kind: KeyKind, english: string) => keys.push({ key, kind, page, english, hash: hashText(english) });
    const addComment = (owner: string, kind: KeyKind, comment: DocComment) => {
      add(owner, kind, comment.summary);
      if (comment.deprecated !== undefined) add(`${owner}.deprecated`, 'deprecated', comment.deprecated);
      exampleTexts(comment).forEach((text, index) => add(exampleKey(owner, index + 1), 'example', text));
    };
    const addDetails = (owner: string, signature: SignatureModel) => {
      for (const parameter of signature.parameters) add(`${owner}.${parameter.name}`, 'parameter', signature.comment.params[parameter.name] ?? '');
      if (signature.comment.returns) add(`${owner}.returns`, 'returns', signature.comment.returns);
    };
    const addSignature = (owner: string, kind: KeyKind, signature: SignatureModel) => {
      addComment(owner, kind, signature.comment);
      addDetails(owner, signature);
    };
    if (symbol.kind === 'function' || symbol.kind === 'variable') {
      const owners = signatureKeys(symbol.name, symbol.signatures);
      // One declaration: the symbol's comment is its signature's.
      if (symbol.signatures.length !== 1) addComment(symbol.name, symbol.kind, symbol.comment);
      symbol.signatures.forEach((signature, index) => addSignature(owners[index]!, symbol.signatures.length === 1 ? symbol.kind : 'overload', signature));
      continue;
    }
    addComment(symbol.name, symbol.kind, symbol.comment);
    if (symbol.kind === 'type-alias') {
      // A function-type alias: its comment is the signature's, its parameters are the alias's own keys.
      for (const signature of symbol.signatures) addDetails(symbol.name, signature);
      continue;
    }
    const calls = callSignatureKeys(symbol.name, symbol.signatures);
    symbol.signatures.forEach((signature, index) => addSignature(calls[index]!, 'call-signature', signature));
    for (const member of visibleMembers(symbol)) {
      const owner = `${symbol.name}.${member.name}`;
      if (member.kind === 'property') {
        addComment(owner, 'property', member.comment);
        continue;
      }
      const owners = signatureKeys(owner, member.signatures);
      member.signatures.forEach((signature, index) =>
        addSignature(owners[index]!, member.signatures.length === 1 ? 'method' : 'overload', signature),
      );
    }
  }
  return keys;
}

/** Members documented on this page (not those documented on a base interface or as a function). */
export function visibleMembers(symbol: SymbolModel): MemberModel[] {
  return symbol.members.filter((member) => member.inheritedFrom === undefined);
}

/** The prose parts of a comment's examples, in order: each is one translatable caption. */
export function exampleTexts(comment: DocComment): string[] {
  return comment.examples.flatMap((parts) => parts.flatMap((part) => (part.kind === 'text' ? [part.text] : [])));
}
