import { describe, expect, it } from 'vitest';
import type { OcrLine } from '../engine/tesseract-pool.ts';
import { readsAsProse } from './zone-evidence.ts';

const lines = (...texts: string[]): OcrLine[] => texts.map((text) => ({ text, confidence: 80, symbols: [] }));

describe('readsAsProse', () => {
  it('is true for lines of words with no filler', () => {
    expect(readsAsProse(lines('The quick brown fox jumps', 'over the lazy dog again', 'and once more today'))).toBe(true);
  });

  it('is false for an MRZ, read cleanly or with spaces and misreads', () => {
    expect(readsAsProse(lines('P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L898902C36UTO7408122F1204159ZE184226B<<<<<10'))).toBe(false);
    expect(readsAsProse(lines('P<  UTO ERI KSSON  ANNA MA<<RIA', 'L898902C36 UTO 7408122 F1204159'))).toBe(false);
  });

  it('is false when a single filler shows anywhere', () => {
    expect(readsAsProse(lines('The quick brown fox jumps', 'over the lazy < dog again'))).toBe(false);
  });

  it('is false for too little text to say anything (a few marks)', () => {
    expect(readsAsProse(lines('IT', 'I'))).toBe(false);
    expect(readsAsProse([])).toBe(false);
  });

  it('is false for runs of characters not split into words', () => {
    expect(readsAsProse(lines('L898902C36UTO7408122F1204159', 'ERIKSSONANNAMARIA'))).toBe(false);
  });
});
