import { describe, expect, it } from 'vitest';
import { createContractAjv } from './contract-ajv.ts';
import { toFieldErrors } from './field-errors.ts';
import { openapiDocument } from './generated/openapi.ts';
import type { OpenApiDocument } from './openapi-document.ts';
import { collectExamples, findMediaTypesWithoutExamples, type DocumentExample } from './test-support/document-examples.ts';

function invalidExamples(doc: OpenApiDocument) {
  const ajv = createContractAjv(doc);
  return collectExamples(doc).flatMap(({ location, schema, value }: DocumentExample) => {
    const validate = ajv.compile(schema);
    return validate(value) ? [] : [{ location, errors: toFieldErrors(validate.errors ?? []) }];
  });
}

describe('examples in openapi.yaml', () => {
  const examples = collectExamples(openapiDocument);

  it('include the request and response examples of every operation', () => {
    const locations = examples.map((example) => example.location);
    expect(locations).toEqual(
      expect.arrayContaining([
        '#/paths/~1service_ai_translator/post/requestBody/content/application~1json/examples/single',
        '#/paths/~1service_ai_translator/post/requestBody/content/application~1json/examples/several',
        '#/paths/~1service_ai_translator/post/responses/200/content/application~1json/examples/single',
        '#/paths/~1service_ai_translator/post/responses/200/content/application~1json/examples/several',
        '#/paths/~1health/get/responses/200/content/application~1json/examples/ok',
        '#/paths/~1health/get/responses/200/content/application~1json/examples/degraded',
        '#/paths/~1/get/responses/200/content/text~1html/examples/page',
        '#/paths/~1openapi.json/get/responses/200/content/application~1json/examples/document',
        '#/components/responses/ValidationProblem/content/application~1problem+json/examples/fields',
        '#/components/responses/ServerProblem/content/application~1problem+json/examples/timeout',
        '#/components/parameters/RequestId/example',
        '#/components/headers/RateLimit/example',
        '#/components/schemas/Language/default',
      ]),
    );
  });

  it('are present for every request and response body', () => {
    expect(findMediaTypesWithoutExamples(openapiDocument)).toEqual([]);
  });

  it('all satisfy their schemas', () => {
    expect(invalidExamples(openapiDocument)).toEqual([]);
  });

  it('are checked: a broken example is reported with its location and field', () => {
    const broken = structuredClone(openapiDocument) as OpenApiDocument & {
      paths: { '/service_ai_translator': { post: { requestBody: { content: { 'application/json': { examples: { single: { value: Record<string, unknown> } } } } } } } };
    };
    broken.paths['/service_ai_translator'].post.requestBody.content['application/json'].examples.single.value.target_locales = ['fr'];
    expect(invalidExamples(broken)).toEqual([
      {
        location: '#/paths/~1service_ai_translator/post/requestBody/content/application~1json/examples/single',
        errors: [{ pointer: '/target_locales', message: 'cannot be sent together with target_locale: send only one of them' }],
      },
    ]);
  });
});
