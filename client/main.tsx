// Browser entry (bundled by esbuild): hydrates the islands and installs the delegated listeners.
import { installAdSlot } from './ad-slot.ts';
import { installAnalytics } from './analytics.ts';
import { installAnnouncementBar } from './announcement-bar.ts';
import { installCodeBlockButtons } from './code-block-buttons.ts';
import { hydrateIslands } from './hydrate-islands.tsx';
import { installClientNavigation } from './navigation/install.ts';
import { installSearchLauncher } from './search/launcher.ts';

// Module scripts run after the document is parsed, so every island is already in the DOM.
installCodeBlockButtons(document);
installAnnouncementBar(document);
hydrateIslands(document);
installClientNavigation(document);
installSearchLauncher(document);
installAnalytics(document);
installAdSlot(document);
