export { TranslationIncompleteError, type UntranslatedKey } from './translation-incomplete-error.ts';
