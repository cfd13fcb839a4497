import type { CorrectedMrz } from '../mrz/correct-mrz.ts';
import { mrzLayouts } from '../mrz/mrz-layout.ts';
import { confusableLetters } from '../mrz/ocrb-confusions.ts';
import { nameTokenVariants } from '../person-name.ts';

/**
 * How far the printed side backs the MRZ's name, which no check digit covers:
 * - `confirmed`: every token the reader doubted (see `doubted`) is printed as the MRZ spells it;
 * - `corrected`: a token was printed one OCR-B confusion away, or as another reading saw it, and
 *   is taken as printed;
 * - `unconfirmed`: a token the evidence doubted is not printed either way, so the name rests on
 *   the MRZ reader alone and may be misread;
 * - `undoubted`: nothing doubted the MRZ's letters (the printed side may still confirm them).
 */
export type NameSupport = 'confirmed' | 'corrected' | 'unconfirmed' | 'undoubted';

/** A name token taken from the printed side instead of the MRZ as read. */
export interface NameChange {
  from: string;
  to: string;
}

export interface SettledName {
  surname: string;
  givenNames: string;
  support: NameSupport;
  changes: NameChange[];
  /** Tokens doubted and not settled, as the MRZ spells them. */
  unsettled: string[];
  /**
   * An unsettled token has a letter the glyph shapes put in place of what OCR read: the two
   * readers disagree outright and nothing says which is right, so the name is not known.
   */
  inDoubt: boolean;
}

/**
 * A line the page reader took from the MRZ itself (fillers read as `<`, `«` or runs of letters):
 * the same OCR-B glyphs, so no independent evidence about the name.
 */
const mrzLike = (line: string) => /[<«]/.test(line) || /\S{25,}/.test(line);

/** Tokens shorter than this are initials or particles: too short to tell one from a misread. */
const minTokenLength = 3;
/**
 * Tokens this long are also found inside a longer printed run of letters: the page reader reads
 * the MRZ too, and runs its `<` into letters (`PSERAULYSSE` for `P<FRAULYSSE`), and joins words.
 */
const minContainedLength = 5;

/**
 * Settles the MRZ's name against the words printed on the images. Only tokens the evidence
 * doubted are settled — another reading or the glyph shapes showed another letter in them
 * (`nameAlternatives`); a token every reading and the glyphs agree on is kept, since the page
 * reader garbles far more than the MRZ reader. A doubted token printed as the MRZ spells it (or,
 * five letters or more, inside a longer printed run) is confirmed. One that is not, but is
 * printed with one letter changed — to a letter the evidence showed there, or else to a letter
 * OCR-B's shapes confuse with it (`U`/`L`, `L`/`F`), printed as a word of its own — is taken as
 * printed: the printed side is another font read by another engine, whose errors are not OCR-B's,
 * so its agreeing with the alternative outweighs the one MRZ reading. A doubted token printed neither way stays as read
 * and is reported as unsettled. Lines the page reader took from the MRZ itself are no evidence.
 *
 * `singleReading`: the MRZ rests on one reading alone (the learned recogniser's with no OCR pass
 * aligning one, or a lone OCR pass: `ZoneReading.singleReading`), so that reader's certainty is
 * the only witness to the name's letters, and a reader can be sure of a wrong one (offering no
 * rival): every token is doubted, whatever the reader offered. It stands when
 * printed as read and is otherwise in doubt (`inDoubt`: a better photo is asked for) — a wrong
 * letter the recogniser was sure of would otherwise be answered as the holder's name. Such a
 * token is not changed to a printed word one confusion away, as a token a reader doubted is: the
 * page reader misreads a right letter as often as not, and only a reader's doubt points at one.
 */
export function settleName({
  mrz,
  printedTexts,
  singleReading = false,
}: {
  mrz: Pick<CorrectedMrz, 'format' | 'lines' | 'surname' | 'givenNames' | 'nameAlternatives'>;
  printedTexts: readonly string[];
  singleReading?: boolean;
}): SettledName {
  const words = new Set(printedTexts.filter((text) => !mrzLike(text)).flatMap((text) => nameTokenVariants(text).flat()));
  const runs = [...words].filter((word) => word.length > minContainedLength);
  const printed = { has: (token: string) => words.has(token) || (token.length >= minContainedLength && runs.some((run) => run.includes(token))) };
  const span = mrzLayouts[mrz.format].name;
  const field = (mrz.lines[span.line] ?? '').slice(span.start, span.end);
  const changes: NameChange[] = [];
  const unsettled: string[] = [];
  let doubted = false;
  let confirmedDoubt = false;
  let inDoubt = false;
  const settleToken = (token: string, offset: number): string => {
    const alternatives = mrz.nameAlternatives.filter((a) => a.line === span.line && a.position >= span.start + offset && a.position < span.start + offset + token.length);
    const questioned = alternatives.length > 0 || (singleReading && token.length >= minTokenLength);
    if (questioned) doubted = true;
    if (token.length < minTokenLength) return token;
    if (printed.has(token)) {
      if (questioned) confirmedDoubt = true;
      return token;
    }
    // A token every reading and the glyph shapes agree on is the MRZ's: the page reader garbles more.
    if (!questioned) return token;
    const replace = (index: number, char: string) => `${token.slice(0, index)}${char}${token.slice(index + 1)}`;
    const fromEvidence = [...new Set(alternatives.map((a) => replace(a.position - span.start - offset, a.char)))].filter((candidate) => printed.has(candidate));
    // Only where a reader doubted the token: one questioned for resting on a single reading is
    // confirmed as read or left in doubt, never changed to a printed word one confusion away
    // (the page reader turns a right `NINON` into `MINON` as readily as the MRZ reader errs).
    const fromShapes = alternatives.length === 0 ? [] : [...token].flatMap((char, index) => [...confusableLetters(char)].map((other) => replace(index, other))).filter((candidate) => words.has(candidate));
    const choice = fromEvidence.length === 1 ? fromEvidence[0] : fromEvidence.length === 0 && fromShapes.length === 1 ? fromShapes[0] : undefined;
    if (choice !== undefined) {
      changes.push({ from: token, to: choice });
      return choice;
    }
    unsettled.push(token);
    if (singleReading || alternatives.some((a) => a.kind === 'replaced')) inDoubt = true;
    return token;
  };
  // Tokens with their offset in the name field: `<` separates tokens, the first `<<` the surname.
  const [surnamePart = '', ...rest] = field.split('<<');
  const givenPart = rest.join('<<').replace(/<+$/, '');
  const settlePart = (part: string, from: number) => {
    let offset = from;
    return part
      .split('<')
      .map((token) => {
        const settled = token === '' ? token : settleToken(token, offset);
        offset += token.length + 1;
        return settled;
      })
      .filter((token) => token !== '')
      .join(' ');
  };
  let surname = settlePart(surnamePart, 0);
  let givenNames = settlePart(givenPart, surnamePart.length + 2);
  // A last token of one K or L may be an initial or a filler misread (`IRMA<K<<<`): no check digit
  // tells, so the printed side decides; with no printed side, the name is not known.
  const names = givenNames !== '' ? givenNames : surname;
  const lone = /^(.*\S) ([KL])$/.exec(names);
  if (lone) {
    const [, before = '', letter = ''] = lone;
    const shown = before.split(' ').filter((token) => token.length >= minTokenLength).every((token) => printed.has(token));
    if (!words.has(letter) && shown && before.split(' ').some((token) => token.length >= minTokenLength)) {
      changes.push({ from: names, to: before });
      if (givenNames !== '') givenNames = before;
      else surname = before;
    } else if (!words.has(letter)) {
      unsettled.push(names);
      inDoubt = true;
    }
  }
  // The MRZ's own parse trims fillers and truncation the same way; keep its text where nothing changed.
  const result = changes.length === 0 ? { surname: mrz.surname, givenNames: mrz.givenNames } : { surname, givenNames };
  const support: NameSupport = changes.length > 0 ? 'corrected' : unsettled.length > 0 ? 'unconfirmed' : doubted && confirmedDoubt ? 'confirmed' : 'undoubted';
  return { ...result, support, changes, unsettled, inDoubt };
}
