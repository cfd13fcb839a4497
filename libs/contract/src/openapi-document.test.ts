import { describe, expect, it } from 'vitest';
import { resolveReference, type OpenApiDocument } from './openapi-document.ts';

const doc: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'test', version: '1.0.0' },
  components: {
    responses: { Alias: { $ref: '#/components/responses/Real' }, Real: { description: 'real' }, Loop: { $ref: '#/components/responses/Loop' } },
    schemas: { 'a/b~c': { type: 'string' } },
  },
};

describe('resolveReference', () => {
  it('follows chains of local references and returns other values as they are', () => {
    expect(resolveReference(doc, { $ref: '#/components/responses/Alias' })).toEqual({ description: 'real' });
    expect(resolveReference(doc, { description: 'inline' })).toEqual({ description: 'inline' });
  });

  it('decodes escaped JSON pointer segments', () => {
    expect(resolveReference(doc, { $ref: '#/components/schemas/a~1b~0c' })).toEqual({ type: 'string' });
  });

  it('fails on missing, circular and external references', () => {
    expect(() => resolveReference(doc, { $ref: '#/components/responses/Nope' })).toThrow('Reference "#/components/responses/Nope" does not resolve');
    expect(() => resolveReference(doc, { $ref: '#/components/responses/Loop' })).toThrow('Circular reference');
    expect(() => resolveReference(doc, { $ref: 'other.yaml#/x' })).toThrow('Only local references are supported');
  });
});
