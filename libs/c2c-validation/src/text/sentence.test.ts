import { describe, expect, it } from 'vitest';
import { firstSentenceEnd, lineAfter, lineBefore, sentenceAfter, sentenceAround, sentenceBefore, sentenceSpans } from './sentence.ts';

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

describe('a text cut into sentences', () => {
  it('ends the first sentence at the first stop, or at the text’s end', () => {
    expect(firstSentenceEnd('Mesa de pinho? Pouco uso.')).toBe('Mesa de pinho'.length);
    expect(firstSentenceEnd('Tampo riscado\nPés novos')).toBe('Tampo riscado'.length);
    expect(firstSentenceEnd('Sem ponto final')).toBe('Sem ponto final'.length);
    expect(firstSentenceEnd('. Começa num ponto')).toBe(0);
  });

  it('gives each sentence’s span, the stops and the empty sentences left out', () => {
    const text = 'Cadeira azul.. Quatro pernas!\nRecolha no Fundão';
    expect(sentenceSpans(text).map(({ start, end }) => text.slice(start, end))).toEqual(['Cadeira azul', ' Quatro pernas', 'Recolha no Fundão']);
    expect(sentenceSpans('')).toEqual([]);
    expect(sentenceSpans('?!')).toEqual([]);
  });
});
