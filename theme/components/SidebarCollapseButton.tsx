// The desktop sidebar's collapse button (at the sidebar's foot) and expand button (filling the rail).
// client/sidebar.ts toggles `data-sidebar-collapsed` on <html> and remembers it; the stylesheet shows the
// button that applies and hides both when scripting is off, since they need JavaScript.
import { strings } from '../lib/strings.ts';

/** Props of `SidebarCollapseButton`: which of the two buttons to render. */
export interface SidebarCollapseButtonProps {
  action: 'collapse' | 'expand';
}

/** Renders a button labelled 收起侧边栏 or 展开侧边栏, with a chevron pointing the way the sidebar moves. */
export function SidebarCollapseButton({ action }: SidebarCollapseButtonProps) {
  const label = action === 'collapse' ? strings.collapseSidebar : strings.expandSidebar;
  return (
    <button
      type="button"
      className={`sidebar-toggle-button sidebar-${action}-button`}
      aria-label={label}
      title={label}
      data-sidebar-toggle={action}
    >
      <span className="sidebar-toggle-chevron" aria-hidden="true" />
    </button>
  );
}
