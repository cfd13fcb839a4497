import type { GlyphEvidence } from '../../mrz/correct-mrz.ts';
import type { AlignedMrz } from './align-mrz-lines.ts';
import type { GreyImage } from '../image/grey-image.ts';
import { glyphSimilarity } from './ocrb-glyphs.ts';

/** OCR look-alikes among letters and digits, both ways. */
const lookAlikes: Readonly<Record<string, string>> = {
  '0': 'ODQ', O: '0DQ', D: '0O', Q: '0O', '1': 'I', I: '1', '8': 'BS', B: '8', S: '58', '5': 'S', '2': 'Z', Z: '2', '6': 'G', G: '6',
};

/** Pairs whose values differ by a multiple of 10, so no ICAO check digit can tell them apart. */
const checkBlind = new Set(['S8', '8S', 'G6', '6G']);

/**
 * How much better (in correlation) another glyph must fit: to offer a look-alike for the check
 * digits to decide; to apply a check-blind look-alike outright; to replace a letter by another
 * letter or a digit by another digit outright. Measured on the corpus (4,195 characters): where
 * glyphs and tesseract disagreed and the glyphs were wrong (always `0` taken for `O`), the margin
 * never exceeded 0.09; on `S`/`8` and `G`/`6` the glyphs were never wrong, tesseract was, and the
 * glyphs' margins were 0.11 and more.
 */
const offerMargin = 0.02;
const blindDecisiveMargin = 0.05;
const letterDecisiveMargin = 0.15;
const anyOfferMargin = 0.05;
const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * MRZ lines captured lower than this (pixels, before enlargement) have strokes about a pixel
 * wide, too few to tell letters apart: enlarged 9–10-pixel lines matched `L` to `C` and `M` to
 * `H` in most readings of two low-resolution scans, where tesseract read them right; at 12–15
 * pixels the glyphs still put right the `M`/`H` and `W`/`N` tesseract confuses. Below it a
 * letter's glyph is only offered.
 */
export const minLetterEvidenceLineHeight = 11;
const digits = '0123456789';

/**
 * Compares each character's shape with every OCR-B glyph. A look-alike that fits better becomes
 * evidence for `correctMrz` (decisive for check-blind pairs with a clear margin); a letter that
 * fits much better than the letter read (tesseract read `W` as `N`) becomes decisive evidence;
 * any other character that fits clearly better is offered for the check digits to decide (`3`
 * read where the glyph is `S`). `image` is the one given to OCR, `offset` the border added
 * around it, `capturedLineHeight` the MRZ's line height in the image as captured.
 */
export function glyphEvidence(
  aligned: AlignedMrz,
  image: GreyImage,
  { offset = 0, capturedLineHeight = Infinity }: { offset?: number; capturedLineHeight?: number } = {},
): GlyphEvidence[] {
  const lettersDecide = capturedLineHeight >= minLetterEvidenceLineHeight;
  const evidence: GlyphEvidence[] = [];
  aligned.lines.forEach((line, row) => {
    [...line].forEach((char, position) => {
      const box = aligned.boxes[row]?.[position];
      if (char === '<' || !box) return;
      const alternatives = lookAlikes[char] ?? '';
      const scores = glyphSimilarity(image, { x0: box.x0 - offset, y0: box.y0 - offset, x1: box.x1 - offset, y1: box.y1 - offset }, [
        ...letters,
        ...digits,
      ]);
      const own = scores.get(char);
      if (own === undefined) return;
      for (const alternative of alternatives) {
        const margin = (scores.get(alternative) ?? -1) - own;
        if (margin < offerMargin) continue;
        evidence.push({ line: row, position, char: alternative, decisive: checkBlind.has(char + alternative) && margin >= blindDecisiveMargin });
      }
      const [best, bestScore] = [...scores.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['', -1];
      if (best === char || alternatives.includes(best)) return;
      const margin = bestScore - own;
      if (lettersDecide && letters.includes(char) && letters.includes(best) && margin >= letterDecisiveMargin) {
        evidence.push({ line: row, position, char: best, decisive: true });
      } else if (margin >= anyOfferMargin) {
        evidence.push({ line: row, position, char: best, decisive: false });
      }
    });
  });
  return evidence;
}

/**
 * Evidence of several readings against the voted lines: kept where it still differs; decisive
 * only when most readings offer it decisively and none offers it as a mere possibility. One
 * reading's box can sit astride two characters (measured: all nine readings of a scan read
 * `OLIVIA`, one reading's glyphs said `C` for the `L`, and the name came out `OCIVIA`), while a
 * glyph that truly differs from what tesseract read does so in most readings.
 */
export function mergeEvidence(lines: readonly string[], perReading: ReadonlyArray<readonly GlyphEvidence[]>): GlyphEvidence[] {
  const merged = new Map<string, { evidence: GlyphEvidence; decisiveOffers: number; undecided: boolean }>();
  for (const evidence of perReading) {
    for (const e of evidence) {
      if ((lines[e.line] as string)[e.position] === e.char) continue;
      const key = `${e.line}:${e.position}:${e.char}`;
      const known = merged.get(key) ?? { evidence: e, decisiveOffers: 0, undecided: false };
      merged.set(key, { evidence: known.evidence, decisiveOffers: known.decisiveOffers + (e.decisive ? 1 : 0), undecided: known.undecided || !e.decisive });
    }
  }
  return [...merged.values()].map(({ evidence, decisiveOffers, undecided }) => ({
    ...evidence,
    decisive: !undecided && 2 * decisiveOffers > perReading.length,
  }));
}

/** Some letter of `lines` for which most readings' glyph evidence offers another letter. */
export function lettersInDoubt(lines: readonly string[], perReading: ReadonlyArray<readonly GlyphEvidence[]>): boolean {
  const isLetter = (char: string | undefined) => char !== undefined && char >= 'A' && char <= 'Z';
  const offers = new Map<string, number>();
  for (const evidence of perReading) {
    const places = new Set(evidence.filter((e) => isLetter(e.char) && isLetter(lines[e.line]?.[e.position]) && lines[e.line]?.[e.position] !== e.char).map((e) => `${e.line}:${e.position}`));
    for (const place of places) offers.set(place, (offers.get(place) ?? 0) + 1);
  }
  return [...offers.values()].some((count) => 2 * count > perReading.length);
}
