// The inline head script that applies stored preferences (colour mode, collapsed sidebar, dismissed
// announcement) before first paint.
// It is one constant string for every page, so a Content-Security-Policy can allow it by a single hash.
// Per-page inputs come from attributes on <html> that renderPage writes: `data-theme` (the site default)
// and `data-announcement-id` (the current bar, if any).
import { ANNOUNCEMENT_DISMISSED_STORAGE_KEY, COLOR_MODE_STORAGE_KEY, SIDEBAR_COLLAPSED_STORAGE_KEY } from './storage-keys.ts';

const themeKey = JSON.stringify(COLOR_MODE_STORAGE_KEY);
const announcementKey = JSON.stringify(ANNOUNCEMENT_DISMISSED_STORAGE_KEY);
const sidebarKey = JSON.stringify(SIDEBAR_COLLAPSED_STORAGE_KEY);

/**
 * Source of the inline script. The system colour preference is deliberately ignored (product spec §4);
 * storage may throw when blocked, and then the rendered defaults simply stay.
 */
export const COLOR_MODE_SCRIPT =
  '(function(){var d=document.documentElement;try{' +
  `var t=localStorage.getItem(${themeKey});` +
  "if(t==='light'||t==='dark')d.setAttribute('data-theme',t);" +
  `if(localStorage.getItem(${sidebarKey})==='true')d.setAttribute('data-sidebar-collapsed','true');` +
  "var a=d.getAttribute('data-announcement-id');" +
  `if(a&&localStorage.getItem(${announcementKey})===a)d.setAttribute('data-announcement-dismissed','true')` +
  '}catch(e){}})();';
