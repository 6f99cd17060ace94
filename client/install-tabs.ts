// The npm / yarn / pnpm / bun tabs the Markdown pipeline renders from ```bash npm2yarn fences. The
// reader's choice applies to every tab group on the page, is stored, and is reapplied after each
// client navigation. Keyboard: the WAI-ARIA tabs pattern with automatic activation.
import { PACKAGE_MANAGER_STORAGE_KEY } from '../theme/lib/storage-keys.ts';
import { targetElement } from './event-target.ts';
import { NAVIGATED_EVENT } from './navigation/events.ts';
import { readStorage, writeStorage } from './safe-storage.ts';

const TAB = '.install-tabs [role="tab"]';

// Kept in memory too, so the choice still follows the reader across pages when storage is blocked.
let chosen: string | null | undefined;

function selectInGroup(root: Document, group: Element, manager: string): void {
  const tabs = [...group.querySelectorAll(TAB)];
  if (!tabs.some((tab) => tab.getAttribute('data-manager') === manager)) return;
  for (const tab of tabs) {
    const selected = tab.getAttribute('data-manager') === manager;
    tab.setAttribute('aria-selected', String(selected));
    tab.setAttribute('tabindex', selected ? '0' : '-1');
    const panel = root.getElementById(tab.getAttribute('aria-controls') ?? '');
    if (panel) panel.hidden = !selected;
  }
}

function selectEverywhere(root: Document, manager: string): void {
  for (const group of root.querySelectorAll('.install-tabs')) selectInGroup(root, group, manager);
}

function applyStoredChoice(root: Document): void {
  // Only pages with tabs read storage, so a blocked store warns where it matters, not on every page.
  if (!root.querySelector('.install-tabs')) return;
  if (chosen === undefined) chosen = readStorage(PACKAGE_MANAGER_STORAGE_KEY);
  if (chosen) selectEverywhere(root, chosen);
}

function choose(root: Document, tab: Element): void {
  const manager = tab.getAttribute('data-manager');
  if (!manager) return;
  chosen = manager;
  writeStorage(PACKAGE_MANAGER_STORAGE_KEY, manager);
  selectEverywhere(root, manager);
}

// The tab a key moves to, or undefined for keys the tab list does not handle.
function tabForKey(tab: Element, key: string): HTMLElement | undefined {
  const tabs = [...(tab.closest('[role="tablist"]')?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
  const index = tabs.indexOf(tab as HTMLElement);
  const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[key];
  if (target === undefined) return undefined;
  return tabs[(target + tabs.length) % tabs.length];
}

/** Installs the delegated click and arrow-key listeners of install tabs and applies the stored choice. */
export function installInstallTabs(root: Document): void {
  applyStoredChoice(root);
  root.addEventListener(NAVIGATED_EVENT, () => applyStoredChoice(root));
  root.addEventListener('click', (event) => {
    const tab = targetElement(event)?.closest(TAB);
    if (tab) choose(root, tab);
  });
  root.addEventListener('keydown', (event) => {
    const tab = targetElement(event)?.closest(TAB);
    const next = tab ? tabForKey(tab, event.key) : undefined;
    if (!next) return;
    event.preventDefault();
    choose(root, next);
    next.focus();
  });
}
