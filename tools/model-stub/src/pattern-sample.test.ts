import { describe, expect, it } from 'vitest';
import { samplePattern } from './pattern-sample.ts';

describe('samplePattern', () => {
  it.each([
    ['^[A-Z]{3}$', 'AAA'],
    ['^\\d{4}-\\d{2}$', '0000-00'],
    ['^(EUR|USD)$', 'EUR'],
    ['^(?:pt|en)-[A-Z]{2}$', 'pt-AA'],
    ['^[a-z0-9._%+-]+@[a-z]+\\.[a-z]{2,}$', 'a@a.aa'],
    ['^[^0-9]+$', 'a'],
    ['^PT\\d{9}$', 'PT000000000'],
    ['^\\u0041\\x42?$', 'A'],
    ['^(?<code>[0-9]{2})[ ]?x*$', '00'],
    ['ab{2,4}c', 'abbc'],
  ])('samples %s as %s', (pattern, expected) => {
    expect(samplePattern(pattern)).toBe(expected);
  });

  it('gives up on look-arounds and back-references', () => {
    expect(samplePattern('^(?=.*\\d)[a-z0-9]+$')).toBeUndefined();
    expect(samplePattern('^(a)\\1$')).toBeUndefined();
  });

  it('gives up when its sample would not match', () => {
    expect(samplePattern('^[^a0A_ \\-.x1Z9]$')).toBeUndefined();
  });

  it('gives up on patterns that are not regular expressions', () => {
    expect(samplePattern('^(unclosed')).toBeUndefined();
  });
});
