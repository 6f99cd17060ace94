// Closing the announcement bar. The inline head script hides an already-closed bar before first paint.
import { ANNOUNCEMENT_DISMISSED_STORAGE_KEY } from '../theme/lib/storage-keys.ts';

/** Installs the delegated click listener that dismisses the bar and remembers which bar was closed. */
export function installAnnouncementBar(root: Document): void {
  root.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.('[data-announcement-close]');
    const bar = button?.closest('[data-announcement-bar]');
    if (!bar) return;
    root.documentElement.setAttribute('data-announcement-dismissed', 'true');
    try {
      // Storing the id (not a flag) makes a new bar, with a new id, show up again.
      localStorage.setItem(ANNOUNCEMENT_DISMISSED_STORAGE_KEY, bar.getAttribute('data-announcement-bar') ?? '');
    } catch (error) {
      console.warn('无法保存公告栏状态：', error);
    }
  });
}
