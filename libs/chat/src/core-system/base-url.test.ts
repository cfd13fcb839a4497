import type { UnsafeUrlError } from '@circular/runtime';
import { describe, expect, it } from 'vitest';
import { joinUrl, parseBaseUrl } from './base-url.ts';

describe('parseBaseUrl', () => {
  it('accepts an absolute http(s) URL, with or without a path prefix', () => {
    expect(parseBaseUrl('https://core.example/api/v1/', '/service_core_base_url').href).toBe('https://core.example/api/v1/');
  });

  it('refuses other schemes, credentials, queries and non-URLs, naming the field', () => {
    const refusal = (input: string) => {
      try {
        parseBaseUrl(input, '/service_core_base_url');
      } catch (error) {
        return { reason: (error as UnsafeUrlError).reason, errors: (error as UnsafeUrlError).errors };
      }
      return undefined;
    };
    expect(refusal('ftp://core.example')).toEqual({
      reason: 'scheme ftp: is not allowed',
      errors: [{ pointer: '/service_core_base_url', message: 'URL refused: scheme ftp: is not allowed' }],
    });
    expect(refusal('https://user:pw@core.example')?.reason).toBe('credentials in the URL are not allowed');
    expect(refusal('https://core.example/?token=1')?.reason).toBe('a base URL may not have a query or fragment');
    expect(refusal('core.example')?.reason).toBe('not a valid absolute URL');
  });
});

describe('joinUrl', () => {
  it('appends the path to the base path and sets the defined query parameters', () => {
    const base = new URL('https://core.example/api/v1/');
    expect(joinUrl(base, '/catalog/products', { q: 'iphone 12', category: undefined, limit: 5 }).href).toBe(
      'https://core.example/api/v1/catalog/products?q=iphone+12&limit=5',
    );
    expect(joinUrl(new URL('http://127.0.0.1:4020'), '/items').href).toBe('http://127.0.0.1:4020/items');
  });
});
