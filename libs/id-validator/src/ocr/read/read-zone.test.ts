import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { LineRecogniser } from '../engine/line-recogniser.ts';
import type { OcrEngine, OcrLine } from '../engine/tesseract-pool.ts';
import { readZone } from './read-zone.ts';
import { fakeEngine, fakeRecogniser, page, pngOf, region } from '../../test-support/fake-zone-readers.ts';
import { madeUpPassport, today, withChar } from '../../test-support/readings.ts';

/** A made-up passport (test-support). */
const passport = madeUpPassport;
/** Position 14 of line 2 is the birth year's last digit (a 0 here), 18 the birth date's last digit. */
const birthYearDigit = 14;
const birthDayDigit = 18;
/** The specimen with its birth date changed on the document (7408122 → 7408132). */
const altered = [passport[0]!, withChar(passport[1]!, birthDayDigit, '2')];

const pageImage = pngOf(page);
const read = async (engine: OcrEngine, recogniser?: LineRecogniser) =>
  readZone({ image: await pageImage, levelled: page, geometry: async (grey) => grey, region, engine, recogniser, today, quitAfter: 4 });

/**
 * An OCR engine whose own binarisation loses the zone: it reads `lines` only in crops already
 * thresholded (every pixel black or white), and a stray `ZI` in any other.
 */
function engineLosingGreyInk(lines: readonly string[]): OcrEngine & { calls: number; thresholded: boolean[] } {
  const reads = fakeEngine(lines);
  const engine = {
    calls: 0,
    thresholded: [] as boolean[],
    async recognize(png: Buffer): Promise<OcrLine[]> {
      engine.calls++;
      const { data } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
      const binary = data.every((v) => v === 0 || v === 255);
      engine.thresholded.push(binary);
      return binary ? reads.recognize(png) : [{ text: 'ZI', confidence: 40, symbols: [] }];
    },
    async terminate() {},
  };
  return engine;
}

describe('readZone (fixed readings, fake engines)', () => {
  it('reads a zone only crops thresholded here align on those, skipping the other plain crops tesseract would binarise alike', async () => {
    const engine = engineLosingGreyInk(passport);
    const zone = await read(engine);
    // The page is blank under the characters, so their shapes settle nothing: only that a reading was accepted.
    expect(zone.accepted?.mrz.valid).toBe(true);
    // The plain crop, then the one thresholded here, then the ink crop thresholded here; not the 26, 40 px and tilted plain crops.
    expect(engine.thresholded).toEqual([false, true, true]);
  });

  it('accepts the recogniser’s reading alone, running no OCR pass, when it passes every check as read and offers no other letter', async () => {
    const engine = fakeEngine(passport);
    const zone = await read(engine, fakeRecogniser(passport));
    expect(zone.accepted?.mrz.lines).toEqual(passport);
    expect(engine.calls).toBe(0);
    expect(zone.singleReading).toBe(false);
  });

  it('marks a reading the recogniser alone gave, every OCR pass aligning nothing, as resting on one reading (its name for the printed side to settle)', async () => {
    const engine = fakeEngine(['ZI']);
    const zone = await read(engine, fakeRecogniser(passport, { '0:8': 'H' }));
    expect(zone.accepted?.mrz.lines).toEqual(passport);
    expect(engine.calls).toBeGreaterThan(0);
    expect(zone.singleReading).toBe(true);
  });

  it('accepts a reading the recogniser and one OCR pass agree on everywhere, where the recogniser offered another letter in the name', async () => {
    const engine = fakeEngine(passport);
    const zone = await read(engine, fakeRecogniser(passport, { '0:8': 'H' }));
    expect(zone.accepted?.mrz.lines).toEqual(passport);
    expect(engine.calls).toBe(1);
    expect(zone.singleReading).toBe(false);
  });

  it('lets the OCR passes vote when the recogniser’s reading passes its checks only once corrected', async () => {
    const engine = fakeEngine(passport);
    const misread = [passport[0]!, withChar(passport[1]!, birthYearDigit, 'O')];
    const zone = await read(engine, fakeRecogniser(misread));
    expect(zone.accepted?.mrz.lines).toEqual(passport);
    expect(engine.calls).toBeGreaterThan(0);
  });

  it('without the recogniser, needs a second OCR pass to agree', async () => {
    const engine = fakeEngine(passport);
    const zone = await read(engine);
    expect(zone.accepted?.mrz.lines).toEqual(passport);
    expect(engine.calls).toBe(2);
  });

  it('calls a failing check the document’s only when both readers read the failing field alike', async () => {
    const zone = await read(fakeEngine(altered), fakeRecogniser(altered));
    expect(zone.accepted).toBeNull();
    expect(zone.best?.mrz.lines).toEqual(altered);
    expect(zone.failureConfirmed).toBe(true);
  });

  it('takes a failing check that every OCR pass read for their misread when the recogniser’s reading passes it', async () => {
    const zone = await read(fakeEngine(altered), fakeRecogniser(passport));
    expect(zone.accepted?.mrz.lines).toEqual(passport);
    expect(zone.failureConfirmed).toBe(false);
  });

  it('takes a failing check for a misread when the recogniser read the failing field otherwise, its own reading failing too', async () => {
    const otherwise = [passport[0]!, withChar(passport[1]!, birthDayDigit, '8')];
    const zone = await read(fakeEngine(altered), fakeRecogniser(otherwise));
    expect(zone.accepted).toBeNull();
    expect(zone.failureConfirmed).toBe(false);
  });

  it('takes a failing check for a misread when the recogniser offered a character there with which it passes', async () => {
    const zone = await read(fakeEngine(altered), fakeRecogniser(altered, { [`1:${birthDayDigit}`]: passport[1]![birthDayDigit]! }));
    expect(zone.failureConfirmed).toBe(false);
  });

  it('leaves the remaining passes once three read the failing field alike and a candidate keeps the failure in doubt', async () => {
    const doubted = fakeEngine(altered);
    const zone = await read(doubted, fakeRecogniser(altered, { [`1:${birthDayDigit}`]: passport[1]![birthDayDigit]! }));
    expect(zone.accepted).toBeNull();
    expect(zone.failureConfirmed).toBe(false);
    expect(doubted.calls).toBe(3);
    // Nothing in doubt: the passes go on (a pass may still read the field otherwise), and confirm it.
    const undoubted = fakeEngine(altered);
    expect((await read(undoubted, fakeRecogniser(altered))).failureConfirmed).toBe(true);
    expect(undoubted.calls).toBeGreaterThan(3);
  });

  it('reads with the OCR passes alone when the recogniser fails', async () => {
    const broken: LineRecogniser = { readZone: () => Promise.reject(new Error('model missing')), close: async () => {} };
    const engine = fakeEngine(passport);
    const zone = await read(engine, broken);
    expect(zone.accepted?.mrz.lines).toEqual(passport);
    expect(engine.calls).toBe(2);
  });

  it('leaves a place after one pass that read it as words, when no reader aligned anything there', async () => {
    const engine = fakeEngine(['Date of issue and place of birth', 'Signature of the holder here']);
    const zone = await read(engine, fakeRecogniser(['ABC', 'DEF']));
    expect(zone.aligned).toBe(false);
    expect(engine.calls).toBe(1);
  });

  it('gives a place that read as neither words nor an MRZ its passes before leaving it', async () => {
    const engine = fakeEngine(['IT', 'I']);
    const zone = await read(engine, fakeRecogniser(['ABC', 'DEF']));
    expect(zone.aligned).toBe(false);
    expect(engine.calls).toBe(4);
  });

  it('confirms a failure that every pass of the only engine reading the zone read alike (passes at other scales are other readings)', async () => {
    const zone = await read(fakeEngine(altered));
    expect(zone.best?.mrz.lines).toEqual(altered);
    expect(zone.failureConfirmed).toBe(true);
  });
});
