// Decorative inline SVG icons drawn from the shared icon table (theme/lib/icons.ts).
import { EVEN_ODD_ICONS, iconPaths, type IconName } from '../lib/icons.ts';

/** Renders the named icon, hidden from assistive technology (the surrounding control carries the label). */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      aria-hidden="true"
      focusable="false"
    >
      <path fill="currentColor" fillRule={EVEN_ODD_ICONS.has(name) ? 'evenodd' : undefined} d={iconPaths[name]} />
    </svg>
  );
}
