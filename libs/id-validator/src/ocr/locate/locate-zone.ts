import { darkMask } from '../image/binarise.ts';
import { estimateSkew } from '../image/deskew.ts';
import { cropGrey, levelGrey, scaleGrey, type GreyImage } from '../image/grey-image.ts';
import { laplacianVariance } from '../image/image-quality.ts';
import { locateMrz, type MrzRegion } from './locate-mrz.ts';
import { findTextBands } from './text-bands.ts';
import { findZoneCandidates, type ZoneCandidate } from './zone-candidates.ts';

/**
 * How a full-size image is brought to the levelled picture its MRZ was found on: turned by
 * `turn` degrees, cut to `box` (in the turned image), then levelled by `skew`. Plain data, so a
 * worker thread can hand it back and the reader can redo it on any copy of the image (grey,
 * ink-only) at full size.
 */
export interface ZoneGeometry {
  turn: number;
  box: { left: number; top: number; width: number; height: number } | null;
  skew: number;
}

/** One place the MRZ was looked for. */
export interface ZoneLocation {
  /** Degrees the image is turned in all to level the MRZ (quarter turns and tilt together). */
  angle: number;
  geometry: ZoneGeometry;
  /** Width of the levelled working copy, whose coordinates `found` is in. */
  workWidth: number;
  /** Printed lines found on the levelled working copy. */
  textLines: number;
  /** Laplacian variance of the levelled working copy: the whole picture's softness. */
  sharpness: number;
  /** The MRZ's lines, on the levelled working copy. */
  found: MrzRegion | null;
}

/**
 * Where to look: `as-lying` levels the image by up to `narrowTilt` degrees and looks for the
 * MRZ's lines (the common case, and the cheapest); `by-morphology` looks in each band shaped like
 * an MRZ that morphology finds in any orientation (a tilted photo, a page scanned sideways, boxes
 * drawn around the zone), most likely first, and gives only those where lines were found.
 */
export type ZoneSearch = 'as-lying' | 'by-morphology';

/**
 * Longer side of the working copy the MRZ is located on: at 900 px an MRZ line is still 12 px or
 * more high on a card filling half the photo, and each step costs a few milliseconds.
 */
const workSide = 900;

/** Smaller images are enlarged at most this much to locate their MRZ. */
const maxEnlargement = 4;

/** Widest tilt levelled when looking for the MRZ as the document lies; bands found by morphology bring their own angle. */
const narrowTilt = 8;

/** Extra tilt levelled inside a band found by morphology, whose angle is measured already. */
const bandTilt = 3;

/**
 * Looks for the MRZ of a full-size grey image. CPU-bound plain JavaScript (sharp only scales and
 * turns): the OCR pool runs it in its worker threads (`OcrEngine.locateZones`).
 */
export async function searchZones(full: GreyImage, search: ZoneSearch): Promise<ZoneLocation[]> {
  if (search === 'as-lying') return [await locateIn(full, { turn: 0, box: null }, narrowTilt)];
  const located: ZoneLocation[] = [];
  for (const band of await findBands(full)) {
    const location = await locateInBand(full, band);
    if (location.found) located.push(location);
  }
  return located;
}

/** Redoes a location's turn, cut and levelling on a full-size image. */
export async function applyGeometry(grey: GreyImage, { turn, box, skew }: ZoneGeometry): Promise<GreyImage> {
  const turned = await levelGrey(grey, turn);
  return levelGrey(box ? cropGrey(turned, box) : turned, skew);
}

/** The working copy's scale: the longer side at `workSide`, small images enlarged at most `maxEnlargement` times. */
const workScaleOf = (image: GreyImage) => Math.min(maxEnlargement, workSide / Math.max(image.width, image.height));

/**
 * Levels a working copy of the image (skew up to `maxDegrees`) and looks for the MRZ's lines on
 * it. Small images are enlarged to the working size too: the lines of a 250-pixel scan's MRZ are
 * then tall enough to find, and its crops are enlarged to the OCR's line height anyway.
 */
async function locateIn(image: GreyImage, { turn, box }: Pick<ZoneGeometry, 'turn' | 'box'>, maxDegrees: number): Promise<ZoneLocation> {
  const workScale = workScaleOf(image);
  const work = workScale !== 1 ? await scaleGrey(image, workScale) : image;
  const skew = estimateSkew(darkMask(work), { width: work.width, height: work.height, maxDegrees });
  const levelledWork = await levelGrey(work, skew);
  const lines = findTextBands(darkMask(levelledWork), levelledWork);
  return {
    angle: Math.round((turn + skew) * 100) / 100,
    geometry: { turn, box, skew },
    workWidth: levelledWork.width,
    textLines: lines.length,
    sharpness: laplacianVariance(levelledWork),
    found: locateMrz(lines),
  };
}

/** Bands shaped like an MRZ found by morphology on the working copy, in full-size coordinates. */
async function findBands(full: GreyImage): Promise<ZoneCandidate[]> {
  const workScale = workScaleOf(full);
  const work = workScale !== 1 ? await scaleGrey(full, workScale) : full;
  return findZoneCandidates(work).map((band) => ({
    ...band,
    centreX: band.centreX / workScale,
    centreY: band.centreY / workScale,
    length: band.length / workScale,
    thickness: band.thickness / workScale,
  }));
}

/**
 * Turns the image by the band's angle, cuts the band out with a margin of half its thickness
 * across and a whole thickness along (room for what morphology trimmed) and looks for the MRZ's
 * lines in the cut.
 */
async function locateInBand(full: GreyImage, band: ZoneCandidate): Promise<ZoneLocation> {
  const turned = await levelGrey(full, band.angle);
  const radians = (band.angle * Math.PI) / 180;
  const [cos, sin] = [Math.cos(radians), Math.sin(radians)];
  const [x, y] = [band.centreX - full.width / 2, band.centreY - full.height / 2];
  const centreX = x * cos + y * sin + turned.width / 2;
  const centreY = -x * sin + y * cos + turned.height / 2;
  const box = {
    left: Math.round(centreX - band.length / 2 - band.thickness),
    top: Math.round(centreY - band.thickness),
    width: Math.round(band.length + 2 * band.thickness),
    height: Math.round(2 * band.thickness),
  };
  return locateIn(cropGrey(turned, box), { turn: band.angle, box }, bandTilt);
}

/** Where a location's MRZ lies in the image it was searched in: the centre of its lines and the zone's height, in that image's pixels. */
export interface ZonePlace {
  x: number;
  y: number;
  height: number;
  /** Degrees the image is turned to level the zone (`ZoneLocation.angle`). */
  angle: number;
  lineCount: 2 | 3;
}

/**
 * The place of a location's MRZ in the image of `size` it was searched in (null when none was
 * found): its geometry undone — the levelling of the working copy, its scale, the cut, the
 * turn — so zones found by different searches (as the document lies, in a band) can be compared.
 */
export function zonePlace(location: ZoneLocation, size: { width: number; height: number }): ZonePlace | null {
  const { found, geometry, workWidth } = location;
  if (!found) return null;
  const turned = turnedSize(size, geometry.turn);
  const box = geometry.box ? clampedBox(geometry.box, turned) : { left: 0, top: 0, width: turned.width, height: turned.height };
  const levelled = turnedSize(box, geometry.skew);
  // The working copy is the cut scaled, then levelled: its width gives the scale back.
  const scale = workWidth / levelled.width;
  const inLevelled = { x: (found.left + found.width / 2) / scale, y: (found.top + found.height / 2) / scale };
  const inBox = unturn(inLevelled, levelled, box, geometry.skew);
  const inImage = unturn({ x: inBox.x + box.left, y: inBox.y + box.top }, turned, size, geometry.turn);
  return { ...inImage, height: found.height / scale, angle: location.angle, lineCount: found.lineCount };
}

/**
 * Whether two places are the same zone: as many lines, levelled by the same angle (within 2°),
 * centres apart by less than half the zone's height.
 */
export function samePlace(a: ZonePlace, b: ZonePlace): boolean {
  const angleApart = Math.abs(((((a.angle - b.angle) % 360) + 540) % 360) - 180);
  return a.lineCount === b.lineCount && angleApart <= 2 && Math.hypot(a.x - b.x, a.y - b.y) < Math.max(a.height, b.height) / 2;
}

/** Size of an image turned by `degrees` as `levelGrey` turns it: the turned rectangle's bounding box. */
function turnedSize({ width, height }: { width: number; height: number }, degrees: number): { width: number; height: number } {
  const radians = (degrees * Math.PI) / 180;
  const [cos, sin] = [Math.abs(Math.cos(radians)), Math.abs(Math.sin(radians))];
  return { width: Math.round(width * cos + height * sin), height: Math.round(width * sin + height * cos) };
}

/** A cut as `cropGrey` makes it: the box clamped to the image. */
function clampedBox(box: NonNullable<ZoneGeometry['box']>, image: { width: number; height: number }) {
  const left = Math.max(0, Math.floor(box.left));
  const top = Math.max(0, Math.floor(box.top));
  return { left, top, width: Math.min(image.width, Math.ceil(box.left + box.width)) - left, height: Math.min(image.height, Math.ceil(box.top + box.height)) - top };
}

/** A point of an image `levelGrey` turned by `degrees` (of size `turned`), back in the image of size `original`. */
function unturn(point: { x: number; y: number }, turned: { width: number; height: number }, original: { width: number; height: number }, degrees: number): { x: number; y: number } {
  const radians = (degrees * Math.PI) / 180;
  const [dx, dy] = [point.x - turned.width / 2, point.y - turned.height / 2];
  return { x: original.width / 2 + dx * Math.cos(radians) - dy * Math.sin(radians), y: original.height / 2 + dx * Math.sin(radians) + dy * Math.cos(radians) };
}
