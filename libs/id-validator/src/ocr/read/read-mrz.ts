import type { CorrectedMrz } from '../../mrz/correct-mrz.ts';
import { decodeGrey, type GreyImage } from '../image/grey-image.ts';
import type { MrzRegion } from '../locate/locate-mrz.ts';
import { applyGeometry, samePlace, searchZones, zonePlace, type ZoneLocation, type ZonePlace, type ZoneSearch } from '../locate/locate-zone.ts';
import type { LineRecogniser } from '../engine/line-recogniser.ts';
import type { OcrEngine } from '../engine/tesseract-pool.ts';
import { minAgreeingReadings } from './failing-agreement.ts';
import { readZone, type ZoneReading } from './read-zone.ts';

export { minMrzSharpness } from './read-zone.ts';

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
  /** `mrz` rests on one reading alone, the recogniser's or one OCR pass's (`ZoneReading.singleReading`). */
  singleReading: boolean;
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

/**
 * With no MRZ located, an image this soft (Laplacian variance of the whole image at ≤900 px)
 * is called blurred rather than "no MRZ": measured, σ=5 px blur gives ~2, the blur variant ~70,
 * photographs of scenes several hundred.
 */
const minImageSharpness = 15;

/**
 * OCR passes that may align no reading at all before a place is left for the next one (one that
 * reads as words is left after its first: `readsAsProse` in `read-zone.ts`): the zone
 * found as the document lies gets the plain, thresholded and two rescaled crops (a legible zone
 * aligns within them); a band found by morphology, which needs a further look only when its
 * print is an MRZ, the plain and thresholded ones (a page of text would cost four passes a band).
 */
const passesBeforeMovingOn = { asLying: 4, band: 2 } as const;

/**
 * Reads the MRZ of one image, in named steps: find the zone (as the document lies, else in the
 * bands morphology finds at any angle: `locate/`), cut it out levelled (`crop-plan.ts`), read it
 * (the learned recogniser and OCR passes, put to a vote), repair it by its check digits, settle
 * its letters, accept (`read-zone.ts`). A reading is accepted only when every check digit passes,
 * no other supported reading passes them too, and independent readings agree. Without a verified
 * reading it says why (`issues`), from measurements.
 */
export async function readMrzFromImage({
  image,
  engine,
  recogniser,
  today = new Date(),
  signal,
  onLocated,
}: {
  image: Buffer;
  engine: OcrEngine;
  /** The learned line recogniser (`engine/line-recogniser.ts`); without it only the OCR engine reads. */
  recogniser?: LineRecogniser | undefined;
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
  const size = { width: full.width, height: full.height };
  const empty = (issues: ImageIssue[], metrics: ImageMetrics): MrzImageReading => ({ mrz: null, unverified: null, failureConfirmed: false, confidence: 0, singleReading: false, issues, attempts: 0, metrics });
  const unlocated = (textLines: number, skewDegrees = 0): ImageMetrics => ({ ...size, skewDegrees, textLines, mrzLineHeight: null, mrzSharpness: null });
  if (Math.min(full.width, full.height) < minImageSide) return empty(['too-small'], unlocated(0));

  // The MRZ is looked for as the document lies (the common case, and the cheapest); failing
  // that, in the bands of lines shaped like an MRZ that morphology finds in any orientation. A
  // place that aligns no reading at all in a few tries (a block of print that looked like an MRZ)
  // is left for the next one; if none gives a reading, the zone found as the document lies is
  // reported unreadable, and bands found only by morphology count as no MRZ. The search runs in
  // the OCR engine's worker threads when it has them.
  const locate = (search: ZoneSearch) => (engine.locateZones ? engine.locateZones(full, search, { signal }) : searchZones(full, search));
  const [first] = (await locate('as-lying')) as [ZoneLocation];
  const readAt = async (located: ZoneLocation, quitAfter: number) => {
    const { levelled, region } = await cutLevelled(full, located);
    const metrics: ImageMetrics = { ...size, skewDegrees: located.angle, textLines: first.textLines, mrzLineHeight: Math.round(region.lineHeight), mrzSharpness: null };
    if (region.lineHeight < minMrzLineHeight) return { reading: empty(['too-small'], metrics), aligned: false, passesAligned: 0 };
    onLocated?.({ lineCount: region.lineCount });
    const zone = await readZone({ image, levelled, geometry: (grey) => applyGeometry(grey, located.geometry), region, engine, recogniser, today, signal, quitAfter });
    return { reading: asImageReading(zone, { ...metrics, mrzSharpness: zone.sharpness }), aligned: zone.aligned, passesAligned: zone.passesAligned };
  };
  let fallback: MrzImageReading | null = null;
  /** The place as the document lies, once its passes aligned readings of an MRZ that none verified (the best of them the fallback). */
  let readInVain: ZonePlace | null = null;
  if (first.found) {
    const { reading, aligned, passesAligned } = await readAt(first, passesBeforeMovingOn.asLying);
    // Too small or too blurred is measured before any OCR: another place would be no sharper. A
    // failure the readers agree on is the document's. But an unverified reading is no reason to
    // stop: the learned recogniser reads something wherever it is put (a zone found upside down
    // reads as noise), so the bands found in any orientation are tried before it is answered.
    if (reading.mrz || reading.failureConfirmed || reading.attempts === 0 || (aligned && !reading.unverified && !reading.issues.includes('mrz-unreadable'))) return reading;
    fallback = reading;
    if (reading.unverified && passesAligned >= minAgreeingReadings) readInVain = zonePlace(first, size);
  }
  signal?.throwIfAborted();
  for (const located of await locate('by-morphology')) {
    signal?.throwIfAborted();
    if (readAlready(readInVain, zonePlace(located, size))) continue;
    const { reading, aligned } = await readAt(located, passesBeforeMovingOn.band);
    if (reading.mrz || reading.failureConfirmed) return reading;
    if (reading.unverified && !fallback?.unverified) fallback = reading;
    else if (aligned) fallback ??= reading;
  }
  if (fallback) return fallback;
  if (first.sharpness < minImageSharpness) return empty(['too-blurred'], unlocated(first.textLines, first.angle));
  return empty([first.textLines >= 3 ? 'no-mrz' : 'not-a-document'], unlocated(first.textLines, first.angle));
}

/**
 * Whether a band found by morphology is the zone already read as the document lies, whose passes
 * aligned readings (`minAgreeingReadings` of them) none of which verified: the same lines at the
 * same angle, cut a little otherwise, read the same way, and only a verified or confirmed reading
 * of the band would change the answer. Bands elsewhere or turned otherwise (a zone found upside
 * down) are still read, and so is the same place when its passes aligned less: there a cut of its
 * own may align what the first did not.
 */
export function readAlready(readInVain: ZonePlace | null, band: ZonePlace | null): boolean {
  return readInVain !== null && band !== null && samePlace(readInVain, band);
}

/** The page levelled as the zone was found, and the zone's region in its pixels. */
async function cutLevelled(full: GreyImage, located: ZoneLocation): Promise<{ levelled: GreyImage; region: MrzRegion }> {
  const found = located.found as MrzRegion;
  const levelled = await applyGeometry(full, located.geometry);
  const k = levelled.width / located.workWidth;
  return { levelled, region: { ...found, left: found.left * k, top: found.top * k, width: found.width * k, height: found.height * k, lineHeight: found.lineHeight * k } };
}

/** A zone's reading as the image's: verified, or the best unverified with why. */
function asImageReading(zone: ZoneReading, metrics: ImageMetrics): MrzImageReading {
  if (zone.refused) return { mrz: null, unverified: null, failureConfirmed: false, confidence: 0, singleReading: false, issues: [zone.refused], attempts: 0, metrics };
  if (zone.accepted) return { mrz: zone.accepted.mrz, unverified: null, failureConfirmed: false, confidence: zone.accepted.confidence, singleReading: zone.singleReading, issues: [], attempts: zone.attempts, metrics };
  return {
    mrz: null,
    unverified: zone.best?.mrz ?? null,
    failureConfirmed: zone.failureConfirmed,
    confidence: zone.best?.confidence ?? 0,
    singleReading: false,
    issues: [zone.soft ? 'too-blurred' : 'mrz-unreadable'],
    attempts: zone.attempts,
    metrics,
  };
}
