// The modal's hits, grouped by section (lvl0) and page, as one listbox of groups of options.
import type { HitGroup } from './group-hits.ts';
import { searchStrings } from '../../theme/lib/search-strings.ts';
import type { StoredHit } from './search-history.ts';
import { HitOption, type HitOptionProps } from './HitOption.tsx';

/** Props of `SearchResults`. */
export interface SearchResultsProps extends Pick<HitOptionProps, 'query' | 'snippetWords' | 'onOpen'> {
  listboxId: string;
  groups: HitGroup[];
  activeIndex: number;
  optionId(index: number): string;
  onHover(index: number): void;
}

/** Renders the groups; option indexes run through all groups in display order. */
export function SearchResults({ listboxId, groups, activeIndex, optionId, onHover, ...hitProps }: SearchResultsProps) {
  let index = 0;
  return (
    <div id={listboxId} role="listbox" aria-label={searchStrings.resultsLabel} className="search-results">
      {groups.map((group, groupIndex) => (
        <div key={group.lvl0} role="group" aria-labelledby={`${listboxId}-group-${groupIndex}`} className="search-group">
          <div id={`${listboxId}-group-${groupIndex}`} className="search-group-title">{group.lvl0}</div>
          {group.pages.flatMap((page) => page.hits).map((hit: StoredHit) => {
            const position = index++;
            return (
              <HitOption
                key={hit.url + position}
                id={optionId(position)}
                hit={hit}
                active={position === activeIndex}
                onHover={() => onHover(position)}
                {...hitProps}
              />
            );
          })}
        </div>
      ))}
    </div>
  );
}
