export { foldForMatching, type FoldOptions } from './fold-for-matching.ts';
