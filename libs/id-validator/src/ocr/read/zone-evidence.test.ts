import { describe, expect, it } from 'vitest';
import type { OcrLine } from '../engine/tesseract-pool.ts';
import { readsAsProse } from './zone-evidence.ts';

const lines = (...texts: string[]): OcrLine[] => texts.map((text) => ({ text, confidence: 80, symbols: [] }));

// Invented zones (no document's holder or number): only their shape matters here.
describe('readsAsProse', () => {
  it('is true for lines of words with no filler', () => {
    expect(readsAsProse(lines('The quick brown fox jumps', 'over the lazy dog again', 'and once more today'))).toBe(true);
  });

  it('is false for an MRZ, read cleanly or with spaces and misreads', () => {
    expect(readsAsProse(lines('P<XYZQUELHAS<<NUNO<TOMAS<<<<<<<<<<<<<<<<<<<', 'K3Z52817X4XYZ9103045M3011227<<<<<<<<<<<<<<06'))).toBe(false);
    expect(readsAsProse(lines('P<  XYZ QUE LHAS  NUNO TO<<MAS', 'K3Z52817X4 XYZ 9103045 M3011227'))).toBe(false);
  });

  it('is false when a single filler shows anywhere', () => {
    expect(readsAsProse(lines('The quick brown fox jumps', 'over the lazy < dog again'))).toBe(false);
  });

  it('is false for too little text to say anything (a few marks)', () => {
    expect(readsAsProse(lines('IT', 'I'))).toBe(false);
    expect(readsAsProse([])).toBe(false);
  });

  it('is false for runs of characters not split into words', () => {
    expect(readsAsProse(lines('K3Z52817X4XYZ9103045M3011227', 'QUELHASNUNOTOMAS'))).toBe(false);
  });
});
