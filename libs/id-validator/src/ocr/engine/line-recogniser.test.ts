import { describe, expect, it } from 'vitest';
import { asOcrLines, bandHeight, cutBand, decodeFrames, lineBand, normaliseBand, recogniserAlphabet } from './line-recogniser.ts';

const classes = recogniserAlphabet.length + 1;
/** Log-probabilities for frames that each put `p` on one class (0 = blank) and spread the rest. */
function frames(spec: Array<{ k: number; p: number; also?: { k: number; p: number } }>): Float32Array {
  const out = new Float32Array(spec.length * classes);
  spec.forEach(({ k, p, also }, t) => {
    const rest = (1 - p - (also?.p ?? 0)) / (classes - 1 - (also ? 1 : 0));
    for (let c = 0; c < classes; c++) out[t * classes + c] = Math.log(c === k ? p : c === also?.k ? also.p : rest);
  });
  return out;
}
const cls = (char: string) => recogniserAlphabet.indexOf(char) + 1;

describe('decodeFrames', () => {
  it('collapses runs between blanks into characters placed at the probability-weighted centre of their run', () => {
    const logp = frames([
      { k: cls('P'), p: 0.6 },
      { k: cls('P'), p: 0.9 },
      { k: 0, p: 0.9 },
      { k: cls('<'), p: 0.8 },
      { k: 0, p: 0.9 },
      { k: cls('<'), p: 0.7 },
    ]);
    const symbols = decodeFrames(logp, 6, (frame) => 10 * frame);
    expect(symbols.map((s) => s.char).join('')).toBe('P<<');
    // P: frames 0 and 1 weighted 0.6 and 0.9 → 0.6 of a frame → x = 6.
    expect(symbols.map((s) => Math.round(s.x * 100) / 100)).toEqual([6, 30, 50]);
    expect(symbols[0]?.probability).toBeCloseTo(0.9, 5);
  });

  it('keeps the classes a frame also gives some probability as alternatives, most likely first', () => {
    const logp = frames([{ k: cls('0'), p: 0.55, also: { k: cls('O'), p: 0.4 } }]);
    const [symbol] = decodeFrames(logp, 1, () => 0);
    expect(symbol?.char).toBe('0');
    expect(symbol?.alternatives[0]).toMatchObject({ char: 'O' });
    expect(symbol?.alternatives[0]?.probability).toBeCloseTo(0.4, 5);
    expect(symbol?.alternatives.every((a) => a.char !== '0')).toBe(true);
  });
});

describe('line bands', () => {
  it('splits the zone into equal slices widened by half a line height and a fifth above and below', () => {
    const region = { left: 100, top: 50, width: 440, height: 60, lineHeight: 20 };
    expect(lineBand(region, 1, 2)).toEqual({ left: 90, right: 550, top: 76, bottom: 114 });
  });

  it('stretches the band between its dark and light percentiles, ink high', () => {
    const pixels = Float32Array.from({ length: 100 }, (_, i) => (i < 50 ? 20 : 220));
    const out = normaliseBand(pixels);
    expect(out[0]).toBe(1);
    expect(out[99]).toBe(0);
  });

  it('cuts a band to the model height, padded to whole frames, with dark print high', () => {
    const width = 200;
    const height = 60;
    const data = new Uint8Array(width * height).fill(230);
    for (let y = 25; y < 35; y++) for (let x = 40; x < 50; x++) data[y * width + x] = 10;
    const { pixels, width: columns, scale } = cutBand({ width, height, data }, { left: 20, right: 181, top: 18, bottom: 42 });
    expect(scale).toBe(bandHeight / 24);
    expect(columns % 4).toBe(0);
    expect(pixels.length).toBe(columns * bandHeight);
    const at = (x: number, y: number) => pixels[y * columns + x] as number;
    expect(at(25, 12)).toBeGreaterThan(0.9);
    expect(at(100, 12)).toBeLessThan(0.1);
  });
});

describe('asOcrLines', () => {
  it('boxes each symbol around its centre, a line height high, with its probability as confidence', () => {
    const [line] = asOcrLines([{ band: { left: 0, right: 100, top: 10, bottom: 50 }, symbols: [{ char: 'A', probability: 0.5, x: 20, alternatives: [] }] }], 20);
    expect(line).toMatchObject({ text: 'A', confidence: 50, symbols: [{ text: 'A', x0: 14, x1: 26, y0: 20, y1: 40, confidence: 50 }] });
  });
});
