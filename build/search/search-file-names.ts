// Where the search files go in the output folder. A production build names them with a hash of what they are made from
// (search-files-cache.ts), known before they are built: pages can name the manifest while the index is still being made.

/** The kinds of numbered search file: the index's shards, the display records, the expander's three. */
export const SEARCH_FILE_KINDS = ['shard', 'records', 'expansion', 'answer', 'more'] as const;

export type SearchFileKind = (typeof SEARCH_FILE_KINDS)[number];

/** The manifest's path; `suffix` is `-` and the inputs' hash, or empty (the dev server's fixed names). */
export function manifestPath(suffix: string): string {
  return `search/manifest${suffix}.json`;
}

/** The path of file `number` of a kind (`{n}` in the manifest's URL patterns). */
export function searchFilePath(kind: SearchFileKind, number: number | string, suffix: string): string {
  return `search/${kind}-${number}${suffix}.json`;
}
