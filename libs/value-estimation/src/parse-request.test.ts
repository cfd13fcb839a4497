import { InvalidRequestError } from '@circular/runtime';
import { describe, expect, it } from 'vitest';
import { parseValueEstimationRequest } from './parse-request.ts';

const fieldErrors = (input: unknown) => {
  try {
    parseValueEstimationRequest(input);
  } catch (error) {
    if (error instanceof InvalidRequestError) return error.errors;
    throw error;
  }
  return [];
};

describe('parseValueEstimationRequest', () => {
  it('normalises the request: trimmed item, null and blank fields left out, locale in BCP 47, the market it points at', () => {
    const job = parseValueEstimationRequest({
      language: 'es_es',
      agent_specific: { service_item: { name: ' MacBook Air M1 ', brand: null, condition: 'C', description: '  ', category: 'Portátiles' } },
      service_core_context: 'Compramos portátiles usados.',
      callback_url: null,
    });
    expect({ ...job, market: { country: job.market.country, currency: job.market.currency, searchLanguage: job.market.searchLanguage } }).toEqual({
      item: { name: 'MacBook Air M1', condition: 'C', category: 'Portátiles' },
      market: { country: 'ES', currency: 'EUR', searchLanguage: 'es' },
      locale: 'es-ES',
      serviceCoreContext: 'Compramos portátiles usados.',
    });
  });

  it("defaults to the spec's PT-PT and searches Portugal", () => {
    const job = parseValueEstimationRequest({ agent_specific: { service_item: { name: 'iPhone 12', condition: 'B' } } });
    expect([job.locale, job.market.country, job.serviceCoreContext]).toEqual(['pt-PT', 'PT', null]);
  });

  it('names each bad field by pointer, with the contract messages', () => {
    expect(
      fieldErrors({
        language: 'not a locale',
        agent_specific: { service_item: { name: 12, brand: ['Apple'], condition: 'E', category: 'x'.repeat(101) } },
        callback_url: 'javascript:alert(1)',
      }),
    ).toEqual([
      { pointer: '/agent_specific/service_item/brand', message: 'must be a string or null' },
      { pointer: '/agent_specific/service_item/category', message: 'must be at most 100 characters' },
      { pointer: '/agent_specific/service_item/condition', message: 'must be one of: A, B, C, D' },
      { pointer: '/agent_specific/service_item/name', message: 'must be a string' },
      { pointer: '/callback_url', message: 'must be an absolute http(s) URL without credentials, or null' },
      { pointer: '/language', message: 'must be a locale code such as pt, pt-PT or en_US' },
    ]);
  });

  it('requires the service item, its name and its condition, and refuses a blank name', () => {
    expect(fieldErrors({ agent_specific: {} })).toEqual([{ pointer: '/agent_specific/service_item', message: 'is required' }]);
    expect(fieldErrors({ agent_specific: { service_item: { brand: 'Apple' } } })).toEqual([
      { pointer: '/agent_specific/service_item/condition', message: 'is required' },
      { pointer: '/agent_specific/service_item/name', message: 'is required' },
    ]);
    expect(fieldErrors({ agent_specific: { service_item: { name: '   ', condition: 'A' } } })).toEqual([
      { pointer: '/agent_specific/service_item/name', message: 'must not be blank' },
    ]);
  });

  it('refuses absurd lengths and a body that is not an object', () => {
    expect(fieldErrors({ agent_specific: { service_item: { name: 'x'.repeat(201), condition: 'A', description: 'y'.repeat(2001) } } })).toEqual([
      { pointer: '/agent_specific/service_item/description', message: 'must be at most 2000 characters' },
      { pointer: '/agent_specific/service_item/name', message: 'must be at most 200 characters' },
    ]);
    expect(fieldErrors([])).toEqual([{ pointer: '', message: 'must be a JSON object' }]);
  });
});
