export { createTranslatorGraph, type TranslatorGraph } from './graph.ts';
export { translate, type TranslateOptions } from './translate.ts';
export { translatorDefaults, type TranslatorDeps } from './deps.ts';
export { TranslationIncompleteError, type UntranslatedKey } from './errors/index.ts';
export type { TranslatorRequest, TranslatorResponse, ReviewedTranslations, TranslationMemoryExport } from '@circular/contract';
export { parseTranslatorRequest } from './parse-request.ts';
export { putReviewedTranslations, exportTranslationMemory, type TranslationMemoryDeps, type ExportQuery, type ExportedMemory } from './memory/reviewed-translations.ts';
