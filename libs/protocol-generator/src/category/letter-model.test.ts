import { describe, expect, it } from 'vitest';
import { foldLetters, letterModel, readsAsWords } from './letter-model.ts';

describe('readsAsWords (letter trigrams learned from six languages\' word lists)', () => {
  const model = letterModel();

  it('reads product categories in the languages served, accents and all', () => {
    for (const category of ['câmaras fotográficas', 'Kinderwagen', 'aspirapolvere', 'sèche-cheveux', 'espresso machines', 'trotinetes elétricas', 'relógios']) {
      expect(readsAsWords(model, category), category).toBe(true);
    }
  });

  it('lets acronyms and brands pass beside a word, and does not judge short words', () => {
    expect(readsAsWords(model, 'DSLR cameras')).toBe(true);
    expect(readsAsWords(model, 'GPS')).toBe(true);
    expect(readsAsWords(model, 'PS5')).toBe(true);
  });

  it('refuses keys mashed and random letters', () => {
    for (const junk of ['asdkjhqwe', 'qwertyuiop', 'lkjhgfdsa', 'xkqzvbw fgdhsjak']) expect(readsAsWords(model, junk), junk).toBe(false);
  });

  it('folds accents and drops what is not a letter', () => {
    expect(foldLetters('Élé-ctro 3')).toBe('electro');
  });
});
