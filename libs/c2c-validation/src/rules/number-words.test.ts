import { describe, expect, it } from 'vitest';
import { digitTokens } from './number-words.ts';

const digits = (text: string) => digitTokens(text).map((t) => t.digits);

describe('digitTokens', () => {
  it('reads spoken groups with tens and hundreds in PT, ES and EN', () => {
    expect(digits('novecentos e doze, noventa e um, cem')).toEqual(['912', '91', '100']);
    expect(digits('seiscientos treinta y siete, veintidós')).toEqual(['637', '22']);
    expect(digits('nine hundred and twelve, ninety-one, double seven')).toEqual(['912', '91', '77']);
  });

  it('reads French tens built from sixty and eighty', () => {
    expect(digits('zéro six, soixante-dix-sept, quatre-vingt-onze, quatre-vingts, vingt et un')).toEqual(['0', '6', '77', '91', '80', '21']);
  });

  it('reads digits and unit words mixed in one word', () => {
    expect(digits('nove37quatro59um10')).toEqual(['937459110']);
  });

  it('reads look-alike letters as digits only in a word that has digits', () => {
    expect(digits('93O 1l2 S6 B8 2z')).toEqual(['930', '112', '56', '88', '22']);
    expect(digits('Sol Isabel Oslo')).toEqual([]);
  });

  it('repeats a digit written as a digit after a repeat word', () => {
    expect(digits('8 double 3 triple 5 doble 1')).toEqual(['8', '33', '555', '11']);
  });

  it('starts a repeated digit at its repeat word, so the run of a number is not cut there', () => {
    const text = 'oh seven double four, two';
    const tokens = digitTokens(text);
    expect(tokens.map((t) => t.digits)).toEqual(['0', '7', '44', '2']);
    expect(text.slice(tokens[2]!.start, tokens[2]!.end)).toBe('double four');
  });

  it('keeps the spans of each group in the text', () => {
    const text = 'liga noventa e um já';
    const [token] = digitTokens(text);
    expect(text.slice(token!.start, token!.end)).toBe('noventa e um');
  });

  it('ends a group at words that are not numbers', () => {
    expect(digits('dois anos e meio, vinte e cinco euros')).toEqual(['2', '25']);
  });

  it('reads Italian and German numbers written as one word', () => {
    expect(digits('ventuno trentotto ventitré centoquarantadue duecentoundici')).toEqual(['21', '38', '23', '142', '211']);
    expect(digits('einundzwanzig dreihundertzwölf hundertfünfundvierzig')).toEqual(['21', '312', '145']);
    expect(digits('Zwanzigerjahre, Percento, Hundertwasser')).toEqual([]);
  });
});

describe('Portuguese "meia" for six', () => {
  it('reads "meia" as six among dictated digits', () => {
    expect(digits('nove um meia dois')).toEqual(['9', '1', '6', '2']);
  });
});
