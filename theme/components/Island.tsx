// Marks a React widget for the browser: client/islands/mount-islands.ts finds the wrapper and, at the time
// the island asks for, loads React and the widget's code and hydrates it with the same props, so the
// server HTML and the first client render agree. Every other page behaviour is a delegated listener that
// needs no framework; an island is for widgets with real client state.
import type { ComponentType } from 'react';
import { ISLAND_ATTRIBUTES, type IslandWhen } from '../lib/islands.ts';

/** Props of `Island`: the registry name (see client/islands/registry.ts), when it loads, the component and its JSON-safe props. */
export interface IslandProps<Props extends object> {
  name: string;
  /** Required, so no island puts React on a page's first load without saying so. */
  when: IslandWhen;
  component: ComponentType<Props>;
  props: Props;
}

/** Renders `component` inside `<div data-island …>`; the wrapper is `display: contents` in CSS. */
export function Island<Props extends object>({ name, when, component: Component, props }: IslandProps<Props>) {
  // React escapes attribute values, so the JSON cannot break out of the props attribute.
  const attributes = { [ISLAND_ATTRIBUTES.name]: name, [ISLAND_ATTRIBUTES.when]: when, [ISLAND_ATTRIBUTES.props]: JSON.stringify(props) };
  return (
    <div {...attributes}>
      <Component {...props} />
    </div>
  );
}
