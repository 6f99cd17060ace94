// Snippet length for the current screen: shorter on phones, following rotation and resizing.
import { useSyncExternalStore } from 'react';
import { SEARCH_NARROW_SCREEN_PX, SEARCH_SNIPPET_WORDS, SEARCH_SNIPPET_WORDS_NARROW } from '../../theme/lib/constants.ts';

const NARROW = `(max-width: ${SEARCH_NARROW_SCREEN_PX}px)`;

function subscribe(onChange: () => void): () => void {
  const query = matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Returns how many words a snippet shows on this screen. */
export function useSnippetWords(): number {
  const narrow = useSyncExternalStore(subscribe, () => matchMedia(NARROW).matches, () => false);
  return narrow ? SEARCH_SNIPPET_WORDS_NARROW : SEARCH_SNIPPET_WORDS;
}
