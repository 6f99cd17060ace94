// The small pill naming the docs version a page belongs to.
import { strings } from '../lib/strings.ts';

/** Renders 版本：{label}, or nothing when versions are not shown. */
export function VersionBadge({ label }: { label: string | undefined }) {
  if (!label) return null;
  return <span className="version-badge">{strings.versionBadge(label)}</span>;
}
