// Front matter `upstream`: what a Chinese page says it translates — the English file, route, commit and section hashes
// it was translated from, written by `npm run upstream:accept` — or `own` for a page with no English original.
import * as z from 'zod';

/** Front matter `upstream`: the English text a page translates, or `own` for a page with no English original. */
export const upstreamPinSchema = z.union([
  z.literal('own'),
  z.strictObject({
    /** The English file's path in the upstream repository when it was translated. */
    source: z.string().min(1),
    /** Its route on the English site then. */
    route: z.string().startsWith('/'),
    /** The last commit that had changed the English file, and that commit's date. */
    commit: z.string().regex(/^[0-9a-f]{40}$/, 'a full 40-character commit hash'),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a YYYY-MM-DD date'),
    /** Each English section's hash, by its heading's slug (`_top`: the text before the first H2). */
    sections: z.record(z.string(), z.string()),
  }),
]);

/** A page's pin. */
export type UpstreamPin = z.infer<typeof upstreamPinSchema>;
/** A pin on an English file (not `own`). */
export type SourcePin = Exclude<UpstreamPin, 'own'>;
