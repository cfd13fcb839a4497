import { describe, expect, it } from 'vitest';
import { configuredWebSearch } from './web-search.ts';

describe('configuredWebSearch', () => {
  it('builds the search when an API key is set and gives none otherwise', () => {
    expect(typeof configuredWebSearch({ apiKey: 'tvly-test', baseUrl: 'http://127.0.0.1:9' })?.search).toBe('function');
    expect(configuredWebSearch({ apiKey: undefined })).toBeUndefined();
    expect(configuredWebSearch(undefined)).toBeUndefined();
  });
});
