import { describe, expect, it } from 'vitest';
import { foldCharacter, foldText, isWordChar, toOriginal } from './fold-text.ts';

const fold = (text: string) => foldText(text).folded;

describe('foldText', () => {
  it('joins characters spelt out one by one with spaces or dots', () => {
    expect(fold('mail g i u l i a . r @ g m a i l . c o m')).toBe('mail giulia.r@gmail.com');
    expect(fold('fala por W.h.a.t.s.A.p.p já')).toBe('fala por WhatsApp já');
    expect(fold('mail j-o-h-n-@-g-m-a-i-l-.-c-o-m, ref A-4')).toBe('mail john@gmail.com, ref A-4');
  });

  it('keeps the space between words spelt out with dots as a word break', () => {
    expect(fold('P.a.y.P.a.l f.r.i.e.n.d.s only')).toBe('PayPal friends only');
  });

  it('joins three lower-case letters set apart by dots, as a domain ending is spelt', () => {
    expect(fold('s.o.f.i.a arroba g.m.x ponto c.o.m')).toBe('sofia arroba gmx ponto com');
    expect(fold('medidas 2.5.3 e U.S.A.')).toBe('medidas 2.5.3 e U.S.A.');
  });

  it('leaves short runs and ordinary text alone', () => {
    expect(fold('2 @ 15€ cada, U.S.A.')).toBe('2 @ 15€ cada, U.S.A.');
    expect(fold('Câmara em ótimo estado')).toBe('Câmara em ótimo estado');
  });

  it('makes full-width, circled, emoji and mathematical digits ASCII', () => {
    expect(fold('０６ ３８ ⑨③ 3️⃣2️⃣ 𝟗𝟐')).toBe('06 38 93 32 92');
  });

  it('drops zero-width characters and stray combining marks and makes look-alike letters Latin', () => {
    expect(fold('0\u200b6\u2060 38')).toBe('06 38');
    expect(fold('j\u0301oa\u0301o')).toBe('joao');
    expect(fold('сlаіrе@ісlоud.соm')).toBe('claire@icloud.com');
  });

  it('makes an accented Greek or Cyrillic look-alike the Latin letter with the same accent', () => {
    expect(fold('Cópia pεrfέita, rέlógio')).toBe('Cópia perféita, rélógio');
    expect(fold('Ѐxtra ѐ')).toBe('Èxtra è');
    // A letter with no Latin twin keeps its accent and its script.
    expect(fold('ήλιος')).toBe('ήλioς');
  });

  it('reads Cyrillic letters drawn like digits as those digits', () => {
    expect(fold('ligue 91З 4б5')).toBe('ligue 913 465');
  });

  it('reads the digits of other scripts as their values', () => {
    expect(fold('tel \u0669\u0661\u0663 \u0664\u0660\u0665')).toBe('tel 913 405');
    expect(fold('\u096f\u0967\u096c \u06f2\u06f8\u06f7 \u0e59\u0e50')).toBe('916 287 90');
  });

  it('reads dingbat and double-circled digits as digits', () => {
    expect(fold('\u2778\u2780\u278a \u24f5\u24ff \u2792')).toBe('311 10 9');
  });

  it('replaces lone surrogates and keeps a valid pair', () => {
    expect(fold('a\ud800b😀')).toBe('a\ufffdb😀');
  });

  it('maps a folded span back to the exact original characters', () => {
    const original = 'ligue ⑨①② ３４５ 6\u200b7\u200b8 já';
    const folded = foldText(original);
    const start = folded.folded.indexOf('912');
    const span = toOriginal(folded, start, start + '912 345 678'.length);
    expect(original.slice(span.start, span.end)).toBe('⑨①② ３４５ 6\u200b7\u200b8');
  });

  it('keeps a lone word at a spelt-out number\'s edge apart from its digits, and still joins letters and digits spelt out together', () => {
    expect(foldText('Llama a 9 1 2 3 4 5 y pregunta').folded).toBe('Llama a 912345 y pregunta');
    expect(foldText('m a r i a 8 8 @ s a p o . p t').folded).toBe('maria88@sapo.pt');
  });

  it('reads a Hangul filler or a blank Braille cell between digits as a space', () => {
    expect(foldText('Liga 912ㅤ345⠀678').folded).toBe('Liga 912 345 678');
  });
});


describe('one character folded', () => {
  it('drops invisible characters and stray marks, blanks a filler, and makes look-alikes and other digits ASCII', () => {
    expect(foldCharacter('\u200b')).toBe('');
    expect(foldCharacter('\u0301')).toBe('');
    expect(foldCharacter('\u3164')).toBe(' ');
    expect(foldCharacter('о')).toBe('o');
    expect(foldCharacter('９')).toBe('9');
    expect(foldCharacter('٧')).toBe('7');
    expect(foldCharacter('\ud800')).toBe('\ufffd');
  });

  it('keeps letters with their accent, and symbols, as they are', () => {
    expect(foldCharacter('é')).toBe('é');
    expect(foldCharacter('ç')).toBe('ç');
    expect(foldCharacter('😀')).toBe('😀');
  });

  it('folds a character the same the first time and every time after, in any text', () => {
    const text = 'Réplica ９１２ о 😀\u200b ';
    const once = foldText(text);
    const wall = foldText(text.repeat(200));
    expect(wall.folded).toBe(once.folded.repeat(200));
    expect(Array.from(wall.starts.slice(0, once.starts.length))).toEqual(Array.from(once.starts));
  });
});

describe('a letter or a digit, as the folded text is read', () => {
  it('is what [\\p{L}\\p{N}] matches, each half of a character beyond the BMP (a lone surrogate) never', () => {
    const differing: string[] = [];
    for (let code = 0; code <= 0xffff; code++) {
      const char = String.fromCharCode(code);
      if (isWordChar(char) !== /[\p{L}\p{N}]/u.test(char)) differing.push(char);
    }
    expect(differing).toEqual([]);
    expect([isWordChar('a'), isWordChar('é'), isWordChar('٣'), isWordChar('-'), isWordChar('\ud835'), isWordChar('𝐚')]).toEqual([true, true, true, false, false, true]);
  });
});
