// The no-results screen: the query quoted back, a few sections to try instead, and where to report it.
import { searchStrings } from '../../theme/lib/search-strings.ts';
import { missingResultsUrl } from './engine-from-document.ts';

const text = searchStrings;

/** Props of `NoResults`. */
export interface NoResultsProps {
  query: string;
  /** Section names (lvl0) seen in earlier answers; up to three are offered. */
  suggestions: string[];
  onSuggestion(query: string): void;
}

/** Renders the screen; the query is React text, never markup. */
export function NoResults({ query, suggestions, onSuggestion }: NoResultsProps) {
  return (
    <div className="search-message">
      <p className="search-message-title">{text.noResults(query)}</p>
      {suggestions.length > 0 && (
        <p>
          {text.trySearching}
          {suggestions.slice(0, 3).map((suggestion) => (
            <button key={suggestion} type="button" className="search-suggestion" onClick={() => onSuggestion(suggestion)}>{suggestion}</button>
          ))}
        </p>
      )}
      <p>
        {text.reportMissing}{' '}
        <a href={missingResultsUrl(query)} target="_blank" rel="noopener noreferrer">{text.letUsKnow}</a>
      </p>
    </div>
  );
}
