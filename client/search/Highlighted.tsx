// Text with the query's matches in <mark>, built from text parts: never HTML.
import type { TextPart } from './snippet.ts';

/** Renders `parts`, matches wrapped in <mark>. */
export function Highlighted({ parts }: { parts: TextPart[] }) {
  return <>{parts.map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : part.text))}</>;
}
