// Product-spec constants (../shared/spec/product-spec.md §9). Named once, imported everywhere; the
// localStorage keys have their own file (storage-keys.ts).

/** Widths from this many pixels up are "desktop"; below it the mobile drawer is used. */
export const DESKTOP_BREAKPOINT_PX = 996;
/** The route-change progress bar appears only after this delay. */
export const PROGRESS_BAR_DELAY_MS = 200;
/** A lazily loaded chunk shows its spinner only after this delay. */
export const SPINNER_DELAY_MS = 200;
/** A playground run still going after this long is stopped (its worker terminated), e.g. an endless loop. */
export const PLAYGROUND_RUN_TIMEOUT_MS = 5_000;
/** Heading levels the table of contents shows by default. */
export const TOC_MIN_HEADING_LEVEL = 2;
/** Deepest heading level the table of contents shows by default. */
export const TOC_MAX_HEADING_LEVEL = 3;
/** Separator between the page title and the site title in `<title>`. */
export const TITLE_DELIMITER = '|';
/** Ids the theme gives its own elements (Layout's main, MobileDrawer, the search page's box): content must not reuse them. */
export const THEME_ELEMENT_IDS: readonly string[] = ['main-content', 'mobile-drawer', 'search-page-query'];
/** Search input maximum length in characters. */
export const SEARCH_INPUT_MAX_LENGTH = 64;
/** Search hits fetched per query (and per "more" page on /search). */
export const SEARCH_HITS_PER_PAGE = 20;
/** Search hits shown per lvl0 group in the modal. */
export const SEARCH_HITS_PER_GROUP = 5;
/** Words in a hit's snippet; a Chinese "word" is two characters (see client/search/snippet.ts). */
export const SEARCH_SNIPPET_WORDS = 10;
/** Snippet words on screens up to SEARCH_NARROW_SCREEN_PX wide. */
export const SEARCH_SNIPPET_WORDS_NARROW = 5;
/** Widest screen that gets the short snippet. */
export const SEARCH_NARROW_SCREEN_PX = 768;
/** Recent searches kept and shown. */
export const SEARCH_RECENT_LIMIT = 7;
/** Recent searches shown while there are favourites. */
export const SEARCH_RECENT_LIMIT_WITH_FAVOURITES = 4;
/** Favourite searches kept. */
export const SEARCH_FAVOURITES_LIMIT = 10;
/** A query shows the spinner only once it has waited this long. */
export const SEARCH_STALL_MS = 300;
/** Hosted search service timeouts: until the answer starts, until it is complete, and for writes. */
export const SEARCH_TIMEOUTS_MS = { connect: 1000, read: 2000, write: 30_000 } as const;
/** Locale of the whole site. */
export const SITE_LOCALE = 'zh-Hans';
/** Chinese characters read per minute, for reading time. */
export const CJK_CHARACTERS_PER_MINUTE = 500;
/** Latin words read per minute, for reading time. */
export const LATIN_WORDS_PER_MINUTE = 200;
/** Path of the server-sent-events stream the dev server uses for live reload. */
export const LIVE_RELOAD_PATH = '/__live-reload';
/** HTML the Markdown pipeline leaves where `::doc-card-list` stood; the theme puts the category's cards there. */
export const DOC_CARD_LIST_PLACEHOLDER = '<div data-doc-card-list=""></div>';

/** The docs version written in content/docs/ (spec: "Docs version: name 'current', labelled 'Next'"); snapshots have other names. */
export const CURRENT_DOCS_VERSION = 'current';
