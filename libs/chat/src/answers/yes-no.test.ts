import { describe, expect, it } from 'vitest';
import { parseYesNo } from './yes-no.ts';

describe('parseYesNo', () => {
  it.each([
    ['Sim', true],
    ['sim, liga perfeitamente', true],
    ['Yes', true],
    ['Sí', true],
    ['oui', true],
    ['Não', false],
    ['nao, nunca ligou', false],
    ['No', false],
    ['non', false],
  ])('reads %j in PT, EN, ES or FR as %s', (text, expected) => {
    expect(parseYesNo(text)).toBe(expected);
  });

  it('gives undefined for words that are neither, rather than guessing', () => {
    expect(parseYesNo('talvez')).toBeUndefined();
    expect(parseYesNo('acho que simplesmente liga')).toBeUndefined();
    expect(parseYesNo('')).toBeUndefined();
  });
});
