/** A horizontal strip of text found in an ink mask: one printed line. */
export interface TextBand {
  top: number;
  /** Exclusive. */
  bottom: number;
  /** Horizontal extent of the longest run of ink (gaps shorter than about two characters bridged). */
  left: number;
  right: number;
}

/**
 * Finds printed lines: rows where ink changes often (characters) grouped into strips, each
 * trimmed to its longest horizontal run of ink. Expects a deskewed mask.
 */
export function findTextBands(
  mask: Uint8Array,
  { width, height, minTransitions = 10, minHeight = 5 }: { width: number; height: number; minTransitions?: number; minHeight?: number },
): TextBand[] {
  const transitions = new Float64Array(height);
  for (let y = 0; y < height; y++) {
    let count = 0;
    for (let x = 1; x < width; x++) if (mask[y * width + x] && !mask[y * width + x - 1]) count++;
    transitions[y] = count;
  }
  const smooth = (y: number) => ((transitions[y - 1] ?? 0) + (transitions[y] as number) + (transitions[y + 1] ?? 0)) / 3;
  const bands: TextBand[] = [];
  let start = -1;
  for (let y = 0; y <= height; y++) {
    const inText = y < height && smooth(y) >= minTransitions;
    if (inText && start === -1) start = y;
    if (!inText && start !== -1) {
      if (y - start >= minHeight) {
        const band = horizontalExtent(mask, { width, top: start, bottom: y });
        if (band) bands.push(band);
      }
      start = -1;
    }
  }
  return bands;
}

function horizontalExtent(mask: Uint8Array, { width, top, bottom }: { width: number; top: number; bottom: number }): TextBand | null {
  const gap = Math.max(4, Math.round((bottom - top) * 1.6));
  let bestLeft = -1;
  let bestRight = -1;
  let runLeft = -1;
  let lastInk = -gap - 1;
  for (let x = 0; x < width; x++) {
    let ink = false;
    for (let y = top; y < bottom && !ink; y++) ink = mask[y * width + x] === 1;
    if (!ink) continue;
    if (x - lastInk > gap) runLeft = x;
    lastInk = x;
    if (x + 1 - runLeft > bestRight - bestLeft) {
      bestLeft = runLeft;
      bestRight = x + 1;
    }
  }
  return bestLeft === -1 ? null : { top, bottom, left: bestLeft, right: bestRight };
}
