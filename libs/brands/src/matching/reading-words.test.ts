import { describe, expect, it } from 'vitest';
import { productNouns } from '../table/product-nouns.ts';
import { productWords } from './reading-words.ts';

describe('productWords', () => {
  it('holds the regular plural of each of its nouns that the goods nouns list', () => {
    const nouns = productNouns();
    const missing = [...productWords].flatMap((word) => [`${word}s`, `${word}es`]).filter((plural) => nouns.has(plural) && !productWords.has(plural));
    expect(missing).toEqual([]);
  });
});
