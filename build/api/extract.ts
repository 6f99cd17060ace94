// Reads the installed cheerio's type declarations with the TypeScript compiler API and returns the
// API model: every exported symbol, its members and overloads, their English comments, and where
// each is defined in cheerio's `src/` (through the declaration maps the package ships).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { emptyComment, parseDocComment } from './doc-comment.ts';
import { isHiddenMember } from './hidden-members.ts';
import {
  EXTRACTOR_VERSION,
  type ApiModel,
  type DocComment,
  type MemberModel,
  type SignatureModel,
  type SourceLocation,
  type SymbolModel,
  type TypeParameterModel,
} from './model.ts';
import { DeclarationSourceMaps } from './source-map.ts';
import { isEmptyComment, kindOf, memberName, oneLine, parameterOf, pickDeclaration, sameSource } from './declarations.ts';
import { typeOnOwner, type TypeScope } from './instantiated-types.ts';

/** Where cheerio is installed, and the project root whose `@types` the declarations need. */
export interface ExtractOptions {
  /** The cheerio package folder, e.g. `<root>/node_modules/cheerio`. */
  packageRoot: string;
}

/** The installed cheerio's version, from its package.json. */
export function readCheerioVersion(packageRoot: string): string {
  return (JSON.parse(readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as { version: string }).version;
}

/** Extracts the API model of the cheerio installed at `packageRoot`. */
export function extractApiModel(options: ExtractOptions): ApiModel {
  const packageRoot = path.resolve(options.packageRoot);
  const entry = path.join(packageRoot, 'dist', 'esm', 'index.d.ts');
  const compilerOptions: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    types: ['node'],
    typeRoots: [path.resolve(packageRoot, '..', '@types')],
    // As cheerio is compiled: `onParseError?: ParserErrorHandler | null` is a value that may be null, not a method.
    strictNullChecks: true,
    skipLibCheck: true,
    noEmit: true,
  };
  const host = ts.createCompilerHost(compilerOptions, true);
  // Declaration files skip JSDoc by default; the pages need every comment.
  host.jsDocParsingMode = ts.JSDocParsingMode.ParseAll;
  const program = ts.createProgram({ rootNames: [entry], options: compilerOptions, host });
  const context = new ExtractContext(program, packageRoot);
  const entryFile = program.getSourceFile(entry);
  const moduleSymbol = entryFile && context.checker.getSymbolAtLocation(entryFile);
  if (!moduleSymbol) throw new Error(`cannot read cheerio's declarations at ${entry}`);
  const exported = context.checker.getExportsOfModule(moduleSymbol);
  const symbols = exported
    .map((symbol) => context.readSymbol(symbol))
    .filter((symbol): symbol is SymbolModel => symbol !== undefined)
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  context.linkInheritedMembers(symbols);
  return { cheerioVersion: readCheerioVersion(packageRoot), extractorVersion: EXTRACTOR_VERSION, symbols };
}


class ExtractContext {
  readonly checker: ts.TypeChecker;
  private readonly sourceMaps: DeclarationSourceMaps;
  private readonly distRoot: string;
  /** Property names each documented interface or class has, for inheritance links. */
  private readonly propertyNames = new Map<string, Set<string>>();
  private readonly bases = new Map<string, string[]>();

  constructor(
    program: ts.Program,
    private readonly packageRoot: string,
  ) {
    this.checker = program.getTypeChecker();
    this.sourceMaps = new DeclarationSourceMaps(packageRoot);
    this.distRoot = path.join(packageRoot, 'dist') + path.sep;
  }

  readSymbol(exported: ts.Symbol): SymbolModel | undefined {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? this.checker.getAliasedSymbol(exported) : exported;
    const name = exported.getName();
    const kind = kindOf(symbol);
    const declaration = pickDeclaration(symbol, kind);
    if (!kind || !declaration) return undefined;
    const model: SymbolModel = {
      name,
      kind,
      comment: this.commentOf(declaration),
      typeParameters: [],
      extends: [],
      implements: [],
      indexSignatures: [],
      signatures: [],
      members: [],
    };
    const source = this.sourceOf(declaration);
    if (source) model.source = source;
    const scope: TypeScope = { checker: this.checker, owners: symbol.declarations ?? [] };
    if (ts.isFunctionDeclaration(declaration)) {
      model.signatures = (symbol.declarations ?? []).filter(ts.isFunctionDeclaration).map((node) => this.signatureOf(scope, node, node));
    } else if (ts.isVariableDeclaration(declaration)) {
      const type = this.checker.getTypeOfSymbol(symbol);
      model.signatures = type.getCallSignatures().map((signature) => this.signatureOf(scope, signature.getDeclaration(), declaration, signature));
    } else if (ts.isTypeAliasDeclaration(declaration)) {
      model.typeParameters = this.typeParametersOf(declaration.typeParameters);
      model.type = oneLine(declaration.type.getText());
      // A function type (`FilterFunction`) is called like a function: its parameters get a table.
      // Its `this` is what the caller binds (the current element), so it stays in the table.
      if (ts.isFunctionTypeNode(declaration.type)) model.signatures = [this.signatureOf(scope, declaration.type, declaration, undefined, true)];
    } else if (ts.isClassDeclaration(declaration) || ts.isInterfaceDeclaration(declaration)) {
      this.readClassLike(symbol, model);
    }
    return model;
  }

  private readClassLike(symbol: ts.Symbol, model: SymbolModel): void {
    const declarations = (symbol.declarations ?? []).filter(
      (node): node is ts.ClassDeclaration | ts.InterfaceDeclaration => ts.isClassDeclaration(node) || ts.isInterfaceDeclaration(node),
    );
    const first = declarations[0];
    if (first) model.typeParameters = this.typeParametersOf(first.typeParameters);
    for (const node of declarations) {
      for (const clause of node.heritageClauses ?? []) {
        const target = clause.token === ts.SyntaxKind.ImplementsKeyword ? model.implements : model.extends;
        for (const type of clause.types) target.push(oneLine(type.getText()));
      }
      for (const member of node.members as ts.NodeArray<ts.ClassElement | ts.TypeElement>) {
        if (ts.isIndexSignatureDeclaration(member)) model.indexSignatures.push(oneLine(member.getText()).replace(/;$/, ''));
      }
    }
    this.bases.set(model.name, model.extends.map((text) => text.replace(/<.*$/, '')));
    const type = this.checker.getDeclaredTypeOfSymbol(symbol);
    const scope: TypeScope = { checker: this.checker, owners: declarations };
    model.signatures = type.getCallSignatures().map((signature) => this.signatureOf(scope, signature.getDeclaration(), signature.getDeclaration(), signature));
    const properties = this.checker.getPropertiesOfType(type);
    this.propertyNames.set(model.name, new Set(properties.map((property) => memberName(property))));
    model.members = properties
      .map((property) => this.memberOf(model.name, property, scope))
      .filter((member): member is MemberModel => member !== undefined);
  }

  private memberOf(owner: string, property: ts.Symbol, scope: TypeScope): MemberModel | undefined {
    const name = memberName(property);
    const declaration = property.declarations?.[0];
    if (!declaration || name.startsWith('_') || isHiddenMember(owner, name)) return undefined;
    const comment = this.commentOf(declaration);
    if (comment.isPrivate) return undefined;
    const member: MemberModel = {
      name,
      displayName: property.getName().startsWith('__@') ? `[Symbol.${name}]` : name,
      kind: 'property',
      optional: (property.flags & ts.SymbolFlags.Optional) !== 0,
      signatures: [],
      comment,
    };
    const foreign = this.foreignPackageOf(declaration);
    if (foreign) member.foreign = { packageName: foreign };
    const source = this.sourceOf(declaration);
    if (source) member.source = source;
    // The property's type on the owner, type parameters of base interfaces filled in.
    const propertyType = this.checker.getTypeOfSymbol(property);
    const callable = propertyType.getCallSignatures();
    const instantiated = (node: ts.Node) => callable.find((signature) => signature.getDeclaration() === node);
    const functions = (property.declarations ?? []).filter(ts.isFunctionDeclaration);
    if (functions.length > 0) {
      member.kind = 'method';
      member.signatures = functions.map((node) => this.signatureOf(scope, node, node, instantiated(node)));
    } else if (ts.isMethodSignature(declaration) || ts.isMethodDeclaration(declaration)) {
      member.kind = 'method';
      member.signatures = (property.declarations ?? [])
        .filter((node): node is ts.MethodSignature => ts.isMethodSignature(node) || ts.isMethodDeclaration(node))
        .map((node) => this.signatureOf(scope, node, node, instantiated(node)));
    } else {
      const typeNode = (declaration as { type?: ts.TypeNode }).type;
      if (typeNode && ts.isFunctionTypeNode(typeNode)) {
        member.kind = 'method';
        member.signatures = [this.signatureOf(scope, typeNode, declaration, instantiated(typeNode))];
      } else if (callable.length > 0) {
        // `splice: typeof Array.prototype.splice`, `load: ReturnType<typeof getLoad>`: show the resolved overloads.
        member.kind = 'method';
        member.signatures = callable.map((signature) => this.signatureOf(scope, signature.getDeclaration(), signature.getDeclaration(), signature));
      } else {
        member.type = typeOnOwner(scope, typeNode, propertyType, { optional: member.optional }) ?? this.checker.typeToString(propertyType);
      }
    }
    // A method's own comment is its single signature's when the signature has none (`$.load`).
    const onlySignature = member.signatures.length === 1 ? member.signatures[0] : undefined;
    if (onlySignature && isEmptyComment(onlySignature.comment)) onlySignature.comment = comment;
    if (member.kind === 'method') {
      member.comment = { ...emptyComment(), ...(comment.category ? { category: comment.category } : {}) };
    }
    const category = comment.category ?? member.signatures.find((signature) => signature.comment.category)?.comment.category;
    if (category) member.category = category;
    return member;
  }

  /** Marks members that a documented base interface already documents (`DecodeStreamOptions` → `CheerioOptions`). */
  linkInheritedMembers(symbols: SymbolModel[]): void {
    const documented = new Map(symbols.map((symbol) => [symbol.name, symbol]));
    const ownerOf = (name: string, member: string): string => {
      for (const base of this.bases.get(name) ?? []) {
        if (documented.has(base) && this.propertyNames.get(base)?.has(member)) return ownerOf(base, member);
      }
      return name;
    };
    for (const symbol of symbols) {
      for (const member of symbol.members) {
        const owner = ownerOf(symbol.name, member.name);
        if (owner !== symbol.name) member.inheritedFrom = owner;
        // `$.contains` and `$.merge` are the exported functions of the same name.
        else if (documented.get(member.name)?.kind === 'function' && member.source && sameSource(member.source, documented.get(member.name)?.source)) {
          member.inheritedFrom = member.name;
        }
      }
    }
  }

  /** A signature; `instantiated` is the checker's signature on the owner, for types that name a base's type parameters. */
  private signatureOf(
    scope: TypeScope,
    node: ts.SignatureDeclaration | undefined,
    commentNode: ts.Node | undefined,
    instantiated?: ts.Signature,
    keepThis = false,
  ): SignatureModel {
    const typeOf = (parameter: ts.ParameterDeclaration) => {
      const symbol = instantiated?.parameters.find((candidate) => candidate.getName() === parameter.name.getText());
      const optional = Boolean(parameter.questionToken || parameter.initializer);
      return typeOnOwner(scope, parameter.type, symbol && this.checker.getTypeOfSymbol(symbol), { signature: node, optional });
    };
    const returnType = instantiated && this.checker.getReturnTypeOfSignature(instantiated);
    const signature: SignatureModel = {
      typeParameters: this.typeParametersOf(node?.typeParameters),
      parameters: (node?.parameters ?? []).filter((parameter) => keepThis || parameter.name.getText() !== 'this').map((parameter) => parameterOf(parameter, typeOf(parameter))),
      returnType: typeOnOwner(scope, node?.type, returnType, { signature: node }) ?? 'void',
      comment: commentNode ? this.commentOf(commentNode) : emptyComment(),
    };
    const source = commentNode && this.sourceOf(commentNode);
    if (source) signature.source = source;
    return signature;
  }

  private typeParametersOf(parameters: ts.NodeArray<ts.TypeParameterDeclaration> | undefined): TypeParameterModel[] {
    return (parameters ?? []).map((parameter) => ({
      name: parameter.name.text,
      ...(parameter.constraint ? { constraint: oneLine(parameter.constraint.getText()) } : {}),
      ...(parameter.default ? { default: oneLine(parameter.default.getText()) } : {}),
    }));
  }

  /** The last doc comment before a declaration, parsed from its source text. */
  private commentOf(node: ts.Node): DocComment {
    const docs = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc);
    const doc = docs.at(-1);
    if (!doc) return emptyComment();
    return parseDocComment(doc.getSourceFile().text.slice(doc.getStart(), doc.end));
  }

  private sourceOf(node: ts.Node): SourceLocation | undefined {
    const file = node.getSourceFile();
    if (!path.resolve(file.fileName).startsWith(this.distRoot)) return undefined;
    const statement = ts.isVariableDeclaration(node) ? node.parent.parent : node;
    const line = file.getLineAndCharacterOfPosition(statement.getStart()).line + 1;
    return this.sourceMaps.locate(path.resolve(file.fileName), line);
  }

  private foreignPackageOf(node: ts.Node): string | undefined {
    const fileName = path.resolve(node.getSourceFile().fileName);
    if (fileName.startsWith(this.distRoot)) return undefined;
    const parts = fileName.split(path.sep);
    const index = parts.lastIndexOf('node_modules');
    if (index < 0) return undefined;
    const first = parts[index + 1] ?? '';
    return first.startsWith('@') ? `${first}/${parts[index + 2]}` : first;
  }
}
