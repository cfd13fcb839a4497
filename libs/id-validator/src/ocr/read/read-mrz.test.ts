import { describe, expect, it } from 'vitest';
import type { OcrEngine, OcrLine } from '../engine/tesseract-pool.ts';
import type { ZoneLocation, ZonePlace, ZoneSearch } from '../locate/locate-zone.ts';
import { readAlready, readMrzFromImage } from './read-mrz.ts';
import { fakeEngine, fakeRecogniser, page, pngOf, region } from '../../test-support/fake-zone-readers.ts';
import { madeUpPassport, today, withChar } from '../../test-support/readings.ts';

/** The made-up passport with its birth day changed on the document, the recogniser offering the true digit beside it: a failure left in doubt. */
const birthDayDigit = 18;
const altered = [madeUpPassport[0]!, withChar(madeUpPassport[1]!, birthDayDigit, '2')];
const doubtingRecogniser = () => fakeRecogniser(altered, { [`1:${birthDayDigit}`]: madeUpPassport[1]![birthDayDigit]! });

/** The zone of the test page as the document lies, and as a band found by morphology cuts it: the rows around it, levelled by half a degree more. */
const asLying: ZoneLocation = { angle: 0, geometry: { turn: 0, box: null, skew: 0 }, workWidth: page.width, textLines: 5, sharpness: 200, found: region };
const sameBand: ZoneLocation = {
  angle: 0.5,
  geometry: { turn: 0, box: { left: 0, top: 20, width: page.width, height: 160 }, skew: 0.5 },
  workWidth: 1001,
  textLines: 2,
  sharpness: 200,
  found: { ...region, top: region.top - 16, left: region.left + 1 },
};

/** The engine's readings, with the zone search answering `asLying` and `bands` instead of looking. */
function locating(engine: OcrEngine, bands: ZoneLocation[]): OcrEngine & { searches: ZoneSearch[] } {
  const searches: ZoneSearch[] = [];
  return { ...engine, searches, locateZones: async (_grey, search) => (searches.push(search), search === 'as-lying' ? [asLying] : bands) };
}

/** An engine that aligns `lines` on its first pass only, and reads nothing after. */
function aligningOnce(lines: readonly string[]): OcrEngine & { calls: number } {
  const reads = fakeEngine(lines);
  const engine = {
    calls: 0,
    async recognize(png: Buffer): Promise<OcrLine[]> {
      engine.calls++;
      return engine.calls === 1 ? reads.recognize(png) : [];
    },
    async terminate() {},
  };
  return engine;
}

const place = (overrides: Partial<ZonePlace> = {}): ZonePlace => ({ x: 490, y: 95, height: 70, angle: 0, lineCount: 2, ...overrides });

describe('readAlready', () => {
  it('leaves a band at the place read in vain as the document lies, and reads any other', () => {
    expect(readAlready(place(), place({ x: 495, angle: 0.5 }))).toBe(true);
    expect(readAlready(place(), place({ angle: 180 }))).toBe(false);
    expect(readAlready(place(), place({ y: 300 }))).toBe(false);
    expect(readAlready(null, place())).toBe(false);
    expect(readAlready(place(), null)).toBe(false);
  });
});

describe('readMrzFromImage: bands after the zone as the document lies', () => {
  it('does not read again, in a band, the zone whose passes aligned readings none of which verified', async () => {
    const engine = fakeEngine(altered);
    const ocr = locating(engine, [sameBand]);
    const reading = await readMrzFromImage({ image: await pngOf(page), engine: ocr, recogniser: doubtingRecogniser(), today });
    expect(ocr.searches).toEqual(['as-lying', 'by-morphology']);
    expect(reading).toMatchObject({ mrz: null, failureConfirmed: false, issues: ['mrz-unreadable'] });
    expect(reading.unverified?.lines).toEqual(altered);
    // The three passes as the document lies (`failureSettledUnconfirmed`), none in the band.
    expect(engine.calls).toBe(3);
  });

  it('reads that band when the passes as the document lies aligned fewer readings', async () => {
    const engine = aligningOnce(altered);
    const ocr = locating(engine, [sameBand]);
    const reading = await readMrzFromImage({ image: await pngOf(page), engine: ocr, recogniser: doubtingRecogniser(), today });
    expect(reading.mrz).toBeNull();
    const asLyingOnly = aligningOnce(altered);
    await readMrzFromImage({ image: await pngOf(page), engine: locating(asLyingOnly, []), recogniser: doubtingRecogniser(), today });
    expect(engine.calls).toBeGreaterThan(asLyingOnly.calls);
  });
});
