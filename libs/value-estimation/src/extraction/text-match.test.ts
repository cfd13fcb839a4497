import { describe, expect, it } from 'vitest';
import { normaliseText, phraseFinder, words } from './text-match.ts';

describe('normaliseText', () => {
  it('lower-cases, drops accents and pads with spaces', () => {
    expect(normaliseText('Ecrã PARTIDO, para Peças!')).toBe(' ecra partido para pecas ');
  });

  it('reads a + glued to a model as "plus" and keeps a free-standing + as a word', () => {
    expect(normaliseText('Galaxy S21+ 128 Go')).toBe(' galaxy s21 plus 128 go ');
    expect(normaliseText('iPhone 12 + capa')).toBe(' iphone 12 + capa ');
  });

  it('returns a single space for text without letters or digits', () => {
    expect(normaliseText(' --- ')).toBe(' ');
    expect(words(' --- ')).toEqual([]);
  });
});

describe('phraseFinder', () => {
  const find = phraseFinder(['para peças', 'compro', 'riscos'], { negators: ['sem'] });

  it('finds a phrase written with or without accents', () => {
    expect(find(normaliseText('Vendo PARA PECAS'))).toBe('para peças');
  });

  it('matches whole words only', () => {
    expect(find(normaliseText('Envio comprovativo de compra'))).toBeUndefined();
    expect(find(normaliseText('Compro iPhone'))).toBe('compro');
  });

  it('ignores a phrase right after a negator but not a later plain occurrence', () => {
    expect(find(normaliseText('sem riscos'))).toBeUndefined();
    expect(find(normaliseText('sem riscos no ecrã, alguns riscos na traseira'))).toBe('riscos');
  });
});
