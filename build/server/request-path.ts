// Turns a raw HTTP request target into a safe, decoded site path, or says why it must be refused.

/** A request target split into its decoded path and raw query string, or the reason it was refused. */
export type ParsedRequestPath =
  | { ok: true; pathname: string; search: string }
  | { ok: false; reason: string };

/** Decodes a request target once and refuses anything that could name a file outside the site folder. */
export function parseRequestPath(target: string): ParsedRequestPath {
  const withoutFragment = target.split('#', 1)[0] ?? '';
  const queryStart = withoutFragment.indexOf('?');
  const rawPath = queryStart === -1 ? withoutFragment : withoutFragment.slice(0, queryStart);
  const search = queryStart === -1 ? '' : withoutFragment.slice(queryStart);

  // Absolute-form (`http://host/..`) and asterisk-form targets are proxy requests, not files.
  if (!rawPath.startsWith('/')) return refuse('the path does not start with "/"');
  const rawProblem = findUnsafePart(rawPath);
  if (rawProblem) return refuse(rawProblem);

  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    return refuse('malformed percent-encoding');
  }
  // Checked again after decoding because `%2e%2e`, `%2f` and `%5c` only become dangerous now.
  // We decode exactly once, so `%252e%252e` stays the harmless literal name `%2e%2e`.
  const decodedProblem = findUnsafePart(pathname);
  if (decodedProblem) return refuse(decodedProblem);
  return { ok: true, pathname, search };
}

function findUnsafePart(pathname: string): string | undefined {
  // NUL truncates paths in C libraries; other control characters have no business in a URL.
  if (/[\u0000-\u001f\u007f]/.test(pathname)) return 'control character';
  // Windows treats `\` as a separator, so `..\` would be a parent step there.
  if (pathname.includes('\\')) return 'backslash';
  const segments = pathname.split('/').slice(1);
  for (const [index, segment] of segments.entries()) {
    if (segment === '.' || segment === '..') return 'dot segment';
    // `//etc/passwd` could read as an absolute path once joined; only a single trailing slash is allowed.
    if (segment === '' && index !== segments.length - 1) return 'empty segment';
  }
  return undefined;
}

function refuse(reason: string): ParsedRequestPath {
  return { ok: false, reason };
}
