import { describe, expect, it } from 'vitest';
import { findItems } from '../rules/items.ts';

const clauses = (text: string) => [...new Set(findItems(text, { profile: 'ebay' }).map((f) => f.clause))];

describe('a thing shaped like or looking like a prohibited one', () => {
  it('reads its look, not the thing', () => {
    expect(clauses('Novelty 32 GB memory stick made to look like a vape')).toEqual([]);
    expect(clauses('Vape-shaped bottle opener, metal')).toEqual([]);
    expect(clauses('Isqueiro que parece uma pistola, de coleção')).toEqual([]);
    expect(clauses('Briquet qui ressemble à un pistolet, neuf')).toEqual([]);
    expect(clauses('Feuerzeug, das aussieht wie eine Pistole')).toEqual([]);
  });

  it('still reads the thing named first, whatever it looks like', () => {
    expect(clauses('Disposable vape that looks like a marker pen')).toEqual(['tobacco-vapes']);
    expect(clauses('Vape pod kit, shaped for the pocket')).toEqual(['tobacco-vapes']);
  });
});
