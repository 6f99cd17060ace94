// Browser storage keys the theme owns that the product spec does not name (its own live in constants.ts).

/** localStorage key holding the id of the announcement bar the reader closed; a new bar id shows again. */
export const ANNOUNCEMENT_DISMISSED_STORAGE_KEY = 'announcement-dismissed';

/** localStorage key holding `'true'` while the reader keeps the desktop docs sidebar collapsed to a rail. */
export const SIDEBAR_COLLAPSED_STORAGE_KEY = 'docs-sidebar-collapsed';

/** localStorage key holding the package manager (npm, yarn, pnpm or bun) the reader last picked in install tabs. */
export const PACKAGE_MANAGER_STORAGE_KEY = 'install-tabs-package-manager';
