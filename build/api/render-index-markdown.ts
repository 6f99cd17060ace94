// Renders /docs/api: the API index grouped as on the original site (加载, 其他, 静态方法), each entry
// linking to its page with the one-line Chinese summary.
import { strings } from '../../theme/lib/strings.ts';
import type { ApiModel, SymbolModel } from './model.ts';
import { firstSentence } from './first-sentence.ts';
import { resolveInlineLinks, type RenderContext } from './render-blocks.ts';
import { CATEGORY_IDS, INDEX_GROUP_ORDER, KIND_ORDER } from './symbol-groups.ts';
import { codeSpan } from './type-links.ts';

/** The index category of a symbol: its `@category` (functions carry it on their signature), else Other. */
export function indexCategory(symbol: SymbolModel): string {
  const category = symbol.comment.category ?? symbol.signatures[0]?.comment.category;
  return category && (INDEX_GROUP_ORDER as readonly string[]).includes(category) ? category : 'Other';
}

/** The Markdown body of the API index page. */
export function renderIndexPage(model: ApiModel, context: RenderContext): string {
  const blocks = [`# ${strings.api.indexTitle}`, strings.api.indexIntro];
  for (const category of INDEX_GROUP_ORDER) {
    const symbols = model.symbols
      .filter((symbol) => indexCategory(symbol) === category)
      .sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) || a.name.localeCompare(b.name, 'en'));
    if (symbols.length === 0) continue;
    blocks.push(`## ${strings.api.categoryTitles[category]} {#${CATEGORY_IDS[category]}}`);
    blocks.push(
      symbols
        .map((symbol) => {
          const summary = firstSentence(resolveInlineLinks(context.text(symbol.name) ?? '', context));
          return `- [${codeSpan(symbol.name, false)}](${context.routeOf(symbol.name)})（${strings.api.kindTitles[symbol.kind]}）${summary ? `：${summary}` : ''}`;
        })
        .join('\n'),
    );
  }
  return `${blocks.join('\n\n')}\n`;
}
