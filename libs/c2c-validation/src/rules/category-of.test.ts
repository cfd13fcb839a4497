import { categoryOfLabel } from '@circular/brands';
import { describe, expect, it } from 'vitest';
import { categoryOf } from './category-of.ts';

describe('categoryOf', () => {
  it("answers each label as the brand table's reading does, the first time and again", () => {
    const labels = ['Telemóveis', 'Relógios e joias', 'watches-jewellery', 'Bicicletas', 'Roupa de criança', 'Outros', '  Beauty ', '', null, undefined];
    for (let round = 0; round < 2; round++) for (const label of labels) expect(categoryOf(label), String(label)).toBe(categoryOfLabel(label));
  });

  it('reads labels past its bound without keeping them', () => {
    for (let i = 0; i < 1_100; i++) expect(categoryOf(`Telemóveis ${i}`)).toBe('phones');
  });
});
