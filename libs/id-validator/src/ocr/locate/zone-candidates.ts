import { darkMask } from '../image/binarise.ts';
import type { GreyImage } from '../image/grey-image.ts';
import { blackHat, closeGrey, otsuThreshold, scharr } from '../image/morphology.ts';
import { eachConnectedRegion } from '../image/regions.ts';

/**
 * A band of text lines, as a rotated rectangle: `angle` is the direction of its lines in degrees
 * (image coordinates, y down; 0 is level, 90 runs down the image), chosen so that the rest of the
 * page lies on the side a level MRZ has it — above. Levelling by `angle` (`levelGrey`) makes the
 * band horizontal and upright.
 */
export interface ZoneCandidate {
  centreX: number;
  centreY: number;
  /** Along the lines. */
  length: number;
  /** Across the lines. */
  thickness: number;
  angle: number;
}

/**
 * An MRZ line is 30–44 characters, each about 0.6 of its height wide: once its characters are
 * merged, a stroke at least ~18 character heights long. The bound is looser (a line may be partly
 * hidden, and the size measured is the page's typical print, which MRZ characters exceed).
 */
const minLineLength = 12;
/** A merged line is about one character height thick; anything much thicker is a block of print. */
const minLineAspect = 7;
/** Lines of one zone are parallel, up to the convergence a photo's perspective gives them. */
const maxAngleBetweenLines = 5;

/**
 * Finds bands of 2–3 lines shaped like an MRZ in any orientation, the way established MRZ
 * readers do (PassportEye, the pyimagesearch recipe), with kernels sized to the image's own
 * characters rather than fixed pixels: black-hat brings dark print out of the paper, the gradient
 * across the lines keeps text (dense strokes) over flat dark areas, a closing along the lines
 * merges characters into lines, Otsu's threshold keeps the strong part. Each
 * long thin stroke's angle comes from its pixels' second moments (so a tilted photo is followed);
 * parallel strokes of equal length at a line's spacing are grouped into a band. Lines run across
 * or down the image (a page scanned sideways), so both directions are tried. The longest bands
 * come first.
 */
export function findZoneCandidates(image: GreyImage, { limit = 3 }: { limit?: number } = {}): ZoneCandidate[] {
  const measured = characterSize(image);
  if (measured === null) return [];
  // Morphology at about 7 pixels per character: finer adds cost, not bands.
  const factor = Math.max(1, Math.floor(measured / 7));
  const grey = shrink(image, factor);
  const charSize = measured / factor;
  const lines: ZoneCandidate[] = [];
  for (const across of [true, false]) {
    const kernel = (along: number, over: number) => (across ? { width: along, height: over } : { width: over, height: along });
    const hat = blackHat(grey, kernel(1.6 * charSize, 0.6 * charSize));
    const merged = closeGrey(scharr(hat, across ? 'x' : 'y'), kernel(1.2 * charSize, 0.4 * charSize));
    const threshold = Math.max(1, otsuThreshold(merged));
    const binary = { width: merged.width, height: merged.height, data: new Uint8Array(merged.data.length) };
    for (let i = 0; i < binary.data.length; i++) if ((merged.data[i] as number) > threshold) binary.data[i] = 255;
    for (const component of components(binary)) {
      if (Math.max(component.right - component.left, component.bottom - component.top) < minLineLength * charSize) continue;
      const line = rotatedRectangle(component);
      const level = Math.abs(Math.cos((line.angle * Math.PI) / 180)) >= Math.SQRT1_2;
      if (level === across && line.length >= minLineLength * charSize && line.length >= minLineAspect * line.thickness) lines.push(line);
    }
  }
  const textMask = darkMask(grey);
  return groupLines(lines)
    .sort((a, b) => b.length - a.length)
    .slice(0, limit)
    .map((band) => uprightByPage(band, textMask, grey.width))
    .map((band) => ({ ...band, centreX: (band.centreX + 0.5) * factor - 0.5, centreY: (band.centreY + 0.5) * factor - 0.5, length: band.length * factor, thickness: band.thickness * factor }));
}

/** Averages `factor` × `factor` blocks (whole blocks only). */
function shrink(grey: GreyImage, factor: number): GreyImage {
  if (factor === 1) return grey;
  const width = Math.floor(grey.width / factor);
  const height = Math.floor(grey.height / factor);
  const data = new Uint8Array(width * height);
  const area = factor * factor;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let dy = 0; dy < factor; dy++) {
        const row = (y * factor + dy) * grey.width + x * factor;
        for (let dx = 0; dx < factor; dx++) sum += grey.data[row + dx] as number;
      }
      data[y * width + x] = Math.round(sum / area);
    }
  }
  return { width, height, data };
}

/**
 * Bands of 2 or 3 lines: parallel (within `maxAngleBetweenLines`), of about equal length, side by side along the
 * lines and spaced 1.2–3.2 line thicknesses apart, consecutive. Each line joins at most one band.
 */
export function groupLines(lines: readonly ZoneCandidate[]): ZoneCandidate[] {
  const axis = (angle: number) => ((angle % 180) + 180) % 180;
  const parallel = (a: ZoneCandidate, b: ZoneCandidate) => {
    const d = Math.abs(axis(a.angle) - axis(b.angle));
    return Math.min(d, 180 - d) <= maxAngleBetweenLines;
  };
  const used = new Set<ZoneCandidate>();
  const bands: ZoneCandidate[] = [];
  const byLength = [...lines].sort((a, b) => b.length - a.length);
  for (const first of byLength) {
    if (used.has(first)) continue;
    const radians = (first.angle * Math.PI) / 180;
    const [dx, dy] = [Math.cos(radians), Math.sin(radians)];
    const offsets = (line: ZoneCandidate) => ({
      u: (line.centreX - first.centreX) * dx + (line.centreY - first.centreY) * dy,
      v: -(line.centreX - first.centreX) * dy + (line.centreY - first.centreY) * dx,
    });
    const members = byLength
      .filter((line) => line === first || (!used.has(line) && parallel(line, first) && Math.abs(line.length - first.length) <= 0.2 * first.length))
      .map((line) => ({ line, ...offsets(line) }))
      .filter(({ u }) => Math.abs(u) <= 0.15 * first.length)
      .sort((a, b) => a.v - b.v);
    const thickness = first.thickness;
    const at = members.findIndex((m) => m.line === first);
    // Walk outwards from the first line while the next line sits at a line's spacing.
    let low = at;
    let high = at;
    const spaced = (a: { v: number }, b: { v: number }) => b.v - a.v >= 1.2 * thickness && b.v - a.v <= 3.2 * thickness;
    while (high - low < 2) {
      if (high + 1 < members.length && spaced(members[high]!, members[high + 1]!)) high++;
      else if (low > 0 && spaced(members[low - 1]!, members[low]!)) low--;
      else break;
    }
    if (high === low) continue;
    const group = members.slice(low, high + 1);
    for (const { line } of group) used.add(line);
    const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
    const v0 = (group[0] as { v: number }).v;
    const v1 = (group.at(-1) as { v: number }).v;
    bands.push({
      centreX: mean(group.map(({ line }) => line.centreX)),
      centreY: mean(group.map(({ line }) => line.centreY)),
      length: Math.max(...group.map(({ line }) => line.length)),
      thickness: v1 - v0 + thickness,
      angle: first.angle,
    });
  }
  return bands;
}

/**
 * The typical height of the image's characters: the median longer side of ink blobs shaped like
 * characters (neither specks nor large areas), in any orientation. Null on an image without
 * enough of them to be a document.
 */
export function characterSize(grey: GreyImage): number | null {
  const mask = darkMask(grey);
  const sizes: number[] = [];
  for (const blob of components({ width: grey.width, height: grey.height, data: mask }, 1)) {
    const w = blob.right - blob.left + 1;
    const h = blob.bottom - blob.top + 1;
    const side = Math.max(w, h);
    const fill = blob.count / (w * h);
    if (side >= 5 && side <= grey.height / 8 && Math.min(w, h) >= 0.15 * side && fill >= 0.12 && fill <= 0.85) sizes.push(side);
  }
  if (sizes.length < 20) return null;
  sizes.sort((a, b) => a - b);
  return sizes[Math.floor(sizes.length / 2)] as number;
}

interface Component {
  count: number;
  left: number;
  top: number;
  right: number;
  bottom: number;
  sumX: number;
  sumY: number;
  sumXX: number;
  sumYY: number;
  sumXY: number;
}

/** 8-connected components of the pixels equal to `on`, with their moments (flood fill with a stack). */
function components(image: GreyImage, on = 255): Component[] {
  const { width, height, data } = image;
  const found: Component[] = [];
  eachConnectedRegion(width, height, (i) => data[i] === on, (pixels) => {
    const c: Component = { count: 0, left: width, top: height, right: 0, bottom: 0, sumX: 0, sumY: 0, sumXX: 0, sumYY: 0, sumXY: 0 };
    for (const i of pixels) {
      const x = i % width;
      const y = (i - x) / width;
      c.count++;
      c.sumX += x;
      c.sumY += y;
      c.sumXX += x * x;
      c.sumYY += y * y;
      c.sumXY += x * y;
      if (x < c.left) c.left = x;
      if (x > c.right) c.right = x;
      if (y < c.top) c.top = y;
      if (y > c.bottom) c.bottom = y;
    }
    found.push(c);
  });
  return found;
}

/**
 * The rectangle a solid blob fills, from its second moments: the principal axis gives the angle,
 * and a uniform rectangle of side L has variance L²/12 along it.
 */
function rotatedRectangle(c: Component): ZoneCandidate {
  const mx = c.sumX / c.count;
  const my = c.sumY / c.count;
  const xx = c.sumXX / c.count - mx * mx;
  const yy = c.sumYY / c.count - my * my;
  const xy = c.sumXY / c.count - mx * my;
  const theta = 0.5 * Math.atan2(2 * xy, xx - yy);
  const spread = Math.sqrt(((xx - yy) / 2) ** 2 + xy * xy);
  const major = (xx + yy) / 2 + spread;
  const minor = Math.max(0, (xx + yy) / 2 - spread);
  return { centreX: mx, centreY: my, length: Math.sqrt(12 * major), thickness: Math.sqrt(12 * minor), angle: (theta * 180) / Math.PI };
}

/**
 * Turns the band's angle half a turn when more print lies on its "below" side than above: an MRZ
 * is printed at the bottom of its page (ICAO 9303), so the page's text is above it when upright.
 */
function uprightByPage(rect: ZoneCandidate, mask: Uint8Array, width: number): ZoneCandidate {
  const radians = (rect.angle * Math.PI) / 180;
  const [dx, dy] = [Math.cos(radians), Math.sin(radians)];
  let above = 0;
  let below = 0;
  const height = mask.length / width;
  const step = Math.max(1, Math.floor(Math.sqrt((width * height) / 200_000)));
  for (let y = 0; y < height; y += step) {
    for (let x = 0; x < width; x += step) {
      if (!mask[y * width + x]) continue;
      const u = (x - rect.centreX) * dx + (y - rect.centreY) * dy;
      const v = -(x - rect.centreX) * dy + (y - rect.centreY) * dx;
      if (Math.abs(u) > rect.length / 2) continue;
      if (v < -rect.thickness) above++;
      else if (v > rect.thickness) below++;
    }
  }
  if (below <= above) return rect;
  return { ...rect, angle: rect.angle > 0 ? rect.angle - 180 : rect.angle + 180 };
}
