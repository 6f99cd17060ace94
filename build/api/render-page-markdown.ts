// Renders one API page (a class, interface, function, variable or type alias) as Markdown that the
// site's pipeline compiles like any doc: H1 with kind and name, the Chinese description with its 原文,
// where it is defined, its own see-also links and examples, then its declaration, hierarchy and
// members grouped by category as H3s whose ids are the lower-cased member names.
import { strings } from '../../theme/lib/strings.ts';
import { callSignatureKeys } from './keys.ts';
import type { MemberModel, SymbolModel } from './model.ts';
import {
  definedInLine,
  deprecationBlock,
  examplesBlock,
  originalBlock,
  seeAlsoBlock,
  signatureDetails,
  translated,
  tsFence,
  typeParameterList,
  type RenderContext,
} from './render-blocks.ts';
import { renderMember, signatureBlocks } from './render-member-markdown.ts';
import { CATEGORY_IDS } from './symbol-groups.ts';
import { codeSpan, typeToMarkdown } from './type-links.ts';

export { memberAnchor } from './render-member-markdown.ts';

/** The H1 text of a symbol's page, e.g. `类：Cheerio<T>`. */
export function pageHeading(symbol: SymbolModel): string {
  const typeParameters = symbol.typeParameters.length ? `<${symbol.typeParameters.map((parameter) => parameter.name).join(', ')}>` : '';
  const call = symbol.kind === 'function' || symbol.kind === 'variable' ? '()' : '';
  return `${strings.api.kindTitles[symbol.kind]}：${symbol.name}${typeParameters}${call}`;
}

/** Group id used for a category's H2 (`category-traversing`), distinct from any member anchor. */
export function categoryAnchor(category: string): string {
  return `category-${CATEGORY_IDS[category] ?? CATEGORY_IDS.Other}`;
}

const categoryOrder = Object.keys(CATEGORY_IDS).filter((category) => category !== 'Loading');

/** Members in page order: by category (Attributes … Other), then by name. */
export function groupMembers(members: readonly MemberModel[]): Array<{ category: string; members: MemberModel[] }> {
  const groups = new Map<string, MemberModel[]>();
  for (const member of members) {
    const category = member.category && CATEGORY_IDS[member.category] ? member.category : 'Other';
    (groups.get(category) ?? groups.set(category, []).get(category)!).push(member);
  }
  return categoryOrder
    .filter((category) => groups.has(category))
    .map((category) => ({
      category,
      members: groups.get(category)!.sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.name.localeCompare(b.name)),
    }));
}

/** The Markdown body of a symbol's page (without front matter). */
export function renderSymbolPage(symbol: SymbolModel, context: RenderContext): string {
  const blocks: string[] = [`# ${escapeHeading(pageHeading(symbol))}`];
  const single = (symbol.kind === 'function' || symbol.kind === 'variable') && symbol.signatures.length === 1;
  const intro = single ? symbol.signatures[0]!.comment : symbol.comment;
  blocks.push(translated(symbol.name, intro.summary, context), originalBlock(symbol.name, intro, context), deprecationBlock(symbol.name, intro, context));
  if (single) {
    // The page's introduction already is this signature's description; the signature names its source.
    blocks.push(`## ${strings.api.signature} {#signature}`, ...signatureBlocks(symbol.name, symbol.name, symbol.signatures[0]!, context, { fallbackSource: symbol.source, withDescription: false }));
    return `${blocks.filter(Boolean).join('\n\n')}\n`;
  }
  // What the symbol itself says, before its parts: where it is defined, what to read next, its examples
  // (the Cheerio class's markup that every member's example uses).
  blocks.push(definedInLine(symbol.source, context), seeAlsoBlock(symbol.comment, context), examplesBlock(symbol.name, symbol.comment, context));
  blocks.push(...declarationBlocks(symbol, context), ...hierarchyBlocks(symbol, context));
  const calls = callSignatureKeys(symbol.name, symbol.signatures);
  if (symbol.kind !== 'type-alias' && symbol.signatures.length > 0) {
    blocks.push(`## ${strings.api.callSignature} {#call-signature}`);
    symbol.signatures.forEach((signature, index) => blocks.push(...signatureBlocks(calls[index]!, '$', signature, context, { fallbackSource: symbol.source })));
  }
  for (const { category, members } of groupMembers(symbol.members)) {
    const title = symbol.members.every((member) => !member.category) ? strings.api.members : strings.api.categoryTitles[category];
    blocks.push(`## ${title} {#${categoryAnchor(category)}}`);
    for (const member of members) blocks.push(renderMember(symbol, member, context));
  }
  return `${blocks.filter(Boolean).join('\n\n')}\n`;
}

// A type alias's declaration; a function type's parameters and return value below it.
function declarationBlocks(symbol: SymbolModel, context: RenderContext): string[] {
  if (symbol.kind !== 'type-alias') return [];
  const type = symbol.type ?? 'unknown';
  const constraints = symbol.typeParameters.flatMap((parameter) => [parameter.constraint ?? '', parameter.default ?? '']).filter(Boolean);
  return [
    `## ${strings.api.declaration} {#declaration}`,
    tsFence(`type ${symbol.name}${typeParameterList(symbol.typeParameters)} = ${type};`, [type, ...constraints], context),
    ...symbol.signatures.map((signature) => signatureDetails(symbol.name, signature, context)),
  ];
}

// Type parameters, what the symbol extends, what extends it, what it implements, its index signatures.
function hierarchyBlocks(symbol: SymbolModel, context: RenderContext): string[] {
  const blocks: string[] = [];
  if (symbol.typeParameters.length > 0 && symbol.kind !== 'type-alias') {
    const items = symbol.typeParameters.map((parameter) =>
      `- ${codeSpan(parameter.name, false)}${parameter.constraint ? `：${strings.api.inheritedFrom} ${typeToMarkdown(parameter.constraint, context.link)}` : ''}`,
    );
    blocks.push(`## ${strings.api.typeParameters} {#type-parameters}`, items.join('\n'));
  }
  if (symbol.extends.length) blocks.push(`## ${strings.api.extends} {#extends}`, symbol.extends.map((type) => `- ${typeToMarkdown(type, context.link)}`).join('\n'));
  const extendedBy = extendedByList(symbol.name, context, '');
  if (extendedBy) blocks.push(`## ${strings.api.extendedBy[symbol.kind]} {#extended-by}`, extendedBy);
  if (symbol.implements.length) blocks.push(`## ${strings.api.implements} {#implements}`, symbol.implements.map((type) => `- ${typeToMarkdown(type, context.link)}`).join('\n'));
  if (symbol.indexSignatures.length) {
    blocks.push(`## ${strings.api.indexSignature} {#indexable}`, tsFence(symbol.indexSignatures.join('\n'), symbol.indexSignatures, context), strings.api.indexSignatureNote);
  }
  return blocks;
}

// The documented symbols that extend `name`, each with those that extend it in turn, as a nested list.
function extendedByList(name: string, context: RenderContext, indent: string): string {
  return context
    .extendedBy(name)
    .map((child) => {
      const route = context.routeOf(child);
      const item = `${indent}- ${route ? `[${codeSpan(child, false)}](${route})` : codeSpan(child, false)}`;
      const nested = extendedByList(child, context, `${indent}  `);
      return nested ? `${item}\n${nested}` : item;
    })
    .join('\n');
}

/** Escapes `<` so `Cheerio<T>` stays text in a heading. */
export function escapeHeading(text: string): string {
  return text.replace(/</g, '\\<');
}
