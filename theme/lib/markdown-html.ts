// Facts about compiled Markdown HTML that the theme (rendering it) and the build (turning it into a
// Markdown twin) both rely on.

/** True when compiled HTML already contains a level-one heading, so the page's title is not added above it. */
export function hasHeadingOne(html: string): boolean {
  return /<h1[\s>]/i.test(html);
}
