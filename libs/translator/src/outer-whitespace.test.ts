import { describe, expect, it } from 'vitest';
import { withOuterWhitespace } from './outer-whitespace.ts';

describe('withOuterWhitespace', () => {
  it('gives the translation the source’s leading and trailing whitespace', () => {
    expect(withOuterWhitespace(' Size: ', 'Tamanho:')).toBe(' Tamanho: ');
    expect(withOuterWhitespace('Line\n', '  Linha  ')).toBe('Linha\n');
    expect(withOuterWhitespace('Inner  space', 'Espaço  interior')).toBe('Espaço  interior');
  });
});
