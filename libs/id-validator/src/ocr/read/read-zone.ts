import type { GlyphEvidence } from '../../mrz/correct-mrz.ts';
import { decodeGrey, encodePng, type GreyImage } from '../image/grey-image.ts';
import { laplacianVariance } from '../image/image-quality.ts';
import type { MrzRegion } from '../locate/locate-mrz.ts';
import type { LineRecogniser } from '../engine/line-recogniser.ts';
import type { OcrEngine } from '../engine/tesseract-pool.ts';
import { lonePassAccepted, lonePassCandidates, recogniserSettles, voteSettled } from './accept-reading.ts';
import type { AlignedMrz } from './align-mrz-lines.ts';
import { inkTries, lazy, lostByTesseractThreshold, mrzCrop, ocrBorder, ocrTries, zoneWithMargin } from './crop-plan.ts';
import { failureConfirmedByReaders, failureSettledUnconfirmed, type ReaderReading } from './failing-agreement.ts';
import { glyphEvidence, mergeEvidence, minLetterEvidenceLineHeight } from './glyph-evidence.ts';
import { learnedReading } from './learned-pass.ts';
import { repairByChecks } from './repair-by-checks.ts';
import { bestAligned, outranks, score, trusted, withOutvoted, type Scored } from './scored-reading.ts';
import { settleLetters } from './settle-letters.ts';
import { createSynthesisJudge } from './synthesis-judge.ts';
import { voteReadings } from './vote-readings.ts';
import { readsAsProse } from './zone-evidence.ts';
import type { CorrectedMrz } from '../../mrz/correct-mrz.ts';

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

/** What reading one located zone gave. */
export interface ZoneReading {
  /** A verified reading (every check passes, letters settled), or null. */
  accepted: Scored | null;
  /** Without one: the best reading found, its checks not all passing. */
  best: Scored | null;
  /**
   * `accepted` rests on one reading alone: the learned recogniser's, every OCR pass tried and none
   * aligning a reading to vote with it, or one OCR pass standing on its own checks where the vote
   * failed (`lonePassCandidates`). Check digits cover no letter of the name, and a reader sure of
   * a wrong letter offers no rival there, so its name is left to the printed side (`settleName`).
   */
  singleReading: boolean;
  /** Independent readers agree on the failing fields of `best` (see `failureConfirmedByReaders`). */
  failureConfirmed: boolean;
  /** The zone's measured sharpness (scale-free), or null when not measured. */
  sharpness: number | null;
  soft: boolean;
  /** Refused before reading, from measurements. */
  refused: 'too-blurred' | null;
  /** Any pass gave lines of an MRZ format. */
  aligned: boolean;
  /** OCR passes spent. */
  attempts: number;
  /** OCR passes that gave lines of an MRZ format. */
  passesAligned: number;
}

/**
 * Reads one located zone (its region in the levelled page): the learned recogniser first — its
 * reading alone accepted when its checks and its certainty settle it (`recogniserSettles`) — then
 * OCR passes over crops (`crop-plan.ts`), each reading corrected alone and all put to a vote
 * (`vote-readings.ts`); a verified vote is accepted once settled (`voteSettled`) with its letters
 * settled (`settle-letters.ts`). After the passes: the best vote repaired by its check digits
 * (`repair-by-checks.ts`), then a lone reading its checks confirm, then, on a small zone, the
 * synthesis alone. Stops after `quitAfter` OCR passes that aligned nothing, or after the first
 * that read words (`readsAsProse`) where no reader has aligned anything. A reading accepted on one
 * reading alone says so (`singleReading`): its name, which no check digit covers, is then taken
 * only as far as the printed side shows it.
 */
export async function readZone({
  image,
  levelled,
  geometry,
  region,
  engine,
  recogniser,
  today,
  signal,
  quitAfter,
}: {
  /** The image as given (for the ink-only decode). */
  image: Buffer;
  levelled: GreyImage;
  /** Levels an image of the page as `levelled` was levelled. */
  geometry: (grey: GreyImage) => Promise<GreyImage>;
  region: MrzRegion;
  engine: OcrEngine;
  recogniser?: LineRecogniser | undefined;
  today: Date;
  signal?: AbortSignal | undefined;
  quitAfter: number;
}): Promise<ZoneReading> {
  let attempts = 0;
  let aligned = false;
  let passesAligned = 0;
  const firstCrop = await mrzCrop(levelled, region, 32);
  // A zone enlarged more than twice is soft from the enlargement alone: its sharpness is
  // measured as captured, so a small but crisp scan is not refused as blurred.
  const measured = region.lineHeight < smallZoneLineHeight ? await mrzCrop(levelled, region, region.lineHeight) : firstCrop;
  const sharpness = Math.round(laplacianVariance(measured));
  const outcome = (rest: Partial<ZoneReading>): ZoneReading => ({ accepted: null, best: null, singleReading: false, failureConfirmed: false, sharpness, soft, refused: null, aligned, attempts, passesAligned, ...rest });
  const soft = sharpness < softMrzSharpness;
  if (sharpness < minMrzSharpness) return outcome({ refused: 'too-blurred' });

  const inkLevelled = lazy(async () => geometry(await decodeGrey(image, { maxSide: 2000, ink: true })));
  const synthesis = createSynthesisJudge({ engine, zone: lazy(async () => zoneWithMargin(levelled, region)), lineCount: region.lineCount, signal });
  const readings: Array<{ aligned: AlignedMrz; evidence: GlyphEvidence[] }> = [];
  /** Each reading's lines corrected on its own (null when they fit no format), by reader. */
  const alone: ReaderReading[] = [];
  const singles: Scored[] = [];
  /** What readers offered beside what they read: the recogniser's other candidates. */
  const offered: GlyphEvidence[] = [];
  let best: Scored | null = null;
  const settle = (scored: Scored) => settleLetters(scored, { lineHeight: region.lineHeight, synthesis, evidence: readings.map((r) => r.evidence) });

  /** Adds one reading to the vote; a verified, settled vote comes back accepted. */
  const take = async (reader: string, reading: AlignedMrz, evidence: GlyphEvidence[]): Promise<Scored | null> => {
    aligned = true;
    readings.push({ aligned: reading, evidence });
    const own = score(reading, evidence, today);
    alone.push({ reader, lines: own?.mrz.lines ?? null });
    if (own && trusted(own.mrz)) singles.push(own);
    const voted = voteReadings(readings.map((r) => r.aligned));
    // Characters other readings saw are evidence too: for repairs when a check fails, and to
    // expose readings the check digits cannot tell apart.
    const scored = voted && score(voted, withOutvoted([...mergeEvidence(voted.lines, readings.map((r) => r.evidence)), ...offered], voted.minority), today);
    if (scored && (!best || outranks(scored, best))) best = scored;
    if (scored && trusted(scored.mrz) && voteSettled(voted, { soft })) {
      await yieldToEventLoop();
      return settle(scored);
    }
    return null;
  };

  if (recogniser) {
    signal?.throwIfAborted();
    // A recogniser that fails (its model missing or broken) leaves the zone to the OCR passes.
    const learned = await learnedReading({ recogniser, levelled, region, today }).catch(() => null);
    if (learned) {
      offered.push(...learned.candidates);
      const accepted = await take('recogniser', learned.aligned, learned.candidates);
      if (accepted) return outcome({ accepted });
      // A reading its check digits and its own certainty settle needs no OCR pass to vote.
      const own = score(learned.aligned, learned.candidates, today);
      if (recogniserSettles(own, learned.candidates, { soft, lineHeight: region.lineHeight })) {
        const settled = await settle(own);
        if (settled) return outcome({ accepted: settled });
      }
    }
  }

  /** Which kind of plain crop aligned a reading: left to tesseract's binarisation, or thresholded here. */
  const plainKinds = { plainAligned: false, thresholdedAligned: false };
  for (const next of [...ocrTries({ soft, levelled, region, firstCrop }), ...inkTries({ inkLevelled, region })]) {
    const { crop, treatment, onlyWhenNothingAligned } = next;
    signal?.throwIfAborted();
    if (onlyWhenNothingAligned && passesAligned > 0) continue;
    if (lostByTesseractThreshold(next, plainKinds)) continue;
    attempts++;
    const cropped = await crop();
    const lines = await engine.recognize(await encodePng(cropped, { border: ocrBorder, treatment }), { signal });
    const reading = bestAligned(lines, region.lineCount, today);
    if (!reading) {
      // A place where nothing has aligned is left after `quitAfter` passes, or at once when a
      // pass read it as words: print, not an MRZ.
      if (passesAligned === 0 && (attempts >= quitAfter || (!aligned && readsAsProse(lines)))) break;
      continue;
    }
    passesAligned++;
    if (treatment === 'plain') plainKinds[next.thresholdedHere ? 'thresholdedAligned' : 'plainAligned'] = true;
    await yieldToEventLoop();
    const evidence = glyphEvidence(reading, cropped, { offset: ocrBorder, capturedLineHeight: region.lineHeight });
    await yieldToEventLoop();
    const accepted = await take('tesseract', reading, evidence);
    if (accepted) return outcome({ accepted });
    // Passes that all read the failing fields alike, the failure left in doubt, are not added to.
    const failing = best as Scored | null;
    if (failing && failureSettledUnconfirmed({ failing: failing.mrz, readings: alone, passesAligned, candidates: offered, today })) break;
  }

  const found = best as Scored | null;
  const repair = found && !found.mrz.valid ? await repairByChecks(found, { lineHeight: region.lineHeight, synthesis }) : { repaired: null, disputed: false };
  const bestAccepted = repair.repaired ? await settle(repair.repaired) : found && trusted(found.mrz) ? await settle(found) : null;
  if (bestAccepted) return outcome({ accepted: bestAccepted, singleReading: alone.every((r) => r.reader === 'recogniser') });
  for (const single of lonePassCandidates(singles, { best: found, lineHeight: region.lineHeight })) {
    const accepted = await settle(single);
    if (accepted) return outcome({ accepted: lonePassAccepted(accepted), singleReading: true });
  }
  // Nothing read could be verified: on a small zone, the glyphs alone may still read it (from
  // 11-pixel lines up the readers read what can be read; drawing a zone costs 0.3–0.6 s).
  if (region.lineHeight < minLetterEvidenceLineHeight) {
    const drawn = await synthesis.readZone();
    const scored = drawn && score(drawn, [], today);
    if (scored && trusted(scored.mrz)) {
      aligned = true;
      const accepted = await settle(scored);
      if (accepted) return outcome({ accepted });
    }
  }
  return outcome({
    best: found,
    // Readings agreeing on a failing check are no proof of the document's fault where the
    // synthesis saw those characters otherwise, or another reader or candidate did.
    failureConfirmed: found !== null && !found.mrz.valid && !repair.disputed && confirmed(found.mrz, alone, offered, today),
  });
}

const confirmed = (failing: CorrectedMrz, readings: ReaderReading[], candidates: GlyphEvidence[], today: Date) => failureConfirmedByReaders({ failing, readings, candidates, today });
