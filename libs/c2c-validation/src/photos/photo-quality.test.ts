import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hammingDistance, measurePhoto, photoThresholds, qualityProblems } from './photo-quality.ts';

/** A product-like photo: a light background with dark shapes and fine stripes, full of edges. */
async function scene(width = 1200, height = 900): Promise<Buffer> {
  const stripes = Array.from({ length: 40 }, (_, i) => `<rect x="${100 + i * 12}" y="150" width="5" height="300" fill="#222"/>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#e8e4dc"/><circle cx="${width * 0.7}" cy="${height / 2}" r="${height / 4}" fill="#3a5f8a"/>${stripes}<text x="80" y="${height - 120}" font-size="90" fill="#111">Vendo 123</text></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

describe('measurePhoto and qualityProblems', () => {
  it('finds nothing wrong with a large, bright, sharp photo', async () => {
    expect(qualityProblems(await measurePhoto(await scene()))).toEqual([]);
  });

  it('reports a photo smaller than the named minimum with its size', async () => {
    const small = await sharp(await scene()).resize(320, 240).jpeg().toBuffer();
    expect(qualityProblems(await measurePhoto(small))).toEqual(['320×240 px']);
  });

  it('reports a dark photo with its mean brightness', async () => {
    const dark = await sharp(await scene()).linear(0.12, 0).jpeg().toBuffer();
    const [problem] = qualityProblems(await measurePhoto(dark));
    expect(problem).toMatch(/^mean brightness \d+\/255$/);
    expect(Number(/(\d+)\//.exec(problem!)![1])).toBeLessThan(photoThresholds.minMeanLuma);
  });

  it('reports a blurred photo with its focus measure, and the sharp original above the threshold', async () => {
    const original = await measurePhoto(await scene());
    const blurred = await measurePhoto(await sharp(await scene()).blur(12).jpeg().toBuffer());
    expect(original.laplacianVariance).toBeGreaterThan(photoThresholds.minLaplacianVariance);
    expect(qualityProblems(blurred)).toEqual([expect.stringMatching(/^blurred: focus \d+$/)]);
  });
});

describe('perceptual hash', () => {
  it('matches the same photo re-encoded and resized, and tells a different photo apart', async () => {
    const photo = await scene();
    const again = await sharp(photo).resize(800).jpeg({ quality: 55 }).toBuffer();
    const other = await sharp(await scene()).flop().jpeg().toBuffer();
    const [a, b, c] = await Promise.all([photo, again, other].map(measurePhoto));
    expect(hammingDistance(a!.hash, b!.hash)).toBeLessThanOrEqual(photoThresholds.maxDuplicateHammingDistance);
    expect(hammingDistance(a!.hash, c!.hash)).toBeGreaterThan(photoThresholds.maxDuplicateHammingDistance);
  });
});
