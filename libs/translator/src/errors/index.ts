export { TranslationIncompleteError, type FailureReason, type UntranslatedKey } from './translation-incomplete-error.ts';
