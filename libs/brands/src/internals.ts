/** Internals for tools (the benchmark's table generators); not part of the public entry. */
export { editDistance, respellsVowelPair } from './matching/edit-distance.ts';
export { brandTokens } from './matching/brand-key.ts';
export { goodsWordsForLanguages } from './table/word-languages.ts';
