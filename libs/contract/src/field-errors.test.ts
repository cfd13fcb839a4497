import type { ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import { toFieldErrors } from './field-errors.ts';

const error = (overrides: Partial<ErrorObject>): ErrorObject => ({
  keyword: 'type',
  instancePath: '',
  schemaPath: '#/type',
  params: { type: 'string' },
  ...overrides,
});

describe('toFieldErrors', () => {
  it('collapses identical errors and orders array indexes numerically', () => {
    expect(
      toFieldErrors([
        error({ instancePath: '/items/10' }),
        error({ instancePath: '/items/2' }),
        error({ instancePath: '/items/2' }),
        error({ keyword: 'required', schemaPath: '#/required', params: { missingProperty: 'name' } }),
      ]),
    ).toEqual([
      { pointer: '/items/2', message: 'must be a string' },
      { pointer: '/items/10', message: 'must be a string' },
      { pointer: '/name', message: 'is required' },
    ]);
  });

  it('prefers x-error-message on the failing schema, but not for a missing or unknown child', () => {
    const parentSchema = { type: 'object', 'x-error-message': 'must be a thing' };
    expect(
      toFieldErrors([
        error({ instancePath: '/thing', keyword: 'type', params: { type: 'object' }, parentSchema }),
        error({ instancePath: '/thing', keyword: 'required', params: { missingProperty: 'id' }, parentSchema }),
      ]),
    ).toEqual([
      { pointer: '/thing', message: 'must be a thing' },
      { pointer: '/thing/id', message: 'is required' },
    ]);
  });

  it('summarises a general oneOf by its own message instead of each branch', () => {
    expect(
      toFieldErrors([
        error({ instancePath: '/image', schemaPath: '#/properties/image/oneOf/0/format', keyword: 'format', params: { format: 'http-url' } }),
        error({ instancePath: '/image', schemaPath: '#/properties/image/oneOf/1/pattern', keyword: 'pattern', params: { pattern: '^data:' } }),
        error({
          instancePath: '/image',
          schemaPath: '#/properties/image/oneOf',
          keyword: 'oneOf',
          params: { passingSchemas: null },
          parentSchema: { oneOf: [{ format: 'http-url' }, { pattern: '^data:' }] },
        }),
      ]),
    ).toEqual([{ pointer: '/image', message: 'must match exactly one of the allowed forms' }]);
  });

  it("leaves if/then to the failing then keyword and falls back to Ajv's message for rare keywords", () => {
    expect(
      toFieldErrors([
        error({ keyword: 'if', schemaPath: '#/if', params: { failingKeyword: 'then' } }),
        error({ keyword: 'contains', schemaPath: '#/contains', instancePath: '/list', params: { minContains: 1 }, message: 'must contain at least 1 valid item(s)' }),
      ]),
    ).toEqual([{ pointer: '/list', message: 'must contain at least 1 valid item(s)' }]);
  });
});
