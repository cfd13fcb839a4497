import { describe, expect, it } from 'vitest';
import { featureBits, normaliseForFeatures, textUnits, unitFeatures } from './sentence-features.ts';

const piecesOf = (text: string) => textUnits(text).map(({ start, end }) => text.slice(start, end));

describe('textUnits', () => {
  it('breaks sentences after punctuation followed by space, keeping dots inside addresses', () => {
    expect(piecesOf('Bicla em bom estado. Escreve para zeca.pinto@exemplo.pt! Envio já')).toEqual(['Bicla em bom estado.', 'Escreve para zeca.pinto@exemplo.pt!', 'Envio já']);
  });

  it('reads a long sentence in overlapping windows that cover it', () => {
    const text = 'palavra '.repeat(60).trim();
    const units = textUnits(text);
    expect(units.length).toBeGreaterThan(2);
    expect(units[0]!.start).toBe(0);
    expect(units.at(-1)!.end).toBe(text.length);
    expect(units.every((u) => u.end - u.start <= 200)).toBe(true);
  });

  it('has no unit for an empty or blank text', () => {
    expect(textUnits('')).toEqual([]);
    expect(textUnits('  \n ')).toEqual([]);
  });
});

describe('unitFeatures', () => {
  it('reads disguised digits and letters as their plain forms', () => {
    expect(normaliseForFeatures('Tlm ９１２ Réplica')).toBe('tlm 000 replica');
    expect([...unitFeatures('Tlm ９１２')].sort()).toEqual([...unitFeatures('tlm 345')].sort());
  });

  it('gives features inside the hashed space, each once', () => {
    const features = unitFeatures('Secretária de pinho com duas gavetas, pouco uso');
    expect(new Set(features).size).toBe(features.length);
    expect(features.every((f) => f < 2 ** featureBits)).toBe(true);
    expect(features.length).toBeGreaterThan(50);
  });
});
