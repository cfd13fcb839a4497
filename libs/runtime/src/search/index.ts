export { configuredWebSearch, createWebSearch, isSearchConfigured, type SearchOptions, type SearchResult, type SearchSettings, type WebSearch } from './web-search.ts';
