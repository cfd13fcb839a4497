import { cropGrey, levelGrey, scaleGrey, type GreyImage, type Treatment } from '../image/grey-image.ts';
import { binariseGrey } from '../image/binarise.ts';
import { thresholdGrey } from '../image/morphology.ts';
import type { MrzRegion } from '../locate/locate-mrz.ts';

/** White margin added around crops for tesseract, which misses text touching the edge. */
export const ocrBorder = 16;

/** One crop of the zone to read, and how to treat it before OCR. */
export interface OcrTry {
  crop: () => Promise<GreyImage>;
  treatment: Treatment;
  /** Skipped once any pass has aligned a reading. */
  onlyWhenNothingAligned?: boolean;
  /** Thresholded here (Otsu or adaptively) rather than by tesseract's own binarisation of the whole padded crop. */
  thresholdedHere?: boolean;
}

/** The MRZ band with a margin, scaled so its lines are `lineHeight` pixels high. */
export async function mrzCrop(source: GreyImage, region: MrzRegion, lineHeight: number): Promise<GreyImage> {
  const margin = region.lineHeight;
  const crop = cropGrey(source, {
    left: region.left - margin,
    top: region.top - 0.8 * margin,
    width: region.width + 2 * margin,
    height: region.height + 1.6 * margin,
  });
  return scaleGrey(crop, lineHeight / region.lineHeight);
}

/** The zone with a margin of 1.5 line heights, and the zone's place in it: what a synthesis worker is sent rather than the whole page. */
export function zoneWithMargin(levelled: GreyImage, region: MrzRegion): { image: GreyImage; region: MrzRegion } {
  const margin = 1.5 * region.lineHeight;
  const left = Math.max(0, Math.floor(region.left - margin));
  const top = Math.max(0, Math.floor(region.top - margin));
  const image = cropGrey(levelled, { left, top, width: region.width + 2 * margin, height: region.height + 2 * margin });
  return { image, region: { ...region, left: region.left - left, top: region.top - top } };
}

/**
 * Crops to OCR in order: line heights 32, 26, 40 px, then ±0.6° extra tilt; soft images sharpened
 * first. When the first pass aligns nothing, the next is thresholded at the crop's own Otsu level:
 * tesseract's binarisation of the whole padded image can lose a low-contrast zone (a sideways
 * booklet photo read as two letters until thresholded on the band alone). It is not a vote
 * otherwise: thresholded strokes turn `0` into `O` where the plain crops read right.
 */
export function ocrTries({ soft, levelled, region, firstCrop }: { soft: boolean; levelled: GreyImage; region: MrzRegion; firstCrop: GreyImage }): OcrTry[] {
  const at = (lineHeight: number) => () => (lineHeight === 32 ? Promise.resolve(firstCrop) : mrzCrop(levelled, region, lineHeight));
  const binarised: OcrTry = { crop: async () => thresholdGrey(firstCrop), treatment: 'plain', onlyWhenNothingAligned: true, thresholdedHere: true };
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
export function inkTries({ inkLevelled, region }: { inkLevelled: () => Promise<GreyImage>; region: MrzRegion }): OcrTry[] {
  const at = (lineHeight: number, binarised: boolean) => async () => {
    const crop = await mrzCrop(await inkLevelled(), region, lineHeight);
    return binarised ? binariseGrey(crop, { window: 2 * lineHeight }) : crop;
  };
  return [
    { crop: at(32, true), treatment: 'plain', thresholdedHere: true },
    { crop: at(40, false), treatment: 'contrast-sharpen' },
    { crop: at(26, true), treatment: 'plain', thresholdedHere: true },
  ];
}

/**
 * Whether a try is skipped because tesseract's own binarisation loses this zone: the plain crops
 * it thresholds itself aligned nothing while one thresholded here did. The other plain crops
 * (rescaled, tilted) are binarised by it the same way; the ink crops, thresholded here, follow.
 */
export function lostByTesseractThreshold(next: OcrTry, { plainAligned, thresholdedAligned }: { plainAligned: boolean; thresholdedAligned: boolean }): boolean {
  return next.treatment === 'plain' && !next.thresholdedHere && thresholdedAligned && !plainAligned;
}

/** A value computed once, on first use. */
export function lazy<T>(make: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | null = null;
  return () => (value ??= make());
}
