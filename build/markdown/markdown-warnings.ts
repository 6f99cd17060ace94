// Warnings from the Markdown plugins travel as vfile messages, the unified way (as remark-lint's do), so a
// plugin tested alone is checked through `file.messages`; the compiler turns them into build warnings.
import type { Node } from 'unist';
import type { VFile } from 'vfile';
import type { WarningCollector } from '../diagnostics.ts';
import type { CompiledMarkdown, MarkdownWarning, MarkdownWarningCode } from './types.ts';

/** The `source` of every message this site's plugins raise; messages from other plugins are not ours. */
export const WARNING_SOURCE = 'cheerio-site';

/** Records a warning about `node` (its start line and column) on the file being compiled. */
export function reportMarkdownWarning(file: VFile, code: MarkdownWarningCode, message: string, node: Node): void {
  file.message(message, { place: node.position, ruleId: code, source: WARNING_SOURCE });
}

/** Returns the file's warnings raised by this site's plugins. */
export function markdownWarnings(file: VFile): MarkdownWarning[] {
  return file.messages.filter((message) => message.source === WARNING_SOURCE).map((message) => ({
    code: message.ruleId as MarkdownWarningCode,
    message: message.reason,
    ...(message.line ? { line: message.line } : {}),
    ...(message.column ? { column: message.column } : {}),
  }));
}

/** Adds every compiled file's warnings to the build's collector, naming the source file. */
export function addMarkdownWarnings(compiled: Map<string, Pick<CompiledMarkdown, 'warnings'>>, warnings: WarningCollector): void {
  for (const [file, result] of compiled) for (const warning of result.warnings) warnings.add({ file, ...warning });
}
