import { MemoryStore } from '@circular/runtime';
import { describe, expect, it } from 'vitest';
import { serveWithoutModel } from './serve-without-model.ts';
import { translationMemoryKey, translationMemoryNamespace } from './translation-memory.ts';

const request = { source_locale: 'en', target_locales: ['en-GB', 'fr'], context: 'Shoes', data: { a: 'Red', b: ' ' } };

describe('serveWithoutModel', () => {
  it('answers from copies, blank texts and the translation memory', async () => {
    const memory = new MemoryStore();
    await memory.set(translationMemoryNamespace, translationMemoryKey({ sourceLocale: 'en', targetLocale: 'fr', context: 'Shoes', serviceCoreContext: null, text: 'Red' }), 'Rouge');
    expect(await serveWithoutModel(request, memory)).toEqual({
      translations: { context: 'Shoes', data: { 'en-GB': { a: 'Red', b: ' ' }, fr: { a: 'Rouge', b: ' ' } } },
    });
  });

  it('declines when some text needs the model', async () => {
    expect(await serveWithoutModel(request, new MemoryStore())).toBeUndefined();
    expect(await serveWithoutModel(request, undefined)).toBeUndefined();
  });
});
