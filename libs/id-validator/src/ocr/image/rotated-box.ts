import { eachConnectedRegion } from './regions.ts';
/** A point in image coordinates (x right, y down). */
export interface Point {
  x: number;
  y: number;
}

/**
 * A rectangle turned by `angle` degrees about its centre: its `width` runs along the angle (the
 * way text in it reads), its `height` across. Angles in degrees, positive clockwise on the page
 * (y points down), in (-90, 90].
 */
export interface RotatedBox {
  cx: number;
  cy: number;
  width: number;
  height: number;
  angle: number;
}

/** The convex hull of the points (Andrew's monotone chain), counter-clockwise in y-up terms. */
export function convexHull(points: readonly Point[]): Point[] {
  const sorted = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  if (sorted.length <= 2) return sorted;
  const cross = (o: Point, a: Point, b: Point) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
  const lower: Point[] = [];
  for (const p of sorted) {
    while (lower.length >= 2 && cross(lower[lower.length - 2] as Point, lower[lower.length - 1] as Point, p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: Point[] = [];
  for (let i = sorted.length - 1; i >= 0; i--) {
    const p = sorted[i] as Point;
    while (upper.length >= 2 && cross(upper[upper.length - 2] as Point, upper[upper.length - 1] as Point, p) <= 0) upper.pop();
    upper.push(p);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

/** An angle in degrees folded into (-90, 90]. */
export function foldAngle(degrees: number): number {
  let a = degrees % 180;
  if (a <= -90) a += 180;
  if (a > 90) a -= 180;
  return a;
}

/**
 * The smallest-area rectangle holding every point (rotating calipers: one side of it lies on an
 * edge of the convex hull), its width along the longer side. Null for no points.
 */
export function minAreaRect(points: readonly Point[]): RotatedBox | null {
  const hull = convexHull(points);
  if (hull.length === 0) return null;
  if (hull.length === 1) return { cx: (hull[0] as Point).x, cy: (hull[0] as Point).y, width: 0, height: 0, angle: 0 };
  let best: { area: number; box: RotatedBox } | null = null;
  for (let i = 0; i < hull.length; i++) {
    const a = hull[i] as Point;
    const b = hull[(i + 1) % hull.length] as Point;
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    if (length === 0) continue;
    const ux = (b.x - a.x) / length;
    const uy = (b.y - a.y) / length;
    let minU = Infinity;
    let maxU = -Infinity;
    let minV = Infinity;
    let maxV = -Infinity;
    for (const p of hull) {
      const u = p.x * ux + p.y * uy;
      const v = -p.x * uy + p.y * ux;
      minU = Math.min(minU, u);
      maxU = Math.max(maxU, u);
      minV = Math.min(minV, v);
      maxV = Math.max(maxV, v);
    }
    const area = (maxU - minU) * (maxV - minV);
    if (best && area >= best.area) continue;
    const mu = (minU + maxU) / 2;
    const mv = (minV + maxV) / 2;
    const cx = mu * ux - mv * uy;
    const cy = mu * uy + mv * ux;
    const along = maxU - minU;
    const across = maxV - minV;
    const angle = (Math.atan2(uy, ux) * 180) / Math.PI;
    const box = along >= across ? { cx, cy, width: along, height: across, angle: foldAngle(angle) } : { cx, cy, width: across, height: along, angle: foldAngle(angle + 90) };
    best = { area, box };
  }
  return best?.box ?? null;
}

/** The box's four corners: top-left, top-right, bottom-right, bottom-left as its text reads. */
export function boxCorners(box: RotatedBox): Point[] {
  const t = (box.angle * Math.PI) / 180;
  const ux = Math.cos(t);
  const uy = Math.sin(t);
  const hw = box.width / 2;
  const hh = box.height / 2;
  const at = (u: number, v: number): Point => ({ x: box.cx + u * ux - v * uy, y: box.cy + u * uy + v * ux });
  return [at(-hw, -hh), at(hw, -hh), at(hw, hh), at(-hw, hh)];
}

/**
 * The box grown on every side as DB text detection's "unclip" grows the shrunken text kernel it
 * finds back to the text: by area × ratio / perimeter.
 */
export function unclip(box: RotatedBox, ratio = 1.5): RotatedBox {
  const perimeter = 2 * (box.width + box.height);
  if (perimeter === 0) return box;
  const offset = (box.width * box.height * ratio) / perimeter;
  return { ...box, width: box.width + 2 * offset, height: box.height + 2 * offset };
}

/** An RGB (or other interleaved) picture: `channels` bytes per pixel, rows top to bottom. */
export interface RasterImage {
  data: Uint8Array;
  width: number;
  height: number;
  channels: number;
}

/**
 * The box cut out upright into `outWidth` × `outHeight` pixels by bilinear sampling (an affine
 * map from the output onto the box), turned half round when `flip` (text upside down).
 * Samples outside the image repeat its edge.
 */
export function cropRotated(image: RasterImage, box: RotatedBox, outWidth: number, outHeight: number, { flip = false }: { flip?: boolean } = {}): RasterImage {
  const { data, width, height, channels } = image;
  const out = new Uint8Array(outWidth * outHeight * channels);
  const t = ((box.angle + (flip ? 180 : 0)) * Math.PI) / 180;
  const ux = Math.cos(t);
  const uy = Math.sin(t);
  const sx = box.width / outWidth;
  const sy = box.height / outHeight;
  for (let oy = 0; oy < outHeight; oy++) {
    const v = (oy + 0.5) * sy - box.height / 2;
    for (let ox = 0; ox < outWidth; ox++) {
      const u = (ox + 0.5) * sx - box.width / 2;
      const x = Math.min(width - 1, Math.max(0, box.cx + u * ux - v * uy - 0.5));
      const y = Math.min(height - 1, Math.max(0, box.cy + u * uy + v * ux - 0.5));
      const x0 = Math.floor(x);
      const y0 = Math.floor(y);
      const x1 = Math.min(width - 1, x0 + 1);
      const y1 = Math.min(height - 1, y0 + 1);
      const fx = x - x0;
      const fy = y - y0;
      const o = (oy * outWidth + ox) * channels;
      for (let c = 0; c < channels; c++) {
        const top = (data[(y0 * width + x0) * channels + c] as number) * (1 - fx) + (data[(y0 * width + x1) * channels + c] as number) * fx;
        const bottom = (data[(y1 * width + x0) * channels + c] as number) * (1 - fx) + (data[(y1 * width + x1) * channels + c] as number) * fx;
        out[o + c] = Math.round(top * (1 - fy) + bottom * fy);
      }
    }
  }
  return { data: out, width: outWidth, height: outHeight, channels };
}

/**
 * The connected regions (8-neighbours) of a probability map above `threshold`, each as its
 * pixels' indices. Regions of fewer than `minPixels` are left out.
 */
export function connectedRegions(map: Float32Array, width: number, height: number, threshold: number, minPixels = 1): number[][] {
  const regions: number[][] = [];
  eachConnectedRegion(width, height, (i) => (map[i] as number) > threshold, (pixels) => {
    if (pixels.length >= minPixels) regions.push(Array.from(pixels));
  });
  return regions;
}
