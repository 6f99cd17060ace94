// How every tool of this repository starts Chromium: Debian's own builds (never a downloaded browser), with flags
// for containers and for runs that must not phone home. The browser tests drive Debian's headless shell; Lighthouse,
// the benchmarks and the tests' desktop check drive the desktop `chromium`.

/** Debian's desktop Chromium (package `chromium`); CHROMIUM_PATH points elsewhere on other machines. */
export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/**
 * Debian's headless shell of the same Chromium release (package `chromium-headless-shell`): Blink, V8 and the
 * network stack of the desktop build without its browser UI layer, as Playwright's own headless runs use. A fresh
 * context and its first page cost it about a third of the desktop build's CPU, so the browser tests run here;
 * CHROMIUM_HEADLESS_SHELL_PATH points elsewhere on other machines.
 */
export const HEADLESS_SHELL_PATH = process.env['CHROMIUM_HEADLESS_SHELL_PATH'] ?? '/usr/bin/chromium-headless-shell';

/** No sandbox inside containers; the rest keeps Chromium from phoning home or updating itself mid-run. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
