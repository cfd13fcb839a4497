/**
 * Optimal string alignment distance (Levenshtein plus adjacent transpositions, "smasung"), or
 * `Infinity` once it must exceed `bound`: a typo bound of 1–2 lets most pairs stop early.
 */
export function editDistance(a: string, b: string, bound: number): number {
  if (Math.abs(a.length - b.length) > bound) return Infinity;
  let previous2: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, previous2[j - 2]! + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > bound) return Infinity;
    previous2 = previous;
    previous = current;
  }
  const distance = previous[b.length]!;
  return distance > bound ? Infinity : distance;
}
