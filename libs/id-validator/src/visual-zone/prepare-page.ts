import sharp from 'sharp';
import { darkMask } from '../ocr/image/binarise.ts';
import { estimateSkew } from '../ocr/image/deskew.ts';
import { decodeGrey, levelGrey, scaleGrey, type GreyImage } from '../ocr/image/grey-image.ts';

/**
 * Longer side the page is read at. At 1,400 px the captions of a card filling the photo (1.4 mm
 * letters) are about 16 px high, enough for the LSTM model; at 1,000 px the captions of
 * passport pages were lost, and recognition took no less time (measured on the corpus).
 */
const pageSide = 1400;
/** Longer side of the copy the skew is measured on: enough lines, a few milliseconds of work. */
const skewSide = 600;
/** Ink is darker than its neighbourhood's mean by this much; guilloche lines and tints are not. */
const inkContrast = 40;
/** Neighbourhood of that mean (Gaussian sigma, px at `pageSide`): a few letters wide. */
const neighbourhoodSigma = 10;

/** Lets other requests run between the CPU-bound steps done on the main thread. */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The printed side of a document as the LSTM model reads it best: levelled, and reduced to ink
 * (black) on white, so the guilloche and background tints that made the model read noise on clean
 * scans are gone. Decoding, rotation and the neighbourhood mean run on libuv's pool; only the
 * skew estimate and the thresholding loop run here.
 */
export async function preparePage(image: Buffer): Promise<Buffer> {
  const page = await decodeGrey(image, { maxSide: pageSide });
  const small = Math.max(page.width, page.height) > skewSide ? await scaleGrey(page, skewSide / Math.max(page.width, page.height)) : page;
  await yieldToEventLoop();
  const skew = estimateSkew(darkMask(small), small);
  const level = await levelGrey(page, skew);
  const mean = await localMean(level);
  await yieldToEventLoop();
  const ink = Buffer.alloc(level.data.length);
  for (let i = 0; i < ink.length; i++) ink[i] = (level.data[i] as number) < (mean[i] as number) - inkContrast ? 0 : 255;
  return sharp(ink, { raw: { width: level.width, height: level.height, channels: 1 } }).png({ compressionLevel: 1 }).toBuffer();
}

async function localMean(grey: GreyImage): Promise<Buffer> {
  return sharp(Buffer.from(grey.data.buffer, grey.data.byteOffset, grey.data.length), { raw: { width: grey.width, height: grey.height, channels: 1 } })
    .blur(neighbourhoodSigma)
    .extractChannel(0)
    .raw()
    .toBuffer();
}
