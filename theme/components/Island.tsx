// Marks a component for hydration in the browser: client/main.tsx finds the wrapper and hydrates it
// with the same props, so the server HTML and the first client render agree.
import type { ComponentType } from 'react';

/** Props of `Island`: the registry name (see client/islands.ts), the component and its JSON-safe props. */
export interface IslandProps<Props extends object> {
  name: string;
  component: ComponentType<Props>;
  props: Props;
}

/** Renders `component` inside `<div data-island data-props>`; the wrapper is `display: contents` in CSS. */
export function Island<Props extends object>({ name, component: Component, props }: IslandProps<Props>) {
  // React escapes attribute values, so the JSON cannot break out of `data-props`.
  return (
    <div data-island={name} data-props={JSON.stringify(props)}>
      <Component {...props} />
    </div>
  );
}
