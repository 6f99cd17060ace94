// Which section (lvl0: 文档, API, 博客) each record is in, and the hits a list capped per section shows. The search
// modal shows at most SEARCH_HITS_PER_GROUP hits of each section, so the engine fetches the records of those alone
// (client/search/local-engine.ts) and a stored answer carries no others (build/search/expansion-answers.ts).

/** Returns the hits of `hits` (best first) that are among the first `perSection` of their section, in order. */
export function shownHits<T>(hits: readonly T[], sectionOf: (hit: T) => unknown, perSection: number): T[] {
  const counts = new Map<unknown, number>();
  return hits.filter((hit) => {
    const section = sectionOf(hit);
    const count = counts.get(section) ?? 0;
    counts.set(section, count + 1);
    return count < perSection;
  });
}

/**
 * Packs each record's section (by record id) as the manifest's `sectionRuns`: a section's number (in order of first
 * appearance), then how many records in a row are in it, and so on. Records come page by page: a site is a few numbers.
 */
export function packSectionRuns(sections: readonly string[]): number[] {
  const numbers = new Map<string, number>();
  const runs: number[] = [];
  for (const section of sections) {
    let number = numbers.get(section);
    if (number === undefined) numbers.set(section, (number = numbers.size));
    if (runs.at(-2) === number) runs[runs.length - 1]!++;
    else runs.push(number, 1);
  }
  return runs;
}

/** Returns each record's section number from `sectionRuns`, by record id. */
export function unpackSectionRuns(runs: readonly number[]): Uint16Array {
  let recordCount = 0;
  for (let at = 1; at < runs.length; at += 2) recordCount += runs[at]!;
  const sections = new Uint16Array(recordCount);
  for (let at = 0, id = 0; at < runs.length; id += runs[at + 1]!, at += 2) sections.fill(runs[at]!, id, id + runs[at + 1]!);
  return sections;
}
