import { registerCorpusFonts } from '@circular/id-corpus';
import { createCanvas } from '@napi-rs/canvas';
import sharp from 'sharp';
import type { GreyImage } from '../ocr/image/grey-image.ts';

const { ocrb } = registerCorpusFonts();

/**
 * MRZ lines drawn in OCR-B at a 40-pixel font, then shrunk by `factor` as a low-resolution scan
 * would capture them (area averaging, JPEG), with the zone's place in the shrunk image.
 */
export async function smallZone(lines: readonly string[], factor: number) {
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
