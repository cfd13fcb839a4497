import { registerCorpusFonts } from '@circular/id-corpus';
import { createCanvas } from '@napi-rs/canvas';
import type { GreyImage } from '../ocr/image/grey-image.ts';
import { madeUpUto } from './readings.ts';

const { ocrb, sans } = registerCorpusFonts();

const mrz = madeUpUto.td3;
const printed = ['Surname / Nom', 'VEILLARD', 'Given names / Prenoms', 'NORA EDITH', 'Nationality', 'UTOPIAN', 'Date of birth', '14 SEP 85', 'Date of expiry', '19 JUL 32'];

/**
 * A passport data page drawn on a 900 × 900 canvas turned `degrees` about its centre: printed
 * fields in the upper part, the two MRZ lines at the bottom. Returns the image and where the
 * MRZ's centre lies in it.
 */
export function dataPage(degrees: number): { image: GreyImage; mrzCentre: { x: number; y: number } } {
  const [width, height] = [900, 900];
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.translate(width / 2, height / 2);
  ctx.rotate((degrees * Math.PI) / 180);
  ctx.translate(-width / 2, -height / 2);
  ctx.fillStyle = '#000000';
  ctx.font = `16px ${sans}`;
  printed.forEach((text, i) => ctx.fillText(text, 300 + (i % 2) * 180, 270 + Math.floor(i / 2) * 40));
  ctx.fillRect(120, 260, 140, 180);
  ctx.font = `20px ${ocrb}`;
  mrz.forEach((line, i) => ctx.fillText(line, 140, 600 + i * 34));
  // Centre of the two lines: half their drawn width along, from the first line's cap top to the second's baseline across.
  const mrzWidth = ctx.measureText(mrz[0]!).width;
  const [mx, my] = [140 + mrzWidth / 2, (600 - 14 + 634) / 2];
  const rgba = ctx.getImageData(0, 0, width, height).data;
  const data = new Uint8Array(width * height);
  for (let i = 0; i < data.length; i++) data[i] = rgba[i * 4] as number;
  const radians = (degrees * Math.PI) / 180;
  const [cx, cy] = [mx - width / 2, my - height / 2];
  return {
    image: { width, height, data },
    mrzCentre: { x: width / 2 + cx * Math.cos(radians) - cy * Math.sin(radians), y: height / 2 + cx * Math.sin(radians) + cy * Math.cos(radians) },
  };
}
