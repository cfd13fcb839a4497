import sharp from 'sharp';

/** The ways a real image is degraded to see whether reading it generalises beyond the capture at hand. */
export type Perturbation = 'shrunk' | 'blurred' | 'rotated';

export const perturbations: readonly Perturbation[] = ['shrunk', 'blurred', 'rotated'];

/**
 * The image degraded as captures are: `shrunk` to half its width (area averaging), `blurred`
 * (Gaussian, σ 1.5 px), `rotated` by 7° on a white ground; each saved as JPEG 85, as a phone would.
 */
export async function perturbImage(image: Buffer, perturbation: Perturbation): Promise<Buffer> {
  const { width = 0, autoOrient } = await sharp(image).metadata();
  const upright = sharp(image, { autoOrient: true });
  const degraded =
    perturbation === 'shrunk'
      ? upright.resize({ width: Math.max(1, Math.round((autoOrient?.width ?? width) / 2)), kernel: 'linear' })
      : perturbation === 'blurred'
        ? upright.blur(1.5)
        : upright.rotate(7, { background: '#ffffff' });
  return degraded.jpeg({ quality: 85 }).toBuffer();
}
