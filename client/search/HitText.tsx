// The two lines of a hit: the highlighted heading or snippet, and the path of headings above it.
import { headingPath, type SearchRecord } from '../../theme/lib/search/records.ts';
import { highlightParts, snippetParts } from './snippet.ts';
import type { StoredHit } from './search-history.ts';
import { Highlighted } from './Highlighted.tsx';

/** Props of `HitText`. */
export interface HitTextProps {
  hit: StoredHit | SearchRecord;
  query: string;
  /** Snippet length in words (shorter on narrow screens). */
  snippetWords: number;
}

/** Renders a content hit as snippet + full path, a heading hit as heading + the path above it. */
export function HitText({ hit, query, snippetWords }: HitTextProps) {
  const path = headingPath(hit);
  const isContent = hit.type === 'content' && hit.content;
  const title = isContent ? snippetParts(hit.content!, query, snippetWords) : highlightParts(path.at(-1) ?? '', query);
  const above = isContent ? path : path.slice(0, -1);
  return (
    <span className="search-hit-text">
      <span className="search-hit-title"><Highlighted parts={title} /></span>
      {above.length > 0 && <span className="search-hit-path"><Highlighted parts={highlightParts(above.join(' › '), query)} /></span>}
    </span>
  );
}
