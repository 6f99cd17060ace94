// The search dialog: a combobox input over a listbox of hits (or of recent and favourite searches),
// keyboard navigation, the no-results and error screens, and the link to the full /search page.
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { SEARCH_HITS_PER_GROUP, SEARCH_HITS_PER_PAGE, SEARCH_INPUT_MAX_LENGTH } from '../../theme/lib/constants.ts';
import { capQuery } from './cap-query.ts';
import { groupHits, hitsInDisplayOrder } from './group-hits.ts';
import { searchStrings } from '../../theme/lib/search-strings.ts';
import { compositionProps } from './composition-props.ts';
import { searchPageUrl } from './engine-from-document.ts';
import { NoResults } from './NoResults.tsx';
import type { SearchEngine, SearchScope } from './search-engine.ts';
import { SearchError } from './SearchError.tsx';
import * as history from './search-history.ts';
import { SearchResults } from './SearchResults.tsx';
import { StartScreen, startScreenHits } from './StartScreen.tsx';
import { useSearch } from './use-search.ts';
import { useSnippetWords } from './use-snippet-words.ts';

const text = searchStrings;

// What Tab can reach inside the dialog.
const FOCUSABLE = 'a[href]:not([tabindex="-1"]), button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

// Keeps Tab and Shift+Tab inside the dialog: from the last focusable element to the first, and back.
function trapTabKey(event: globalThis.KeyboardEvent, container: HTMLElement): void {
  const focusable = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.offsetParent !== null);
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !container.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/** Props of `SearchModal`. */
export interface SearchModalProps {
  engine: SearchEngine;
  initialQuery: string;
  /** The docs versions searched: the page's own (see pageSearchScope). */
  scope?: SearchScope;
  onClose(): void;
}

/** Renders the open dialog; closing is the caller's job (`onClose`). */
export function SearchModal({ engine, initialQuery, scope, onClose }: SearchModalProps) {
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const [inputValue, setInputValue] = useState(capQuery(initialQuery));
  const [query, setQuery] = useState(inputValue);
  const [activeIndex, setActiveIndex] = useState(0);
  const [savedSearches, setSavedSearches] = useState(history.readSearchHistory);
  const composing = useRef(false);
  const dialog = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const sectionsSeen = useRef(new Set<string>());
  const search = useSearch(engine, query, scope, SEARCH_HITS_PER_GROUP);
  const snippetWords = useSnippetWords();

  const groups = useMemo(() => groupHits(search.answer?.hits ?? [], { perGroup: SEARCH_HITS_PER_GROUP, total: SEARCH_HITS_PER_PAGE }), [search.answer]);
  for (const hit of search.answer?.hits ?? []) sectionsSeen.current.add(hit.hierarchy.lvl0);
  const trimmed = query.trim();
  const options = trimmed ? hitsInDisplayOrder(groups) : startScreenHits(savedSearches);

  useEffect(() => {
    input.current?.focus({ preventScroll: true });
    // On the document, not the dialog: Escape closes even before focus has moved into the dialog.
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [onClose]);
  useEffect(() => setActiveIndex(0), [search.answer, trimmed]);
  useEffect(() => {
    document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: 'nearest' });
  });

  const changeQuery = (value: string) => {
    const capped = capQuery(value);
    setInputValue(capped);
    // While an input method is composing, the text is not what the reader means yet.
    if (!composing.current) setQuery(capped);
  };
  const openHit = (hit: history.StoredHit, event: MouseEvent<HTMLAnchorElement>) => {
    history.addRecentSearch(hit);
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button === 1) return;
    onClose();
  };
  const updateHistory = (change: () => void) => {
    change();
    setSavedSearches(history.readSearchHistory());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Tab') trapTabKey(event.nativeEvent, dialog.current!);
    else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && options.length > 0) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => (index + step + options.length) % options.length);
    } else if (event.key === 'Enter' && event.target === input.current && options[activeIndex] && !event.nativeEvent.isComposing) {
      event.preventDefault();
      const hit = options[activeIndex];
      if (event.ctrlKey || event.metaKey) {
        history.addRecentSearch(hit);
        window.open(hit.url, '_blank', 'noopener');
      } else {
        // A real click on the link, so client-side navigation handles it like any other link.
        document.getElementById(optionId(activeIndex))?.click();
      }
    }
  };

  const body = !trimmed
    ? (
      <StartScreen
        listboxId={listboxId} history={savedSearches} activeIndex={activeIndex} optionId={optionId} onHover={setActiveIndex}
        snippetWords={snippetWords} onOpen={openHit}
        onFavourite={(hit) => updateHistory(() => history.addFavouriteSearch(hit))}
        onRemoveRecent={(hit) => updateHistory(() => history.removeRecentSearch(hit.url))}
        onRemoveFavourite={(hit) => updateHistory(() => history.removeFavouriteSearch(hit.url))}
      />
    )
    : search.status === 'error' ? <SearchError />
    : search.answer && search.answer.nbHits === 0 && search.status === 'idle'
      ? <NoResults query={search.answeredQuery} suggestions={[...sectionsSeen.current]} onSuggestion={changeQuery} />
    : search.answer && (
      <SearchResults
        listboxId={listboxId} groups={groups} activeIndex={activeIndex} optionId={optionId} onHover={setActiveIndex}
        query={search.answer.highlight ?? search.answeredQuery} snippetWords={snippetWords} onOpen={openHit}
      />
    );
  // The start screen is a plain list (see StartScreen), so the combobox shows options only with results.
  const showsOptions = options.length > 0 && Boolean(trimmed) && search.status !== 'error' && search.answer !== null;

  return (
    <div className="search-backdrop" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={dialog} className="search-modal" role="dialog" aria-modal="true" aria-label={text.dialogLabel} onKeyDown={onKeyDown}>
        <form className="search-form" role="search" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={`${id}-input`} className="sr-only">{text.inputLabel}</label>
          <input
            ref={input}
            id={`${id}-input`}
            className="search-input"
            type="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={showsOptions}
            aria-controls={showsOptions ? listboxId : undefined}
            aria-activedescendant={showsOptions ? optionId(activeIndex) : undefined}
            placeholder={searchStrings.placeholder}
            maxLength={SEARCH_INPUT_MAX_LENGTH}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
            value={inputValue}
            {...compositionProps(composing, changeQuery)}
          />
          {search.status === 'stalled' && <span className="search-spinner" aria-hidden="true" />}
          {inputValue && (
            <button type="button" className="search-clear" aria-label={text.clear} title={text.clear} onClick={() => {
              changeQuery('');
              input.current?.focus();
            }}>×</button>
          )}
          <button type="button" className="search-cancel" onClick={onClose}>{text.cancel}</button>
        </form>
        <div className="search-body">{body}</div>
        {trimmed && search.answer && search.answer.nbHits > 0 && search.status !== 'error' && (
          <footer className="search-footer">
            <a className="search-see-all" href={`${searchPageUrl()}?q=${encodeURIComponent(search.answeredQuery)}`} onClick={onClose}>
              {text.seeAll(search.answer.nbHits)}
            </a>
          </footer>
        )}
      </div>
    </div>
  );
}
