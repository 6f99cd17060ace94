// The highlighted tokens' colours as classes. Shiki writes each token's two colours (light, and dark as a custom
// property) inline, `style="color:#CF222E;--shiki-dark:#FF7B72"`, 42 bytes on each of the ~130 tokens of a
// typical page; the two GitHub themes use only a dozen such pairs, so each pair is a class instead
// (`class="hl-red"`) whose rule in theme/styles/code.css sets the same two declarations. A pair missing here
// keeps its inline style, so an unusual token still shows its colours. Named for the light colour.
const PAIRS: Record<string, [light: string, dark: string]> = {
  'hl-red': ['#cf222e', '#ff7b72'],
  'hl-purple': ['#8250df', '#d2a8ff'],
  'hl-green': ['#116329', '#7ee787'],
  'hl-blue': ['#0550ae', '#79c0ff'],
  'hl-navy': ['#0a3069', '#a5d6ff'],
  'hl-orange': ['#953800', '#ffa657'],
  'hl-gray': ['#6e7781', '#8b949e'],
  'hl-slate': ['#57606a', '#8b949e'],
  'hl-maroon': ['#82071e', '#ffa198'],
  'hl-mist': ['#eaeef2', '#161b22'],
  'hl-snow': ['#f6f8fa', '#f0f6fc'],
};

/** A token's style attribute as Shiki writes it (any letter case) → its class, for the pairs above. */
export const TOKEN_COLOUR_CLASSES: ReadonlyMap<string, string> = new Map(
  Object.entries(PAIRS).map(([name, [light, dark]]) => [tokenStyle(light, dark), name]),
);

/** Each class → the style attribute it stands for (lower case), for outputs read without the site's CSS (feeds). */
export const TOKEN_COLOUR_STYLES: ReadonlyMap<string, string> = new Map(
  Object.entries(PAIRS).map(([name, [light, dark]]) => [name, tokenStyle(light, dark)]),
);

function tokenStyle(light: string, dark: string): string {
  return `color:${light};--shiki-dark:${dark}`;
}
