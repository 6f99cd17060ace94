// Every localStorage key the site uses, in one place: the head script, the theme and the browser code must
// agree on them, and a renamed key silently forgets every reader's preference. Other spec constants stay in
// constants.ts. The colour mode's key is fixed by the product spec (§9); the others are the site's own.

/** localStorage key holding the colour mode (product spec §9). */
export const COLOR_MODE_STORAGE_KEY = 'theme';
/** localStorage key holding the reader's preferred docs version. */
export const DOCS_VERSION_STORAGE_KEY = 'docs-preferred-version-default';
/** localStorage key of the recent searches. */
export const SEARCH_RECENT_STORAGE_KEY = 'search-recent';
/** localStorage key of the favourite searches. */
export const SEARCH_FAVOURITES_STORAGE_KEY = 'search-favourites';
/** localStorage key holding the id of the announcement bar the reader closed; a new bar id shows again. */
export const ANNOUNCEMENT_DISMISSED_STORAGE_KEY = 'announcement-dismissed';
/** localStorage key holding `'true'` while the reader keeps the desktop docs sidebar collapsed to a rail. */
export const SIDEBAR_COLLAPSED_STORAGE_KEY = 'docs-sidebar-collapsed';
/** localStorage key holding the package manager (npm, yarn, pnpm or bun) the reader last picked in install tabs. */
export const PACKAGE_MANAGER_STORAGE_KEY = 'install-tabs-package-manager';
