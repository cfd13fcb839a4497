import { describe, expect, it } from 'vitest';
import { lostByTesseractThreshold, type OcrTry } from './crop-plan.ts';

const crop = async () => ({ width: 1, height: 1, data: new Uint8Array(1) });
const plain: OcrTry = { crop, treatment: 'plain' };
const thresholded: OcrTry = { crop, treatment: 'plain', thresholdedHere: true };
const sharpened: OcrTry = { crop, treatment: 'sharpen' };

describe('lostByTesseractThreshold', () => {
  it('skips further plain crops once only a crop thresholded here aligned', () => {
    expect(lostByTesseractThreshold(plain, { plainAligned: false, thresholdedAligned: true })).toBe(true);
  });

  it('keeps plain crops while nothing aligned, or once a plain crop did', () => {
    expect(lostByTesseractThreshold(plain, { plainAligned: false, thresholdedAligned: false })).toBe(false);
    expect(lostByTesseractThreshold(plain, { plainAligned: true, thresholdedAligned: true })).toBe(false);
  });

  it('never skips crops thresholded here or treated otherwise', () => {
    expect(lostByTesseractThreshold(thresholded, { plainAligned: false, thresholdedAligned: true })).toBe(false);
    expect(lostByTesseractThreshold(sharpened, { plainAligned: false, thresholdedAligned: true })).toBe(false);
  });
});
