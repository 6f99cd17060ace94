// The desktop breakpoint (DESKTOP_BREAKPOINT_PX, 996 px): one pixel below it the page has the phone
// layout with the drawer; at it, the three-column desktop layout.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { DESKTOP_BREAKPOINT_PX } from '../../theme/lib/constants.ts';
import { realSiteUrl, useBrowser } from './browser.ts';

const browser = useBrowser();

async function visibleParts(page: Page) {
  const navbar = page.getByRole('navigation', { name: '主导航' });
  return {
    menuButton: await page.getByRole('button', { name: '打开导航菜单' }).isVisible(),
    navbarLinks: await navbar.getByRole('link', { name: 'API' }).isVisible(),
    versionMenu: await navbar.locator('summary', { hasText: 'Next' }).isVisible(),
    sidebar: await page.locator('aside').getByRole('navigation', { name: '文档侧边栏' }).isVisible(),
    collapseButton: await page.getByRole('button', { name: '收起侧边栏' }).isVisible(),
    tocColumn: await page.locator('.toc-desktop').isVisible(),
    tocBlock: await page.locator('summary', { hasText: '本页总览' }).isVisible(),
  };
}

test(`at ${DESKTOP_BREAKPOINT_PX - 1} px the navbar has the menu button and the content has the 本页总览 block`, async () => {
  const page = await browser.newPage({ viewport: { width: DESKTOP_BREAKPOINT_PX - 1, height: 800 } });
  await page.goto(realSiteUrl('/docs/basics/traversing'));
  expect(await visibleParts(page)).toEqual({
    menuButton: true, navbarLinks: false, versionMenu: false, sidebar: false, collapseButton: false, tocColumn: false, tocBlock: true,
  });
});

test(`at ${DESKTOP_BREAKPOINT_PX} px the page has the navbar links, the sidebar and the TOC column`, async () => {
  const page = await browser.newPage({ viewport: { width: DESKTOP_BREAKPOINT_PX, height: 800 } });
  await page.goto(realSiteUrl('/docs/basics/traversing'));
  expect(await visibleParts(page)).toEqual({
    menuButton: false, navbarLinks: true, versionMenu: true, sidebar: true, collapseButton: true, tocColumn: true, tocBlock: false,
  });
});

test(`a collapsed sidebar has no effect below ${DESKTOP_BREAKPOINT_PX} px, where the drawer still holds the sidebar`, async () => {
  const context = await browser.newContext({ viewport: { width: DESKTOP_BREAKPOINT_PX - 1, height: 800 } });
  // about:blank, where every new page starts, has no storage of its own.
  await context.addInitScript(() => {
    if (location.protocol.startsWith('http')) localStorage.setItem('docs-sidebar-collapsed', 'true');
  });
  const page = await context.newPage();
  await page.goto(realSiteUrl('/docs/basics/traversing'));
  expect(await page.getByRole('button', { name: '展开侧边栏' }).isVisible()).toBe(false);
  await page.getByRole('button', { name: '打开导航菜单' }).click();
  const drawerSidebar = page.getByRole('dialog').getByRole('navigation', { name: '文档侧边栏' });
  await expect.poll(() => drawerSidebar.isVisible()).toBe(true);
});
