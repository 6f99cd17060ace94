// Browser entry (bundled by esbuild): installs every page behaviour, in this order, once per page load.
// Each is a small delegated listener on the server-rendered markup that keeps working when client
// navigation swaps the page's content. React is not part of this bundle: islands and search fetch it
// when a widget that needs its state is used (client/islands/mount-islands.ts, client/search/launcher.ts).
import { CLIENT_READY_ATTRIBUTE } from '../theme/lib/islands.ts';
import { installAdSlot } from './ad-slot.ts';
import { installAnalytics } from './analytics.ts';
import { installAnnouncementBar } from './announcement-bar.ts';
import { installCodeBlockButtons } from './code-block-buttons.ts';
import { installColorModeToggle } from './color-mode-toggle.ts';
import { installCopyPageMarkdown } from './copy-page-markdown.ts';
import { installDropdowns } from './dropdowns.ts';
import { installInstallTabs } from './install-tabs.ts';
import { installIslands } from './islands/mount-islands.ts';
import { installMobileDrawer } from './mobile-drawer.ts';
import { installMobileToc } from './mobile-toc.ts';
import { installClientNavigation } from './navigation/install.ts';
import { installPlaygroundLauncher } from './playground/launcher.ts';
import { installSearchLauncher } from './search/launcher.ts';
import { installSidebar } from './sidebar.ts';
import { installTocScrollSpy } from './toc-scroll-spy.ts';
import { installVersionPreference } from './version-preference.ts';

// The one list of page behaviours. Order matters only where it is visible: the colour mode and the
// announcement bar settle before anything else runs, client navigation is installed after the widgets it
// re-runs on each new page, and third-party scripts (analytics, ads) come last.
const behaviours: readonly ((root: Document) => void)[] = [
  installColorModeToggle,
  installAnnouncementBar,
  installCodeBlockButtons,
  installCopyPageMarkdown,
  installMobileDrawer,
  installSidebar,
  installDropdowns,
  installMobileToc,
  installVersionPreference,
  installTocScrollSpy,
  installInstallTabs,
  installPlaygroundLauncher,
  installIslands,
  installClientNavigation,
  installSearchLauncher,
  installAnalytics,
  installAdSlot,
];

// Module scripts run after the document is parsed, so all the markup is already in the DOM.
for (const install of behaviours) install(document);
document.documentElement.setAttribute(CLIENT_READY_ATTRIBUTE, '');
