// The Netlify `_redirects` format, read by the preview server so it answers exactly what the build wrote.

/** One line of a `_redirects` file: a site path, where it goes, and the HTTP status. */
export interface RedirectRule {
  from: string;
  to: string;
  status: number;
}

/** File name the build writes at the output root and the server reads from there. */
export const REDIRECTS_FILE_NAME = '_redirects';

// Netlify's default when a line names no status.
const DEFAULT_STATUS = 301;

/** Parses `_redirects` text (`/from /to 301` per line, `#` comments) into rules, skipping malformed lines. */
export function parseRedirectsFile(text: string): RedirectRule[] {
  const rules: RedirectRule[] = [];
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.replace(/(^|\s)#.*$/, '').trim();
    const [from, to, statusField] = line.split(/\s+/);
    if (!from?.startsWith('/') || !to) continue;
    // Netlify's `301!` means "even if a file exists there"; we always redirect first, so the `!` changes nothing.
    const status = statusField === undefined ? DEFAULT_STATUS : Number.parseInt(statusField, 10);
    if (!Number.isInteger(status) || status < 200 || status > 599) continue;
    rules.push({ from, to, status });
  }
  return rules;
}

/** Formats rules back into `_redirects` text, one per line, so the build and the parser share one format. */
export function formatRedirectsFile(rules: readonly RedirectRule[]): string {
  return rules.map((rule) => `${rule.from} ${rule.to} ${rule.status}\n`).join('');
}

/** Returns where a decoded request path is redirected to by the rules (first match wins), or undefined. */
export function matchRedirect(
  rules: readonly RedirectRule[],
  pathname: string,
): { location: string; status: number } | undefined {
  for (const rule of rules) {
    const from = safeDecode(rule.from);
    if (from.endsWith('/*')) {
      // A trailing `*` (the splat) keeps the rest of the path; `:splat` in the target puts it back.
      const prefix = from.slice(0, -1);
      if (!pathname.startsWith(prefix) && pathname !== prefix.slice(0, -1)) continue;
      const splat = pathname.slice(prefix.length);
      return { location: rule.to.replace(':splat', splat), status: rule.status };
    }
    if (withoutTrailingSlash(from) === withoutTrailingSlash(pathname)) {
      return { location: rule.to, status: rule.status };
    }
  }
  return undefined;
}

// Netlify treats `/a` and `/a/` as the same source path.
function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

/** Decodes a rule path, which may be written percent-encoded or in plain UTF-8 (Chinese slugs); malformed stays as is. */
export function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** A rule's target as a Location header: written by hand and maybe already encoded, so only what headers forbid is escaped. */
export function escapeLocation(location: string): string {
  return location.replace(/[^\u0021-\u007e]/gu, (character) => encodeURIComponent(character));
}
