import { describe, expect, it } from 'vitest';
import { findUnsupportedClaims } from './claim-check.ts';

const noBrands = () => [];
const evidence = { texts: ['iPhone 12', 'Apple', 'preto', '128GB, desbloqueado', 'bateria a 84%'], brands: ['Apple'] };

describe('findUnsupportedClaims', () => {
  it('accepts a text whose every quantity and model code is in the evidence, units aside', () => {
    expect(findUnsupportedClaims('Apple iPhone 12 de 128 GB, preto, bateria a 84 %', evidence, noBrands)).toEqual([]);
  });

  it('flags an invented capacity', () => {
    expect(findUnsupportedClaims('iPhone 12 256GB preto', evidence, noBrands)).toEqual([{ kind: 'quantity', text: '256GB' }]);
  });

  it('flags an invented model code and an invented year', () => {
    expect(findUnsupportedClaims('iPhone 12 Pro A2407 comprado em 2021', evidence, noBrands)).toEqual([
      { kind: 'model-code', text: 'A2407' },
      { kind: 'number', text: '2021' },
      { kind: 'model-code', text: 'Pro' },
    ]);
  });

  it('flags a letter size after a size word that the seller did not give', () => {
    const clothes = { texts: ['Veste en jean', 'M'], brands: [] };
    expect(findUnsupportedClaims('Veste en jean taille M', clothes, noBrands)).toEqual([]);
    expect(findUnsupportedClaims('Veste en jean taille L', clothes, noBrands)).toEqual([{ kind: 'size', text: 'taille L' }]);
  });

  it('flags an invented model tier and a one-digit size, not the common words', () => {
    expect(findUnsupportedClaims('iPhone 12 Pro Max', evidence, noBrands)).toEqual([
      { kind: 'model-code', text: 'Pro' },
      { kind: 'model-code', text: 'Max' },
    ]);
    expect(findUnsupportedClaims('Dr. Martens size UK 9', { texts: ['Dr. Martens 1460', 'UK 6'], brands: [] }, noBrands)).toEqual([{ kind: 'size', text: 'UK 9' }]);
    expect(findUnsupportedClaims('Dr. Martens, UK 6, plus confortables', { texts: ['Dr. Martens 1460', 'UK 6'], brands: [] }, noBrands)).toEqual([]);
  });

  it('flags a brand the finder sees that is not the listing’s', () => {
    const finder = (text: string) => (text.includes('Samsung') ? ['Samsung'] : text.includes('Apple') ? ['Apple'] : []);
    expect(findUnsupportedClaims('Apple iPhone 12', evidence, finder)).toEqual([]);
    expect(findUnsupportedClaims('Melhor que um Samsung', evidence, finder)).toEqual([{ kind: 'brand', text: 'Samsung' }]);
  });

  it('reads French and Spanish units as the same quantity', () => {
    expect(findUnsupportedClaims('Disque 1 To', { texts: ['SSD 1TB'], brands: [] }, noBrands)).toEqual([]);
  });
});
