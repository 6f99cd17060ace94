// The estimated reading time shown under a doc's title.
import { strings } from '../lib/strings.ts';

/** Renders 阅读需 N 分钟, or nothing when the build did not estimate it. */
export function ReadingTime({ minutes }: { minutes: number | undefined }) {
  if (minutes === undefined) return null;
  return <p className="reading-time">{strings.readingTime(minutes)}</p>;
}
