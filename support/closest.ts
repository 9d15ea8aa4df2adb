/**
 * The nearest candidates to a mistyped text, by edit distance: for messages that say "did you
 * mean …" instead of listing everything that exists.
 */

/** Levenshtein distance: insertions, deletions and substitutions of one character, each costing 1. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** The `count` candidates nearest to `text` (case ignored), nearest first; ties keep the candidates' order. */
export function closest(text: string, candidates: Iterable<string>, count = 3, distance: (a: string, b: string) => number = (a, b) => editDistance(a.toLowerCase(), b.toLowerCase())): string[] {
  return [...candidates]
    .map((candidate, index) => ({ candidate, index, d: distance(text, candidate) }))
    .sort((x, y) => x.d - y.d || x.index - y.index)
    .slice(0, count)
    .map((c) => c.candidate);
}

/** "a", "b", "c": the three known texts nearest to a mistyped one, quoted for a message. */
export function nearest(text: string, known: Iterable<string>): string {
  return closest(text, known).map((k) => `"${k}"`).join(', ');
}
