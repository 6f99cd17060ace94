// /search's docs version filter: every maintained version (the default scope), or one version. Shown only when
// the site has several versions.
import { useId } from 'react';
import { searchStrings } from '../../theme/lib/search-strings.ts';
import type { SearchableVersion } from '../../theme/lib/search/version-scope.ts';

/** Props of `VersionFilter`: the versions, and the chosen one's name ('' for every maintained version). */
export interface VersionFilterProps {
  versions: readonly SearchableVersion[];
  value: string;
  onChange(name: string): void;
}

/** Renders the filter as a labelled <select>. */
export function VersionFilter({ versions, value, onChange }: VersionFilterProps) {
  const id = useId();
  return (
    <span className="search-page-version">
      <label htmlFor={id}>{searchStrings.versionFilterLabel}</label>
      <select id={id} name="version" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{searchStrings.maintainedVersions}</option>
        {versions.map((version) => (
          <option key={version.name} value={version.name}>{version.maintained ? version.label : searchStrings.unmaintainedVersion(version.label)}</option>
        ))}
      </select>
    </span>
  );
}
