import { openapiDocument } from './generated/openapi.ts';
import type { OpenApiDocument } from './openapi-document.ts';

/** The translator's limits, from `x-limits` on `TranslatorRequest`. */
export interface TranslatorLimits {
  maxKeys: number;
  maxValueChars: number;
  /** Characters across all values of `data`: beyond JSON Schema, so the translator checks it. */
  maxTotalChars: number;
  maxTargetLocales: number;
}

/** Reads the limits from the document so the numbers are written once, in the contract. */
export function readTranslatorLimits(doc: OpenApiDocument = openapiDocument): TranslatorLimits {
  const schema = doc.components?.schemas?.TranslatorRequest;
  const limits = typeof schema === 'object' ? schema['x-limits'] : undefined;
  const read = (name: keyof TranslatorLimits): number => {
    const value = (limits as Record<string, unknown> | undefined)?.[name];
    if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0) {
      throw new Error(`TranslatorRequest x-limits.${name} must be a positive integer, found ${JSON.stringify(value)}`);
    }
    return value;
  };
  return {
    maxKeys: read('maxKeys'),
    maxValueChars: read('maxValueChars'),
    maxTotalChars: read('maxTotalChars'),
    maxTargetLocales: read('maxTargetLocales'),
  };
}

export const translatorLimits: TranslatorLimits = readTranslatorLimits();
