import { createCanvas } from '@napi-rs/canvas';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { findOverprint } from './overprint.ts';

/** A pale card with dark printed lines, and optionally a word stamped across it in translucent red. */
function card({ stamp, degrees = -20 }: { stamp?: string; degrees?: number }): Buffer {
  const canvas = createCanvas(1000, 640);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#eef3ea';
  ctx.fillRect(0, 0, 1000, 640);
  ctx.fillStyle = '#1b1b1f';
  ctx.font = '28px sans-serif';
  for (let y = 80; y < 600; y += 70) ctx.fillText('CARVALHO SIMOES 23196286', 300, y);
  if (stamp) {
    ctx.save();
    ctx.translate(500, 300);
    ctx.rotate((degrees * Math.PI) / 180);
    ctx.fillStyle = 'rgba(200, 20, 20, 0.35)';
    ctx.font = 'bold 110px sans-serif';
    ctx.textAlign = 'center';
    ctx.fillText(stamp, 0, 0);
    ctx.restore();
  }
  return canvas.toBuffer('image/png');
}

describe('findOverprint', () => {
  it('finds a word stamped across a card at an angle and turns it level, as black on white', async () => {
    const found = await findOverprint(card({ stamp: 'ESPÉCIME' }));
    expect(found).not.toBeNull();
    const { width, height } = await sharp(found!).metadata();
    // Levelled: the word's box is much wider than high (slanted by 20°, it was not).
    const trimmed = await sharp(found!).trim({ background: '#ffffff' }).toBuffer({ resolveWithObject: true });
    expect(trimmed.info.width / trimmed.info.height).toBeGreaterThan(3.5);
    expect(width).toBeGreaterThan(trimmed.info.width);
    expect(height).toBeGreaterThan(trimmed.info.height);
  });

  it('finds nothing on a card printed in dark ink only', async () => {
    expect(await findOverprint(card({}))).toBeNull();
  });
});
