// How the API reference groups its symbols: the order of the kinds and of the `@category` groups, and
// the groups' anchor ids. Their Chinese titles are in the string table (theme/lib/strings.ts, `api`).
import type { SymbolKind } from './model.ts';

/** Sidebar and index order of the kinds. */
export const KIND_ORDER: readonly SymbolKind[] = ['class', 'function', 'interface', 'type-alias', 'variable'];

/** `@category` names → anchor ids, in page order; anything else lands in Other. */
export const CATEGORY_IDS: Readonly<Record<string, string>> = {
  Loading: 'loading',
  Attributes: 'attributes',
  CSS: 'css',
  Forms: 'forms',
  Manipulation: 'manipulation',
  Traversing: 'traversing',
  Static: 'static',
  Deprecated: 'deprecated',
  Other: 'other',
};

/** Order of the groups on the index page (as on the original site). */
export const INDEX_GROUP_ORDER = ['Loading', 'Other', 'Static'] as const;
