// The error screen of a failed search (spec §8).
import { searchStrings } from '../../theme/lib/search-strings.ts';

/** Renders the failure title and the network advice. */
export function SearchError() {
  return (
    <div className="search-message" role="alert">
      <p className="search-message-title">{searchStrings.errorTitle}</p>
      <p>{searchStrings.errorHelp}</p>
    </div>
  );
}
