// Escaping for HTML written as strings rather than rendered by React: the document head, the dev server error page.

const replacements: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Returns `value` safe to place in HTML text or a double-quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => replacements[character] ?? character);
}
