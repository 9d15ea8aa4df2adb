/**
 * The known name a mistyped one most likely meant, for messages that say "did you mean …" (a field
 * of a target file, a field of an answer): names are dotted paths (`v2.apiKey`, `account.balance`).
 */

/** Edit distance (insertions, deletions, substitutions, swaps of neighbours), case-insensitive. */
export function distance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  const d = Array.from({ length: x.length + 1 }, (_v, i) => Array.from({ length: y.length + 1 }, (_w, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[x.length]![y.length]!;
}

/**
 * The nearest known name by spelling, the whole path or its last segment (`v1.institutionID` →
 * `v1.institutionId`), within a third of its length (at least 2); undefined when none is that near.
 */
export function closestName(name: string, known: readonly string[]): string | undefined {
  const leaf = name.split('.').at(-1)!;
  const scored = known.map((k) => ({ k, d: Math.min(distance(name, k), distance(leaf, k.split('.').at(-1)!) + (k.includes('.') === name.includes('.') ? 0 : 1)) }));
  const best = scored.sort((a, b) => a.d - b.d)[0];
  return best && best.d <= Math.max(2, Math.floor(name.length / 3)) ? best.k : undefined;
}
