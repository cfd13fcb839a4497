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

  it('reads each stop as the end, whichever it is, and nothing past the text’s edges', () => {
    const stops = 'um? dois! três\nquatro. cinco';
    expect(sentenceBefore(stops, stops.indexOf('cinco'), 240)).toBe(' ');
    expect(sentenceBefore(stops, stops.indexOf('quatro') + 3, 240)).toBe('qua');
    expect(sentenceBefore(stops, stops.indexOf('três') + 2, 240)).toBe(' tr');
    expect(sentenceAfter(stops, 0, 240)).toBe('um');
    expect(sentenceAfter(stops, stops.indexOf('dois'), 240)).toBe('dois');
    expect(sentenceAfter(stops, stops.indexOf('três'), 240)).toBe('três');
    // A stop right at the position: nothing before it, nothing after it.
    expect(sentenceBefore(stops, stops.indexOf('?') + 1, 240)).toBe('');
    expect(sentenceAfter(stops, stops.indexOf('?'), 240)).toBe('');
    // No stop within reach: the whole reach, and no more than the text holds at either edge.
    expect(sentenceBefore('sem ponto nenhum', 16, 5)).toBe('enhum');
    expect(sentenceBefore('sem ponto', 3, 240)).toBe('sem');
    expect(sentenceAfter('sem ponto', 4, 240)).toBe('ponto');
    expect(sentenceAfter('sem ponto', 9, 240)).toBe('');
    expect(sentenceAfter('sem ponto', 20, 240)).toBe('');
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
