// Remembers the docs version the reader picks in the version dropdown, under the original site's key.
import { DOCS_VERSION_STORAGE_KEY } from '../theme/lib/storage-keys.ts';
import { targetElement } from './event-target.ts';
import { writeStorage } from './safe-storage.ts';

/** Installs the delegated click listener that stores the chosen version's name (such as `current`). */
export function installVersionPreference(root: Document): void {
  root.addEventListener('click', (event) => {
    const name = targetElement(event)?.closest('a[data-version-name]')?.getAttribute('data-version-name');
    if (name) writeStorage(DOCS_VERSION_STORAGE_KEY, name);
  });
}
