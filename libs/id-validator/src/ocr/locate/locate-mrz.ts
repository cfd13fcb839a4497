import type { TextBand } from './text-bands.ts';

/** Where the MRZ lies in an image, and how many lines it seems to have. */
export interface MrzRegion {
  left: number;
  top: number;
  width: number;
  height: number;
  lineCount: 2 | 3;
  /** Median height of the MRZ text bands, a proxy for the character height. */
  lineHeight: number;
}

/**
 * MRZ lines are long (30–44 characters, each about as wide as it is tall, so a band at least ~18
 * times wider than high), of equal height, equally spaced, left-aligned and of equal length; a
 * mark beside one line may stretch its band on one side, so one aligned edge is enough.
 * Among groups of 2 or 3 consecutive bands that look so, the lowest wins: the MRZ sits at the
 * bottom of its side.
 */
export function locateMrz(bands: readonly TextBand[]): MrzRegion | null {
  const long = (b: TextBand) => (b.right - b.left) / (b.bottom - b.top) >= 14;
  let best: { region: MrzRegion; score: number } | null = null;
  for (const count of [3, 2] as const) {
    for (let i = 0; i + count <= bands.length; i++) {
      const group = bands.slice(i, i + count);
      if (!group.every(long)) continue;
      const heights = group.map((b) => b.bottom - b.top);
      const widths = group.map((b) => b.right - b.left);
      const lineHeight = median(heights);
      if (Math.max(...heights) > 1.8 * Math.min(...heights)) continue;
      if (Math.max(...widths) > 1.06 * Math.min(...widths)) continue;
      const spread = (edges: number[]) => Math.max(...edges) - Math.min(...edges);
      // A mark beside one line (a page edge, a stamp) stretches that band on one side only; lines
      // that end together but start apart are taken only when as long as a passport's (TD2/TD3),
      // which no pair of titles on a card's front is.
      const passportLong = group.every((b) => (b.right - b.left) / (b.bottom - b.top) >= 25);
      if (spread(group.map((b) => b.left)) > lineHeight && (!passportLong || spread(group.map((b) => b.right)) > lineHeight)) continue;
      const gaps = group.slice(1).map((b, k) => b.top - (group[k] as TextBand).bottom);
      if (gaps.some((g) => g > 2.2 * lineHeight)) continue;
      const left = Math.min(...group.map((b) => b.left));
      const right = Math.max(...group.map((b) => b.right));
      const top = (group[0] as TextBand).top;
      const bottom = (group.at(-1) as TextBand).bottom;
      const region: MrzRegion = { left, top, width: right - left, height: bottom - top, lineCount: count, lineHeight };
      const score = bottom + (count === 3 ? lineHeight : 0);
      if (!best || score > best.score) best = { region, score };
    }
  }
  return best?.region ?? null;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}
