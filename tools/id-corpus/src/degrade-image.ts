import { createCanvas, loadImage } from '@napi-rs/canvas';
import sharp from 'sharp';
import type { SeededRandom } from './seeded-random.ts';

/** How a captured image departs from a clean scan. */
export type Variant = 'clean' | 'jpeg30' | 'blur' | 'rotate' | 'scale50' | 'background';

export const variants: readonly Variant[] = ['clean', 'jpeg30', 'blur', 'rotate', 'scale50', 'background'];

export interface DegradedImage {
  data: Buffer;
  extension: 'png' | 'jpg';
  /** What was applied, for the manifest (e.g. `{ degrees: -3.1 }`). */
  parameters: Record<string, number>;
}

const scanMargin = '#dcdcdc';

/**
 * Applies one capture variant to a clean PNG: JPEG at quality 30, Gaussian blur, a 2–4°
 * rotation, half scale, or the card lying on a photo-like surface with uneven light.
 */
export async function degradeImage({ png, variant, random }: { png: Buffer; variant: Variant; random: SeededRandom }): Promise<DegradedImage> {
  const framed = sharp(png).flatten({ background: scanMargin }).extend({ top: 24, bottom: 24, left: 24, right: 24, background: scanMargin });
  switch (variant) {
    case 'clean':
      return { data: await framed.png().toBuffer(), extension: 'png', parameters: {} };
    case 'jpeg30':
      return { data: await framed.jpeg({ quality: 30 }).toBuffer(), extension: 'jpg', parameters: { quality: 30 } };
    case 'blur': {
      const sigma = round(1.2 + random.next() * 0.6);
      return { data: await framed.blur(sigma).jpeg({ quality: 90 }).toBuffer(), extension: 'jpg', parameters: { sigma } };
    }
    case 'rotate': {
      const degrees = round((2 + random.next() * 2) * (random.next() < 0.5 ? -1 : 1));
      const flat = await framed.png().toBuffer();
      const data = await sharp(flat).rotate(degrees, { background: scanMargin }).jpeg({ quality: 90 }).toBuffer();
      return { data, extension: 'jpg', parameters: { degrees } };
    }
    case 'scale50': {
      const { width = 0 } = await sharp(png).metadata();
      const data = await sharp(await framed.png().toBuffer()).resize({ width: Math.round((width + 48) / 2) }).jpeg({ quality: 90 }).toBuffer();
      return { data, extension: 'jpg', parameters: { scale: 0.5 } };
    }
    case 'background':
      return onSurface({ png, random });
  }
}

/** A card photographed on a table: textured surface, shadow, slight tilt, light falling off. */
async function onSurface({ png, random }: { png: Buffer; random: SeededRandom }): Promise<DegradedImage> {
  const card = await loadImage(png);
  const width = Math.round(card.width * 1.5);
  const height = Math.round(card.height * 1.6);
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const hue = random.int(20, 40);
  ctx.fillStyle = `hsl(${hue}, 35%, ${random.int(30, 45)}%)`;
  ctx.fillRect(0, 0, width, height);
  for (let i = 0; i < 260; i++) {
    ctx.strokeStyle = `hsla(${hue + random.int(-8, 8)}, 40%, ${random.int(20, 55)}%, 0.35)`;
    ctx.lineWidth = random.int(1, 4);
    const y = random.next() * height;
    ctx.beginPath();
    ctx.moveTo(0, y);
    ctx.bezierCurveTo(width / 3, y + random.gaussian() * 20, (2 * width) / 3, y + random.gaussian() * 20, width, y + random.gaussian() * 10);
    ctx.stroke();
  }
  const degrees = round(random.gaussian() * 0.6);
  const x = (width - card.width) / 2 + random.int(-40, 40);
  const y = (height - card.height) / 2 + random.int(-40, 40);
  ctx.save();
  ctx.translate(x + card.width / 2, y + card.height / 2);
  ctx.rotate((degrees * Math.PI) / 180);
  ctx.shadowColor = 'rgba(0,0,0,0.45)';
  ctx.shadowBlur = 25;
  ctx.shadowOffsetX = 10;
  ctx.shadowOffsetY = 12;
  ctx.drawImage(card, -card.width / 2, -card.height / 2);
  ctx.restore();
  const light = ctx.createRadialGradient(width * random.next(), height * random.next(), 50, width / 2, height / 2, width);
  light.addColorStop(0, 'rgba(255,255,240,0.18)');
  light.addColorStop(1, 'rgba(0,0,20,0.22)');
  ctx.fillStyle = light;
  ctx.fillRect(0, 0, width, height);
  const data = await sharp(canvas.toBuffer('image/png')).jpeg({ quality: 85 }).toBuffer();
  return { data, extension: 'jpg', parameters: { degrees } };
}

const round = (value: number) => Math.round(value * 100) / 100;
