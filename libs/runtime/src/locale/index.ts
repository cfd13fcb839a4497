export { normalizeLocale, languageOf, regionOf } from './normalize-locale.ts';
export { createCatalog, closestLanguage, supportedLanguages, type SupportedLanguage, type Messages } from './catalog.ts';
