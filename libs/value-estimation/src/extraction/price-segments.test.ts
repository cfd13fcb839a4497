import { describe, expect, it } from 'vitest';
import { pricesNextTo } from './price-segments.ts';

const result = (content: string, rawContent?: string) => ({
  title: 'Preços',
  url: 'https://www.reciclatech.pt/precos',
  content,
  ...(rawContent ? { rawContent } : {}),
});

describe('pricesNextTo', () => {
  it('takes the prices on the lines that name the thing, per kilogram when asked', () => {
    const found = pricesNextTo({
      result: result('Telemóveis completos: 3,20 €/kg\nPortáteis: 1,10 €/kg\nCabos: 1,80 €/kg'),
      labels: ['telemóveis'],
      currency: 'EUR',
      language: 'pt',
      unit: 'kg',
    });
    expect(found).toEqual([{ url: 'https://www.reciclatech.pt/precos', amount: 3.2, label: 'telemóveis', raw: '3,20 €' }]);
  });

  it('splits sentences, bullets and semicolons, and ignores prices of the wrong unit or currency', () => {
    const found = pricesNextTo({
      result: result('Ecrã: 149 € · Bateria: 79,90 € ; Bateria (USA): $70. Bateria a 3 €/kg. Limpeza 10 €'),
      labels: ['bateria'],
      currency: 'EUR',
      language: 'pt',
      unit: undefined,
    });
    expect(found.map((p) => p.amount)).toEqual([79.9]);
  });

  it('reads the raw content too and counts each amount once per page', () => {
    const found = pricesNextTo({
      result: result('Bateria: 79,90 €', 'Substituição de bateria: 79,90 €\nBateria original: 89 €'),
      labels: ['bateria'],
      currency: 'EUR',
      language: 'pt',
      unit: undefined,
    });
    expect(found.map((p) => p.amount)).toEqual([79.9, 89]);
  });
});
