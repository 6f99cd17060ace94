// The island registry: the name a server-rendered <Island name> carries → a loader for its component.
// Each loader is a dynamic import, so a widget's code (and React) is fetched only when its island is
// due (see mount-islands.ts), never with the first-load bundle. Adding an island means rendering it
// inside <Island> in the theme and adding one line here.
import type { ComponentType } from 'react';

/** Loads one island's component; `any` props because they arrive as parsed JSON from the server render. */
export type IslandLoader = () => Promise<ComponentType<any>>;

/** Every island component the client can hydrate, by name. The site has none today: the colour-mode
 * toggle, drawer, tabs and the rest are delegated behaviours, and search renders from its own launcher. */
export const islands: Readonly<Record<string, IslandLoader>> = {};
