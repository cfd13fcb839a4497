import { describe, expect, it } from 'vitest';
import { openapiDocument } from './generated/openapi.ts';
import { readTranslatorLimits, translatorLimits } from './translator-limits.ts';

describe('translatorLimits', () => {
  it('reads x-limits of TranslatorRequest', () => {
    expect(translatorLimits).toEqual({ maxKeys: 500, maxValueChars: 5000, maxTotalChars: 100_000, maxTargetLocales: 20 });
  });

  it('agrees with the JSON Schema constraints that state the same limits', () => {
    const schemas = openapiDocument.components?.schemas as Record<string, Record<string, unknown>>;
    const data = schemas.TranslatorData!;
    const targets = (schemas.TranslatorRequest!.properties as Record<string, Record<string, unknown>>).target_locales!;
    expect({
      maxKeys: data.maxProperties,
      maxValueChars: (data.additionalProperties as Record<string, unknown>).maxLength,
      maxTargetLocales: targets.maxItems,
    }).toEqual({
      maxKeys: translatorLimits.maxKeys,
      maxValueChars: translatorLimits.maxValueChars,
      maxTargetLocales: translatorLimits.maxTargetLocales,
    });
  });

  it('refuses a document without the limits', () => {
    expect(() =>
      readTranslatorLimits({
        openapi: '3.1.0',
        info: { title: 'test', version: '1.0.0' },
        components: { schemas: { TranslatorRequest: { type: 'object', 'x-limits': { maxKeys: 500 } } } },
      }),
    ).toThrow('TranslatorRequest x-limits.maxValueChars must be a positive integer, found undefined');
  });
});
