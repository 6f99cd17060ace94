// How every tool of this repository starts Chromium: Debian's own (never a downloaded browser), with flags
// for containers and for runs that must not phone home. Used by the browser tests and by `npm run audit`.

/** The system Chromium; CHROMIUM_PATH points elsewhere on other machines. */
export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

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
