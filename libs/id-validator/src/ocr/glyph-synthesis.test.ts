import { registerCorpusFonts } from '@circular/id-corpus';
import { createCanvas } from '@napi-rs/canvas';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fitLine, minLineFit, readBySynthesis, roughGeometry } from './glyph-synthesis.ts';
import type { GreyImage } from './grey-image.ts';

const { ocrb } = registerCorpusFonts();

const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * MRZ lines drawn in OCR-B at a 40-pixel font, then shrunk by `factor` as a low-resolution scan
 * would capture them (area averaging, JPEG), with the zone's place in the shrunk image.
 */
async function smallZone(lines: readonly string[], factor: number) {
  const pitch = 0.7231 * 40;
  const width = Math.ceil(pitch * Math.max(...lines.map((l) => l.length)) + 80);
  const height = 60 * lines.length + 40;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#f4f1ea';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#141414';
  ctx.font = `40px ${ocrb}`;
  lines.forEach((line, row) => [...line].forEach((char, i) => ctx.fillText(char, 40 + i * pitch, 60 + row * 60)));
  const png = await canvas.encode('png');
  const small = await sharp(png)
    .resize(Math.round(width * factor))
    .jpeg({ quality: 80 })
    .toBuffer();
  const { data, info } = await sharp(small).greyscale().raw().toBuffer({ resolveWithObject: true });
  const image: GreyImage = { width: info.width, height: info.height, data: new Uint8Array(data) };
  const k = info.width / width;
  const lineHeight = 29 * k;
  const region = { left: 40 * k, top: 31 * k, width: pitch * (lines[0] as string).length * k, height: (60 * (lines.length - 1) + 29) * k, lineHeight };
  return { image, region };
}

const passport = ['P<NLDMEULENDIJK<<WILLEM<MAXIMILIAAN<<<<<<<<<', 'XA00000148NLD7110195M0604121123456782<<<<<02'];
/** Letters to choose among in the name field of a TD3 zone's first line, nothing elsewhere. */
const nameLetters = (lines: readonly string[]) => lines.map((line, row) => [...line].map((_, position) => (row === 0 && position >= 5 ? letters : null)));

describe('readBySynthesis', () => {
  it('fits the pitch and scale of a line captured at 8 pixels high from the line as read', async () => {
    const { image, region } = await smallZone(passport, 0.28);
    const band = { left: region.left - 4, right: region.left + region.width + 4, top: region.top - 2, bottom: region.top + region.lineHeight + 2 };
    const rough = roughGeometry(image, passport[0] as string, band);
    expect(rough).not.toBeNull();
    const { geometry, fit } = fitLine(image, passport[0] as string, rough!);
    expect(fit).toBeGreaterThanOrEqual(minLineFit);
    expect(geometry.pitch).toBeCloseTo(0.7231 * 40 * (image.width / Math.ceil(0.7231 * 40 * 44 + 80)), 0);
  });

  it('sees the M and W that tesseract reads as H and N at 8-pixel lines', async () => {
    const { image, region } = await smallZone(passport, 0.28);
    const misread = ['P<NLDHEULENDIJK<<NILLEH<HAXIHILIAAN<<<<<<<<<', passport[1] as string];
    const verdicts = readBySynthesis({ image, region, lines: misread, alphabets: nameLetters(misread) });
    expect(verdicts).not.toBeNull();
    const seen = [...(misread[0] as string)].map((char, position) => verdicts!.find((v) => v.line === 0 && v.position === position)?.seen ?? char).join('');
    expect(seen).toBe(passport[0]);
  });

  it('confirms every letter of a line read right', async () => {
    const { image, region } = await smallZone(passport, 0.25);
    const verdicts = readBySynthesis({ image, region, lines: passport, alphabets: nameLetters(passport) })!;
    expect(verdicts.length).toBeGreaterThan(20);
    expect(verdicts.filter((v) => v.seen !== v.read)).toEqual([]);
  });

  it('tells digits apart under a failing check (4 read as 6)', async () => {
    const card = ['IDD<<T220001293<<<<<<<<<<<<<<<', '6408125<2010315D<<<<<<<<<<<<<4', 'MUSTERMANN<<ERIKA<<<<<<<<<<<<<'];
    const { image, region } = await smallZone(card, 0.27);
    const misread = [card[0] as string, '6408125<2010315D<<<<<<<<<<<<<6', card[2] as string];
    const alphabets = misread.map((line, row) => [...line].map((_, position) => (row === 1 && position === 29 ? '0123456789' : null)));
    const verdicts = readBySynthesis({ image, region, lines: misread, alphabets });
    expect(verdicts).toEqual([{ line: 1, position: 29, read: '6', seen: '4' }]);
  });

  it('judges nothing when the lines as read do not match the image (another zone, a page of text)', async () => {
    const { image, region } = await smallZone(passport, 0.28);
    const other = ['P<FRAULYSSE<<CHRISTOPHE<<<<<<<<<<<<<<<<<<<<<', '08CD503380FRA6004103M1806058<<<<<<<<<<<<<<06'];
    expect(readBySynthesis({ image, region, lines: other, alphabets: nameLetters(other) })).toBeNull();
  });
});
