import { describe, expect, it } from 'vitest';
import { listOperations } from './list-operations.ts';
import type { OpenApiDocument } from './openapi-document.ts';

describe('listOperations', () => {
  it('reads every operation of the contract with its limits and defaults applied', () => {
    expect(listOperations()).toEqual([
      {
        operationId: 'chat',
        method: 'post',
        path: '/chat',
        summary: 'Submit a product through a conversation',
        bodyLimitBytes: 26_214_400,
        rateLimitPerMinute: 120,
        timeoutMs: 300_000,
        requestSchema: { $ref: '#/components/schemas/ChatRequest' },
        responseContentType: 'application/json',
        apiKeyAuth: true,
      },
      {
        operationId: 'translate',
        method: 'post',
        path: '/service_ai_translator',
        summary: 'Translate catalogue text',
        bodyLimitBytes: 1_048_576,
        rateLimitPerMinute: 60,
        timeoutMs: 300_000,
        requestSchema: { $ref: '#/components/schemas/TranslatorRequest' },
        responseContentType: 'application/json',
        apiKeyAuth: true,
      },
      {
        operationId: 'exportTranslationMemory',
        method: 'get',
        path: '/service_ai_translator/memory',
        summary: 'Export the translation memory by key prefix',
        bodyLimitBytes: 1_048_576,
        rateLimitPerMinute: 60,
        timeoutMs: 120_000,
        responseContentType: 'application/json',
        apiKeyAuth: true,
      },
      {
        operationId: 'putTranslationMemory',
        method: 'put',
        path: '/service_ai_translator/memory',
        summary: 'Add reviewed translations to the translation memory',
        bodyLimitBytes: 1_048_576,
        rateLimitPerMinute: 60,
        timeoutMs: 120_000,
        requestSchema: { $ref: '#/components/schemas/ReviewedTranslations' },
        responseContentType: 'application/json',
        apiKeyAuth: true,
      },
      {
        operationId: 'estimateValue',
        method: 'post',
        path: '/service_ai_value_estimation',
        summary: 'Estimate resale, recycling and repair values',
        bodyLimitBytes: 1_048_576,
        rateLimitPerMinute: 30,
        timeoutMs: 300_000,
        requestSchema: { $ref: '#/components/schemas/ValueEstimationRequest' },
        responseContentType: 'application/json',
        apiKeyAuth: true,
      },
      {
        operationId: 'validateId',
        method: 'post',
        path: '/service_ai_id_validator',
        summary: 'Read and validate an identity document',
        bodyLimitBytes: 26_214_400,
        rateLimitPerMinute: 60,
        timeoutMs: 120_000,
        requestSchema: { $ref: '#/components/schemas/IdValidatorRequest' },
        responseContentType: 'application/json',
        apiKeyAuth: true,
      },
      {
        operationId: 'brands',
        method: 'post',
        path: '/service_ai_brands',
        summary: 'Normalise, validate or discover brands',
        bodyLimitBytes: 1_048_576,
        rateLimitPerMinute: 120,
        timeoutMs: 60_000,
        requestSchema: { $ref: '#/components/schemas/BrandsRequest' },
        responseContentType: 'application/json',
        apiKeyAuth: true,
      },
      {
        operationId: 'validateListing',
        method: 'post',
        path: '/service_ai_c2c_validation',
        summary: 'Check a consumer-to-consumer listing before it goes live',
        bodyLimitBytes: 26_214_400,
        rateLimitPerMinute: 120,
        timeoutMs: 60_000,
        requestSchema: { $ref: '#/components/schemas/C2cValidationRequest' },
        responseContentType: 'application/json',
        apiKeyAuth: true,
      },
      {
        operationId: 'describeListing',
        method: 'post',
        path: '/service_ai_c2c_descriptor',
        summary: "Turn a seller's words into a listing a marketplace can publish",
        bodyLimitBytes: 26_214_400,
        rateLimitPerMinute: 60,
        timeoutMs: 300_000,
        requestSchema: { $ref: '#/components/schemas/C2cDescriptorRequest' },
        responseContentType: 'application/json',
        apiKeyAuth: true,
      },
      {
        operationId: 'generateProtocol',
        method: 'post',
        path: '/service_ai_protocol_generator',
        summary: 'Write the inspection protocol for an item',
        bodyLimitBytes: 65_536,
        rateLimitPerMinute: 120,
        timeoutMs: 120_000,
        requestSchema: { $ref: '#/components/schemas/ProtocolGeneratorRequest' },
        responseContentType: 'application/json',
        apiKeyAuth: true,
      },
      {
        operationId: 'decide',
        method: 'post',
        path: '/service_ai_decision',
        summary: 'Decide what becomes of an item',
        bodyLimitBytes: 262_144,
        rateLimitPerMinute: 120,
        timeoutMs: 300_000,
        requestSchema: { $ref: '#/components/schemas/DecisionRequest' },
        responseContentType: 'application/json',
        apiKeyAuth: true,
      },
      {
        operationId: 'getJob',
        method: 'get',
        path: '/jobs/{id}',
        summary: 'Read an asynchronous job',
        bodyLimitBytes: 1_048_576,
        rateLimitPerMinute: 600,
        timeoutMs: 120_000,
        responseContentType: 'application/json',
        apiKeyAuth: true,
      },
      {
        operationId: 'getHealth',
        method: 'get',
        path: '/health',
        summary: 'Check health and readiness',
        bodyLimitBytes: 1_048_576,
        rateLimitPerMinute: 600,
        timeoutMs: 120_000,
        responseContentType: 'application/json',
        apiKeyAuth: false,
      },
      {
        operationId: 'getIndex',
        method: 'get',
        path: '/',
        summary: 'Show the index page',
        bodyLimitBytes: 1_048_576,
        rateLimitPerMinute: 120,
        timeoutMs: 120_000,
        responseContentType: 'text/html',
        apiKeyAuth: false,
      },
      {
        operationId: 'getOpenApiDocument',
        method: 'get',
        path: '/openapi.json',
        summary: 'Get this OpenAPI document',
        bodyLimitBytes: 1_048_576,
        rateLimitPerMinute: 120,
        timeoutMs: 120_000,
        responseContentType: 'application/json',
        apiKeyAuth: false,
      },
      {
        operationId: 'getDeepChatBundle',
        method: 'get',
        path: '/assets/deep-chat.js',
        summary: 'Get the chat component for the index page',
        bodyLimitBytes: 1_048_576,
        rateLimitPerMinute: 600,
        timeoutMs: 120_000,
        responseContentType: 'text/javascript',
        apiKeyAuth: false,
      },
      {
        operationId: 'getApiReferenceAsset',
        method: 'get',
        path: '/assets/swagger-ui/{file}',
        summary: "Get a file of the index page's API reference",
        bodyLimitBytes: 1_048_576,
        rateLimitPerMinute: 600,
        timeoutMs: 120_000,
        responseContentType: 'text/javascript',
        apiKeyAuth: false,
      },
      {
        operationId: 'getMetrics',
        method: 'get',
        path: '/metrics',
        summary: 'Get operational metrics (Prometheus)',
        bodyLimitBytes: 1_048_576,
        rateLimitPerMinute: 120,
        timeoutMs: 120_000,
        responseContentType: 'text/plain',
        apiKeyAuth: false,
      },
    ]);
  });

  const minimal = (operation: Record<string, unknown>, defaults?: Record<string, unknown>): OpenApiDocument => ({
    openapi: '3.1.0',
    info: { title: 'test', version: '1.0.0' },
    ...(defaults ? { 'x-operation-defaults': defaults } : {}),
    paths: {
      '/things': {
        get: {
          operationId: 'listThings',
          responses: {
            '200': { $ref: '#/components/responses/Things' },
          },
          ...operation,
        },
      },
    },
    components: { responses: { Things: { description: 'ok', content: { 'application/json': { schema: { type: 'array' } } } } } },
  });

  it('follows a referenced success response to its content type', () => {
    const [operation] = listOperations(
      minimal({}, { 'x-rate-limit-per-minute': 5, 'x-body-limit-bytes': 10, 'x-timeout-seconds': 2 }),
    );
    expect(operation).toMatchObject({ responseContentType: 'application/json', rateLimitPerMinute: 5, timeoutMs: 2000 });
  });

  it('refuses an operation whose limit is neither set nor defaulted', () => {
    expect(() => listOperations(minimal({ 'x-rate-limit-per-minute': 5, 'x-timeout-seconds': 2 }))).toThrow(
      'Operation listThings: x-body-limit-bytes must be a positive integer on the operation or in x-operation-defaults, found undefined',
    );
  });

  it('refuses a limit that is not a positive integer', () => {
    expect(() =>
      listOperations(minimal({ 'x-rate-limit-per-minute': '60' }, { 'x-body-limit-bytes': 10, 'x-timeout-seconds': 2 })),
    ).toThrow('Operation listThings: x-rate-limit-per-minute must be a positive integer');
  });
});
