/** Internals for tools (the benchmark's table generators); not part of the public entry. */
export { editDistance, respellsVowelPair } from './matching/edit-distance.ts';
export { brandKey, brandTokens } from './matching/brand-key.ts';
export { functionWordsByLanguage } from './matching/function-words.ts';
export { ofWords } from './matching/reading-words.ts';
export { goodsWordsForLanguages } from './table/word-languages.ts';
