import { correctMrz, subsetsOf, type CorrectedMrz, type GlyphEvidence } from '../../mrz/correct-mrz.ts';
import { MrzFormatError } from '../../mrz/mrz-format-error.ts';
import { alignMrzLines, type AlignedMrz } from './align-mrz-lines.ts';
import { letterKinds, mrzLayouts, positionKinds } from '../../mrz/mrz-layout.ts';
import { positionAlphabets } from '../../mrz/national-positions.ts';
import { glyphEvidence, lettersInDoubt, mergeEvidence, minLetterEvidenceLineHeight } from './glyph-evidence.ts';
import { readBySynthesis, type CharacterVerdict } from './glyph-synthesis.ts';
import { readZoneBySynthesis } from './synthesis-reader.ts';
import { voteReadings, type VotedMrz } from './vote-readings.ts';
import { cropGrey, decodeGrey, encodePng, levelGrey, scaleGrey, type GreyImage, type Treatment } from '../image/grey-image.ts';
import { binariseGrey } from '../image/binarise.ts';
import { thresholdGrey } from '../image/morphology.ts';
import { laplacianVariance } from '../image/image-quality.ts';
import type { MrzRegion } from '../locate/locate-mrz.ts';
import { applyGeometry, searchZones, type ZoneLocation, type ZoneSearch } from '../locate/locate-zone.ts';
import { checkedSpans, readingsAgreeOnFailingChecks } from './failing-agreement.ts';
import type { OcrEngine, OcrLine } from '../engine/tesseract-pool.ts';

/** Why an image gave no verified MRZ. */
export type ImageIssue =
  /** Too few pixels to read anything (retake closer). */
  | 'too-small'
  /** Characters too soft to read (hold still, focus). */
  | 'too-blurred'
  /** No printed lines at all: not a document. */
  | 'not-a-document'
  /** Printed lines but no machine-readable zone (the front of a card, a driving licence). */
  | 'no-mrz'
  /**
   * An MRZ was found but no reading of it could be trusted: a check digit fails (misread, or a
   * tampered MRZ — `unverified` shows which), or the check digits cannot decide between readings.
   */
  | 'mrz-unreadable';

export interface ImageMetrics {
  width: number;
  height: number;
  skewDegrees: number;
  /** Printed lines found on the levelled image. */
  textLines: number;
  /** Height of the MRZ lines in pixels of the image as given, when an MRZ was located. */
  mrzLineHeight: number | null;
  /** Laplacian variance of the MRZ scaled to a 32-pixel line height (scale-free), when located. */
  mrzSharpness: number | null;
}

export interface MrzImageReading {
  /** The MRZ with every check digit and the composite verified, or null. */
  mrz: CorrectedMrz | null;
  /** When `mrz` is null: the best reading found, whose checks did not all pass. */
  unverified: CorrectedMrz | null;
  /**
   * Independent readings agree on every character the failing checks of `unverified` cover
   * (see `readingsAgreeOnFailingChecks`): the failure is the document's, not the reader's.
   */
  failureConfirmed: boolean;
  /** 0–1: mean OCR confidence of the MRZ characters, lowered for each correction and inferred filler. */
  confidence: number;
  issues: ImageIssue[];
  /** OCR passes spent. */
  attempts: number;
  metrics: ImageMetrics;
}

/**
 * Smallest side, in pixels, below which nothing is attempted: a card scanned at 150 pixels high
 * still has MRZ characters 6 pixels high, readable once enlarged.
 */
export const minImageSide = 120;
/** MRZ lines lower than this (pixels) carry too little detail per character, even enlarged. */
export const minMrzLineHeight = 5;

/** MRZ lines lower than this (pixels) are enlarged more than twice for OCR. */
const smallZoneLineHeight = 16;
/**
 * Below this sharpness (Laplacian variance at a 32-pixel line height) an MRZ is refused as too
 * blurred without trying: measured on synthetic 300 dpi cards, Gaussian blur σ=2.5 px gives 42
 * and still reads right, σ=2.8 gives 27 and misreads name letters that no check digit covers.
 */
export const minMrzSharpness = 35;

/**
 * Below this sharpness the crops are also unsharp-masked and every reading is put to a vote of
 * three: at σ≈2.5 px blur the plain crop read `M` as `H` at every scale while sharpened crops
 * read it right.
 */
const softMrzSharpness = 150;

/** Lets other requests run between the CPU-bound steps done on the main thread. */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** White margin added around crops for tesseract, which misses text touching the edge. */
const ocrBorder = 16;

/** Confidence taken off a reading that only one OCR pass produced. */
const singleReadingPenalty = 0.1;

/**
 * With no MRZ located, an image this soft (Laplacian variance of the whole image at ≤900 px)
 * is called blurred rather than "no MRZ": measured, σ=5 px blur gives ~2, the blur variant ~70,
 * photographs of scenes several hundred.
 */
const minImageSharpness = 15;

/**
 * Reads the MRZ of one image: levels it, locates the MRZ band, then OCRs crops of it (several
 * scales, then slight extra tilts; sharpened crops when soft), votes the readings position by
 * position, weighs each character's shape against the OCR-B glyphs, and accepts a reading only
 * when every check digit passes, no other supported reading passes them too, and independent
 * readings agree. Without a verified reading it says why (`issues`), from measurements.
 */
export async function readMrzFromImage({
  image,
  engine,
  today = new Date(),
  signal,
  onLocated,
}: {
  image: Buffer;
  engine: OcrEngine;
  today?: Date;
  signal?: AbortSignal | undefined;
  /**
   * Called as soon as an MRZ is located, before it is read: 3 lines is a card's back (TD1), 2 a
   * data page that also carries the visual zone (TD2, TD3), so a caller can start reading that
   * zone meanwhile.
   */
  onLocated?: ((located: { lineCount: 2 | 3 }) => void) | undefined;
}): Promise<MrzImageReading> {
  signal?.throwIfAborted();
  const full = await decodeGrey(image, { maxSide: 2000 });
  const metrics: ImageMetrics = { width: full.width, height: full.height, skewDegrees: 0, textLines: 0, mrzLineHeight: null, mrzSharpness: null };
  const empty = (issues: ImageIssue[]): MrzImageReading => ({ mrz: null, unverified: null, failureConfirmed: false, confidence: 0, issues, attempts: 0, metrics });
  if (Math.min(full.width, full.height) < minImageSide) return empty(['too-small']);

  // The MRZ is looked for as the document lies (the common case, and the cheapest); failing
  // that, in the bands of lines shaped like an MRZ that morphology finds in any orientation. A
  // place that aligns no reading at all in a few tries (a block of print that looked like an MRZ)
  // is left for the next one; if none gives a reading, the zone found as the document lies is
  // reported unreadable, and bands found only by morphology count as no MRZ. The search runs in
  // the OCR engine's worker threads when it has them.
  const locate = (search: ZoneSearch) => (engine.locateZones ? engine.locateZones(full, search, { signal }) : searchZones(full, search));
  const [first] = (await locate('as-lying')) as [ZoneLocation];
  metrics.textLines = first.textLines;
  let fallback: MrzImageReading | null = null;
  if (first.found) {
    const { reading, aligned } = await readLocated(first, first.found, { quitAfter: passesBeforeMovingOn.asLying });
    // Too small or too blurred is measured before any OCR: another place would be no sharper.
    if (reading.mrz || reading.unverified || reading.attempts === 0 || (aligned && !reading.issues.includes('mrz-unreadable'))) return reading;
    fallback = reading;
  }
  signal?.throwIfAborted();
  const bands = await locate('by-morphology');
  for (const located of bands) {
    signal?.throwIfAborted();
    const { reading, aligned } = await readLocated(located, located.found!, { quitAfter: passesBeforeMovingOn.band });
    if (reading.mrz || reading.unverified) return reading;
    if (aligned) fallback ??= reading;
  }
  if (fallback) return fallback;
  metrics.skewDegrees = first.angle;
  metrics.mrzLineHeight = null;
  metrics.mrzSharpness = null;
  if (first.sharpness < minImageSharpness) return empty(['too-blurred']);
  return empty([first.textLines >= 3 ? 'no-mrz' : 'not-a-document']);

  /**
   * Reads the MRZ found at `located`; `aligned` says whether any OCR pass gave lines of an MRZ
   * format. Stops after `quitAfter` passes that aligned nothing.
   */
  async function readLocated(located: ZoneLocation, found: MrzRegion, { quitAfter }: { quitAfter: number }): Promise<{ reading: MrzImageReading; aligned: boolean }> {
    const seen = { aligned: false };
    const reading = await readAt(located, found, { quitAfter, seen });
    return { reading, aligned: seen.aligned };
  }

  async function readAt(located: ZoneLocation, found: MrzRegion, { quitAfter, seen }: { quitAfter: number; seen: { aligned: boolean } }): Promise<MrzImageReading> {
    metrics.skewDegrees = located.angle;
    const geometry = (grey: GreyImage) => applyGeometry(grey, located.geometry);
    const levelled = await geometry(full);
    const k = levelled.width / located.workWidth;
    const region: MrzRegion = {
      ...found,
      left: found.left * k,
      top: found.top * k,
      width: found.width * k,
      height: found.height * k,
      lineHeight: found.lineHeight * k,
    };
    metrics.mrzLineHeight = Math.round(region.lineHeight);
    if (region.lineHeight < minMrzLineHeight) return empty(['too-small']);
    onLocated?.({ lineCount: region.lineCount });

    let attempts = 0;
    let best: Scored | null = null;
    const readings: Array<{ aligned: AlignedMrz; evidence: GlyphEvidence[] }> = [];
    const firstCrop = await mrzCrop(levelled, region, 32);
    // A zone enlarged more than twice is soft from the enlargement alone: its sharpness is
    // measured as captured, so a small but crisp scan is not refused as blurred.
    const measured = region.lineHeight < smallZoneLineHeight ? await mrzCrop(levelled, region, region.lineHeight) : firstCrop;
    metrics.mrzSharpness = Math.round(laplacianVariance(measured));
    if (metrics.mrzSharpness < minMrzSharpness) return empty(['too-blurred']);
    const soft = metrics.mrzSharpness < softMrzSharpness;
    const inkLevelled = lazy(async () => {
      const ink = await decodeGrey(image, { maxSide: 2000, ink: true });
      return geometry(ink);
    });
    const tries = [...ocrTries({ soft, levelled, region, firstCrop }), ...inkTries({ inkLevelled, region })];
    const synthesised = new Map<string, Promise<CharacterVerdict[] | null>>();
    // The zone with a margin, for the synthesis: a worker is sent this rather than the whole page.
    const zoneImage = lazy(async () => {
      const margin = 1.5 * region.lineHeight;
      const left = Math.max(0, Math.floor(region.left - margin));
      const top = Math.max(0, Math.floor(region.top - margin));
      const image = cropGrey(levelled, { left, top, width: region.width + 2 * margin, height: region.height + 2 * margin });
      return { image, region: { ...region, left: region.left - left, top: region.top - top } };
    });
    const individuallyValid: Scored[] = [];
    /** Each reading's lines corrected on its own (null when they fit no format). */
    const alone: Array<readonly string[] | null> = [];
    for (const { crop, treatment, onlyWhenNothingAligned } of tries) {
      signal?.throwIfAborted();
      if (onlyWhenNothingAligned && readings.length > 0) continue;
      attempts++;
      const image = await crop();
      const lines = await engine.recognize(await encodePng(image, { border: ocrBorder, treatment }), { signal });
      const aligned = bestAligned(lines, region.lineCount, today);
      if (!aligned) {
        if (readings.length === 0 && attempts >= quitAfter) break;
        continue;
      }
      seen.aligned = true;
      await yieldToEventLoop();
      const evidence = glyphEvidence(aligned, image, { offset: ocrBorder, capturedLineHeight: region.lineHeight });
      await yieldToEventLoop();
      readings.push({ aligned, evidence });
      const own = score(aligned, evidence, today);
      alone.push(own?.mrz.lines ?? null);
      if (own && trusted(own.mrz)) individuallyValid.push(own);
      const voted = voteReadings(readings.map((r) => r.aligned));
      // Characters other readings saw are evidence too: for repairs when a check fails, and to
      // expose readings the check digits cannot tell apart.
      const scored = voted && score(voted, withOutvoted(mergeEvidence(voted.lines, readings.map((r) => r.evidence)), voted.minority), today);
      if (scored && (!best || outranks(scored, best))) best = scored;
      // Accept a verified reading once a second independent reading agrees with it everywhere, or
      // once three readings have voted on the positions no check digit covers. Blur makes errors
      // systematic (the same misreading at every scale), so soft images always get three votes.
      const settled = voted !== null && (voted.readings >= 3 || (!soft && voted.readings === 2 && voted.disputedPositions === 0));
      if (scored && trusted(scored.mrz) && settled) {
        const accepted = await lettersSettled(scored);
        if (accepted) return verified(accepted);
      }
    }
    const repair = best && !best.mrz.valid ? await checksRepaired(best) : { repaired: null, disputed: false };
    const bestAccepted = repair.repaired ? await lettersSettled(repair.repaired) : best && trusted(best.mrz) ? await lettersSettled(best) : null;
    if (bestAccepted) return verified(bestAccepted);
    // The vote failed a check digit that one reading passes (e.g. `O` read as `0` at most scales):
    // that reading is what the check digits confirm. It stands alone, so its confidence drops.
    // On a small zone, only a reading a change or two away from the vote: at 7-pixel lines one
    // pass can read `BDOOOZOZBZ` where the others read `8000020282`, and corrections can make
    // such a reading pass its checks by chance.
    const nearVote = (s: Scored) => region.lineHeight >= minLetterEvidenceLineHeight || (best !== null && differingCharacters(s.mrz.lines, best.mrz.lines) <= maxSmallZoneSingleChanges);
    for (const single of individuallyValid.filter(nearVote).sort((a, b) => b.confidence - a.confidence)) {
      const accepted = await lettersSettled(single);
      if (accepted) return verified({ ...accepted, confidence: Math.max(0, Math.round((accepted.confidence - singleReadingPenalty) * 100) / 100) });
    }
    // Nothing tesseract read could be verified: on a small zone, the glyphs alone may still read it.
    const drawn = await drawnReading();
    if (drawn) return verified(drawn);
    return {
      mrz: null,
      unverified: best?.mrz ?? null,
      // Readings agreeing on a failing check are no proof of the document's fault where the
      // synthesis saw those characters otherwise.
      failureConfirmed: best !== null && !best.mrz.valid && !repair.disputed && readingsAgreeOnFailingChecks({ failing: best.mrz, readings: alone }),
      confidence: best?.confidence ?? 0,
      issues: [soft ? 'too-blurred' : 'mrz-unreadable'],
      attempts,
      metrics,
    };

    /**
     * The synthesis's verdicts on the letters of `mrz` and on the positions `alsoAt` names (off
     * the event loop when the engine has threads), computed once per reading and question.
     */
    async function judged(mrz: CorrectedMrz, alsoAt: (line: number, position: number) => boolean): Promise<CharacterVerdict[] | null> {
      const kinds = positionKinds(mrzLayouts[mrz.format]);
      const alphabets = mrz.lines.map((line, row) =>
        [...line].map((_, position) => {
          const kind = kinds[row]?.[position] ?? 'alnum';
          return letterKinds.has(kind) || alsoAt(row, position) ? positionAlphabets[kind] : null;
        }),
      );
      const key = JSON.stringify([mrz.lines, alphabets]);
      const known = synthesised.get(key);
      if (known) return known;
      const input = { ...(await zoneImage()), lines: mrz.lines, alphabets };
      const verdicts = refinement(() => (engine.judgeBySynthesis ? engine.judgeBySynthesis(input, { signal }) : Promise.resolve(readBySynthesis(input))));
      synthesised.set(key, verdicts);
      return verdicts;
    }

    /**
     * A zone below `minLetterEvidenceLineHeight` no reading of which could be verified, read by
     * synthesis alone (`readZoneBySynthesis`): taken when every check digit passes and its
     * letters are settled.
     */
    async function drawnReading(): Promise<Scored | null> {
      // From 11-pixel lines up tesseract reads what can be read; drawing a zone costs 0.3–0.6 s.
      if (region.lineHeight >= minLetterEvidenceLineHeight) return null;
      const input = { ...(await zoneImage()), lineCount: region.lineCount };
      const drawn = await refinement(() => (engine.readZoneBySynthesis ? engine.readZoneBySynthesis(input, { signal }) : Promise.resolve(readZoneBySynthesis(input))));
      const scored = drawn && score(drawn, [], today);
      if (!scored || !trusted(scored.mrz)) return null;
      seen.aligned = true;
      return lettersSettled(scored);
    }

    /**
     * On a small zone (see `lettersSettled`), where tesseract's digits are not sure either: the
     * characters the failing checks cover, and the letters, judged by synthesis
     * (`readBySynthesis`). Changes within a class (a digit seen as another digit, a letter as
     * another letter) are all made; of the changes across classes (`0`/`O`, `2`/`Z`, `8`/`B`, which at 7-pixel lines the synthesis also confuses),
     * the fewest (none, one, else two) with which every check digit passes, when only one such
     * choice does — enough cross-class changes pass a check by chance. A failing check is
     * evidence the reading is wrong there; every check passing after the change is evidence it is
     * now right. `disputed` says whether the synthesis saw any character of the failing fields
     * otherwise.
     */
    async function checksRepaired(scored: Scored): Promise<{ repaired: Scored | null; disputed: boolean }> {
      if (region.lineHeight >= maxSynthesisLineHeight) return { repaired: null, disputed: false };
      await yieldToEventLoop();
      const covered = new Set(
        scored.mrz.checks.filter((c) => !c.valid).flatMap((c) => checkedSpans(scored.mrz, c.field).flatMap(({ line, start, end }) => Array.from({ length: end - start }, (_, i) => `${line}:${start + i}`))),
      );
      const verdicts = await judged(scored.mrz, (line, position) => covered.has(`${line}:${position}`));
      const changes = verdicts?.filter((v) => v.seen !== null && v.seen !== v.read) ?? [];
      const disputed = changes.some((v) => covered.has(`${v.line}:${v.position}`));
      const isDigit = (char: string) => char >= '0' && char <= '9';
      const across = changes.filter((v) => isDigit(v.read) !== isDigit(v.seen as string));
      const within = changes.filter((v) => !across.includes(v));
      const withChanges = (subset: readonly CharacterVerdict[]) => {
        const made = [...within, ...subset];
        const lines = scored.mrz.lines.map((line, row) => [...line].map((char, position) => made.find((v) => v.line === row && v.position === position)?.seen ?? char).join(''));
        const changed = rescoredWith(scored, lines, scored.evidence.filter((e) => !made.some((v) => v.line === e.line && v.position === e.position)));
        return changed && { ...changed, mrz: { ...changed.mrz, corrections: [...changed.mrz.corrections, ...made.map((v) => ({ line: v.line, position: v.position, from: v.read, to: v.seen as string, rule: 'glyph-shape' as const }))] } };
      };
      for (const size of [0, 1, 2]) {
        if (size === 0 && within.length === 0) continue;
        const passing = subsetsOf(across, size).map(withChanges).filter((s): s is Scored => s !== null && trusted(s.mrz));
        if (passing.length === 1) return { repaired: passing[0] as Scored, disputed };
        if (passing.length > 1) break;
      }
      return { repaired: null, disputed };
    }

    /**
     * The reading with its letters settled, or null when one stays in doubt. On a small zone
     * (lines below `maxSynthesisLineHeight`) no check digit covers names and tesseract and the
     * glyph grid confuse `M`, `H` and `N` at every scale, so each letter is judged by drawing the
     * candidates at the capture's own resolution (`readBySynthesis`): a letter seen clearly
     * as another replaces the one read, and what it sees there replaces the other readings' and
     * glyphs' doubts; a letter it cannot settle leaves the reading in doubt, and a better image
     * is asked for. Where the lines cannot be fitted well enough to judge, below
     * `minLetterEvidenceLineHeight` a letter that most readings' glyphs see as another leaves the
     * reading in doubt, as neither reader can be trusted over the other. Larger zones, and those
     * the synthesis cannot fit from 11 pixels up, are taken as scored.
     */
    async function lettersSettled(scored: Scored): Promise<Scored | null> {
      if (region.lineHeight >= maxSynthesisLineHeight) return scored;
      await yieldToEventLoop();
      const verdicts = await judged(scored.mrz, () => false);
      if (!verdicts) return region.lineHeight < minLetterEvidenceLineHeight && lettersInDoubt(scored.mrz.lines, readings.map((r) => r.evidence)) ? null : scored;
      if (verdicts.some((v) => v.seen === null)) return null;
      const changes = verdicts.filter((v) => v.seen !== v.read);
      const settledAt = new Set(verdicts.map((v) => `${v.line}:${v.position}`));
      const undoubted = (s: Scored): Scored => ({ ...s, mrz: { ...s.mrz, nameAlternatives: s.mrz.nameAlternatives.filter((a) => !settledAt.has(`${a.line}:${a.position}`)) } });
      if (changes.length === 0) return undoubted(scored);
      // The changes go to the corrected lines, which the corrections then leave as they are (a
      // reading corrected afresh from its raw lines could take another way to passing checks).
      const evidence = [
        ...scored.evidence.filter((e) => !settledAt.has(`${e.line}:${e.position}`)),
        ...changes.map((v) => ({ line: v.line, position: v.position, char: v.seen as string, decisive: true })),
      ];
      const rescored = rescoredWith(scored, scored.mrz.lines, evidence);
      if (!rescored || !trusted(rescored.mrz)) return null;
      // A change the corrections refused (it would make a state code none) leaves the letter in doubt.
      if (changes.some((v) => rescored.mrz.lines[v.line]?.[v.position] !== v.seen)) return null;
      return undoubted(rescored);
    }

    /**
     * The synthesis refines a reading; when it fails (an error in its worker) the reading is
     * judged without it, as on a larger zone. A caller's abort still ends the request.
     */
    async function refinement<T>(work: () => Promise<T | null>): Promise<T | null> {
      try {
        return await work();
      } catch (error) {
        if (signal?.aborted) throw error;
        return null;
      }
    }

    function verified(scored: Scored): MrzImageReading {
      return { mrz: scored.mrz, unverified: null, failureConfirmed: false, confidence: scored.confidence, issues: [], attempts, metrics };
    }
  }
}

/**
 * OCR passes that may align no reading at all before a place is left for the next one: the zone
 * found as the document lies gets the plain, thresholded and two rescaled crops (a legible zone
 * aligns within them); a band found by morphology, which needs a further look only when its
 * print is an MRZ, the plain and thresholded ones (a page of text would cost four passes a band).
 */
const passesBeforeMovingOn = { asLying: 4, band: 2 } as const;

/**
 * The lines OCR gave, on their fixed positions: counted from their start, or from their end
 * when marks beside the zone made them longer than the format and more check digits pass so.
 */
function bestAligned(lines: OcrLine[], lineCount: 2 | 3, today: Date): AlignedMrz | null {
  const fromStart = alignMrzLines(lines, { lineCount }) ?? alignMrzLines(lines);
  const fromEnd = alignMrzLines(lines, { lineCount, anchor: 'end' }) ?? alignMrzLines(lines, { anchor: 'end' });
  if (!fromEnd || !fromStart) return fromStart ?? fromEnd;
  const passed = (aligned: AlignedMrz) => correctReading(aligned, [], today)?.checks.filter((c) => c.valid).length ?? -1;
  return passed(fromEnd) > passed(fromStart) ? fromEnd : fromStart;
}

/** Adds what outvoted readings saw, as offered (never decisive) evidence, where glyphs said nothing. */
function withOutvoted(evidence: GlyphEvidence[], minority: VotedMrz['minority']): GlyphEvidence[] {
  const known = new Set(evidence.map((e) => `${e.line}:${e.position}:${e.char}`));
  return [...evidence, ...minority.filter((m) => !known.has(`${m.line}:${m.position}:${m.char}`)).map((m) => ({ ...m, decisive: false }))];
}

/** Every check digit passes and no other reading the glyphs support passes them too. */
const trusted = (mrz: CorrectedMrz) => mrz.valid && !mrz.ambiguous;

/** Trusted first, then more check digits passing, then higher confidence. */
function outranks(a: Scored, b: Scored): boolean {
  const key = (s: Scored) => [trusted(s.mrz) ? 1 : 0, s.passed, s.confidence] as const;
  const [ka, kb] = [key(a), key(b)];
  for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return (ka[i] as number) > (kb[i] as number);
  return false;
}

interface Scored {
  mrz: CorrectedMrz;
  /** What was scored: the lines as read and the evidence weighed with them. */
  reading: Reading;
  evidence: readonly GlyphEvidence[];
  today: Date;
  confidence: number;
  /** Check digits that pass. */
  passed: number;
}

type Reading = Pick<AlignedMrz, 'lines' | 'confidences' | 'filledPositions'>;

function score(reading: Reading, evidence: readonly GlyphEvidence[], today: Date): Scored | null {
  const mrz = correctReading(reading, evidence, today);
  if (!mrz) return null;
  return { mrz, reading, evidence, today, confidence: confidenceOf(reading, mrz), passed: mrz.checks.filter((c) => c.valid).length };
}

interface OcrTry {
  crop: () => Promise<GreyImage>;
  treatment: Treatment;
  /** Skipped once any pass has aligned a reading. */
  onlyWhenNothingAligned?: boolean;
}

/**
 * Crops to OCR in order: line heights 32, 26, 40 px, then ±0.6° extra tilt; soft images sharpened
 * first. When the first pass aligns nothing, the next is thresholded at the crop's own Otsu level:
 * tesseract's binarisation of the whole padded image can lose a low-contrast zone (a sideways
 * booklet photo read as two letters until thresholded on the band alone). It is not a vote
 * otherwise: thresholded strokes turn `0` into `O` where the plain crops read right.
 */
function ocrTries({ soft, levelled, region, firstCrop }: { soft: boolean; levelled: GreyImage; region: MrzRegion; firstCrop: GreyImage }): OcrTry[] {
  const at = (lineHeight: number) => () => (lineHeight === 32 ? Promise.resolve(firstCrop) : mrzCrop(levelled, region, lineHeight));
  const binarised: OcrTry = { crop: async () => thresholdGrey(firstCrop), treatment: 'plain', onlyWhenNothingAligned: true };
  const tilted = (degrees: number) => async () => mrzCrop(await levelGrey(levelled, degrees), region, 32);
  if (!soft) {
    return [
      { crop: at(32), treatment: 'plain' },
      binarised,
      { crop: at(26), treatment: 'plain' },
      { crop: at(40), treatment: 'plain' },
      { crop: tilted(0.6), treatment: 'plain' },
      { crop: tilted(-0.6), treatment: 'plain' },
    ];
  }
  return [
    { crop: at(32), treatment: 'plain' },
    binarised,
    { crop: at(32), treatment: 'sharpen' },
    { crop: at(32), treatment: 'contrast-sharpen' },
    { crop: at(40), treatment: 'sharpen' },
    { crop: at(26), treatment: 'contrast-sharpen' },
  ];
}

/**
 * When the crops above gave no settled reading: crops of the ink-only image (coloured stamps and
 * backgrounds faded out), binarised adaptively or plain, at three line heights.
 */
function inkTries({ inkLevelled, region }: { inkLevelled: () => Promise<GreyImage>; region: MrzRegion }): OcrTry[] {
  const at = (lineHeight: number, binarised: boolean) => async () => {
    const crop = await mrzCrop(await inkLevelled(), region, lineHeight);
    return binarised ? binariseGrey(crop, { window: 2 * lineHeight }) : crop;
  };
  return [
    { crop: at(32, true), treatment: 'plain' },
    { crop: at(40, false), treatment: 'contrast-sharpen' },
    { crop: at(26, true), treatment: 'plain' },
  ];
}

/**
 * A scored reading whose corrected lines were changed (`lines`), scored again with `evidence`:
 * its earlier corrections are kept, and each change costs confidence as a correction does.
 */
function rescoredWith(scored: Scored, lines: readonly string[], evidence: readonly GlyphEvidence[]): Scored | null {
  const changed = score({ ...scored.reading, lines: [...lines] }, evidence, scored.today);
  if (!changed) return null;
  const changes = differingCharacters(lines, scored.mrz.lines) + changed.mrz.corrections.length;
  return {
    ...changed,
    mrz: { ...changed.mrz, corrections: [...scored.mrz.corrections, ...changed.mrz.corrections] },
    confidence: Math.max(0, Math.round((scored.confidence - correctionPenalty * changes) * 100) / 100),
  };
}

/**
 * MRZ lines captured lower than this (pixels) are also read by synthesis: on real scans shrunk to
 * 12-pixel lines tesseract and the glyph grid still read `M` as `H` in names nothing else checks
 * (three of 18 documents), and synthesis fitted lines of 11–15 pixels with every letter right.
 */
const maxSynthesisLineHeight = 16;

/** Changes a lone reading of a small zone may differ from the vote by, for its checks to confirm it. */
const maxSmallZoneSingleChanges = 2;

/** Positions at which two readings of the same shape differ. */
function differingCharacters(a: readonly string[], b: readonly string[]): number {
  return a.reduce((sum, line, row) => sum + [...line].filter((char, i) => char !== b[row]?.[i]).length, 0);
}

/** A value computed once, on first use. */
function lazy<T>(make: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | null = null;
  return () => (value ??= make());
}

/** The MRZ band with a margin, scaled so its lines are `lineHeight` pixels high. */
async function mrzCrop(source: GreyImage, region: MrzRegion, lineHeight: number): Promise<GreyImage> {
  const margin = region.lineHeight;
  const crop = cropGrey(source, {
    left: region.left - margin,
    top: region.top - 0.8 * margin,
    width: region.width + 2 * margin,
    height: region.height + 1.6 * margin,
  });
  return scaleGrey(crop, lineHeight / region.lineHeight);
}

function correctReading(reading: Reading, glyphEvidence: readonly GlyphEvidence[], today: Date): CorrectedMrz | null {
  try {
    return correctMrz(reading.lines, { today, glyphEvidence });
  } catch (error) {
    if (error instanceof MrzFormatError) return null;
    throw error;
  }
}

/** Confidence taken off a reading for each character corrected. */
const correctionPenalty = 0.03;

/** Mean character confidence, minus 3 points per correction and 2 per inferred filler. */
function confidenceOf(aligned: Reading, reading: CorrectedMrz): number {
  const all = aligned.confidences.flat();
  const mean = all.reduce((sum, c) => sum + c, 0) / Math.max(1, all.length);
  const penalised = mean - correctionPenalty * reading.corrections.length - 0.02 * aligned.filledPositions;
  return Math.round(Math.max(0, Math.min(1, penalised)) * 100) / 100;
}
