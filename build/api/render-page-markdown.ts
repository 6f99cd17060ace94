// Renders one API page (a class, interface, function, variable or type alias) as Markdown that the
// site's pipeline compiles like any doc: H1 with kind and name, Chinese description with its 原文,
// then members grouped by category as H3s whose ids are the lower-cased member names.
import { strings } from '../../theme/lib/strings.ts';
import { callSignatureKeys, signatureKeys, visibleMembers } from './keys.ts';
import type { MemberModel, SignatureModel, SymbolModel } from './model.ts';
import {
  definedInLine,
  deprecationBlock,
  examplesBlock,
  originalBlock,
  seeAlsoBlock,
  signatureDetails,
  signatureText,
  signatureTypes,
  translated,
  tsFence,
  typeParameterList,
  type RenderContext,
} from './render-blocks.ts';
import { CATEGORY_IDS } from './symbol-groups.ts';
import { codeSpan, typeToMarkdown } from './type-links.ts';

/** The anchor of a member: its name in lower case, as the tutorials and the old site link to it. */
export function memberAnchor(member: Pick<MemberModel, 'name'>): string {
  return member.name.toLowerCase();
}

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
  blocks.push(translated(symbol.name, intro.summary, context), originalBlock(intro, context), deprecationBlock(symbol.name, intro, context));
  if (symbol.kind === 'type-alias') {
    blocks.push(`## ${strings.api.declaration} {#declaration}`, tsFence(
      `type ${symbol.name}${typeParameterList(symbol.typeParameters)} = ${symbol.type ?? 'unknown'};`,
      [symbol.type ?? '', ...symbol.typeParameters.flatMap((parameter) => [parameter.constraint ?? '', parameter.default ?? ''])],
      context,
    ));
  }
  if (symbol.typeParameters.length > 0 && symbol.kind !== 'type-alias') {
    const items = symbol.typeParameters.map((parameter) =>
      `- ${codeSpan(parameter.name, false)}${parameter.constraint ? `：${strings.api.inheritedFrom} ${typeToMarkdown(parameter.constraint, context.link)}` : ''}`,
    );
    blocks.push(`## ${strings.api.typeParameters} {#type-parameters}`, items.join('\n'));
  }
  if (symbol.extends.length) blocks.push(`## ${strings.api.extends} {#extends}`, symbol.extends.map((type) => `- ${typeToMarkdown(type, context.link)}`).join('\n'));
  if (symbol.implements.length) blocks.push(`## ${strings.api.implements} {#implements}`, symbol.implements.map((type) => `- ${typeToMarkdown(type, context.link)}`).join('\n'));
  if (symbol.indexSignatures.length) {
    blocks.push(`## ${strings.api.indexSignature} {#indexable}`, tsFence(symbol.indexSignatures.join('\n'), symbol.indexSignatures, context), strings.api.indexSignatureNote);
  }
  if (!single) blocks.push(examplesBlock(symbol.name, symbol.comment, context));
  if (single) {
    // The page's introduction already is this signature's description.
    blocks.push(`## ${strings.api.signature} {#signature}`, ...signatureBlocks(symbol.name, symbol.name, symbol.signatures[0]!, context, symbol.source, false));
  }
  const calls = callSignatureKeys(symbol.name, symbol.signatures);
  if (!single && symbol.signatures.length > 0) {
    blocks.push(`## ${strings.api.callSignature} {#call-signature}`);
    symbol.signatures.forEach((signature, index) => blocks.push(...signatureBlocks(calls[index]!, '$', signature, context, symbol.source)));
  }
  for (const { category, members } of groupMembers(symbol.members)) {
    const title = symbol.members.every((member) => !member.category) ? strings.api.members : strings.api.categoryTitles[category];
    blocks.push(`## ${title} {#${categoryAnchor(category)}}`);
    for (const member of members) blocks.push(renderMember(symbol, member, context));
  }
  if (!single) blocks.push(definedInLine(symbol.source, context));
  return `${blocks.filter(Boolean).join('\n\n')}\n`;
}

function renderMember(owner: SymbolModel, member: MemberModel, context: RenderContext): string {
  const anchor = memberAnchor(member);
  const deprecated = member.comment.deprecated !== undefined || member.signatures.some((signature) => signature.comment.deprecated !== undefined);
  const blocks = [`### ${codeSpan(member.displayName, false)}${deprecated ? `（${strings.api.deprecated}）` : ''} {#${anchor}}`];
  if (member.inheritedFrom !== undefined) {
    blocks.push(inheritedLine(owner, member, context));
    return blocks.join('\n\n');
  }
  const key = `${owner.name}.${member.name}`;
  if (member.kind === 'property') {
    blocks.push(tsFence(`${member.displayName}${member.optional ? '?' : ''}: ${member.type ?? 'unknown'}`, [member.type ?? ''], context));
    blocks.push(translated(key, member.comment.summary, context), originalBlock(member.comment, context), deprecationBlock(key, member.comment, context));
    blocks.push(`**${strings.api.type}**：${typeToMarkdown(member.type ?? 'unknown', context.link)}`);
    if (member.comment.defaultValue) blocks.push(`**${strings.api.defaultValue}**：${member.comment.defaultValue}`);
    blocks.push(examplesBlock(key, member.comment, context), seeAlsoBlock(member.comment, context));
    blocks.push(definedInLine(member.source, context, member.foreign?.packageName));
    return blocks.filter(Boolean).join('\n\n');
  }
  const keys = signatureKeys(key, member.signatures);
  member.signatures.forEach((signature, index) => {
    if (member.signatures.length > 1) blocks.push(`#### ${strings.api.overload(index + 1, member.signatures.length)} {#${anchor}-${index + 1}}`);
    blocks.push(...signatureBlocks(keys[index]!, member.displayName, signature, context, member.source, true, member.foreign?.packageName));
  });
  return blocks.filter(Boolean).join('\n\n');
}

function signatureBlocks(
  key: string,
  name: string,
  signature: SignatureModel,
  context: RenderContext,
  fallbackSource: SymbolModel['source'],
  withDescription = true,
  foreignPackage?: string,
): string[] {
  const comment = signature.comment;
  const fence = tsFence(signatureText(name === '$' ? '' : name, signature), signatureTypes(signature), context);
  const description = [translated(key, comment.summary, context), originalBlock(comment, context), deprecationBlock(key, comment, context)];
  return [
    fence,
    ...(withDescription ? description : []),
    signatureDetails(key, signature, context),
    examplesBlock(key, comment, context),
    seeAlsoBlock(comment, context),
    definedInLine(signature.source ?? fallbackSource, context, signature.source ? undefined : foreignPackage),
  ];
}

function inheritedLine(owner: SymbolModel, member: MemberModel, context: RenderContext): string {
  const target = member.inheritedFrom!;
  const route = context.routeOf(target);
  const summary = firstSentence(context.text(target === member.name ? target : `${target}.${member.name}`) ?? '');
  if (route && target === member.name) {
    return `${strings.api.sameAsFunction}[${codeSpan(target, false)}](${route})。${summary}`;
  }
  const link = route ? `[${codeSpan(`${target}.${member.name}`, false)}](${route}#${memberAnchor(member)})` : codeSpan(target, false);
  void owner;
  return `${strings.api.inheritedFrom} ${link}。${summary}`;
}

/** The first sentence of a Chinese text (up to the first full stop), for index and inherited entries. */
export function firstSentence(text: string): string {
  const paragraph = text.trim().split(/\n\s*\n/)[0] ?? '';
  const end = paragraph.search(/[。！？](?=\s|$|[^”）])/);
  // A paragraph that introduces a list ends with a colon; as a summary it ends the sentence.
  return (end >= 0 ? paragraph.slice(0, end + 1) : paragraph).replace(/\n/g, '').replace(/[：:]$/, '。');
}

/** Escapes `<` so `Cheerio<T>` stays text in a heading. */
export function escapeHeading(text: string): string {
  return text.replace(/</g, '\\<');
}
