// Installs the navigation widgets' delegated listeners, once per page load. client/islands.ts imports this
// for its side effect: the registry is loaded by the browser entry anyway, and listeners on the document
// keep working when client navigation swaps the page's content.
import { installDropdowns } from './dropdowns.ts';
import { installInstallTabs } from './install-tabs.ts';
import { installMobileDrawer } from './mobile-drawer.ts';
import { installMobileToc } from './mobile-toc.ts';
import { installPlaygroundLauncher } from './playground/launcher.ts';
import { installSidebar } from './sidebar.ts';
import { installTocScrollSpy } from './toc-scroll-spy.ts';
import { installVersionPreference } from './version-preference.ts';

// Unit tests import the island registry in Node, where there is no document to listen on.
if (typeof document !== 'undefined') {
  installMobileDrawer(document);
  installSidebar(document);
  installDropdowns(document);
  installMobileToc(document);
  installVersionPreference(document);
  installTocScrollSpy(document);
  installInstallTabs(document);
  installPlaygroundLauncher(document);
}
