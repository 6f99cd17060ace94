// The island registry: the name a server-rendered <Island name> carries → the component that hydrates it.
// Adding an island means rendering it inside <Island> in the theme and adding one line here.
import type { ComponentType } from 'react';
import { ColorModeToggle } from '../theme/components/ColorModeToggle.tsx';
// Not islands but delegated listeners (drawer, sidebar, dropdowns, TOC), installed on import.
import './widgets.ts';

// `any` props: each island's props arrive as parsed JSON from its own server render.
/** Every island component the client can hydrate, by name. */
export const islands: Readonly<Record<string, ComponentType<any>>> = {
  ColorModeToggle,
};
