import sharp from 'sharp';
import type { IdCase } from './id-validator-cases.ts';

/** The ways a real image is degraded to see whether reading it generalises beyond the capture at hand. */
export type Perturbation = 'shrunk' | 'blurred' | 'rotated';

export const perturbations: readonly Perturbation[] = ['shrunk', 'blurred', 'rotated'];

/** Degrees (clockwise) the `rotated` perturbation turns an image by, unless told another angle. */
export const rotatedDegrees = 7;

/**
 * The image degraded as captures are: `shrunk` to half its width (area averaging), `blurred`
 * (Gaussian, σ 1.5 px), `rotated` by `degrees` (7° unless told) on a white ground; each saved as
 * JPEG 85, as a phone would.
 */
export async function perturbImage(image: Buffer, perturbation: Perturbation, degrees = rotatedDegrees): Promise<Buffer> {
  const { width = 0, autoOrient } = await sharp(image).metadata();
  const upright = sharp(image, { autoOrient: true });
  const degraded =
    perturbation === 'shrunk'
      ? upright.resize({ width: Math.max(1, Math.round((autoOrient?.width ?? width) / 2)), kernel: 'linear' })
      : perturbation === 'blurred'
        ? upright.blur(1.5)
        : upright.rotate(degrees, { background: '#ffffff' });
  return degraded.jpeg({ quality: 85 }).toBuffer();
}

/**
 * A benchmark case with every image degraded (`perturbImage`), in the row `<set> <perturbation>`
 * (`<set> rotated <degrees>°` when rotated by another angle than the default): the same truth, so
 * a careful reader returns the same fields or asks for a better photo.
 */
export async function perturbCase(c: IdCase, perturbation: Perturbation, degrees = rotatedDegrees): Promise<IdCase> {
  const name = perturbation === 'rotated' && degrees !== rotatedDegrees ? `rotated ${degrees}°` : perturbation;
  const body = JSON.parse(c.body) as { images: string[] };
  body.images = await Promise.all(
    body.images.map(async (url) => {
      const bytes = Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
      return `data:image/jpeg;base64,${(await perturbImage(bytes, perturbation, degrees)).toString('base64')}`;
    }),
  );
  return { ...c, id: `${c.id} (${name})`, set: `${c.set} ${name}`, body: JSON.stringify(body) };
}
