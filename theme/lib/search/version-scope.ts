// Which docs versions a search covers. Records carry DocSearch's `docusaurus_tag`: `docs-default-<version>` for
// docs and API pages, `blog` for posts. A scope names the docs tags it keeps; records of other tags (the blog)
// are always kept, so searching 1.x still finds posts, as Docusaurus's contextual search does.

const DOCS_TAG_PREFIX = 'docs-default-';

/** The DocSearch tag of a docs version's records. */
export function docsVersionSearchTag(version: string): string {
  return `${DOCS_TAG_PREFIX}${version}`;
}

/** The docs tags a search keeps. */
export interface SearchScope {
  docsTags: readonly string[];
}

/** The scope of one version. */
export const versionScope = (version: string): SearchScope => ({ docsTags: [docsVersionSearchTag(version)] });

/** What the build tells the /search page about a version (`<meta name="cheerio:docs-versions">`, JSON). */
export interface SearchableVersion {
  name: string;
  label: string;
  /** False for unmaintained versions: they are left out of the default scope. */
  maintained: boolean;
}

/** The scope /search starts with: every maintained version. */
export function defaultScope(versions: readonly SearchableVersion[]): SearchScope {
  return { docsTags: versions.filter((version) => version.maintained).map((version) => docsVersionSearchTag(version.name)) };
}

/** True when a record with `tag` belongs in `scope`. */
export function inScope(tag: string, scope: SearchScope | undefined): boolean {
  return !scope || !tag.startsWith(DOCS_TAG_PREFIX) || scope.docsTags.includes(tag);
}

/**
 * The records' tags as runs (a tag's number in `tags`, then how many records in a row carry it), for the
 * manifest: records come page by page, so a whole site is a few runs. Written only when the records hold
 * more than one docs version, since a single version needs no filter.
 */
export interface RecordTags {
  tags: string[];
  runs: number[];
}

/** Packs the tag of each record, in record order; undefined when there is at most one docs tag. */
export function packRecordTags(recordTags: readonly string[]): RecordTags | undefined {
  const tags = [...new Set(recordTags)];
  if (tags.filter((tag) => tag.startsWith(DOCS_TAG_PREFIX)).length < 2) return undefined;
  const runs: number[] = [];
  for (const tag of recordTags) {
    const number = tags.indexOf(tag);
    if (runs.length > 0 && runs[runs.length - 2] === number) runs[runs.length - 1]!++;
    else runs.push(number, 1);
  }
  return { tags, runs };
}

/** The tag of each record id, from packed runs. */
export function unpackRecordTags({ tags, runs }: RecordTags): string[] {
  const result: string[] = [];
  for (let index = 0; index < runs.length; index += 2) for (let count = 0; count < runs[index + 1]!; count++) result.push(tags[runs[index]!]!);
  return result;
}
