import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from './openapi-document.ts';
import { createResponseValidator, operationSchemas } from './operation-schemas.ts';

const doc: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 't', version: '1' },
  'x-operation-defaults': { 'x-body-limit-bytes': 1000, 'x-rate-limit-per-minute': 10, 'x-timeout-seconds': 5 },
  paths: {
    '/greet': {
      post: {
        operationId: 'greet',
        requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/GreetRequest' } } } },
        responses: {
          '422': { description: 'bad', content: { 'application/problem+json': { schema: { type: 'object' } } } },
          '200': { description: 'ok', content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Line' } } } } },
        },
      },
    },
    '/': { get: { operationId: 'index', responses: { '200': { description: 'page', content: { 'text/html': { schema: { type: 'string' } } } } } } },
  },
  components: {
    schemas: {
      GreetRequest: {
        type: 'object',
        required: ['name'],
        additionalProperties: false,
        properties: { name: { type: 'string', minLength: 1 }, friend: { $ref: '#/components/schemas/Person' } },
      },
      Person: { type: 'object', properties: { name: { type: 'string' }, best_friend: { $ref: '#/components/schemas/Person' } } },
      Line: { type: 'object', required: ['text'], properties: { text: { type: 'string' } } },
      Unused: { type: 'string' },
    },
  },
};

describe('operationSchemas', () => {
  it('inlines the request component and carries what it references, recursion included, under $defs', () => {
    expect(operationSchemas('greet', doc).request).toEqual({
      type: 'object',
      required: ['name'],
      additionalProperties: false,
      properties: { name: { type: 'string', minLength: 1 }, friend: { $ref: '#/$defs/Person' } },
      $defs: { Person: { type: 'object', properties: { name: { type: 'string' }, best_friend: { $ref: '#/$defs/Person' } } } },
    });
  });

  it('takes the JSON success response, not an error response', () => {
    expect(operationSchemas('greet', doc).response).toEqual({
      type: 'array',
      items: { $ref: '#/$defs/Line' },
      $defs: { Line: { type: 'object', required: ['text'], properties: { text: { type: 'string' } } } },
    });
  });

  it('gives schemas a plain JSON Schema validator compiles and applies like the contract', () => {
    const validate = new Ajv2020().compile(operationSchemas('greet', doc).request as object);
    expect(validate({ name: 'Ana', friend: { best_friend: { name: 'Rui' } } })).toBe(true);
    expect(validate({ name: 'Ana', friend: { best_friend: { name: 3 } } })).toBe(false);
  });

  it('has no request schema for an operation without a body, and throws for an unknown operation', () => {
    expect(operationSchemas('index', doc).request).toBeUndefined();
    expect(() => operationSchemas('nope', doc)).toThrow('Unknown operation "nope"');
  });
});

describe('createResponseValidator', () => {
  const validate = createResponseValidator(doc);

  it('names the field of a response that breaks its schema', () => {
    expect(validate('greet', [{ text: 'hi' }])).toEqual([]);
    expect(validate('greet', [{ text: 'hi' }, {}])).toEqual([{ pointer: '/1/text', message: 'is required' }]);
  });

  it('accepts anything for an operation whose success is not JSON', () => {
    expect(validate('index', '<html>')).toEqual([]);
  });

  it('compiles the real contract and refuses a brands response missing its required fields', () => {
    const real = createResponseValidator();
    expect(real('brands', { operation: 'normalise' })).not.toEqual([]);
  });
});
