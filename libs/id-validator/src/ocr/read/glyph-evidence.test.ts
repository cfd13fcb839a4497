import { registerCorpusFonts } from '@circular/id-corpus';
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import type { AlignedMrz } from './align-mrz-lines.ts';
import { glyphEvidence, lettersInDoubt, mergeEvidence } from './glyph-evidence.ts';
import type { GreyImage } from '../image/grey-image.ts';
import { glyphSimilarity } from './ocrb-glyphs.ts';

const { ocrb } = registerCorpusFonts();

/** `text` in OCR-B at a 20-pixel pitch, as a grey image, with each character's box. */
function render(text: string): { image: GreyImage; boxes: Array<{ x0: number; y0: number; x1: number; y1: number }> } {
  const width = 20 * text.length + 20;
  const canvas = createCanvas(width, 50);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, 50);
  ctx.fillStyle = '#000000';
  ctx.font = `30px ${ocrb}`;
  [...text].forEach((char, i) => ctx.fillText(char, 10 + i * 20, 38));
  const rgba = ctx.getImageData(0, 0, width, 50).data;
  const data = new Uint8Array(width * 50);
  for (let i = 0; i < data.length; i++) data[i] = rgba[i * 4] as number;
  return { image: { width, height: 50, data }, boxes: [...text].map((_, i) => ({ x0: 9 + i * 20, y0: 14, x1: 29 + i * 20, y1: 40 })) };
}

/** `text` in OCR-B, one character per 26-pixel cell, each box the whole cell. */
function cells(text: string): { image: GreyImage; boxes: Array<{ x0: number; y0: number; x1: number; y1: number }> } {
  const width = 26 * text.length;
  const canvas = createCanvas(width, 50);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, 50);
  ctx.fillStyle = '#000000';
  ctx.font = `30px ${ocrb}`;
  ctx.textAlign = 'center';
  [...text].forEach((char, i) => ctx.fillText(char, 13 + i * 26, 40));
  const rgba = ctx.getImageData(0, 0, width, 50).data;
  const data = new Uint8Array(width * 50);
  for (let i = 0; i < data.length; i++) data[i] = rgba[i * 4] as number;
  return { image: { width, height: 50, data }, boxes: [...text].map((_, i) => ({ x0: i * 26, y0: 0, x1: i * 26 + 26, y1: 50 })) };
}

describe('glyphSimilarity', () => {
  it('matches each character best to its own OCR-B glyph', () => {
    const { image, boxes } = render('S8G6');
    expect([...glyphSimilarity(image, boxes[0] as never, ['S', '8']).entries()].sort((a, b) => b[1] - a[1])[0]?.[0]).toBe('S');
    expect([...glyphSimilarity(image, boxes[1] as never, ['S', '8']).entries()].sort((a, b) => b[1] - a[1])[0]?.[0]).toBe('8');
    expect([...glyphSimilarity(image, boxes[2] as never, ['G', '6']).entries()].sort((a, b) => b[1] - a[1])[0]?.[0]).toBe('G');
  });

  it('gives no score for an empty box', () => {
    const { image } = render('A');
    expect(glyphSimilarity(image, { x0: 100, y0: 0, x1: 110, y1: 10 }, ['A']).size).toBe(0);
  });
});

describe('glyphEvidence', () => {
  it('says decisively that an 8 read as S is an 8, which no check digit could tell', () => {
    const { image, boxes } = render('CLXZ8WN94');
    const aligned: AlignedMrz = { lines: ['CLXZSWN94'], confidences: [Array(9).fill(0.9)], boxes: [boxes], filledPositions: 0 };
    expect(glyphEvidence(aligned, image).filter((e) => e.position === 4)).toEqual([{ line: 0, position: 4, char: '8', decisive: true }]);
  });

  it('replaces a letter by the letter its glyph shows, decisively only on a zone captured large enough', () => {
    const { image, boxes } = cells('CLMZ8');
    const aligned: AlignedMrz = { lines: ['CLHZ8'], confidences: [Array(5).fill(0.9)], boxes: [boxes], filledPositions: 0 };
    expect(glyphEvidence(aligned, image)).toEqual([{ line: 0, position: 2, char: 'M', decisive: true }]);
    expect(glyphEvidence(aligned, image, { capturedLineHeight: 9 })).toEqual([{ line: 0, position: 2, char: 'M', decisive: false }]);
  });

  it('offers nothing when the reading matches the shapes', () => {
    const { image, boxes } = render('L928503C8');
    const aligned: AlignedMrz = { lines: ['L928503C8'], confidences: [Array(9).fill(0.9)], boxes: [boxes], filledPositions: 0 };
    expect(glyphEvidence(aligned, image).filter((e) => e.decisive)).toEqual([]);
  });
});

describe('mergeEvidence', () => {
  it('keeps decisive evidence that most readings give decisively', () => {
    const decisiveS = { line: 0, position: 2, char: 'S', decisive: true };
    expect(mergeEvidence(['AB8'], [[decisiveS], [decisiveS], []])).toEqual([decisiveS]);
  });

  it('only offers what a minority of readings says decisively (a box astride two characters)', () => {
    const decisiveC = { line: 0, position: 1, char: 'C', decisive: true };
    expect(mergeEvidence(['OLIVIA'], [[decisiveC], [], [], []])).toEqual([{ ...decisiveC, decisive: false }]);
  });

  it('drops evidence the vote already follows and keeps decisive only when every reading agrees', () => {
    expect(
      mergeEvidence(
        ['AB8'],
        [
          [{ line: 0, position: 2, char: 'S', decisive: true }, { line: 0, position: 0, char: '4', decisive: false }],
          [{ line: 0, position: 2, char: 'S', decisive: false }, { line: 0, position: 1, char: 'B', decisive: true }],
        ],
      ),
    ).toEqual([
      { line: 0, position: 2, char: 'S', decisive: false },
      { line: 0, position: 0, char: '4', decisive: false },
    ]);
  });
});

describe('lettersInDoubt', () => {
  const offer = (position: number, char: string) => ({ line: 0, position, char, decisive: false });

  it('doubts a letter that most readings see as another letter', () => {
    expect(lettersInDoubt(['P<HEULEN'], [[offer(2, 'M')], [offer(2, 'M')], []])).toBe(true);
  });

  it('does not doubt for a minority, for a digit offered for a letter, or for an offer the reading already follows', () => {
    expect(lettersInDoubt(['P<HEULEN'], [[offer(2, 'M')], [], []])).toBe(false);
    expect(lettersInDoubt(['P<HEULEN'], [[offer(4, '0')], [offer(4, '0')]])).toBe(false);
    expect(lettersInDoubt(['P<MEULEN'], [[offer(2, 'M')], [offer(2, 'M')]])).toBe(false);
  });
});
