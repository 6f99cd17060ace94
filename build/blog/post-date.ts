// A post's publication date: from the `date` front matter key, else from a `YYYY-MM-DD-` file name.

const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const FILE_NAME_DATE = /^(\d{4}-\d{2}-\d{2})-(.+)$/;

/** Parses `2024-08-07` (midnight UTC) or an ISO date-time; undefined when it is not a real calendar date. */
export function parsePostDate(text: string): Date | undefined {
  const match = DATE.exec(text.trim());
  if (!match) return undefined;
  const [, year, month, day, hours, minutes, seconds, zone] = match;
  const date = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hours ?? 0), Number(minutes ?? 0), Number(seconds ?? 0));
  const calendar = new Date(date);
  // Date.UTC rolls 2024-02-30 over into March; a real date survives the round trip.
  if (calendar.getUTCMonth() !== Number(month) - 1 || calendar.getUTCDate() !== Number(day)) return undefined;
  if (Number(hours ?? 0) > 23 || Number(minutes ?? 0) > 59 || Number(seconds ?? 0) > 59) return undefined;
  return zone ? new Date(text.trim().replace(' ', 'T')) : calendar;
}

/** Splits a post's file or folder name into its date prefix and the rest (`2024-08-07-version-1` → both). */
export function splitDatedName(name: string): { date?: string; name: string } {
  const match = FILE_NAME_DATE.exec(name);
  return match ? { date: match[1]!, name: match[2]! } : { name };
}
