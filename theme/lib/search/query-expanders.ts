// The expanders the search engines load on first search, as one chunk: expand-query.ts's code and the glossary's
// data, kept out of every page's first load, /search's included. The Traditional table is a chunk of
// its own (traditional-chinese.ts), which an engine loads only for a query that needs it.
import { queryExpander, type QueryExpander, type TraditionalExpansions } from './expand-query.ts';
import { GLOSSARY_EXPANSIONS } from './glossary-expansions.ts';

// The code that reads expansion's files (the alternatives' postings, the stored first pages) comes in this chunk too:
// no page's first load, /search's included, carries it.
export { carriedRecords, mergeExpansionTerms } from './expansion-file.ts';

/** The expander over the glossary's data. */
export const glossaryExpander: QueryExpander = queryExpander(GLOSSARY_EXPANSIONS);

/** Returns the expander over the glossary's data and the Traditional table. */
export const withTraditional = (traditional: TraditionalExpansions): QueryExpander => queryExpander({ ...GLOSSARY_EXPANSIONS, ...traditional });
