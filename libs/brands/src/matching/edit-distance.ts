/**
 * Optimal string alignment distance (Levenshtein plus adjacent transpositions, "smasung"), or
 * `Infinity` once it must exceed `bound`: a typo bound of 1–2 lets most pairs stop early. `substitution` prices
 * changing `a[i]` for `b[j]` (1 unless told otherwise: a change that is no slip may cost more than any bound).
 */
export function editDistance(a: string, b: string, bound: number, substitution: (a: string, i: number, b: string, j: number) => number = () => 1): number {
  if (Math.abs(a.length - b.length) > bound) return Infinity;
  let previous2: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : substitution(a, i - 1, b, j - 1);
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

/**
 * The distance between two keys of one length read as letters changed in place (adjacent pairs swapped count one), or
 * `Infinity` past `bound`: a letter dropped here and another added there is no slip of a key the same length.
 */
export function substitutionDistance(a: string, b: string, bound: number, substitution: (a: string, i: number, b: string, j: number) => number = () => 1): number {
  if (a.length !== b.length) return Infinity;
  let distance = 0;
  for (let i = 0; i < a.length && distance <= bound; i++) {
    if (a[i] === b[i]) continue;
    if (a[i] === b[i + 1] && a[i + 1] === b[i]) {
      distance += 1;
      i += 1;
    } else distance += substitution(a, i, b, i);
  }
  return distance > bound ? Infinity : distance;
}

/**
 * Whether a written key spells a short name's pair of vowels another way and is otherwise the name ("ikiea", "ikya" for
 * "ikea"): a diphthong written as heard. Only names of four letters with such a pair, and two or three vowels written for it,
 * the first or the last of them the pair's own.
 */
export function respellsVowelPair(written: string, name: string): boolean {
  if (name.length !== 4 || written.length < 4 || written.length > 5 || written[0] !== name[0]) return false;
  const pair = /[aeiou]{2,}/.exec(name);
  if (!pair) return false;
  const prefix = name.slice(0, pair.index);
  const suffix = name.slice(pair.index + pair[0].length);
  if (!written.startsWith(prefix) || !written.endsWith(suffix)) return false;
  const spelt = written.slice(prefix.length, written.length - suffix.length);
  // One of the pair's vowels stays in its place ("ia" for "ea"; "yi" for "ie" is another name, "Kyiv").
  return spelt !== pair[0] && /^[aeiouy]{2,3}$/.test(spelt) && (spelt[0] === pair[0][0] || spelt.at(-1) === pair[0].at(-1));
}
