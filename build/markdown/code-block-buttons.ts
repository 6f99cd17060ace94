// The button bar rehype-code-blocks puts in every code block, as it appears in compiled HTML, for the outputs that
// drop it before parsing (the feeds): on pages with many code blocks it is a large part of the HTML.

/** Matches each code block's button bar in compiled HTML: it holds buttons and icons only, never a nested <div>. */
export const CODE_BLOCK_BUTTONS_HTML = /<div class="code-block-buttons">[\s\S]*?<\/div>/g;
