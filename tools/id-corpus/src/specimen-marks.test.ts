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
    expect(new Set(drawn.map((m) => m.style))).toEqual(new Set(['filled', 'outlined']));
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

  it('yields the marked pages first, then unmarked ones, each with its ground truth', async () => {
    const pages = [];
    for await (const page of markedPages({ seed: 9, today, marked: 2, unmarked: 1 })) pages.push(page);
    expect(pages.map((p) => p.mark !== null)).toEqual([true, true, false]);
    expect(pages[0]?.id).toMatch(/^marked-0000-/);
    expect((await sharp(pages[2]!.image).metadata()).width).toBeGreaterThan(100);
  });
});
