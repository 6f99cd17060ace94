// Remembers the docs version the reader picks in the version dropdown, under the original site's key, and
// points the navbar's docs links at that version on pages outside the docs (a docs page's links already go to
// its own version: the build wrote them so). Without JavaScript every link still works: it goes to the version
// the build chose.
import { PAGE_META, readPageMeta } from '../theme/lib/page-meta.ts';
import { DOCS_VERSION_STORAGE_KEY } from '../theme/lib/storage-keys.ts';
import { VERSION_HREFS_ATTRIBUTE, VERSION_NAME_ATTRIBUTE } from '../theme/lib/version-links.ts';
import { targetElement } from './event-target.ts';
import { NAVIGATED_EVENT } from './navigation/events.ts';
import { readStorage, writeStorage } from './safe-storage.ts';

// Each navbar docs link names its page in every version (`data-version-hrefs`); the preferred one's is used.
function followPreferredVersion(root: Document): void {
  const preferred = readStorage(DOCS_VERSION_STORAGE_KEY);
  if (!preferred || readPageMeta(root, PAGE_META.docsSearchTag) !== null) return;
  for (const link of root.querySelectorAll(`a[${VERSION_HREFS_ATTRIBUTE}]`)) {
    const href = (JSON.parse(link.getAttribute(VERSION_HREFS_ATTRIBUTE) ?? '{}') as Record<string, string>)[preferred];
    if (href) link.setAttribute('href', href);
  }
}

/** Installs the delegated click listener that stores the chosen version's name (such as `current`), and makes the navbar's docs links follow it. */
export function installVersionPreference(root: Document): void {
  root.addEventListener('click', (event) => {
    const name = targetElement(event)?.closest(`a[${VERSION_NAME_ATTRIBUTE}]`)?.getAttribute(VERSION_NAME_ATTRIBUTE);
    if (name) writeStorage(DOCS_VERSION_STORAGE_KEY, name);
  });
  followPreferredVersion(root);
  root.addEventListener(NAVIGATED_EVENT, () => followPreferredVersion(root));
}
