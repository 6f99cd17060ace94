// The search box's text cut to its longest allowed length.
import { SEARCH_INPUT_MAX_LENGTH } from '../../theme/lib/constants.ts';

/**
 * `text` cut to SEARCH_INPUT_MAX_LENGTH UTF-16 units, never between the two halves of a character beyond the Basic
 * Multilingual Plane (an emoji): a lone surrogate makes encodeURIComponent throw, which took the search dialog down.
 */
export function capQuery(text: string): string {
  return text.slice(0, SEARCH_INPUT_MAX_LENGTH).replace(/[\uD800-\uDBFF]$/, '');
}
