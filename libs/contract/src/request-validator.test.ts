import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from './openapi-document.ts';
import { openapiDocument } from './generated/openapi.ts';
import { listOperations } from './list-operations.ts';
import { createRequestValidator } from './request-validator.ts';

const validate = createRequestValidator();
const translate = (body: unknown) => validate('translate', body);

const validBody = {
  source_locale: 'pt',
  target_locale: 'en-US',
  context: 'Second-hand electronics catalogue',
  data: { product_1042_name: 'Telemóvel recondicionado', option_value_31_name: 'Preto' },
};

describe('createRequestValidator on the translator', () => {
  it('accepts a body with target_locale and one with target_locales and every common field', () => {
    expect(translate(validBody)).toEqual([]);
    const { target_locale: _single, ...withoutTarget } = validBody;
    expect(
      translate({
        ...withoutTarget,
        target_locales: ['en-US', 'es-ES'],
        service_core_context: null,
        language: 'en-US',
        session_extra_data: { session_id: 's-1' },
        callback_url: null,
      }),
    ).toEqual([]);
  });

  it.each(['PT-PT', 'pt-pt', 'pt_PT', 'en-US', 'pt', 'zh-Hant-TW', 'es-419'])('accepts the locale form %s', (locale) => {
    expect(translate({ ...validBody, language: locale, source_locale: locale, target_locale: locale })).toEqual([]);
  });

  it('reports a missing source_locale on the field', () => {
    const { source_locale: _missing, ...body } = validBody;
    expect(translate(body)).toEqual([{ pointer: '/source_locale', message: 'is required' }]);
  });

  it('reports data that is not an object', () => {
    expect(translate({ ...validBody, data: 'Telemóvel' })).toEqual([{ pointer: '/data', message: 'must be an object' }]);
  });

  it('reports a non-string value in data on its key', () => {
    expect(translate({ ...validBody, data: { product_1_name: 'Casaco', product_1_price: 12 } })).toEqual([
      { pointer: '/data/product_1_price', message: 'must be a string' },
    ]);
  });

  it('rejects an unknown field rather than ignoring it', () => {
    expect(translate({ ...validBody, target_language: 'en' })).toEqual([
      { pointer: '/target_language', message: 'is not a recognised field' },
    ]);
  });

  it('reports both target fields on /target_locales', () => {
    expect(translate({ ...validBody, target_locales: ['fr-FR'] })).toEqual([
      { pointer: '/target_locales', message: 'cannot be sent together with target_locale: send only one of them' },
    ]);
  });

  it('reports neither target field on /target_locale', () => {
    const { target_locale: _missing, ...body } = validBody;
    expect(translate(body)).toEqual([
      { pointer: '/target_locale', message: 'is required: send either target_locale or target_locales' },
    ]);
  });

  it('still checks the target field that is present', () => {
    expect(translate({ ...validBody, target_locale: 42 })).toEqual([
      { pointer: '/target_locale', message: 'must be a locale code such as pt, pt-PT or en_US' },
    ]);
  });

  it('rejects more than 500 keys in data', () => {
    const data = Object.fromEntries(Array.from({ length: 501 }, (_, i) => [`product_${i}_name`, 'Casaco']));
    expect(translate({ ...validBody, data })).toEqual([{ pointer: '/data', message: 'must have at most 500 keys' }]);
  });

  it('accepts exactly 500 keys in data', () => {
    const data = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`product_${i}_name`, 'Casaco']));
    expect(translate({ ...validBody, data })).toEqual([]);
  });

  it('rejects a value over 5,000 characters, counting characters rather than UTF-16 units', () => {
    expect(translate({ ...validBody, data: { product_1_description: 'é'.repeat(5001) } })).toEqual([
      { pointer: '/data/product_1_description', message: 'must be at most 5000 characters' },
    ]);
    expect(translate({ ...validBody, data: { product_1_description: '🙂'.repeat(5000) } })).toEqual([]);
  });

  it('rejects a malformed locale with a message naming the accepted forms', () => {
    expect(translate({ ...validBody, source_locale: 'portuguese' })).toEqual([
      { pointer: '/source_locale', message: 'must be a locale code such as pt, pt-PT or en_US' },
    ]);
  });

  it('accepts an http(s) callback_url and refuses other schemes and credentials on /callback_url', () => {
    expect(translate({ ...validBody, callback_url: 'https://shop.example.org/hooks/translations' })).toEqual([]);
    for (const callback_url of ['ftp://shop.example.org/hook', 'https://user:secret@shop.example.org/hook', 'hooks/relative']) {
      expect(translate({ ...validBody, callback_url })).toEqual([
        { pointer: '/callback_url', message: 'must be an absolute http(s) URL without credentials, or null' },
      ]);
    }
  });

  it.each([
    ['an array', [validBody]],
    ['null', null],
    ['a string', 'translate this'],
    ['a number', 7],
  ])('answers "must be a JSON object" for %s as the body', (_name, body) => {
    expect(translate(body)).toEqual([{ pointer: '', message: 'must be a JSON object' }]);
  });

  it('points at a data key that breaks the key pattern, escaping it as a JSON pointer', () => {
    expect(translate({ ...validBody, data: { 'product/1 name': 'Casaco' } })).toEqual([
      { pointer: '/data/product~11 name', message: 'is not a valid key: use 1–200 letters, digits, _ . : or -' },
    ]);
  });

  it('limits target_locales to 20 distinct entries and points at the duplicate', () => {
    const { target_locale: _single, ...body } = validBody;
    const locales = Array.from({ length: 21 }, (_, i) => `l${String.fromCharCode(97 + i)}`);
    expect(translate({ ...body, target_locales: locales })).toEqual([
      { pointer: '/target_locales', message: 'must have at most 20 items' },
    ]);
    expect(translate({ ...body, target_locales: ['en-US', 'fr-FR', 'en-US'] })).toEqual([
      { pointer: '/target_locales/2', message: 'duplicates item 0' },
    ]);
    expect(translate({ ...body, target_locales: [] })).toEqual([{ pointer: '/target_locales', message: 'must not be empty' }]);
  });

  it('names union types and length limits of the common fields', () => {
    expect(translate({ ...validBody, service_core_context: 3, session_extra_data: 'x' })).toEqual([
      { pointer: '/service_core_context', message: 'must be a string or null' },
      { pointer: '/session_extra_data', message: 'must be an object or null' },
    ]);
    expect(translate({ ...validBody, service_core_context: 'x'.repeat(4001) })).toEqual([
      { pointer: '/service_core_context', message: 'must be at most 4000 characters' },
    ]);
  });

  it('lists every problem of a body, sorted by pointer', () => {
    expect(
      translate({
        target_locales: ['en-US', 'nope!'],
        target_locale: 'fr',
        context: 5,
        data: { b: 1, a: 2 },
        colour: 'red',
        callback_url: 'javascript:alert(1)',
      }),
    ).toEqual([
      { pointer: '/callback_url', message: 'must be an absolute http(s) URL without credentials, or null' },
      { pointer: '/colour', message: 'is not a recognised field' },
      { pointer: '/context', message: 'must be a string' },
      { pointer: '/data/a', message: 'must be a string' },
      { pointer: '/data/b', message: 'must be a string' },
      { pointer: '/source_locale', message: 'is required' },
      { pointer: '/target_locales', message: 'cannot be sent together with target_locale: send only one of them' },
      { pointer: '/target_locales/1', message: 'must be a locale code such as pt, pt-PT or en_US' },
    ]);
  });

  it('accepts any body for an operation without one, and throws on an unknown operation', () => {
    expect(validate('getHealth', undefined)).toEqual([]);
    expect(() => validate('translat', validBody)).toThrow('Unknown operation "translat"');
  });
});

describe('createRequestValidator compiling on first use', () => {
  // Schemas compile when an operation is first checked, not at start-up: this is where a broken one fails.
  it.each(listOperations().filter((op) => op.requestSchema !== undefined).map((op) => op.operationId))('compiles the request schema of %s', (operationId) => {
    expect(Array.isArray(createRequestValidator()(operationId, {}))).toBe(true);
  });

  it('gives every caller of the contract\'s document the same validator, and another document its own', () => {
    expect(createRequestValidator()).toBe(createRequestValidator(openapiDocument));
    const copy = structuredClone(openapiDocument);
    expect(createRequestValidator(copy)).not.toBe(createRequestValidator());
  });

  it('builds a validator for a document whose schema does not compile, and throws when that operation is checked', () => {
    const broken = structuredClone(openapiDocument);
    const operation = broken.paths?.['/service_ai_translator']?.post;
    const body = operation?.requestBody as { content: Record<string, { schema: Record<string, unknown> }> };
    body.content['application/json']!.schema = { type: 'object', minProperties: 'one' };
    const validate = createRequestValidator(broken);
    expect(validate('getHealth', undefined)).toEqual([]);
    expect(() => validate('translate', {})).toThrow(/minProperties/);
  });
});

describe('createRequestValidator messages for other keywords', () => {
  // A small document exercising keywords the translator does not use.
  const doc: OpenApiDocument = {
    openapi: '3.1.0',
    info: { title: 'test', version: '1.0.0' },
    'x-operation-defaults': { 'x-rate-limit-per-minute': 1, 'x-body-limit-bytes': 1, 'x-timeout-seconds': 1 },
    paths: {
      '/things': {
        post: {
          operationId: 'createThing',
          requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } },
          responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object' } } } } },
        },
      },
    },
    components: {
      schemas: {
        Thing: {
          type: 'object',
          additionalProperties: false,
          properties: {
            condition: { type: 'string', enum: ['A', 'B', 'C', 'D'], example: 'A' },
            image_url: { type: 'string', format: 'http-url' },
            homepage: { type: 'string', format: 'uri' },
            count: { type: 'integer', minimum: 1, maximum: 10 },
            code: { type: 'string', pattern: '^[A-Z]{3}$' },
            tags: { type: 'array', items: { type: 'string' }, discriminator: { propertyName: 'kind' }, 'x-internal': true },
          },
        },
      },
    },
  };
  const check = (body: unknown) => createRequestValidator(doc)('createThing', body);

  it('lists the allowed values of an enum', () => {
    expect(check({ condition: 'E' })).toEqual([{ pointer: '/condition', message: 'must be one of: A, B, C, D' }]);
  });

  it('accepts only absolute http(s) URLs for the http-url format, unlike uri', () => {
    expect(check({ image_url: 'javascript:alert(1)', homepage: 'javascript:alert(1)' })).toEqual([
      { pointer: '/image_url', message: 'must be an absolute http or https URL' },
    ]);
    expect(check({ image_url: 'https://cdn.example.org/a.jpg' })).toEqual([]);
  });

  it('describes integer, range and pattern failures', () => {
    expect(check({ count: 1.5, code: 'abc' })).toEqual([
      { pointer: '/code', message: 'must match the pattern ^[A-Z]{3}$' },
      { pointer: '/count', message: 'must be an integer' },
    ]);
    expect(check({ count: 11 })).toEqual([{ pointer: '/count', message: 'must be at most 10' }]);
  });
});
