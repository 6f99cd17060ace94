// "Did you mean" for mistyped names: commands and options on the command line, keys in YAML files.

/** The candidate nearest to a mistyped name, when close enough to be what was meant (two edits, one for short names). */
export function closest(name: string, candidates: readonly string[]): string | undefined {
  const bare = name.replace(/^-+/, '');
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of candidates) {
    const distance = editDistance(bare, candidate);
    if (!best || distance < best.distance) best = { candidate, distance };
  }
  return best && best.distance <= (bare.length <= 4 ? 1 : 2) ? best.candidate : undefined;
}

/** Edits between two strings (insertions, deletions, substitutions and swaps of neighbours); for "did you mean". */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = rows[i]!;
      row[j] = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j]!, rows[i - 2]![j - 2]! + 1);
    }
  }
  return rows[a.length]![b.length]!;
}

/** What an error says of a reference to an id that does not exist, with the id probably meant. */
export function missingIdMessage(what: string, id: string, known: readonly string[]): string {
  const near = closest(id, known);
  return `${what} ${JSON.stringify(id)} 不存在${near ? `（是不是想写 ${JSON.stringify(near)}？）` : ''}`;
}
