import { describe, expect, it } from 'vitest';
import { dataPage } from '../../test-support/data-page.ts';
import { samePlace, searchZones, zonePlace, type ZonePlace } from './locate-zone.ts';

const place = (overrides: Partial<ZonePlace> = {}): ZonePlace => ({ x: 450, y: 600, height: 60, angle: 1, lineCount: 2, ...overrides });

describe('zonePlace', () => {
  for (const degrees of [3, -25, 90]) {
    it(`puts the zone found on a page turned ${degrees}° where its lines lie in the image, by every search that finds it`, async () => {
      const { image, mrzCentre } = dataPage(degrees);
      const locations = [...(await searchZones(image, 'as-lying')), ...(await searchZones(image, 'by-morphology'))].filter((l) => l.found);
      expect(locations.length).toBeGreaterThan(0);
      for (const location of locations) {
        const found = zonePlace(location, image)!;
        expect(Math.hypot(found.x - mrzCentre.x, found.y - mrzCentre.y)).toBeLessThan(12);
        expect(found.height).toBeGreaterThan(30);
        expect(found.height).toBeLessThan(90);
      }
      const [first, ...others] = locations.map((l) => zonePlace(l, image)!);
      for (const other of others) expect(samePlace(first!, other)).toBe(true);
    });
  }

  it('has no place for a location that found no zone', async () => {
    const blank = { width: 300, height: 200, data: new Uint8Array(300 * 200).fill(255) };
    const [location] = await searchZones(blank, 'as-lying');
    expect(zonePlace(location!, blank)).toBeNull();
  });
});

describe('samePlace', () => {
  it('is the same zone within half its height and 2° of turn, as many lines', () => {
    expect(samePlace(place(), place({ x: 470, y: 590, angle: 2.5 }))).toBe(true);
    expect(samePlace(place({ angle: 359.5 }), place({ angle: 0.5 }))).toBe(true);
  });

  it('is another zone turned otherwise, elsewhere, or with other lines', () => {
    expect(samePlace(place(), place({ angle: 181 }))).toBe(false);
    expect(samePlace(place(), place({ angle: 4 }))).toBe(false);
    expect(samePlace(place(), place({ y: 640 }))).toBe(false);
    expect(samePlace(place(), place({ lineCount: 3 }))).toBe(false);
  });
});
