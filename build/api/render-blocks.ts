// The Markdown building blocks of an API page: texts with their 原文 toggle, signature fences,
// parameter tables, examples, "see also" lists and "定义于" links.
import { strings } from '../../theme/lib/strings.ts';
import { codeLinksMeta, codeSpan, typeToMarkdown, type TypeLinker } from './type-links.ts';
import type { DocComment, ExamplePart, SignatureModel, SourceLocation, TypeParameterModel } from './model.ts';
import { exampleKey, translatorNoteKey } from './keys.ts';
import { API_ORIGINAL_DIRECTIVE, API_TRANSLATOR_NOTE_DIRECTIVE } from '../markdown/remark-api-originals.ts';

/** What every block needs: the Chinese texts, the type linker and where the source lives. */
export interface RenderContext {
  /** The Chinese text of a key, or undefined when not translated yet. */
  text(key: string): string | undefined;
  link: TypeLinker;
  /** `https://github.com/cheeriojs/cheerio/blob/v1.2.0/` */
  sourceBaseUrl: string;
  /** Route of a documented symbol, or of `Symbol.member`. */
  routeOf(name: string): string | undefined;
  /** The documented interfaces and classes that name `name` in their `extends`. */
  extendedBy(name: string): string[];
}

const longSignature = 90;

/** Rewrites `{@link …}` and links to cheerio.js.org into Markdown links on this site or elsewhere. */
export function resolveInlineLinks(text: string, context: RenderContext): string {
  return text
    .replace(/\{@link(?:code|plain)?\s+([^\s|}]+)(?:\s*\|\s*|\s+)?([^}]*)\}/g, (_, target: string, label: string) => {
      const url = /^https?:/.test(target) ? siteUrl(target) : context.routeOf(target);
      const shown = label.trim() || (/^https?:/.test(target) ? target : codeSpan(target, false));
      return url ? `[${shown}](${url})` : shown;
    })
    .replace(/\]\(https:\/\/cheerio\.js\.org(\/[^)]*)\)/g, '](<$1>)');
}

/** Maps the English site's URLs to this site's paths; other URLs are kept. */
export function siteUrl(url: string): string {
  const match = /^https:\/\/cheerio\.js\.org(\/.*)$/.exec(url);
  return match ? match[1]! : url;
}

/** The Chinese text of a key (or the English behind a notice when untranslated), links resolved. */
export function translated(key: string, english: string, context: RenderContext): string {
  const chinese = context.text(key);
  if (chinese !== undefined) return resolveInlineLinks(chinese.trim(), context);
  if (!english) return '';
  return `${strings.api.untranslated}\n\n${resolveInlineLinks(english, context)}`;
}

/** The English originals of a comment and the translator's note on `key` (a collapsed 原文 toggle, remark-api-originals.ts), or '' when there is no English. */
export function originalBlock(key: string, comment: DocComment, context: RenderContext): string {
  const lines: string[] = [];
  if (comment.summary) lines.push(resolveInlineLinks(comment.summary, context));
  const params = Object.entries(comment.params).filter(([, text]) => text);
  if (params.length) lines.push(params.map(([name, text]) => `- ${codeSpan(name, false)}: ${resolveInlineLinks(text, context).replace(/\s+/g, ' ')}`).join('\n'));
  if (comment.returns) lines.push(`Returns: ${resolveInlineLinks(comment.returns, context)}`);
  if (comment.deprecated) lines.push(`Deprecated: ${resolveInlineLinks(comment.deprecated, context)}`);
  for (const parts of comment.examples) {
    for (const part of parts) if (part.kind === 'text') lines.push(`Example: ${resolveInlineLinks(part.text, context)}`);
  }
  if (lines.length === 0) return '';
  const note = context.text(translatorNoteKey(key));
  const noteBlock = note ? containerDirective(API_TRANSLATOR_NOTE_DIRECTIVE, `**${strings.api.translatorNote}**：${resolveInlineLinks(note.trim(), context)}`) : '';
  return containerDirective(API_ORIGINAL_DIRECTIVE, [...lines, noteBlock].filter(Boolean).join('\n\n'));
}

// A container directive around `body`, its fence one colon longer than any colon fence inside (a nested note's).
function containerDirective(name: string, body: string): string {
  const longestInside = Math.max(2, ...[...body.matchAll(/^ {0,3}(:{3,})/gm)].map((match) => match[1]!.length));
  const fence = ':'.repeat(longestInside + 1);
  return `${fence}${name}\n${body}\n${fence}`;
}

/** `<T extends AnyNode = X, U>` or ''. */
export function typeParameterList(parameters: readonly TypeParameterModel[]): string {
  if (parameters.length === 0) return '';
  const items = parameters.map((parameter) =>
    `${parameter.name}${parameter.constraint ? ` extends ${parameter.constraint}` : ''}${parameter.default ? ` = ${parameter.default}` : ''}`,
  );
  return `<${items.join(', ')}>`;
}

/** The signature as TypeScript, wrapped one parameter per line when long. */
export function signatureText(name: string, signature: SignatureModel): string {
  const parameters = signature.parameters.map((parameter) =>
    `${parameter.rest ? '...' : ''}${parameter.name}${parameter.optional ? '?' : ''}: ${parameter.type}`,
  );
  const head = `${name}${typeParameterList(signature.typeParameters)}(`;
  const flat = `${head}${parameters.join(', ')}): ${signature.returnType}`;
  if (flat.length <= longSignature || parameters.length === 0) return flat;
  return `${head}\n${parameters.map((parameter) => `  ${parameter},`).join('\n')}\n): ${signature.returnType}`;
}

/** A ```ts fence whose documented types (those named in `types`) link to their pages. */
export function tsFence(code: string, types: readonly string[], context: RenderContext): string {
  const links = codeLinksMeta(types, context.link);
  return `\`\`\`ts${links ? ` ${links}` : ''}\n${code}\n\`\`\``;
}

/** Every type a signature names: parameters, return type, type parameters' constraints and defaults. */
export function signatureTypes(signature: SignatureModel): string[] {
  return [
    ...signature.typeParameters.flatMap((parameter) => [parameter.constraint ?? '', parameter.default ?? '']),
    ...signature.parameters.map((parameter) => parameter.type),
    signature.returnType,
  ].filter(Boolean);
}

/** A `@default` value as code; a value already written as code keeps its own span. */
export function defaultValueLine(value: string): string {
  const text = value.trim();
  const code = /^`[^`]+`$/.test(text) ? text : codeSpan(text, false);
  return `**${strings.api.defaultValue}**：${code}`;
}

/** The parameters table, return type and returns text of a signature. */
export function signatureDetails(owner: string, signature: SignatureModel, context: RenderContext): string {
  const blocks: string[] = [];
  if (signature.parameters.length > 0) {
    const rows = signature.parameters.map((parameter) => {
      const notes = [parameter.optional ? strings.api.optional : '', parameter.rest ? strings.api.rest : ''].filter(Boolean);
      const name = `${codeSpan(parameter.name, true)}${notes.length ? `（${notes.join('，')}）` : ''}`;
      const description = translated(`${owner}.${parameter.name}`, signature.comment.params[parameter.name] ?? '', context);
      return `| ${name} | ${typeToMarkdown(parameter.type, context.link, { inTable: true })} | ${tableCell(description)} |`;
    });
    blocks.push(`**${strings.api.parameters}**\n\n| ${strings.api.parameter} | ${strings.api.type} | ${strings.api.description} |\n| --- | --- | --- |\n${rows.join('\n')}`);
  }
  const returnsText = signature.comment.returns ? translated(`${owner}.returns`, signature.comment.returns, context) : '';
  blocks.push(`**${strings.api.returns}**：${typeToMarkdown(signature.returnType, context.link)}${returnsText ? `——${returnsText}` : ''}`);
  return blocks.join('\n\n');
}

function tableCell(markdown: string): string {
  return markdown.replace(/\|/g, '\\|').replace(/\n{2,}/g, '<br><br>').replace(/\n/g, ' ') || '—';
}

/** The examples of a comment: each caption in Chinese, each code block as written upstream. */
export function examplesBlock(owner: string, comment: DocComment, context: RenderContext): string {
  let captionIndex = 0;
  const rendered = comment.examples.map((parts: ExamplePart[]) =>
    parts
      .map((part) => {
        if (part.kind === 'code') return `\`\`\`${part.language}\n${part.code}\n\`\`\``;
        captionIndex += 1;
        return translated(exampleKey(owner, captionIndex), part.text, context);
      })
      .join('\n\n'),
  );
  if (rendered.length === 0) return '';
  return `**${strings.api.example}**\n\n${rendered.join('\n\n')}`;
}

/** The deprecation notice, as an admonition. */
export function deprecationBlock(owner: string, comment: DocComment, context: RenderContext): string {
  if (comment.deprecated === undefined) return '';
  return `:::warning[${strings.api.deprecated}]\n\n${translated(`${owner}.deprecated`, comment.deprecated, context)}\n\n:::`;
}

/** The "see also" list: jQuery's API docs and other links from `@see`. */
export function seeAlsoBlock(comment: DocComment, context: RenderContext): string {
  const items = comment.see.map((entry) => {
    const link = /\{@link\s+([^\s|}]+)/.exec(entry)?.[1] ?? entry.split(/\s/)[0]!;
    if (/^https?:/.test(link)) {
      const url = siteUrl(link);
      const jQuery = /^https:\/\/api\.jquery\.com\/([\w.]+)\/?$/.exec(url);
      const label = jQuery ? strings.api.jQueryDocs(jQuery[1]!) : url.startsWith('/') ? `${strings.api.siteDocs}：${codeSpan(url, false)}` : url;
      return `- [${label}](${url})`;
    }
    const route = context.routeOf(link);
    return route ? `- [${codeSpan(link, false)}](${route})` : `- ${codeSpan(link, false)}`;
  });
  return items.length ? `**${strings.api.seeAlso}**\n\n${items.join('\n')}` : '';
}

/** The "定义于" line linking to the source file and line at the pinned version tag. */
export function definedInLine(source: SourceLocation | undefined, context: RenderContext, foreignPackage?: string): string {
  if (source) return `${strings.api.definedIn}：[${source.file}#L${source.line}](${context.sourceBaseUrl}${source.file}#L${source.line})`;
  if (foreignPackage === 'typescript') return `${strings.api.definedIn}：${strings.api.fromStandardLibrary}`;
  if (foreignPackage) return `${strings.api.definedInPackage(foreignPackage)}（[npm](https://www.npmjs.com/package/${foreignPackage})）`;
  return '';
}
