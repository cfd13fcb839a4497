import { operationSchemas } from '@circular/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractSchema, hiddenFromStudio } from './contract-schema.ts';

const brandsRequest = { language: 'en', agent_specific: { operation: 'normalise', brand: 'Apple Inc.' } };

describe('contractSchema', () => {
  it('describes itself with the contract operation schema, the same for input and output', () => {
    const { jsonSchema } = contractSchema('brands', 'request')['~standard'];
    expect(jsonSchema.input({ target: 'draft-07' })).toEqual(operationSchemas('brands').request);
    expect(jsonSchema.output({ target: 'draft-2020-12' })).toEqual(operationSchemas('brands').request);
    expect(contractSchema('decide', 'response')['~standard'].jsonSchema.input({ target: 'draft-07' })).toEqual(operationSchemas('decide').response);
  });

  it('accepts a request the contract accepts, unchanged', async () => {
    expect(await contractSchema('brands', 'request')['~standard'].validate(brandsRequest)).toEqual({ value: brandsRequest });
  });

  it('refuses a bad request naming each field by pointer, as the 422 does', async () => {
    const result = await contractSchema('brands', 'request')['~standard'].validate({ language: 'en', agent_specific: { operation: 'rename', brand: 'Apple' } });
    expect(result.issues).toEqual([{ message: '/agent_specific/operation: must be one of: normalise, discover, validate', path: ['agent_specific', 'operation'] }]);
  });

  it('refuses a missing value, so the field has no default', async () => {
    const result = await contractSchema('brands', 'response')['~standard'].validate(undefined);
    expect(result.issues).toEqual([{ message: '(body): is required', path: [] }]);
  });

  it('throws for an operation without that schema', () => {
    expect(() => contractSchema('getHealth', 'request')).toThrow('Operation "getHealth" has no JSON request schema');
  });
});

describe('hiddenFromStudio', () => {
  it('validates like the schema it wraps but has no JSON Schema to publish', async () => {
    const hidden = hiddenFromStudio(z.string());
    expect('jsonSchema' in hidden['~standard']).toBe(false);
    expect(await hidden['~standard'].validate('a')).toEqual({ value: 'a' });
    expect((await hidden['~standard'].validate(1)).issues).toHaveLength(1);
  });
});
