import { describe, expect, it } from 'vitest';
import { readCatalogue } from './background-text.ts';
import { sampleTerm } from './lexicon-terms.ts';
import { trainingListings } from './training-listings.ts';

describe('trainingListings', () => {
  const listings = [...trainingListings({ seed: 3, count: 3000 })];

  it('is the same for the same seed and differs for another', () => {
    expect([...trainingListings({ seed: 3, count: 50 })]).toEqual(listings.slice(0, 50));
    expect([...trainingListings({ seed: 4, count: 50 })]).not.toEqual(listings.slice(0, 50));
  });

  it('labels spans that lie inside their field, on trimmed text', () => {
    for (const { listing, labels } of listings) {
      for (const label of labels) {
        const text = label.field === 'title' ? listing.title : listing.description;
        expect(label.start).toBeGreaterThanOrEqual(0);
        expect(label.end).toBeLessThanOrEqual(text.length);
        expect(label.end! - label.start!).toBeGreaterThan(0);
      }
    }
  });

  it('mixes every source and language, with clean listings and problems of every head', () => {
    const count = (p: (l: (typeof listings)[number]) => boolean) => listings.filter(p).length;
    for (const source of ['composer', 'lexicon', 'family', 'clean']) expect(count((l) => l.source === source), source).toBeGreaterThan(100);
    for (const lang of ['pt', 'es', 'fr', 'en', 'it', 'de']) expect(count((l) => l.language === lang), lang).toBeGreaterThan(100);
    expect(count((l) => l.labels.length === 0) / listings.length).toBeGreaterThan(0.3);
    for (const code of ['contact_phone', 'contact_email', 'external_link', 'social_handle', 'off_platform_payment', 'restricted_item']) {
      expect(count((l) => l.labels.some((label) => label.code === code)), code).toBeGreaterThan(30);
    }
  });
});

describe('sampleTerm', () => {
  const fixed = () => 0;

  it('writes out groups, classes and optional parts', () => {
    expect(sampleTerm('(?:faca|navalha)s?\\s+de\\s+ca[cç]a', fixed)).toBe('faca de caca');
    expect(sampleTerm('(?<![\\p{L}])pistolas?', () => 0.9)).toBe('pistolas');
  });

  it('gives up on syntax it does not read', () => {
    expect(sampleTerm('(?<name>x)', fixed)).toBeUndefined();
    expect(sampleTerm('ab', fixed)).toBeUndefined();
  });
});

describe('readCatalogue', () => {
  it('reads the translations of a little-endian gettext catalogue', () => {
    // Header entry (empty msgid) and one message: "Hello there" → "Olá a todos".
    const originals = ['', 'Hello there'];
    const translations = ['Content-Type: text/plain\n', 'Olá a todos'];
    const n = originals.length;
    const header = 28;
    const tables = header + n * 16;
    const strings: Buffer[] = [];
    let at = tables;
    const entries = (list: string[]) =>
      list.map((s) => {
        const bytes = Buffer.from(`${s}\0`);
        const entry = [bytes.length - 1, at];
        strings.push(bytes);
        at += bytes.length;
        return entry;
      });
    const o = entries(originals);
    const t = entries(translations);
    const head = Buffer.alloc(tables);
    [0x950412de, 0, n, header, header + n * 8, 0, 0].forEach((v, i) => head.writeUInt32LE(v, i * 4));
    [...o, ...t].forEach(([length, offset], i) => {
      head.writeUInt32LE(length!, header + i * 8);
      head.writeUInt32LE(offset!, header + i * 8 + 4);
    });
    const file = Buffer.concat([head, ...strings]);
    expect(readCatalogue(file, false)).toEqual(['Olá a todos']);
    expect(readCatalogue(file, true)).toEqual(['Olá a todos', 'Hello there']);
    expect(readCatalogue(Buffer.from('not a catalogue at all, just text'), false)).toEqual([]);
  });
});
