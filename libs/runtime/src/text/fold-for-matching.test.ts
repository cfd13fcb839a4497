import { describe, expect, it } from 'vitest';
import { foldForMatching } from './fold-for-matching.ts';

describe('foldForMatching', () => {
  it('removes accents, case and punctuation, one space between words', () => {
    expect(foldForMatching('  Peças: ÉCRAN partido!!  (ver fotos) ')).toBe('pecas ecran partido ver fotos');
  });

  it('decomposes compatibility characters', () => {
    expect(foldForMatching('ﬁltro １２８GB')).toBe('filtro 128gb');
  });

  it('reads + as punctuation by default', () => {
    expect(foldForMatching('Galaxy S21+ + capa')).toBe('galaxy s21 capa');
  });

  it('spells a glued + "plus" and keeps a free-standing + as a word when asked', () => {
    expect(foldForMatching('Galaxy S21+ + capa', { plus: 'word' })).toBe('galaxy s21 plus + capa');
  });

  it('folds text of nothing but punctuation to the empty string', () => {
    expect(foldForMatching('—!?')).toBe('');
    expect(foldForMatching('—!?', { plus: 'word' })).toBe('');
  });
});
