// Every icon's SVG path data, in one table: the theme's <Icon> renders it and the Markdown pipeline writes
// it into admonitions and code-block buttons (build/markdown/svg-icon.ts), so the site needs no icon font
// or image requests. All are 24×24 and drawn in currentColor. Paths from Material Design Icons
// (Apache-2.0), the set Docusaurus also draws from, except the social glyphs, which are our own.

const pencil =
  'M3 17.25V21h3.75L17.81 9.94l-3.75-3.75L3 17.25zM20.71 7.04a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83z';

/** Path data of each icon, by name. */
export const iconPaths = {
  home: 'M10 20v-6h4v6h5v-8h3L12 3 2 12h3v8z',
  external:
    'M14 3h7v7h-2V6.41l-9.29 9.3-1.42-1.42L17.59 5H14V3zM19 19H5V5h7V3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-7h-2v7z',
  sun:
    'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zM11 1h2v3h-2zm0 19h2v3h-2zM3.55 4.96l1.41-1.41 2.12 2.12-1.41 1.41zm12.87 12.87 1.41-1.41 2.12 2.12-1.41 1.41zM1 11h3v2H1zm19 0h3v2h-3zM3.55 19.04l2.12-2.12 1.41 1.41-2.12 2.12zM16.42 5.67l2.12-2.12 1.41 1.41-2.12 2.12z',
  moon:
    'M12 3a9 9 0 1 0 9 9c0-.46-.04-.92-.1-1.36a5.39 5.39 0 0 1-4.4 2.26 5.4 5.4 0 0 1-3.14-9.8c-.44-.06-.9-.1-1.36-.1z',
  search:
    'M15.5 14h-.79l-.28-.27A6.47 6.47 0 0 0 16 9.5 6.5 6.5 0 1 0 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19l-4.99-5zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14z',
  menu: 'M3 18h18v-2H3v2zm0-5h18v-2H3v2zm0-7v2h18V6H3z',
  edit: pencil,
  language:
    'M12.87 15.07l-2.54-2.51.03-.03A17.52 17.52 0 0 0 14.07 6H17V4h-7V2H8v2H1v2h11.17C11.5 7.92 10.44 9.75 9 11.35 8.07 10.32 7.3 9.19 6.69 8h-2c.73 1.63 1.73 3.17 2.98 4.56l-5.09 5.02L4 19l5-5 3.11 3.11.76-2.04zM18.5 10h-2L12 22h2l1.12-3h4.75L21 22h2l-4.5-12zm-2.62 7 1.62-4.33L19.12 17h-3.24z',
  close:
    'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z',
  // Social links on blog authors: simple glyphs of our own, not the platforms' logos.
  github:
    'M6 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM5 7h2v10H5zM6 17a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM18 5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM17 9h2v1a5 5 0 0 1-5 5H9a2 2 0 0 0-2 2H5a4 4 0 0 1 4-4h5a3 3 0 0 0 3-3z',
  x: 'M4 4h4.6l11.4 16h-4.6zM17.6 4h2.3l-6.4 7.3-1.2-1.6zM10.6 12.7l1.2 1.6L6.4 20H4.1z',
  linkedin:
    'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm2 7v8h2.5v-8zm1.25-4a1.4 1.4 0 1 0 0 2.8 1.4 1.4 0 0 0 0-2.8zM11 10v8h2.5v-4.5c0-1 .6-1.6 1.5-1.6s1.3.6 1.3 1.6V18h2.5v-5c0-2.2-1.2-3.2-3-3.2-1.1 0-1.9.5-2.3 1.1V10z',
  stackoverflow:
    'M4 14h2v5h12v-5h2v7H4zM8 16h8v2H8zM8.2 12.9l7.9 1.1-.3 2-7.9-1.1zM9 9.6l7.6 2.4-.6 1.9-7.6-2.4zM10.6 6.5l6.8 4.2-1 1.7-6.9-4.2z',
  email:
    'M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2.6V17h16V7.6l-8 5.1zM5.6 7 12 11.1 18.4 7z',
  link:
    'M10.6 13.4a1 1 0 0 1 0-1.4l3.5-3.5a1 1 0 1 1 1.4 1.4L12 13.4a1 1 0 0 1-1.4 0zM8.5 11.3 6.4 13.4a3 3 0 0 0 4.2 4.2l2.1-2.1 1.4 1.4-2.1 2.1a5 5 0 0 1-7.1-7.1l2.1-2.1zm7 1.4 2.1-2.1a3 3 0 0 0-4.2-4.2l-2.1 2.1-1.4-1.4 2.1-2.1a5 5 0 0 1 7.1 7.1l-2.1 2.1z',
  rss: 'M5 17a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM3 10a11 11 0 0 1 11 11h-3a8 8 0 0 0-8-8zm0-6a17 17 0 0 1 17 17h-3A14 14 0 0 0 3 7z',
  // Admonitions, one per type (the note is the same pencil as "edit this page").
  note: pencil,
  tip: 'M9 21c0 .55.45 1 1 1h4c.55 0 1-.45 1-1v-1H9v1zm3-19C8.14 2 5 5.14 5 9c0 2.38 1.19 4.47 3 5.74V17c0 .55.45 1 1 1h6c.55 0 1-.45 1-1v-2.26c1.81-1.27 3-3.36 3-5.74 0-3.86-3.14-7-7-7z',
  info: 'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm1 15h-2v-6h2v6zm0-8h-2V7h2v2z',
  warning: 'M1 21h22L12 2 1 21zm12-3h-2v-2h2v2zm0-4h-2v-4h2v4z',
  danger: 'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm1 15h-2v-2h2v2zm0-4h-2V7h2v6z',
  // Code-block buttons.
  copy: 'M19 21H8V7h11m0-2H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2m-3-4H4a2 2 0 0 0-2 2v14h2V3h12V1z',
  copied: 'M21 7 9 19l-5.5-5.5 1.41-1.41L9 16.17 19.59 5.59 21 7z',
  // The Markdown twin of a page: a document with lines of text.
  markdown: 'M14 2H6c-1.1 0-2 .9-2 2v16c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V8l-6-6zm2 16H8v-2h8v2zm0-4H8v-2h8v2zm-3-5V3.5L18.5 9H13z',
  wrap: 'M4 19h6v-2H4v2zM20 5H4v2h16V5zm-3 6H4v2h13.25c1.1 0 2 .9 2 2s-.9 2-2 2H15v-2l-3 3 3 3v-2h2c2.21 0 4-1.79 4-4s-1.79-4-4-4z',
} as const;

/** The name of an icon in the table. */
export type IconName = keyof typeof iconPaths;

/** Icons drawn as an outline with holes cut out, which need `fill-rule="evenodd"`. */
export const EVEN_ODD_ICONS: ReadonlySet<IconName> = new Set(['linkedin', 'email']);

/** True when `name` is an icon (social platforms without one of their own use `link`). */
export function isIconName(name: string): name is IconName {
  return Object.hasOwn(iconPaths, name);
}
