// Shared steps of the client-navigation browser tests.
import type { Locator, Page } from 'playwright-core';
import { realSiteUrl, waitForClientReady } from './browser.ts';

declare global {
  interface Window {
    /** Set by `markDocument`; a full page load starts a new window without it. */
    sameDocumentMarker?: boolean;
  }
}

/** Opens `sitePath` of the real site, waits until its behaviours are installed and marks the document (see `isSameDocument`). */
export async function openPage(page: Page, sitePath: string): Promise<void> {
  await page.goto(realSiteUrl(sitePath));
  await waitForClientReady(page);
  await page.evaluate(() => { window.sameDocumentMarker = true; });
}

/** True while the document `openPage` loaded is still the one on screen, i.e. no full page load happened. */
export function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => window.sameDocumentMarker === true);
}

/** A link of the docs sidebar in the desktop column (where the page's one sidebar is while the drawer is closed). */
export function sidebarLink(page: Page, name: string): Locator {
  return page.locator('.page-sidebar').getByRole('link', { name, exact: true });
}

/** The text of the page's only H1. */
export function heading(page: Page): Promise<string> {
  return page.getByRole('heading', { level: 1 }).innerText();
}

/** The path of the address bar, decoded, plus its hash. */
export function addressOf(page: Page): string {
  const url = new URL(page.url());
  return decodeURIComponent(url.pathname) + url.search + url.hash;
}
