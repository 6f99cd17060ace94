// Renders one member of a class or interface (an H3 with its signatures or its type) and the blocks
// every signature shows. A member inherited from another documented interface is shown in full, with
// that interface's Chinese texts and a 继承自 link; one that is the exported function of the same name
// (`$.merge`) points to that function's page.
import { strings } from '../../theme/lib/strings.ts';
import { signatureKeys } from './keys.ts';
import type { MemberModel, SignatureModel, SymbolModel } from './model.ts';
import {
  defaultValueLine,
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
  type RenderContext,
} from './render-blocks.ts';
import { firstSentence } from './first-sentence.ts';
import { codeSpan, typeToMarkdown } from './type-links.ts';

/** The anchor of a member: its name in lower case, as the tutorials and the old site link to it. */
export function memberAnchor(member: Pick<MemberModel, 'name'>): string {
  return member.name.toLowerCase();
}

/** The Markdown of one member: H3, then its signatures (methods) or type (properties). */
export function renderMember(owner: SymbolModel, member: MemberModel, context: RenderContext): string {
  const anchor = memberAnchor(member);
  const deprecated = member.comment.deprecated !== undefined || member.signatures.some((signature) => signature.comment.deprecated !== undefined);
  const blocks = [`### ${codeSpan(member.displayName, false)}${deprecated ? `（${strings.api.deprecated}）` : ''} {#${anchor}}`];
  if (member.inheritedFrom !== undefined && member.inheritedFrom === member.name) {
    blocks.push(sameAsFunctionLine(member, context));
    return blocks.join('\n\n');
  }
  // An inherited member reads the texts its base interface's page translates.
  const key = `${member.inheritedFrom ?? owner.name}.${member.name}`;
  const inherited = member.inheritedFrom === undefined ? '' : inheritedLine(member, context);
  if (member.kind === 'property') {
    const type = member.type ?? 'unknown';
    blocks.push(tsFence(`${member.displayName}${member.optional ? '?' : ''}: ${type}`, [type], context));
    blocks.push(translated(key, member.comment.summary, context), originalBlock(key, member.comment, context), deprecationBlock(key, member.comment, context));
    blocks.push(`**${strings.api.type}**：${typeToMarkdown(type, context.link)}`);
    if (member.comment.defaultValue) blocks.push(defaultValueLine(member.comment.defaultValue));
    blocks.push(examplesBlock(key, member.comment, context), seeAlsoBlock(member.comment, context));
    blocks.push(inherited, definedInLine(member.source, context, member.foreign?.packageName));
    return blocks.filter(Boolean).join('\n\n');
  }
  const keys = signatureKeys(key, member.signatures);
  member.signatures.forEach((signature, index) => {
    if (member.signatures.length > 1) blocks.push(`#### ${strings.api.overload(index + 1, member.signatures.length)} {#${anchor}-${index + 1}}`);
    blocks.push(...signatureBlocks(keys[index]!, member.displayName, signature, context, { fallbackSource: member.source, foreignPackage: member.foreign?.packageName, inherited }));
  });
  return blocks.filter(Boolean).join('\n\n');
}

/** How a signature's blocks are framed: its description shown or not, where it is defined, what it inherits. */
export interface SignatureFrame {
  /** False when the page's introduction already is this signature's description. */
  withDescription?: boolean;
  fallbackSource?: SymbolModel['source'];
  foreignPackage?: string;
  /** The 继承自 line of an inherited member. */
  inherited?: string;
}

/** The blocks of one signature: fence, description and 原文, parameters and return, examples, see also, source. */
export function signatureBlocks(key: string, name: string, signature: SignatureModel, context: RenderContext, frame: SignatureFrame = {}): string[] {
  const comment = signature.comment;
  const fence = tsFence(signatureText(name === '$' ? '' : name, signature), signatureTypes(signature), context);
  const description = [translated(key, comment.summary, context), originalBlock(key, comment, context), deprecationBlock(key, comment, context)];
  return [
    fence,
    ...(frame.withDescription === false ? [] : description),
    signatureDetails(key, signature, context),
    examplesBlock(key, comment, context),
    seeAlsoBlock(comment, context),
    frame.inherited ?? '',
    definedInLine(signature.source ?? frame.fallbackSource, context, signature.source ? undefined : frame.foreignPackage),
  ];
}

// `继承自：CheerioOptions.baseURI`, linking to the member on its base interface's page.
function inheritedLine(member: MemberModel, context: RenderContext): string {
  const target = `${member.inheritedFrom}.${member.name}`;
  const route = context.routeOf(member.inheritedFrom!);
  return `${strings.api.inheritedFrom}：${route ? `[${codeSpan(target, false)}](${route}#${memberAnchor(member)})` : codeSpan(target, false)}`;
}

function sameAsFunctionLine(member: MemberModel, context: RenderContext): string {
  const route = context.routeOf(member.name);
  const summary = firstSentence(context.text(member.name) ?? '');
  return route ? `${strings.api.sameAsFunction}[${codeSpan(member.name, false)}](${route})。${summary}` : `${codeSpan(member.name, false)}。${summary}`;
}
