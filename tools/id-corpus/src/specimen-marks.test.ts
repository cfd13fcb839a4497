import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { documentTemplates } from './document-templates.ts';
import { newIdentity } from './identity.ts';
import { renderDocument } from './render-document.ts';
import { seededRandom } from './seeded-random.ts';
import { markedPages } from './marked-pages.ts';
import { issuerMark, randomMark, specimenMarkWords, type SpecimenMark } from './specimen-marks.ts';

const today = new Date('2026-11-21T12:00:00Z');

/** The mean ink (255 − grey) of a page's pixels. */
async function meanInk(png: Buffer): Promise<number> {
  const { data } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  let sum = 0;
  for (const value of data) sum += 255 - value;
  return sum / data.length;
}

describe('specimen marks', () => {
  it('draws random marks of every kind from one seed the same way', () => {
    const marks = (seed: number) => {
      const random = seededRandom(seed);
      return Array.from({ length: 400 }, () => randomMark({ random, photo: true }));
    };
    const drawn = marks(3);
    expect(marks(3)).toEqual(drawn);
    expect(new Set(drawn.map((m) => m.style))).toEqual(new Set(['filled', 'outlined', 'dotted', 'light', 'spaced']));
    // A light mark is white; a letter-spaced one is of the page's text's size.
    expect(drawn.filter((m) => m.style === 'light').every((m) => m.colour === '#ffffff' && m.opacity >= 0.45)).toBe(true);
    expect(Math.max(...drawn.filter((m) => m.style === 'spaced').map((m) => m.sizeMm))).toBeLessThanOrEqual(5.6);
    expect(drawn.some((m) => m.underPhoto)).toBe(true);
    expect(drawn.some((m) => Math.abs(m.angle) >= 60)).toBe(true);
    expect(drawn.some((m) => Math.abs(m.angle) < 5)).toBe(true);
    expect(drawn.every((m) => (specimenMarkWords as readonly string[]).includes(m.word))).toBe(true);
  });

  it('never puts a mark under the photo of a side that has none', () => {
    const random = seededRandom(4);
    expect(Array.from({ length: 200 }, () => randomMark({ random, photo: false })).some((m) => m.underPhoto)).toBe(false);
  });

  it('prints a mark as ink on the page, and less of it when the photo covers part', async () => {
    const template = documentTemplates['fr-passport'];
    const identity = newIdentity({ template, random: seededRandom(1), today });
    const page = (mark: SpecimenMark | null) => renderDocument({ template, identity, side: 'front', mark, random: seededRandom(2) });
    const mark: SpecimenMark = { ...issuerMark(template), colour: '#111111', opacity: 0.8, centre: { x: 0.18, y: 0.4 } };
    const clean = await meanInk(page(null));
    const over = await meanInk(page(mark));
    const under = await meanInk(page({ ...mark, underPhoto: true }));
    expect(over).toBeGreaterThan(clean);
    expect(under).toBeGreaterThan(clean);
    expect(under).toBeLessThan(over);
  });

  it('prints dotted, light and letter-spaced marks as ink on the page; a light one only on a coloured card', async () => {
    const template = documentTemplates['fr-passport'];
    const identity = newIdentity({ template, random: seededRandom(1), today });
    const page = (mark: SpecimenMark | null, paper?: string) => renderDocument({ template, identity, side: 'front', mark, random: seededRandom(2), ...(paper ? { paper } : {}) });
    const mark: SpecimenMark = { ...issuerMark(template), colour: '#1740a8', opacity: 0.8 };
    const clean = await meanInk(page(null));
    expect(await meanInk(page({ ...mark, style: 'dotted' }))).toBeGreaterThan(clean);
    // Dots cover part of each letter: less ink than the word filled.
    expect(await meanInk(page({ ...mark, style: 'dotted' }))).toBeLessThan(await meanInk(page(mark)));
    expect(await meanInk(page({ ...mark, style: 'spaced', sizeMm: 4 }))).toBeGreaterThan(clean);
    const light: SpecimenMark = { ...mark, style: 'light', colour: '#ffffff', opacity: 0.6 };
    const card = 'hsl(200, 50%, 70%)';
    // White on a coloured card takes ink away.
    expect(await meanInk(page(light, card))).toBeLessThan(await meanInk(page(null, card)));
  });

  it('puts every light mark, and some pages of both kinds, on a coloured card', async () => {
    const pages = [];
    for await (const page of markedPages({ seed: 5, today, marked: 10, unmarked: 4 })) pages.push(page);
    const light = pages.filter((p) => p.mark?.style === 'light');
    expect(light.length).toBeGreaterThan(0);
    expect(light.every((p) => p.paper !== null)).toBe(true);
    expect(pages.some((p) => p.mark === null && p.paper !== null)).toBe(true);
    expect(pages.some((p) => p.paper === null)).toBe(true);
  }, 60_000);

  it('yields the marked pages first, then unmarked ones, each with its ground truth', async () => {
    const pages = [];
    for await (const page of markedPages({ seed: 9, today, marked: 2, unmarked: 1 })) pages.push(page);
    expect(pages.map((p) => p.mark !== null)).toEqual([true, true, false]);
    expect(pages[0]?.id).toMatch(/^marked-0000-/);
    expect((await sharp(pages[2]!.image).metadata()).width).toBeGreaterThan(100);
  });
});
