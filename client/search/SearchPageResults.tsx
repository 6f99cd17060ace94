// The interactive part of /search: the query from `?q=`, the number of documents found, the hits with
// their heading path and snippet, more hits on scroll (or 加载更多), and the start, no-results and
// error screens. The URL follows the query, so results can be shared and reloaded.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { SEARCH_INPUT_MAX_LENGTH } from '../../theme/lib/constants.ts';
import { headingPath } from '../../theme/lib/search/records.ts';
import { highlightParts, snippetParts } from './snippet.ts';
import { searchStrings } from '../../theme/lib/search-strings.ts';
import { capQuery } from './cap-query.ts';
import { compositionProps } from './composition-props.ts';
import { Highlighted } from './Highlighted.tsx';
import { NoResults } from './NoResults.tsx';
import type { SearchEngine } from './search-engine.ts';
import { SearchError } from './SearchError.tsx';
import { readSearchHistory } from './search-history.ts';
import { useSearch } from './use-search.ts';
import { useSnippetWords } from './use-snippet-words.ts';
import { searchableVersions } from './engine-from-document.ts';
import { defaultScope, versionScope } from '../../theme/lib/search/version-scope.ts';
import { VersionFilter } from './VersionFilter.tsx';

const text = searchStrings;
const queryFromAddress = () => capQuery(new URLSearchParams(location.search).get('q') ?? '');
const versionFromAddress = () => new URLSearchParams(location.search).get('version') ?? '';

/** Renders the search page body for `engine`. */
export function SearchPageResults({ engine }: { engine: SearchEngine }) {
  const id = useId();
  const [inputValue, setInputValue] = useState(queryFromAddress);
  const [query, setQuery] = useState(inputValue);
  const composing = useRef(false);
  const more = useRef<HTMLButtonElement>(null);
  const [saved] = useState(readSearchHistory);
  // A site with several docs versions searches the maintained ones, or the one picked in the filter (`?version=`).
  const [versions] = useState(() => searchableVersions(document));
  const [version, setVersion] = useState(() => (versions.some((known) => known.name === versionFromAddress()) ? versionFromAddress() : ''));
  const scope = useMemo(() => (versions.length === 0 ? undefined : version ? versionScope(version) : defaultScope(versions)), [versions, version]);
  const search = useSearch(engine, query, scope);
  const snippetWords = useSnippetWords();
  const trimmed = query.trim();
  // An expanded query highlights its alternatives too (遍历 in the hits of traverse).
  const highlight = search.answer?.highlight ?? search.answeredQuery;

  useEffect(() => {
    const url = new URL(location.href);
    if (trimmed) url.searchParams.set('q', trimmed);
    else url.searchParams.delete('q');
    if (version) url.searchParams.set('version', version);
    else url.searchParams.delete('version');
    history.replaceState(history.state, '', url);
  }, [trimmed, version]);
  // Scrolling the 加载更多 button into view loads the next page.
  useEffect(() => {
    const button = more.current;
    if (!button || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && search.loadMore());
    observer.observe(button);
    return () => observer.disconnect();
  }, [search.loadMore]);

  const changeQuery = (value: string) => {
    const capped = capQuery(value);
    setInputValue(capped);
    if (!composing.current) setQuery(capped);
  };
  const answer = search.answer;
  const savedHits = [...saved.favourites, ...saved.recent];

  return (
    <div className="search-page-app">
      <h1>{trimmed ? text.pageTitleFor(trimmed) : text.pageTitle}</h1>
      <form className="search-page-form" role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={`${id}-q`} className="sr-only">{text.inputLabel}</label>
        <input
          id={`${id}-q`} className="search-page-input" type="search" name="q" placeholder={searchStrings.placeholder}
          maxLength={SEARCH_INPUT_MAX_LENGTH} autoComplete="off" value={inputValue}
          {...compositionProps(composing, changeQuery)}
        />
        {search.status === 'stalled' && <span className="search-spinner" aria-hidden="true" />}
        {versions.length > 1 && <VersionFilter versions={versions} value={version} onChange={setVersion} />}
      </form>
      {!trimmed && (
        savedHits.length === 0
          ? <p className="search-message">{text.noRecent}</p>
          : (
            <ul className="search-page-recent" aria-label={text.recent}>
              {savedHits.map((hit) => <li key={hit.url}><a href={hit.url}>{headingPath(hit).join(' › ')}</a></li>)}
            </ul>
          )
      )}
      {trimmed && search.status === 'error' && <SearchError />}
      {trimmed && search.status !== 'error' && answer && answer.nbHits === 0 && search.status === 'idle' && (
        <NoResults query={search.answeredQuery} suggestions={[]} onSuggestion={changeQuery} />
      )}
      {trimmed && search.status !== 'error' && answer && answer.nbHits > 0 && (
        <>
          <p className="search-page-count" role="status">{text.documentsFound(answer.nbHits)}</p>
          <ol className="search-page-hits">
            {answer.hits.map((hit, index) => (
              <li key={`${hit.objectID}-${index}`} className="search-page-hit">
                <h2 className="search-page-hit-title">
                  <a href={hit.url}><Highlighted parts={highlightParts(headingPath(hit).at(-1) ?? hit.hierarchy.lvl1, highlight)} /></a>
                </h2>
                <p className="search-hit-path">{[hit.hierarchy.lvl0, ...headingPath(hit).slice(0, -1)].join(' › ')}</p>
                {hit.content && <p className="search-page-snippet"><Highlighted parts={snippetParts(hit.content, highlight, snippetWords * 3)} /></p>}
              </li>
            ))}
          </ol>
          {search.hasMore && <button ref={more} type="button" className="search-page-more" onClick={search.loadMore}>{text.loadMore}</button>}
        </>
      )}
    </div>
  );
}
