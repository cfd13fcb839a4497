import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InsufficientEvidenceError } from '../errors/insufficient-evidence-error.ts';
import { buildReferences, referenceBounds, type FigureEvidence } from './evidence.ts';

const result = (url: string) => ({ title: url, url, content: '' });
const results = ['a', 'b', 'c', 'd', 'e'].map((x) => result(`https://www.olx.pt/d/anuncio/${x}.html`));
const at = (x: string, amount: number) => ({ url: `https://www.olx.pt/d/anuncio/${x}.html`, amount });

describe('buildReferences', () => {
  it('cites each figure in turn, the prices nearest its average first, each URL once', () => {
    const figures: FigureEvidence[] = [
      { figure: 'value_out', average: 300, basis: [at('a', 250), at('b', 305), at('c', 330)] },
      { figure: 'repair_cost', average: 80, basis: [at('d', 80), at('b', 90)] },
    ];
    expect(buildReferences({ figures, results })).toEqual([
      'https://www.olx.pt/d/anuncio/b.html',
      'https://www.olx.pt/d/anuncio/d.html',
      'https://www.olx.pt/d/anuncio/c.html',
      'https://www.olx.pt/d/anuncio/a.html',
    ]);
  });

  it('returns URLs as search spelled them and never cites one search did not return', () => {
    const figures: FigureEvidence[] = [
      {
        figure: 'value_out',
        average: 300,
        basis: [{ url: 'http://olx.pt/d/anuncio/a.html#photos', amount: 300 }, { url: 'https://invented.example/x', amount: 300 }, at('b', 300)],
      },
    ];
    expect(buildReferences({ figures, results })).toEqual(['https://www.olx.pt/d/anuncio/a.html', 'https://www.olx.pt/d/anuncio/b.html']);
  });

  it('stops at ten references', () => {
    const many = Array.from({ length: 15 }, (_, i) => result(`https://www.olx.pt/${i}`));
    const figures: FigureEvidence[] = [
      { figure: 'value_out', average: 100, basis: many.map(({ url }, i) => ({ url, amount: 100 + i })) },
    ];
    expect(buildReferences({ figures, results: many })).toHaveLength(referenceBounds.max);
  });

  it('refuses with insufficient-evidence when fewer than two references back the figures', () => {
    const figures: FigureEvidence[] = [
      { figure: 'value_out', average: 300, basis: [at('a', 300), { url: 'https://invented.example/x', amount: 300 }] },
      { figure: 'recycling_value', average: 0, basis: [] },
    ];
    let error: unknown;
    try {
      buildReferences({ figures, results });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(InsufficientEvidenceError);
    expect(error).toMatchObject({
      type: 'insufficient-evidence',
      status: 500,
      referencesFound: 1,
      missingFigures: ['recycling_value'],
    });
  });

  it('cites only URLs among the search results, between two and ten of them, or refuses', () => {
    const urls = fc.constantFrom(...Array.from({ length: 14 }, (_, i) => `https://site${i % 4}.example/p/${i}`));
    fc.assert(
      fc.property(
        fc.uniqueArray(urls, { maxLength: 14 }),
        fc.array(fc.array(fc.record({ url: urls, amount: fc.double({ min: 1, max: 1000, noNaN: true }) }), { maxLength: 8 }), {
          minLength: 1,
          maxLength: 3,
        }),
        (returned, bases) => {
          const searchResults = returned.map(result);
          const figures = bases.map((basis, i) => ({ figure: (['value_out', 'recycling_value', 'repair_cost'] as const)[i]!, average: 100, basis }));
          try {
            const references = buildReferences({ figures, results: searchResults });
            expect(references.length).toBeGreaterThanOrEqual(referenceBounds.min);
            expect(references.length).toBeLessThanOrEqual(referenceBounds.max);
            expect(new Set(references).size).toBe(references.length);
            for (const reference of references) {
              expect(returned).toContain(reference);
              expect(bases.flat().map((p) => p.url)).toContain(reference);
            }
          } catch (error) {
            expect(error).toBeInstanceOf(InsufficientEvidenceError);
            const citable = new Set(bases.flat().map((p) => p.url).filter((url) => returned.includes(url)));
            expect(citable.size).toBeLessThan(referenceBounds.min);
          }
        },
      ),
    );
  });
});
