// The browser test harness: Debian's Chromium headless shell driven by playwright-core, one browser per test
// worker (shared by the test files the worker runs, launched on first use, closed when the worker exits) and a
// fresh context per test, closed after it: no cookie, storage or page outlives the test that made it. Every page's console is watched; an error (a hydration mismatch, an uncaught
// exception, a failed request) on any page a test visited fails that test.
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, BrowserContextOptions, Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH, HEADLESS_SHELL_PATH } from '../../scripts/chromium-options.ts';
import { CLIENT_READY_ATTRIBUTE, ISLAND_ATTRIBUTES } from '../../theme/lib/islands.ts';
import { repoRoot } from '../helpers/fixture-site.ts';


/** Folder of the screenshots the suite saves for people to look at (gitignored). */
export const SCREENSHOT_DIR = path.join(repoRoot, 'test-results', 'screenshots');

/** What a test expects on its pages' consoles beyond the default, which is nothing at all. */
export interface ConsolePolicy {
  /** console.warn output is expected, e.g. while localStorage is blocked. */
  allowWarnings?: boolean;
  /** Errors matching one of these are expected, e.g. the 404 status of a page meant to be missing. */
  expectedErrors?: RegExp[];
}

/** One console warning or error, or one uncaught exception, of a page. */
export interface ConsoleEntry {
  type: 'error' | 'warning' | 'pageerror';
  text: string;
  /** The script or resource the message is about, else the page. */
  url: string;
}

/** The browser of one test file. */
export interface BrowserSession {
  /** Opens a context for the running test; it is closed, and its pages' consoles checked, after the test. */
  newContext(options?: BrowserContextOptions, policy?: ConsolePolicy): Promise<BrowserContext>;
  /** Opens a page in a new context (see `newContext`). */
  newPage(options?: BrowserContextOptions, policy?: ConsolePolicy): Promise<Page>;
  /**
   * The test file's one long-lived page (made on first call; later calls return it, whatever their options),
   * for tests that each open their own address and need no fresh storage: a new context and its first load
   * cost about half a second of a 2-core machine. Its console is checked after each test like the others';
   * it closes after the file.
   */
  filePage(options?: BrowserContextOptions, policy?: ConsolePolicy): Promise<Page>;
  /** Returns everything the pages of `context` wrote to the console so far, allowed entries included. */
  consoleOf(context: BrowserContext): ConsoleEntry[];
}

interface TrackedContext {
  context: BrowserContext;
  policy: ConsolePolicy;
  entries: ConsoleEntry[];
}

// The worker's browser. Vitest keeps a worker's modules between test files only when it isolates nothing, so
// the launch is remembered on the process rather than in this module.
const SHARED_BROWSER = Symbol.for('cheerio-docs.test.browser');
const processState = process as NodeJS.Process & { [SHARED_BROWSER]?: Promise<Browser> };

// Starts one of Debian's Chromium builds with the repository's flags.
const launch = (executablePath: string) => chromium.launch({ executablePath, args: [...CHROMIUM_ARGS] });

/** The worker's headless shell, launched on first use and again if it crashed or was closed. */
async function workerBrowser(): Promise<Browser> {
  const running = await processState[SHARED_BROWSER]?.catch(() => undefined);
  if (running?.isConnected()) return running;
  const launching = launch(HEADLESS_SHELL_PATH);
  processState[SHARED_BROWSER] = launching;
  launching.then((browser) => closeOnExit(browser), () => {});
  return launching;
}

// Chromium runs as a child of the worker; closing it when the worker ends leaves no browser behind.
function closeOnExit(browser: Browser): void {
  const close = () => {
    void browser.close().catch(() => {});
  };
  process.once('beforeExit', close);
  browser.once('disconnected', () => process.off('beforeExit', close));
}

/** Which of Debian's Chromium builds a test file drives. */
export interface BrowserChoice {
  /** The desktop `chromium` instead of the worker's headless shell: launched for the file alone, closed after it. */
  desktop?: boolean;
}

/** Hands the calling test file its browser (beforeAll) and returns the session handle. */
export function useBrowser({ desktop = false }: BrowserChoice = {}): BrowserSession {
  let browser: Browser | undefined;
  const tracked: TrackedContext[] = [];
  let filePage: Promise<{ page: Page; tracked: TrackedContext }> | undefined;

  beforeAll(async () => {
    browser = await (desktop ? launch(CHROMIUM_PATH) : workerBrowser());
  });
  afterAll(async () => {
    filePage = undefined;
    // Contexts are closed after each test; one left by a failing hook must not reach the next file.
    await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
    if (desktop) await browser?.close();
  });
  afterEach(async () => {
    const finished = tracked.splice(0);
    // The file's page stays open; what its console said during this test is this test's.
    const kept = filePage ? [(await filePage).tracked] : [];
    const unexpected = [...finished, ...kept].flatMap(({ entries, policy }) => entries.splice(0).filter((entry) => !isAllowed(entry, policy)));
    await Promise.all(finished.map(({ context }) => context.close()));
    expect(unexpected, 'console errors on the pages this test visited').toEqual([]);
  });

  const session: BrowserSession = {
    async newContext(options = {}, policy = {}) {
      if (!browser) throw new Error('useBrowser: the browser is not running (call newContext inside a test)');
      const context = await browser.newContext(options);
      const entries: ConsoleEntry[] = [];
      tracked.push({ context, policy, entries });
      // `page` fires for every page of the context, including second tabs a test opens itself.
      context.on('page', (page) => watchConsole(page, entries));
      return context;
    },
    async newPage(options, policy) {
      return (await session.newContext(options, policy)).newPage();
    },
    async filePage(options = {}, policy = {}) {
      filePage ??= (async () => {
        if (!browser) throw new Error('useBrowser: the browser is not running (call filePage inside a test)');
        const context = await browser.newContext(options);
        const entries: ConsoleEntry[] = [];
        context.on('page', (page) => watchConsole(page, entries));
        return { page: await context.newPage(), tracked: { context, policy, entries } };
      })();
      return (await filePage).page;
    },
    consoleOf(context) {
      return tracked.find((entry) => entry.context === context)?.entries ?? [];
    },
  };
  return session;
}

function watchConsole(page: Page, entries: ConsoleEntry[]): void {
  page.on('console', (message) => {
    const type = message.type();
    if (type === 'error' || type === 'warning') entries.push({ type, text: message.text(), url: message.location().url || page.url() });
  });
  page.on('pageerror', (error) => entries.push({ type: 'pageerror', text: error.stack ?? error.message, url: page.url() }));
}

function isAllowed(entry: ConsoleEntry, policy: ConsolePolicy): boolean {
  if (entry.type === 'warning') return policy.allowWarnings ?? false;
  if (entry.type === 'pageerror') return false;
  return (policy.expectedErrors ?? []).some((pattern) => pattern.test(entry.text));
}

/** Returns the absolute URL of `sitePath` (like `/docs/intro`) on the real site the global setup serves. */
export function realSiteUrl(sitePath: string): string {
  return new URL(sitePath, inject('realSiteUrl')).href;
}

/** Every page of the real site, as its sitemap lists them (site paths like `/docs/intro`). */
export async function sitemapPaths(): Promise<string[]> {
  const sitemap = await (await fetch(realSiteUrl('/sitemap.xml'))).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => decodeURI(new URL(match[1]!).pathname));
}

/**
 * Resolves once the page's behaviours are installed (the entry marks <html> with `data-client-ready`) and
 * every island that is due has gone live (its wrapper gets `data-island-ready`): its buttons now respond.
 */
export async function waitForClientReady(page: Page): Promise<void> {
  await page.waitForFunction(({ ready, island }) => document.documentElement.hasAttribute(ready)
    && [...document.querySelectorAll(`[${island.name}][${island.when}="load"]`)].every((element) => element.hasAttribute(island.ready)),
  { ready: CLIENT_READY_ATTRIBUTE, island: ISLAND_ATTRIBUTES });
}

/** Saves a viewport screenshot as `test-results/screenshots/<name>.png`. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
}

/** Opens a context whose pages cannot use localStorage (as when a reader blocks site data); warnings are allowed. */
export async function newBlockedStorageContext(session: BrowserSession): Promise<BrowserContext> {
  const context = await session.newContext({}, { allowWarnings: true });
  // What Chromium does when a reader blocks site data: touching localStorage throws a SecurityError.
  await context.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
  });
  return context;
}

/**
 * Resolves once the page has settled: two frames rendered, then no request in flight and the main thread
 * idle twice in a row (requestIdleCallback). Whatever the page's scripts do in response to what happened
 * before (an event, a scroll, a fetch and what it leads to) has been done by then, so a test can check that
 * something did not happen without guessing how long it might take.
 */
export async function waitForQuiet(page: Page): Promise<void> {
  const inFlight = new Set<Request>();
  const started = (request: Request) => inFlight.add(request);
  const ended = (request: Request) => inFlight.delete(request);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
    for (;;) {
      await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))));
      if (inFlight.size === 0) return;
      await Promise.all([...inFlight].map((request) => request.response().catch(() => undefined).then((response) => response?.finished())));
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/** Stops the clock of a page whose clock was installed (`page.clock.install()`) before it loaded. */
export async function pauseClock(page: Page): Promise<void> {
  // pauseAt only moves forward, and the page's clock keeps running between reading it and pausing it (a loaded
  // machine took more than 1 ms there): pause a few seconds ahead, which only fires timers already due by then.
  const PAUSE_AHEAD_MS = 5_000;
  await page.clock.pauseAt(await page.evaluate((ahead) => Date.now() + ahead, PAUSE_AHEAD_MS));
}
