/** What a CTC line recogniser read: the text and its mean per-character probability. */
export interface CtcReading {
  text: string;
  score: number;
}

/**
 * Greedy CTC decoding of a recogniser's output (`steps` × `classes` probabilities, row by row):
 * the likeliest class at each step, repeats collapsed, blanks (class 0) dropped; class k ≥ 1 is
 * `alphabet[k - 1]`, a class past the alphabet reads as a space. The score is the mean
 * probability of the characters kept (0 for none).
 */
export function ctcGreedyDecode(probabilities: ArrayLike<number>, steps: number, classes: number, alphabet: readonly string[]): CtcReading {
  let text = '';
  let sum = 0;
  let kept = 0;
  let previous = -1;
  for (let t = 0; t < steps; t++) {
    let best = 0;
    let bestP = -Infinity;
    const row = t * classes;
    for (let k = 0; k < classes; k++) {
      const p = probabilities[row + k] as number;
      if (p > bestP) {
        bestP = p;
        best = k;
      }
    }
    if (best !== 0 && best !== previous) {
      text += alphabet[best - 1] ?? ' ';
      sum += bestP;
      kept++;
    }
    previous = best;
  }
  return { text, score: kept > 0 ? sum / kept : 0 };
}

/** The alphabet of a PaddleOCR keys file: one character a line (a trailing empty line dropped). */
export function parseKeys(file: string): string[] {
  const lines = file.split(/\r?\n/);
  if (lines.at(-1) === '') lines.pop();
  return lines;
}
