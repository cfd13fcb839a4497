import { describe, expect, it } from 'vitest';
import { alignMrzLines, structureScore } from './align-mrz-lines.ts';
import type { OcrLine } from '../engine/tesseract-pool.ts';
import { madeUpUto } from '../../test-support/readings.ts';

const td3 = madeUpUto.td3;
const pitch = 20;

/** OCR output for `text` at a fixed pitch, optionally dropping and duplicating symbols. */
function ocrLine(text: string, row: number, { drop = [] as number[], duplicate = [] as number[] } = {}): OcrLine {
  const symbols = [...text].flatMap((char, i) => {
    if (drop.includes(i)) return [];
    const symbol = { text: char, confidence: 90, x0: 10 + i * pitch, x1: 10 + i * pitch + 14, y0: row * 40, y1: row * 40 + 24 };
    return duplicate.includes(i) ? [symbol, { ...symbol, confidence: 40, x0: symbol.x0 + 2, x1: symbol.x1 + 2 }] : [symbol];
  });
  return { text, confidence: 90, symbols };
}

describe('alignMrzLines', () => {
  it('puts symbols back on their positions, inferring fillers dropped from a run', () => {
    const aligned = alignMrzLines([ocrLine(td3[0] as string, 0, { drop: [30, 31] }), ocrLine(td3[1] as string, 1, { drop: [39] })]);
    expect(aligned?.lines).toEqual(td3);
    expect(aligned?.filledPositions).toBe(3);
    expect(aligned?.confidences[0]?.[30]).toBe(0.5);
    expect(aligned?.confidences[0]?.[29]).toBe(0.9);
    expect(aligned?.boxes[0]?.[30]).toBeNull();
  });

  it('keeps the more confident of two symbols on one position', () => {
    const aligned = alignMrzLines([ocrLine(td3[0] as string, 0, { duplicate: [7] }), ocrLine(td3[1] as string, 1)]);
    expect(aligned?.lines).toEqual(td3);
  });

  it('recovers the final filler when the last symbol of every line is missing', () => {
    const lines = madeUpUto.td1;
    const aligned = alignMrzLines([ocrLine(lines[0] as string, 0, { drop: [29] }), ocrLine(lines[1] as string, 1), ocrLine(lines[2] as string, 2, { drop: [29] })]);
    expect(aligned?.lines).toEqual(lines);
  });

  it('refuses a gap that is not between fillers rather than guess a character', () => {
    expect(alignMrzLines([ocrLine(td3[0] as string, 0), ocrLine(td3[1] as string, 1, { drop: [3] })])).toBeNull();
  });

  it('chooses the TD2 length for two 36-character lines', () => {
    const td2 = madeUpUto.td2;
    expect(alignMrzLines([ocrLine(td2[0] as string, 0), ocrLine(td2[1] as string, 1)])?.lines).toEqual(td2);
  });

  it('ignores short lines of other text and needs enough MRZ lines', () => {
    const noise: OcrLine = { text: 'ABC', confidence: 50, symbols: ocrLine('ABC', 5).symbols };
    expect(alignMrzLines([noise, ocrLine(td3[0] as string, 0), ocrLine(td3[1] as string, 1)])?.lines).toEqual(td3);
    expect(alignMrzLines([ocrLine(td3[0] as string, 0)])).toBeNull();
  });
});

describe('alignMrzLines with marks beside the zone', () => {
  it('counts the slots from the end, when asked, for marks left of the zone read as characters', () => {
    const pitch = 10;
    const symbolsOf = (text: string, from: number) => [...text].map((char, i) => ({ text: char, confidence: 90, x0: from + i * pitch, y0: 0, x1: from + i * pitch + 8, y1: 12 }));
    const [line1, line2] = td3 as [string, string];
    const lines = [
      { text: `E ${line1}`, confidence: 80, symbols: [...symbolsOf('E', 0), ...symbolsOf(line1, 2 * pitch)] },
      { text: line2, confidence: 90, symbols: symbolsOf(line2, 2 * pitch) },
    ];
    expect(alignMrzLines(lines, { anchor: 'end' })?.lines).toEqual([line1, line2]);
    expect(alignMrzLines(lines)?.lines).toEqual([line1, line2]);
    expect(alignMrzLines([lines[1]!, lines[1]!], { anchor: 'end' })).toBeNull();
  });
});

describe('alignMrzLines on the format’s fixed positions', () => {
  const pitch = 20;
  const symbol = (char: string, x: number, row: number, { width = 14, height = 24 } = {}) => ({ text: char, confidence: 90, x0: x, x1: x + width, y0: row * 40, y1: row * 40 + height });
  const line = (symbols: OcrLine['symbols']): OcrLine => ({ text: symbols.map((s) => s.text).join(''), confidence: 90, symbols });
  const laid = (text: string, row: number) => [...text].map((char, i) => symbol(char, 10 + i * pitch, row));

  it('leaves out a speck read as a character, however confident the OCR was', () => {
    const speck = { ...symbol('1', 10 + 40 * pitch + 5, 1, { width: 2, height: 5 }), confidence: 99 };
    const aligned = alignMrzLines([line(laid(td3[0] as string, 0)), line([speck, ...laid(td3[1] as string, 1)])], { lineCount: 2 });
    expect(aligned?.lines).toEqual(td3);
  });

  it('chooses the start where letters, digits and check digits fit the format, not the leftmost mark', () => {
    const mark = symbol('I', 10 - pitch, 1);
    const junk = symbol('G', 10 + 44 * pitch, 1);
    const aligned = alignMrzLines([line(laid(td3[0] as string, 0)), line([mark, ...laid(td3[1] as string, 1), junk])], { lineCount: 2 });
    expect(aligned?.lines).toEqual(td3);
  });

  it('ignores symbols that are no MRZ character, such as spaces', () => {
    const spaced = [...laid(td3[1] as string, 1), { ...symbol(' ', 10 + 20.5 * pitch, 1), text: ' ' }];
    expect(alignMrzLines([line(laid(td3[0] as string, 0)), line(spaced)])?.lines).toEqual(td3);
  });
});

describe('structureScore', () => {
  it('scores the right lines above the same lines one slot off', () => {
    const shifted = td3.map((l) => `${l.slice(1)}<`);
    expect(structureScore(td3)).toBeGreaterThan(structureScore(shifted) + 10);
  });

  it('gives nothing for lines that fit no format', () => {
    expect(structureScore(['P<UTO'])).toBe(0);
  });
});
