// How docs links name their counterparts in other docs versions, shared by the theme (which writes them) and
// client/version-preference.ts (which points them at the reader's preferred version).

/** Attribute of a navbar docs link: JSON of version name → the same page (else the main doc) in that version. */
export const VERSION_HREFS_ATTRIBUTE = 'data-version-hrefs';
/** Attribute of a version dropdown entry: the version's name, stored as the preferred version when chosen. */
export const VERSION_NAME_ATTRIBUTE = 'data-version-name';
