import { describe, expect, it } from 'vitest';
import { InvalidRequestError } from '../errors/index.ts';
import { assertValidRequest } from './assert-valid-request.ts';

describe('assertValidRequest', () => {
  it('accepts a body the contract accepts', () => {
    expect(() =>
      assertValidRequest('translate', { source_locale: 'en', target_locale: 'fr', context: 'catalogue', data: { product_1_name: 'Bike' } }),
    ).not.toThrow();
  });

  it('throws the 422 error naming each bad field by pointer', () => {
    let thrown: unknown;
    try {
      assertValidRequest('translate', { source_locale: 'en', target_locale: 'fr', data: { product_1_name: 'Bike' }, surprise: 1 });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(InvalidRequestError);
    const pointers = (thrown as InvalidRequestError).errors ?? [];
    expect(pointers.map((e) => e.pointer)).toEqual(expect.arrayContaining(['/context', '/surprise']));
  });

  it('refuses a body that is not a JSON object', () => {
    expect(() => assertValidRequest('translate', [1, 2])).toThrow(InvalidRequestError);
  });
});
