// Which docs versions a search covers. Records carry DocSearch's `docusaurus_tag`: `docs-default-<version>` for
// docs and API pages, `blog` for posts. A scope names the docs tags it keeps; records of other tags (the blog)
// are always kept, so searching 1.x still finds posts, as Docusaurus's contextual search does.

/** The DocSearch tag of a docs version's records. */
export function docsVersionSearchTag(version: string): string {
  return `docs-default-${version}`;
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

const DOCS_TAG_PREFIX = 'docs-default-';

/** True when a record with `tag` belongs in `scope`. */
export function inScope(tag: string, scope: SearchScope | undefined): boolean {
  return !scope || !tag.startsWith(DOCS_TAG_PREFIX) || scope.docsTags.includes(tag);
}
