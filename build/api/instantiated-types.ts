// Types as they are on the documented symbol, not as another declaration wrote them. A member that a
// class or interface inherits (`treeAdapter?: TreeAdapter<T>` from parse5's `ParserOptions<T>`,
// `[Symbol.iterator](): Iterator<T, TReturn, TNext>` from `Iterable`) names type parameters that its
// reader's page defines nowhere; the checker knows what they are on the owner and prints that instead
// (`TreeAdapter<Htmlparser2TreeAdapterMap>`, `Iterator<T, any, any>`). A type that names no foreign
// type parameter keeps the text it was written with, aliases and all.
import ts from 'typescript';
import { oneLine } from './declarations.ts';

/** How to print the types of one owner's members: the checker and the declarations whose type parameters the page shows. */
export interface TypeScope {
  checker: ts.TypeChecker;
  /** The owner's own declarations; a member's own signature is added per signature. */
  owners: readonly ts.Node[];
}

const printer = ts.createPrinter({ removeComments: true });
const printFile = ts.createSourceFile('printed.ts', '', ts.ScriptTarget.Latest);
const printFlags = ts.NodeBuilderFlags.NoTruncation | ts.NodeBuilderFlags.UseAliasDefinedOutsideCurrentScope | ts.NodeBuilderFlags.IgnoreErrors;

/** The text of a member's type on its owner: as written, or through the checker when the text names a foreign type parameter. */
export function typeOnOwner(
  scope: TypeScope,
  node: ts.TypeNode | undefined,
  instantiated: ts.Type | undefined,
  options: { signature?: ts.Node; optional?: boolean } = {},
): string | undefined {
  if (node && !namesForeignTypeParameter(scope, node, options.signature)) return oneLine(node.getText());
  if (!instantiated) return node ? oneLine(node.getText()) : undefined;
  return printType(scope.checker, instantiated, options.optional ?? false);
}

// Whether `node` names a type parameter declared neither by the owner, nor by the signature, nor inside `node` itself.
function namesForeignTypeParameter(scope: TypeScope, node: ts.TypeNode, signature: ts.Node | undefined): boolean {
  let foreign = false;
  const visit = (child: ts.Node): void => {
    if (foreign) return;
    if (ts.isTypeReferenceNode(child) && ts.isIdentifier(child.typeName)) {
      const symbol = scope.checker.getSymbolAtLocation(child.typeName);
      const declaration = symbol && symbol.flags & ts.SymbolFlags.TypeParameter ? symbol.declarations?.[0] : undefined;
      if (declaration && !isInScope(declaration, scope, signature, node)) foreign = true;
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  return foreign;
}

function isInScope(parameter: ts.Declaration, scope: TypeScope, signature: ts.Node | undefined, node: ts.TypeNode): boolean {
  const declaredBy = parameter.parent;
  if (declaredBy === signature || scope.owners.includes(declaredBy)) return true;
  // `infer U` and mapped `[K in …]` parameters live inside the type itself.
  return parameter.pos >= node.pos && parameter.end <= node.end && parameter.getSourceFile() === node.getSourceFile();
}

// The checker's type as one line; an optional member's or parameter's implied `| undefined` is left out, as it is when written.
function printType(checker: ts.TypeChecker, type: ts.Type, optional: boolean): string {
  let node = checker.typeToTypeNode(type, undefined, printFlags);
  if (!node) return checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);
  if (optional && ts.isUnionTypeNode(node)) {
    const kept = node.types.filter((member) => member.kind !== ts.SyntaxKind.UndefinedKeyword);
    node = kept.length === 1 ? kept[0]! : ts.factory.updateUnionTypeNode(node, ts.factory.createNodeArray(kept));
  }
  return oneLine(printer.printNode(ts.EmitHint.Unspecified, node, printFile));
}
