// Small readers of TypeScript declarations used by the extractor.
import ts from 'typescript';
import type { DocComment, ParameterModel, SourceLocation, SymbolKind } from './model.ts';

/** A type or signature as one line, the way the pages print it. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').replace(/\s*;\s*}/g, ' }').trim();

/** The page kind of an exported symbol, or undefined for kinds the site does not document. */
export function kindOf(symbol: ts.Symbol): SymbolKind | undefined {
  if (symbol.flags & ts.SymbolFlags.Class) return 'class';
  if (symbol.flags & ts.SymbolFlags.Interface) return 'interface';
  if (symbol.flags & ts.SymbolFlags.Function) return 'function';
  if (symbol.flags & ts.SymbolFlags.Variable) return 'variable';
  if (symbol.flags & ts.SymbolFlags.TypeAlias) return 'type-alias';
  return undefined;
}

/** The declaration that describes a symbol (for a class merged with an interface: the class). */
export function pickDeclaration(symbol: ts.Symbol, kind: SymbolKind | undefined): ts.Declaration | undefined {
  const declarations = symbol.declarations ?? [];
  if (kind === 'class') return declarations.find(ts.isClassDeclaration);
  return declarations[0];
}

/** A member's name; well-known symbols such as `Symbol.iterator` lose their internal prefix. */
export function memberName(property: ts.Symbol): string {
  const name = property.getName();
  // Well-known symbols are named `__@iterator@123`.
  return name.startsWith('__@') ? name.slice(3).replace(/@\d+$/, '') : name;
}

/** A parameter as the pages show it; `type` when its type on the owner differs from the written one. */
export function parameterOf(parameter: ts.ParameterDeclaration, type?: string): ParameterModel {
  return {
    name: parameter.name.getText(),
    type: type ?? (parameter.type ? oneLine(parameter.type.getText()) : 'any'),
    optional: Boolean(parameter.questionToken || parameter.initializer),
    rest: Boolean(parameter.dotDotDotToken),
  };
}

/** Whether a comment says nothing a page would show. */
export function isEmptyComment(comment: DocComment): boolean {
  return !comment.summary && comment.examples.length === 0 && Object.keys(comment.params).length === 0 && !comment.returns;
}

/** Whether two declarations are the same source line. */
export function sameSource(a: SourceLocation | undefined, b: SourceLocation | undefined): boolean {
  return a !== undefined && b !== undefined && a.file === b.file && a.line === b.line;
}
