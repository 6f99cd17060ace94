// The modal before any query: recent searches (each can be starred or removed) and favourites. Rows hold
// buttons, which a listbox option may not contain, so this is a plain list of links: arrow keys and Enter
// still move through it, and Tab reaches every link and button.
import { searchStrings } from '../../theme/lib/search-strings.ts';
import type { SearchHistory, StoredHit } from './search-history.ts';
import { HitOption, type HitOptionProps } from './HitOption.tsx';

const text = searchStrings;

/** Props of `StartScreen`. */
export interface StartScreenProps extends Pick<HitOptionProps, 'snippetWords' | 'onOpen'> {
  listboxId: string;
  history: SearchHistory;
  activeIndex: number;
  optionId(index: number): string;
  onHover(index: number): void;
  onFavourite(hit: StoredHit): void;
  onRemoveRecent(hit: StoredHit): void;
  onRemoveFavourite(hit: StoredHit): void;
}

/** Returns the start screen's hits in display order (recent, then favourites), for keyboard navigation. */
export function startScreenHits(history: SearchHistory): StoredHit[] {
  return [...history.recent, ...history.favourites];
}

/** Renders both lists, or the "no recent searches" text when both are empty. */
export function StartScreen({ listboxId, history, activeIndex, optionId, onHover, onFavourite, onRemoveRecent, onRemoveFavourite, ...hitProps }: StartScreenProps) {
  if (startScreenHits(history).length === 0) return <p className="search-message">{text.noRecent}</p>;
  const button = (label: string, symbol: string, onClick: () => void) => (
    <button type="button" className="search-hit-action" aria-label={label} title={label} onClick={onClick}>{symbol}</button>
  );
  const section = (title: string, list: StoredHit[], offset: number, favourite: boolean) => list.length > 0 && (
    <section aria-labelledby={`${listboxId}-${favourite ? 'favourites' : 'recent'}`} className="search-group">
      <div id={`${listboxId}-${favourite ? 'favourites' : 'recent'}`} className="search-group-title">{title}</div>
      {list.map((hit, index) => (
        <HitOption
          key={hit.url}
          id={optionId(offset + index)}
          hit={hit}
          query=""
          active={offset + index === activeIndex}
          onHover={() => onHover(offset + index)}
          asOption={false}
          {...hitProps}
          actions={favourite
            ? button(text.removeFavourite, '×', () => onRemoveFavourite(hit))
            : <>{button(text.saveFavourite, '☆', () => onFavourite(hit))}{button(text.removeRecent, '×', () => onRemoveRecent(hit))}</>}
        />
      ))}
    </section>
  );
  return (
    <div id={listboxId} className="search-results">
      {section(text.recent, history.recent, 0, false)}
      {section(text.favourites, history.favourites, history.recent.length, true)}
    </div>
  );
}
