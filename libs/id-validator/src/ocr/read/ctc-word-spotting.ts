/**
 * Word spotting on a CTC recogniser's output: how well a given word explains some stretch of a
 * box's frames, beside the best reading of those frames with no word imposed.
 *
 * Greedy decoding keeps one class per frame and throws away what else the recogniser saw: a large
 * outlined word whose letters it gives 30 % each, behind a likelier wrong letter, reads as noise.
 * Spotting asks the recogniser a narrower question — is this word here? — by the CTC forward
 * algorithm over the frames, summed over every alignment of the word, its letters allowed in any
 * form that is the same letter on a page (either case, with or without diacritics, a look-alike
 * digit, or another script's twin: `SpotWord`).
 *
 * The score is general, not fitted to a word or a page: the log-likelihood ratio, per letter of the
 * word, of the word's best stretch against the best unconstrained path over the same frames (each
 * frame's likeliest class). It is 0 where greedy decoding reads the word itself, about the
 * logarithm of a letter's share where the recogniser hesitates between the word's letter and
 * another, and far below where the word's letters get no probability. Per letter, so long and
 * short words are on one scale; against the frames' own best path, so a faint or blurred box whose
 * every class is unsure is not penalised for being unsure.
 */

/** A word to spot: its name, and for each letter the classes (recogniser outputs, 1-based past the blank) that read as it. */
export interface SpotWord {
  word: string;
  letters: readonly (readonly number[])[];
}

/** Where and how well a word explains a box's frames. */
export interface WordSpot {
  word: string;
  /** Log-likelihood ratio per letter (natural log) of the word against the frames' best path; 0 when greedy reads it. */
  score: number;
  /** Frames the word's alignment takes, first and last. */
  start: number;
  end: number;
  /**
   * Whether the word stands alone in the box's reading: the nearest character greedy decoding
   * reads on each side of it (past a repeat of its own edge letter) is no letter, or the box ends.
   * A specimen word inside a longer word (PROV in PROVINCE, VOID in AVOID) is not bounded.
   */
  bounded: boolean;
}

const lse2 = (a: number, b: number) => (a === -Infinity ? b : b === -Infinity ? a : Math.max(a, b) + Math.log1p(Math.exp(-Math.abs(a - b))));

/**
 * The best stretch of frames for `word` (`steps` × `classes` probabilities, row by row, class 0
 * the blank): the CTC forward sum of its alignments within the stretch, frames before and after
 * it left to the unconstrained best path, scored per letter against that path (`WordSpot`).
 * The stretch starts at a frame of the word's first letter and ends at one of its last; the
 * start is chosen by the likelier alignment (a maximum, not a sum over starts: every start
 * explains the same frames). `isLetter(k)` says whether class k reads as a letter (for `bounded`).
 * Null for a word with no letters or no frames.
 */
export function spotWord(probabilities: ArrayLike<number>, steps: number, classes: number, word: SpotWord, isLetter: (k: number) => boolean): WordSpot | null {
  return spotWords(probabilities, steps, classes, [word], isLetter)[0] ?? null;
}

/** `spotWord` for each of `words` (those spotted, in their order), the frames' best path found once. */
export function spotWords(probabilities: ArrayLike<number>, steps: number, classes: number, words: readonly SpotWord[], isLetter: (k: number) => boolean): WordSpot[] {
  if (steps === 0) return [];
  // Each frame's best class and its log probability: the unconstrained path, and the yardstick.
  const best = new Int32Array(steps);
  const top = new Float64Array(steps);
  for (let t = 0; t < steps; t++) {
    const row = t * classes;
    let k = 0;
    for (let c = 1; c < classes; c++) if ((probabilities[row + c] as number) > (probabilities[row + k] as number)) k = c;
    best[t] = k;
    top[t] = Math.log(Math.max(1e-30, probabilities[row + k] as number));
  }
  return words.flatMap((word) => spotOne(probabilities, steps, classes, word, isLetter, best, top) ?? []);
}

function spotOne(probabilities: ArrayLike<number>, steps: number, classes: number, word: SpotWord, isLetter: (k: number) => boolean, best: Int32Array, top: Float64Array): WordSpot | null {
  const L = word.letters.length;
  if (L === 0) return null;
  const logBlank = new Float64Array(steps);
  const logLetter = new Float64Array(steps * L);
  for (let t = 0; t < steps; t++) {
    const row = t * classes;
    logBlank[t] = Math.log(Math.max(1e-30, probabilities[row] as number)) - (top[t] as number);
    for (let i = 0; i < L; i++) {
      let p = 0;
      for (const c of word.letters[i] as readonly number[]) p += probabilities[row + c] as number;
      logLetter[t * L + i] = Math.log(Math.max(1e-30, p)) - (top[t] as number);
    }
  }
  // States 0..2L-2: letter i at 2i, the blank between letters i and i+1 at 2i+1 (no blank before
  // the first or after the last: those frames are the unconstrained path's, as good or better).
  const S = 2 * L - 1;
  let alpha = new Float64Array(S).fill(-Infinity);
  let from = new Int32Array(S).fill(-1);
  let next = new Float64Array(S);
  let nextFrom = new Int32Array(S);
  const same = (i: number) => {
    const a = word.letters[i] as readonly number[];
    const b = word.letters[i - 1] as readonly number[];
    return a.some((c) => b.includes(c));
  };
  let result: WordSpot | null = null;
  for (let t = 0; t < steps; t++) {
    for (let s = 0; s < S; s++) {
      const letter = s % 2 === 0;
      const emit = letter ? (logLetter[t * L + s / 2] as number) : (logBlank[t] as number);
      let value = alpha[s] as number;
      let start = from[s] as number;
      const add = (v: number, st: number) => {
        if (v > value) start = st;
        value = lse2(value, v);
      };
      if (s === 0) {
        // The word starts here, the frames before it the best path's (log ratio 0), or goes on.
        if (0 > value) {
          value = 0;
          start = t;
        }
      } else {
        add(alpha[s - 1] as number, from[s - 1] as number);
        // A letter may follow the previous letter directly, unless both may be read as one class (a blank must part them).
        if (letter && s >= 2 && !same(s / 2)) add(alpha[s - 2] as number, from[s - 2] as number);
      }
      next[s] = value + emit;
      nextFrom[s] = start;
    }
    [alpha, next] = [next, alpha];
    [from, nextFrom] = [nextFrom, from];
    const end = alpha[S - 1] as number;
    if (end > -Infinity && (!result || end / L > result.score)) result = { word: word.word, score: end / L, start: from[S - 1] as number, end: t, bounded: false };
  }
  if (!result) return null;
  result.bounded = edgeFree(best, result.start, -1, word.letters[0] as readonly number[], isLetter) && edgeFree(best, result.end, 1, word.letters[L - 1] as readonly number[], isLetter);
  return result;
}

/**
 * Whether greedy decoding reads no letter beside frame `edge` in direction `step`: frames of the
 * blank, or of the word's own edge letter (its run, as greedy would collapse it), are passed over;
 * the first other class decides.
 */
function edgeFree(best: Int32Array, edge: number, step: number, edgeLetter: readonly number[], isLetter: (k: number) => boolean): boolean {
  let t = edge + step;
  while (t >= 0 && t < best.length && (best[t] === 0 || edgeLetter.includes(best[t] as number))) t += step;
  if (t < 0 || t >= best.length) return true;
  return !isLetter(best[t] as number);
}

/** A text as marks are compared: upper case, diacritics dropped, Ø as O. */
export function foldLetters(text: string): string {
  return text.toUpperCase().replace(/Ø/g, 'O').normalize('NFD').replace(/\p{M}+/gu, '');
}

/** Digits a letter is misread as on a large printed word (`SPEC1MEN`, `V0ID`, `5AMPLE`, `8`). */
const lookalikeDigits: Readonly<Record<string, string>> = { O: '0', I: '1', S: '5', B: '8' };

/**
 * The classes of `alphabet` (class k ≥ 1 is `alphabet[k − 1]`) that read as each letter of a
 * word, given as its spellings of one length (the word, and how a reader of another script spells
 * it: ΔΕΙΓΜΑ as AEIFMA): every key that folds to the letter of any spelling at that place (either
 * case, any diacritics), and the digit the letter looks like. Null when a spelling's length
 * differs from the first's or a letter has no class.
 */
export function spotWordOf(word: string, spellings: readonly string[], alphabet: readonly string[]): SpotWord | null {
  const byFolded = new Map<string, number[]>();
  alphabet.forEach((key, i) => {
    const f = foldLetters(key);
    if ([...f].length !== 1) return;
    const list = byFolded.get(f);
    if (list) list.push(i + 1);
    else byFolded.set(f, [i + 1]);
  });
  const forms = spellings.map((s) => [...foldLetters(s)]);
  const length = forms[0]?.length ?? 0;
  if (length === 0 || forms.some((f) => f.length !== length)) return null;
  const letters: number[][] = [];
  for (let i = 0; i < length; i++) {
    const classes = new Set<number>();
    for (const form of forms) {
      const letter = form[i] as string;
      for (const c of byFolded.get(letter) ?? []) classes.add(c);
      const digit = lookalikeDigits[letter];
      for (const c of digit ? (byFolded.get(digit) ?? []) : []) classes.add(c);
    }
    if (classes.size === 0) return null;
    letters.push([...classes]);
  }
  return { word, letters };
}
