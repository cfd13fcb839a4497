import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { degradeImage } from './degrade-image.ts';
import { seededRandom } from './seeded-random.ts';

const card = () => sharp({ create: { width: 400, height: 250, channels: 3, background: '#eeeeee' } }).png().toBuffer();

describe('degradeImage', () => {
  it('frames the clean scan in a grey margin and keeps it PNG', async () => {
    const result = await degradeImage({ png: await card(), variant: 'clean', random: seededRandom(1) });
    expect(result.extension).toBe('png');
    expect(await sharp(result.data).metadata()).toMatchObject({ format: 'png', width: 448, height: 298 });
  });

  it('saves JPEG at quality 30, blurs, rotates 2–4°, halves and lays on a surface', async () => {
    const png = await card();
    const random = seededRandom(2);
    const jpeg = await degradeImage({ png, variant: 'jpeg30', random });
    expect(jpeg).toMatchObject({ extension: 'jpg', parameters: { quality: 30 } });
    const blur = await degradeImage({ png, variant: 'blur', random });
    expect(blur.parameters.sigma).toBeGreaterThanOrEqual(1.2);
    expect(blur.parameters.sigma).toBeLessThanOrEqual(1.8);
    const rotate = await degradeImage({ png, variant: 'rotate', random });
    expect(Math.abs(rotate.parameters.degrees as number)).toBeGreaterThanOrEqual(2);
    expect(Math.abs(rotate.parameters.degrees as number)).toBeLessThanOrEqual(4);
    const half = await degradeImage({ png, variant: 'scale50', random });
    expect((await sharp(half.data).metadata()).width).toBe(224);
    const surface = await degradeImage({ png, variant: 'background', random });
    expect((await sharp(surface.data).metadata()).width).toBe(600);
  });
});
