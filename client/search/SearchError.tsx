// The error screen of a failed search (spec §8).
import { strings } from '../../theme/lib/strings.ts';

/** Renders the failure title and the network advice. */
export function SearchError() {
  return (
    <div className="search-message" role="alert">
      <p className="search-message-title">{strings.search.errorTitle}</p>
      <p>{strings.search.errorHelp}</p>
    </div>
  );
}
