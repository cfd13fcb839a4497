import { createSafeFetcher } from '@circular/runtime';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { documentImages } from '@circular/id-corpus';
import { detectSpecimen } from '../../assess/specimen.ts';
import { validateId } from '../../validate-id.ts';
import { createDocumentOcr } from './document-ocr.ts';
import { createWordReader, type PageWord } from './word-reader.ts';

const today = new Date('2026-11-21T12:00:00Z');
const reader = createWordReader();
const ocr = createDocumentOcr({ workers: 1 });
const fetcher = createSafeFetcher();
afterAll(async () => {
  await Promise.all([reader.close(), ocr.terminate(), fetcher.close()]);
});

/** A synthetic passport page, and the same page with a word (SPECIMEN unless told) drawn across it, by default diagonally in translucent red. */
async function pages(
  seed: number,
  { word = 'SPECIMEN', angle = -28, fill = '#d0202a', opacity = 0.75, share = 1 / 7, blur = 0 }: { word?: string; angle?: number; fill?: string; opacity?: number; share?: number; blur?: number } = {},
): Promise<{ plain: Buffer; marked: Buffer }> {
  const { images } = await documentImages({ template: 'pt-passport', seed, today });
  const plain = await sharp(Buffer.from((images[0] as string).split(',')[1] as string, 'base64')).jpeg({ quality: 90 }).toBuffer();
  const { width = 0, height = 0 } = await sharp(plain).metadata();
  const size = Math.round(height * share);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <text x="${width / 2}" y="${height / 2}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${size}" fill="${fill}" fill-opacity="${opacity}"
      text-anchor="middle" dominant-baseline="middle" transform="rotate(${angle} ${width / 2} ${height / 2})">${word}</text></svg>`;
  const drawn = await sharp(plain).composite([{ input: Buffer.from(svg) }]).png().toBuffer();
  const marked = await (blur > 0 ? sharp(drawn).blur(blur) : sharp(drawn)).jpeg({ quality: 90 }).toBuffer();
  return { plain, marked };
}

const dataUrl = (image: Buffer) => `data:image/jpeg;base64,${image.toString('base64')}`;

describe('the page-word reader', { timeout: 120_000 }, () => {
  it('reads a specimen word drawn diagonally across a page, at its angle', async () => {
    const { marked } = await pages(51);
    const words = await reader.read(marked);
    const finding = detectSpecimen({ words });
    expect(finding.specimen).toBe(true);
    expect(finding.evidence[0]).toMatch(/^word SPECIMEN \(read ".+" at -\d+°\)$/);
  });

  it('reads a faint grey word running steeply down a blurred page, which only the turned page shows the detector', async () => {
    const { marked } = await pages(53, { word: 'AMOSTRA', angle: 70, fill: '#6b6b6b', opacity: 0.5, share: 1 / 12, blur: 2 });
    const finding = detectSpecimen({ words: await reader.read(marked) });
    expect(finding.evidence).toContainEqual(expect.stringMatching(/^word AMOSTRA \(read ".+" at -?\d+°\)$/));
    const unturned = createWordReader({ turns: [] });
    try {
      expect(detectSpecimen({ words: await unturned.read(marked) }).specimen).toBe(false);
    } finally {
      await unturned.close();
    }
  });

  it('stops after the first pass that finds what it is told is enough', async () => {
    const { marked } = await pages(51);
    const enough = (words: readonly PageWord[]) => detectSpecimen({ words }).specimen;
    const all = await reader.read(marked);
    const stopped = await reader.read(marked, { enough });
    expect(enough(stopped)).toBe(true);
    expect(stopped.length).toBeLessThan(all.length);
  });

  it('finds no specimen word on the same page unmarked', async () => {
    const { plain } = await pages(51);
    expect(detectSpecimen({ words: await reader.read(plain) })).toEqual({ specimen: false, evidence: [] });
  });

  it('makes the validator refuse the marked page as a specimen and accept the plain one', async () => {
    const { plain, marked } = await pages(52);
    const deps = { fetcher, ocr, today: () => today };
    const accepted = await validateId({ language: 'en', images: [dataUrl(plain)], agent_specific: { doc_type: 'passport' } }, deps);
    expect(accepted.status).toBe('OK');
    const refused = await validateId({ language: 'en', images: [dataUrl(marked)], agent_specific: { doc_type: 'passport' } }, deps);
    expect(refused.status).toBe('ERROR_VALIDATION');
    expect(refused.checks).toContainEqual(expect.objectContaining({ id: 'specimen_marks', status: 'fail', detail: expect.stringMatching(/word SPECIMEN \(read .+ at -\d+°\)/) }));
  });
});
