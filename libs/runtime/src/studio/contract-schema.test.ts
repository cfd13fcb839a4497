import { operationSchemas } from '@circular/contract';
import { describe, expect, it } from 'vitest';
import { InvalidRequestError } from '../errors/index.ts';
import { contractSchema } from './contract-schema.ts';

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

  it('throws the 422 InvalidRequestError for a request the contract refuses, naming each field', () => {
    const validate = () => contractSchema('brands', 'request')['~standard'].validate({ language: 'en', agent_specific: { operation: 'rename', brand: 'Apple' } });
    expect(validate).toThrow(InvalidRequestError);
    expect(validate).toThrow('/agent_specific/operation: must be one of: normalise, discover, validate');
  });

  it('refuses a response that breaks the contract with issues naming the field', async () => {
    const result = await contractSchema('brands', 'response')['~standard'].validate({ operation: 'normalise' });
    expect(result.issues).toContainEqual({ message: '/valid: is required', path: ['valid'] });
  });

  it('refuses a missing value, so the field has no default', async () => {
    const result = await contractSchema('brands', 'response')['~standard'].validate(undefined);
    expect(result.issues).toEqual([{ message: '(body): is required', path: [] }]);
  });

  it('throws for an operation without that schema', () => {
    expect(() => contractSchema('getHealth', 'request')).toThrow('Operation "getHealth" has no JSON request schema');
  });
});
