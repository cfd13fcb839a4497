import { describe, expect, it } from 'vitest';
import { parseTranslatorRequest } from './parse-request.ts';
import { unitFor } from './translation-unit.ts';
import { buildResponse } from './translator-response.ts';

describe('buildResponse', () => {
  it('answers every key in every locale as the request wrote it: a unit its translation by unit key, a copy or a blank text as given', () => {
    const job = parseTranslatorRequest({ source_locale: 'en', target_locales: ['en-GB', 'pt-PT', 'de'], context: 'Bikes', data: { title: 'Folding bike', gap: ' ' } });
    const translations = new Map([
      [unitFor(job, 'pt-PT', 'title').key, 'Bicicleta dobrável'],
      [unitFor(job, 'de', 'title').key, 'Faltrad'],
    ]);
    const asked: string[] = [];
    const response = buildResponse(job, (key) => {
      asked.push(key);
      return translations.get(key)!;
    });
    expect(response).toEqual({
      translations: {
        context: 'Bikes',
        data: { 'en-GB': { title: 'Folding bike', gap: ' ' }, 'pt-PT': { title: 'Bicicleta dobrável', gap: ' ' }, de: { title: 'Faltrad', gap: ' ' } },
      },
    });
    // Only the units that need a translation are asked for.
    expect(asked.sort()).toEqual([...translations.keys()].sort());
  });
});
