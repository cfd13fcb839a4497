import { composeMrz, registerCorpusFonts, seededRandom } from '@circular/id-corpus';
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import type { AlignedMrz } from './align-mrz-lines.ts';
import { glyphEvidence, lettersInDoubt, mergeEvidence } from './glyph-evidence.ts';
import type { GreyImage } from '../image/grey-image.ts';
import { madeUpUtoFields } from '../../test-support/readings.ts';
import { glyphSimilarity } from './ocrb-glyphs.ts';

const { ocrb } = registerCorpusFonts();

type Box = { x0: number; y0: number; x1: number; y1: number };

/** Characters drawn in OCR-B (`size` px, `ink`) on white, each at its pen position, as a grey image. */
function drawn(width: number, height: number, chars: ReadonlyArray<{ char: string; x: number; y: number }>, { size = 30, ink = '#000000', centred = false } = {}): GreyImage {
  const ctx = createCanvas(width, height).getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = ink;
  ctx.font = `${size}px ${ocrb}`;
  if (centred) ctx.textAlign = 'center';
  for (const { char, x, y } of chars) ctx.fillText(char, x, y);
  const rgba = ctx.getImageData(0, 0, width, height).data;
  const data = new Uint8Array(width * height);
  for (let i = 0; i < data.length; i++) data[i] = rgba[i * 4] as number;
  return { width, height, data };
}

/** `text` in OCR-B at a 20-pixel pitch, as a grey image, with each character's box. */
function render(text: string): { image: GreyImage; boxes: Box[] } {
  const image = drawn(20 * text.length + 20, 50, [...text].map((char, i) => ({ char, x: 10 + i * 20, y: 38 })));
  return { image, boxes: [...text].map((_, i) => ({ x0: 9 + i * 20, y0: 14, x1: 29 + i * 20, y1: 40 })) };
}

/** `text` in OCR-B, one character per 26-pixel cell, each box the whole cell. */
function cells(text: string): { image: GreyImage; boxes: Box[] } {
  const image = drawn(26 * text.length, 50, [...text].map((char, i) => ({ char, x: 13 + i * 26, y: 40 })), { centred: true });
  return { image, boxes: [...text].map((_, i) => ({ x0: i * 26, y0: 0, x1: i * 26 + 26, y1: 50 })) };
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

  it.each(['L928503C8', madeUpUtoFields.documentNumber])('offers nothing decisive when the reading matches the shapes (%s, drawn tight)', (number) => {
    const { image, boxes } = render(number);
    const aligned: AlignedMrz = { lines: [number], confidences: [Array(9).fill(0.9)], boxes: [boxes], filledPositions: 0 };
    expect(glyphEvidence(aligned, image).filter((e) => e.decisive)).toEqual([]);
  });
});

/**
 * `text` drawn as the synthetic generator draws an MRZ line (`tools/id-corpus`: OCR-B at 3.45 mm,
 * characters at ICAO's 2.54 mm pitch) at `size` pixels, each box a pitch-wide cell from the cap
 * line to the baseline, moved by `shift` pixels along the line and widened by `widen` on each side
 * (tesseract's boxes are not always where the glyph is).
 */
function mrzLine(text: string, { size, shift = 0, widen = 0 }: { size: number; shift?: number; widen?: number }): { image: GreyImage; boxes: Box[] } {
  const pitch = (size * 2.54) / 3.45;
  const baseline = Math.round(size * 1.4);
  const chars = [...text].map((char, i) => ({ char, x: pitch * (i + 1), y: baseline }));
  const image = drawn(Math.ceil(pitch * (text.length + 2)), Math.ceil(size * 2), chars, { size, ink: '#111114' });
  const boxes = [...text].map((_, i) => ({ x0: pitch * (i + 1) + shift - widen, y0: baseline - 0.72 * size, x1: pitch * (i + 2) + shift + widen, y1: baseline + 1 }));
  return { image, boxes };
}

describe('glyphEvidence on correct readings of made-up documents', () => {
  // Many made-up document numbers (seeded: the same ones every run), each in a made-up passport's
  // second line, read right: no character of it may be judged decisively wrong.
  const random = seededRandom(20261129);
  const symbols = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  const lines = Array.from({ length: 40 }, () => {
    const documentNumber = Array.from({ length: 9 }, () => symbols[random.int(0, symbols.length - 1)]).join('');
    return composeMrz({ ...madeUpUtoFields, documentNumber })[1] as string;
  });
  const drawings = [
    { name: 'boxes on the glyphs', size: 41, shift: 0, widen: 0 },
    { name: 'boxes 3 px before the glyphs', size: 41, shift: -3, widen: 0 },
    { name: 'boxes 3 px after the glyphs', size: 41, shift: 3, widen: 0 },
    { name: 'boxes 3 px wider on each side', size: 41, shift: 0, widen: 3 },
    { name: 'a line 14 px high, boxes 1 px after', size: 20, shift: 1, widen: 0 },
  ];

  it.each(drawings)('gives no decisive evidence against a right character ($name)', ({ size, shift, widen }) => {
    const against: string[] = [];
    for (const text of lines) {
      const { image, boxes } = mrzLine(text, { size, shift, widen });
      const aligned: AlignedMrz = { lines: [text], confidences: [Array(text.length).fill(0.9)], boxes: [boxes], filledPositions: 0 };
      for (const e of glyphEvidence(aligned, image)) if (e.decisive) against.push(`${text}@${e.position}: ${text[e.position]} -> ${e.char}`);
    }
    expect(against).toEqual([]);
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
