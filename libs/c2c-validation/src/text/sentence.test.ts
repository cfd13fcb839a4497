import { describe, expect, it } from 'vitest';
import { lineAfter, lineBefore, sentenceAfter, sentenceAround, sentenceBefore } from './sentence.ts';

describe('the sentence and line around a position', () => {
  const text = 'Vendo mala. Cabe o cartão e as chaves!\nEnvio hoje';
  const at = text.indexOf('cartão');

  it('reads the sentence on each side, up to a full stop, a mark or a line break', () => {
    expect(sentenceBefore(text, at, 240)).toBe(' Cabe o ');
    expect(sentenceAfter(text, at + 'cartão'.length, 240)).toBe(' e as chaves');
  });

  it('reads the line on each side, across full stops', () => {
    expect(lineBefore(text, at, 240)).toBe('Vendo mala. Cabe o ');
    expect(lineAfter(text, at + 'cartão'.length, 240)).toBe(' e as chaves!');
  });

  it('reads no further than its reach', () => {
    expect(sentenceBefore(text, at, 4)).toBe('e o ');
    expect(lineAfter(text, at + 'cartão'.length, 3)).toBe(' e ');
  });
});

describe('the sentence around a span', () => {
  it('reads back and on to a stop, within reach, and says where it begins', () => {
    const text = 'Vendo mala. Cabe o cartão e as chaves! Envio hoje';
    const at = text.indexOf('cartão');
    expect(sentenceAround(text, at, at + 6, 240)).toEqual({ start: text.indexOf('Cabe') - 1, text: ' Cabe o cartão e as chaves' });
    expect(sentenceAround(text, at, at + 6, 3)).toEqual({ start: at - 3, text: ' o cartão e ' });
  });
});
